//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_RANGE_HPP
#define ROUTE_DSL_DETAIL_RANGE_HPP

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <optional>
#include <string>

namespace route {
namespace dsl {

struct range_settings;

namespace detail {

/// The fields of the request a range answer needs, copied.
struct range_request
{
    bool get = false;
    std::optional<std::string> range;
    std::optional<std::string> if_range;
};

ROUTE_DECL range_request range_request_of(const ::route::request& req);

/// Applies the request's ranges to a completed 200 response.
ROUTE_DECL route_result apply_ranges(const range_request& req, response r,
                                     const range_settings& s);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
