//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_QUERY_HPP
#define ROUTE_DSL_DETAIL_QUERY_HPP

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <boost/container/small_vector.hpp>
#include <cstdint>
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
    };

    // Parses `ctx`'s query; false when it is not valid query syntax
    // (RFC 3986 characters and percent-escapes, checked with Boost.URL).
    // Empty pieces (`a=1&&b=2`, a bare `?`) are skipped.
    ROUTE_DECL bool parse(const request_context& ctx);

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
    static bool plain(const entry& e) noexcept { return plain(e.raw_value); }

    const boost::container::small_vector<entry, 32>& entries() const noexcept
    {
        return entries_;
    }

private:
    boost::container::small_vector<entry, 32> entries_;
    std::string keys_; // the keys that needed decoding
};

// The rejection of a query string that is not valid query syntax.
ROUTE_DECL route_result invalid_query();

} // namespace detail
} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/query.ipp>
#endif

#endif
