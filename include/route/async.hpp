//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_ASYNC_HPP
#define ROUTE_ASYNC_HPP

// Asynchronous handlers: a function given to a directive may return
// boost::asio::awaitable<route::route>, so that it can await I/O without
// blocking a server thread.

#include <route/config.hpp>
#include <route/core/route.hpp>
#include <route/dsl/directive.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <exception>
#include <functional>
#include <stdexcept>
#include <type_traits>
#include <memory>
#include <utility>
#include <vector>

namespace route {

/** A pending result backed by an awaitable: what a handler returning
    `boost::asio::awaitable<route::route>` yields.
*/
class awaitable_result final : public deferred_result
{
public:
    explicit awaitable_result(boost::asio::awaitable<route_result> op) noexcept
        : op_(std::move(op)) {}

    void then(continuation k) override { ks_.push_back(std::move(k)); }

    /// Awaits the operation, then runs the continuations in order.
    boost::asio::awaitable<route_result> settle()
    {
        route_result r = route_result::rejected();
        try
        {
            r = co_await std::move(op_);
        }
        catch (...)
        {
            r = route_result::failed(std::current_exception());
        }
        for (auto& k : ks_)
        {
            r = co_await settle_all(std::move(r));
            r = invoke(k, std::move(r));
        }
        co_return co_await settle_all(std::move(r));
    }

    /// Awaits `r` until it is completed, rejected or failed.
    static boost::asio::awaitable<route_result> settle_all(route_result r)
    {
        while (r.is_pending())
        {
            auto d = r.take_deferred();
            auto* a = dynamic_cast<awaitable_result*>(d.get());
            if (!a)
                co_return route_result::failed(std::make_exception_ptr(
                    std::logic_error("route: a pending result of an unknown kind")));
            r = co_await a->settle();
        }
        co_return r;
    }

private:
    static route_result invoke(continuation& k, route_result r) noexcept
    {
        try
        {
            return k(std::move(r));
        }
        catch (...)
        {
            return route_result::failed(std::current_exception());
        }
    }

    boost::asio::awaitable<route_result> op_;
    std::vector<continuation> ks_;
};

/** Awaits a route result: completes at once when it is not pending.

    Servers and the test kit use this to settle what an application returns.
*/
inline boost::asio::awaitable<route_result>
settle(route_result r)
{
    return awaitable_result::settle_all(std::move(r));
}

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
        return route_result::pending(std::make_unique<awaitable_result>(std::move(op)));
    }
};

} // namespace route

#endif
