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

    @see doc/route/customization.adoc, which lists every customisation point.
*/
template <class T, class = void>
struct handler_result;

/** Customisation point: a value a directive awaits before it goes on
    (an authenticator returning `boost::asio::awaitable<std::optional<User>>`).
    `<route/app/async.hpp>` specialises it for `boost::asio::awaitable<T>`;
    a specialisation has `using value_type = T;` and

    @code
    template <class Make, class K>
    static route_result invoke(const request_context& ctx, Make make, K k);
    @endcode

    which awaits `make()` and returns `k(ctx, value)`, keeping copies of
    `ctx`, `make` and `k` alive until then.
*/
template <class T, class = void>
struct awaited_value;

} // namespace route

#endif
