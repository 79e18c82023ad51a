//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_HEADER_HPP
#define ROUTE_DSL_DETAIL_HEADER_HPP

// The implementation details of <route/dsl/header.hpp>.

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/response.hpp>
#include <route/dsl/detail/map_response.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/from_param.hpp>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

/** Adds `fields` to `r`, before its own fields (as pekko-http's
    `respondWithHeaders`); with `defaults_only`, only those whose name
    (case-insensitive) `r` lacks.
*/
ROUTE_DECL response add_response_headers(response r, const std::vector<header_field>& fields,
                                         bool defaults_only);

// The function of the respond_with_* directives.
struct response_headers_adder
{
    std::vector<header_field> fields;
    bool defaults_only;

    response operator()(response r) const
    {
        return add_response_headers(std::move(r), fields, defaults_only);
    }
};

} // namespace detail
} // namespace dsl
} // namespace route

#endif
