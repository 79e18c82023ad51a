//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_TIMEOUT_HPP
#define ROUTE_DSL_DETAIL_TIMEOUT_HPP

// The implementation details of <route/dsl/timeout.hpp>.

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/core/timeout_access.hpp>
#include <route/dsl/directive.hpp>
#include <chrono>
#include <optional>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {
namespace detail {

/// The duration of `with_request_timeout`; throws unless it is positive.
ROUTE_DECL timeout_access::clock::duration
checked_timeout(timeout_access::clock::duration d);

/** Changes the timeout of the request of `ctx`: `d` sets it, no `d`
    switches it off; a non-empty `h` replaces the handler. Without a
    `timeout_access` (a request not run by the server or the test kit)
    nothing changes.
*/
ROUTE_DECL void
update_request_timeout(const request_context& ctx,
                       std::optional<timeout_access::clock::duration> d, bool set,
                       const timeout_access::handler_type& h);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
