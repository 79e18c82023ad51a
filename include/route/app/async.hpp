//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_ASYNC_HPP
#define ROUTE_APP_ASYNC_HPP

// Asynchronous handlers: a function given to a directive may return
// boost::asio::awaitable<route::route>, so that it can await I/O without
// blocking a server thread. Whoever runs a route (the server, the test
// kit) awaits a pending result with route::settle.

#include <route/config.hpp>
#include <route/app/request_entity.hpp>
#include <route/core/detail/strict_entity.hpp>
#include <route/core/entity_stream.hpp>
#include <route/core/error.hpp>
#include <route/core/handler_result.hpp>
#include <route/core/route.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

/** Awaits a route result until it is completed, rejected or failed; a
    result that is not pending is returned as is.

    This is the one way a pending result settles: the server and the test
    kit `co_spawn` it on their `io_context`.

    One pending result settles otherwise: a directive that needs the whole
    body of a streamed request (`detail::strict_entity_needed`). `settle`
    reads the body, and returns that result, for which `detail::is_retry`
    is then true: whoever runs the route runs it again, and the directive
    finds the body in `request().body()`.
*/
inline boost::asio::awaitable<route_result> settle(route_result r);

} // namespace route

#include <route/app/detail/async.hpp>

namespace route {

inline boost::asio::awaitable<route_result>
settle(route_result r)
{
    while (r.is_pending())
    {
        if (auto* m = dynamic_cast<detail::strict_entity_needed*>(&r.deferred()))
        {
            if (!m->done)
            {
                co_await detail::read_strict(static_cast<detail::body_reader&>(m->stream()),
                                             m->limit(), m->timeout());
                m->done = true;
            }
            co_return r;
        }
        auto d = r.take_deferred();
        auto* a = dynamic_cast<detail::awaitable_result*>(d.get());
        if (!a)
            co_return route_result::failed(std::make_exception_ptr(boost::system::system_error(
                make_error_code(error::unknown_pending_result),
                "route::settle: a pending result not made by <route/app/async.hpp>")));
        r = co_await a->run();
    }
    co_return r;
}

/// Handlers may return `boost::asio::awaitable<route::route>`.
template <>
struct handler_result<boost::asio::awaitable<route>>
{
    template <class F, class... A>
    static route_result invoke(const request_context& ctx, const F& f, A&&... args)
    {
        // The coroutine owns copies of the context, the handler and its
        // arguments, and keeps the route it gets until that route's result
        // has settled: nothing it refers to can go away while it waits.
        auto op = [](request_context ctx, F f,
                     std::decay_t<A>... args) -> boost::asio::awaitable<route_result> {
            route inner = co_await std::invoke(f, std::move(args)...);
            co_return co_await ::route::settle(inner(ctx));
        }(ctx, f, std::forward<A>(args)...);
        return route_result::pending(
            std::make_unique<detail::awaitable_result>(std::move(op)));
    }
};

template <class T>
struct awaited_value<boost::asio::awaitable<T>>
{
    using value_type = T;

    template <class Make, class K>
    static route_result invoke(const request_context& ctx, Make make, K k)
    {
        // the coroutine owns copies of the context, of what makes the
        // awaitable (and what it refers to) and of the continuation
        auto op = [](request_context ctx, Make make, K k) -> boost::asio::awaitable<route_result> {
            T v = co_await make();
            co_return co_await ::route::settle(k(ctx, std::move(v)));
        }(ctx, std::move(make), std::move(k));
        return route_result::pending(
            std::make_unique<detail::awaitable_result>(std::move(op)));
    }
};

} // namespace route

#endif
