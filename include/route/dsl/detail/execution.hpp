//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_EXECUTION_HPP
#define ROUTE_DSL_DETAIL_EXECUTION_HPP

// The implementation details of <route/dsl/execution.hpp>.

#include <route/config.hpp>
#include <route/core/exception_handler.hpp>
#include <route/core/rejection_handler.hpp>
#include <route/dsl/directive.hpp>
#include <exception>
#include <utility>

namespace route {
namespace dsl {
namespace detail {

// Settles `r` with `H`'s handle(r, ctx, h): now, or once `r` settles.
template <class D, class H>
route_result
handle_now_or_later(route_result r, const request_context& ctx, const H& h)
{
    if (!r.is_pending())
        return D::handle(std::move(r), ctx, h);
    return std::move(r).then([ctx, h](route_result x) {
        return D::handle(std::move(x), ctx, h);
    });
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
