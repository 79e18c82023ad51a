//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_CONDITIONAL_HPP
#define ROUTE_DSL_DETAIL_CONDITIONAL_HPP

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/dsl/entity_tag.hpp>
#include <chrono>
#include <optional>

namespace route {
namespace dsl {
namespace detail {

/// The answer the preconditions of the request give (304, 412), if any.
ROUTE_DECL std::optional<response>
evaluate_preconditions(const ::route::request& req, const std::optional<entity_tag>& etag,
                       std::optional<std::chrono::system_clock::time_point> last_modified);

/// Adds ETag and Last-Modified to `r` where it has none.
ROUTE_DECL void add_validators(response& r, const std::optional<entity_tag>& etag,
                               std::optional<std::chrono::system_clock::time_point> last_modified);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
