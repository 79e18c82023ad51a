//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_COOKIE_HPP
#define ROUTE_DSL_DETAIL_COOKIE_HPP

// The implementation details of <route/dsl/cookie.hpp>.

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/dsl/detail/map_response.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/header.hpp>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace route {
namespace dsl {
namespace detail {

/** The value of the first cookie named `name` in the request's `Cookie`
    header fields (all of them, in order), parsed as RFC 6265 section 5.4
    reads a cookie-string: pairs separated by `;`, spaces around them
    ignored, a value in double quotes unquoted, a pair without `=` skipped.
    Names are case-sensitive.
*/
ROUTE_DECL std::optional<std::string> find_cookie(const ::route::request& req,
                                                  std::string_view name);

// True when a cookie named `name` can be found: its name has no '=' or
// ';', and no blank at either end.
ROUTE_DECL bool findable_cookie_name(std::string_view name) noexcept;

// As `find_cookie`, for a name that `findable_cookie_name` accepts: a view
// of the value in the request's field.
ROUTE_DECL std::optional<std::string_view> find_cookie_value(const ::route::request& req,
                                                             std::string_view name);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
