//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_HANDLER_RESULT_HPP
#define ROUTE_CORE_HANDLER_RESULT_HPP

#include <route/config.hpp>

namespace route {

/** Customisation point: what a handler may return besides a route.

    A handler is the function given to a directive. It returns a route
    expression; `<route/app/async.hpp>` specialises this template so that it
    may also return `boost::asio::awaitable<route::route>`. A specialisation
    has

    @code
    template <class F, class... A>
    static route_result invoke(const request_context& ctx, const F& f, A&&... args);
    @endcode

    which calls `f(args...)` itself and keeps a copy of `f` alive for as
    long as the result it returns is pending (a coroutine lambda refers to
    its captures through the lambda object).

    @see doc/customization.adoc, which lists every customisation point.
*/
template <class T, class = void>
struct handler_result;

} // namespace route

#endif
