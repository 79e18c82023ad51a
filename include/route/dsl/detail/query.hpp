//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_QUERY_HPP
#define ROUTE_DSL_DETAIL_QUERY_HPP

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/rejection.hpp>
#include <route/core/route_result.hpp>
#include <boost/container/small_vector.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace route {
namespace dsl {
namespace detail {

// A cheap hash of a parameter name, so that lookups compare strings only
// when the hashes agree.
constexpr std::uint32_t
name_hash(std::string_view s) noexcept
{
    std::uint32_t h = 2166136261u;
    for (char c : s)
        h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
    return h;
}

// The request's query, parsed once per directive: keys decoded, values
// left encoded until a spec asks for them. The parameter directives and
// override_method_with_parameter read the query through it.
class query
{
public:
    struct entry
    {
        std::string_view key; // decoded
        std::string_view raw_value;
        std::uint32_t hash;
        bool literal = false; // raw_value is the value (a multipart field)
    };

    // Parses `ctx`'s query; false when it is not valid query syntax
    // (RFC 3986 characters and percent-escapes, checked with Boost.URL).
    // Empty pieces (`a=1&&b=2`, a bare `?`) are skipped.
    ROUTE_DECL bool parse(const request_context& ctx);

    // Parses `raw` as `application/x-www-form-urlencoded` pairs, the same
    // syntax as a query; false when it is not valid.
    // `checked`: `raw` already passed check_query (a query of a checked target)
    ROUTE_DECL bool parse_urlencoded(std::string_view raw, bool checked = false);

    // Adds an entry whose key and value need no decoding; `key` is copied
    // when `copy_key` (its view is set once parsing ends, see `finish`).
    ROUTE_DECL void add_literal(std::string_view key, std::string_view value, bool copy_key);

    // Points the keys that were copied at their final storage.
    ROUTE_DECL void finish();

    // The first entry named `name` (whose hash is `hash`), or null.
    const entry* find(std::string_view name, std::uint32_t hash) const noexcept
    {
        for (auto const& e : entries_)
            if (e.hash == hash && e.key == name)
                return &e;
        return nullptr;
    }

    // The decoded value of an entry ('+' is a space).
    ROUTE_DECL static std::string value(const entry& e);

    // True when `s` needs no decoding: no escape, no '+'.
    static bool plain(std::string_view s) noexcept
    {
        for (char c : s)
            if (c == '%' || c == '+')
                return false;
        return true;
    }

    // True when the value needs no decoding: `raw_value` is the value.
    static bool plain(const entry& e) noexcept { return e.literal || plain(e.raw_value); }

    const boost::container::small_vector<entry, 32>& entries() const noexcept
    {
        return entries_;
    }

private:
    struct pending
    {
        std::size_t entry, offset, size;
    };

    boost::container::small_vector<entry, 32> entries_;
    boost::container::small_vector<pending, 4> pending_;
    std::string keys_; // the keys that needed decoding
};

// The rejection of a query string that is not valid query syntax.
ROUTE_DECL route_result invalid_query();

// Where `parameters` reads its name/value pairs, and how it rejects: the
// query string. `form_fields` has its own source (see form_field.hpp).
struct query_source
{
    // What must happen before parsing: nothing for the query.
    static std::optional<route_result> prepare(const request_context&) noexcept
    {
        return std::nullopt;
    }
    // Parses the pairs into `q`; false with `why` set when it cannot.
    ROUTE_DECL static bool parse(const request_context& ctx, query& q,
                                 std::optional<rejection>& why);
    ROUTE_DECL static rejection missing(const std::string& name);
    ROUTE_DECL static rejection malformed(const std::string& name, std::string message);
};

} // namespace detail
} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/query.ipp>
#endif

#endif
