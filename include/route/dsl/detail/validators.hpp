//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_VALIDATORS_HPP
#define ROUTE_DSL_DETAIL_VALIDATORS_HPP

// The validators of a representation as requests carry them (RFC 9110
// 8.8): lists of entity tags and HTTP-dates.

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <route/dsl/entity_tag.hpp>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

/// Every field named `name`, joined with ", " (a list split over fields).
ROUTE_DECL std::optional<std::string>
joined_field(const ::route::request& req, std::string_view name);

/// A list of entity tags, or `*` (star).
struct tag_list
{
    bool star = false;
    std::vector<entity_tag> tags;
};

/// Reads a list of entity tags or `*` into `out`; false when not valid.
ROUTE_DECL bool parse_tags(std::string_view s, tag_list& out);

/// Reads one entity tag; none when `s` is not exactly one.
ROUTE_DECL std::optional<entity_tag> parse_tag(std::string_view s);

/// Strong comparison (RFC 9110 8.8.3.2): neither weak, same value.
inline bool
strong_match(const entity_tag& a, const entity_tag& b) noexcept
{
    return !a.weak && !b.weak && a.value == b.value;
}

/// Reads an HTTP-date (IMF-fixdate, RFC 850 or asctime form), as HTTP's
/// grammar has it (<route/core/detail/http_grammar.hpp>).
using ::route::detail::parse_http_date;

/// `t` to the second, the precision of HTTP-dates.
inline std::chrono::sys_seconds
to_seconds(std::chrono::system_clock::time_point t) noexcept
{
    return std::chrono::floor<std::chrono::seconds>(t);
}

} // namespace detail
} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/validators.ipp>
#endif

#endif
