//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_COMPLETE_WITH_HPP
#define ROUTE_APP_COMPLETE_WITH_HPP

// complete_with (pekko-http's `completeWith(instanceOf[T])`): the route
// hands its function a completion function, which completes the request
// with a value, now or later, from any thread.

#include <route/app/async.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_expression.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/complete.hpp>
#include <boost/asio/async_result.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <utility>

#include <route/app/detail/complete_with.hpp>

namespace route {

/** The completion function `complete_with` gives its function: called with
    a `T`, it completes the request as `complete(value)` would (marshalled,
    negotiated). It is copyable, and may be called from any thread, at
    most once per request: a second call throws `std::logic_error`. When
    every copy is gone and it was never called, the request fails with a
    `std::logic_error` (500 once sealed).
*/
template <class T>
class completer
{
public:
    explicit completer(std::shared_ptr<detail::completion_owner<T>> o) noexcept
        : owner_(std::move(o)) {}

    void operator()(T value) const
    {
        if (!owner_->state->settle(std::move(value), nullptr))
            throw std::logic_error("route::complete_with: the request is complete already");
    }

private:
    std::shared_ptr<detail::completion_owner<T>> owner_;
};

namespace dsl {

/// Names the type `complete_with` completes with: `instance_of<item>`.
template <class T>
struct instance_of_type
{
};

/// `instance_of<T>`: see `complete_with`.
template <class T>
inline constexpr instance_of_type<T> instance_of{};

namespace implementation_defined {

/// The route `complete_with` returns.
template <class T, class F>
class complete_with_route : public route_expression<complete_with_route<T, F>>
{
public:
    explicit complete_with_route(F f) : f_(std::move(f)) {}

    route_result operator()(const request_context& ctx) const
    {
        auto s = std::make_shared<::route::detail::completion_state<T>>();
        try
        {
            std::invoke(f_, completer<T>(
                                std::make_shared<::route::detail::completion_owner<T>>(s)));
        }
        catch (...)
        {
            return route_result::failed(std::current_exception());
        }
        {
            // completed before the function returned: no waiting
            std::unique_lock lock(s->m);
            if (s->settled)
            {
                if (s->error)
                    return route_result::failed(s->error);
                T v = std::move(*s->value);
                lock.unlock();
                return complete(std::move(v))(ctx);
            }
        }
        auto op = [](request_context ctx, std::shared_ptr<::route::detail::completion_state<T>> s)
            -> boost::asio::awaitable<route_result> {
            T v = co_await ::route::detail::await_completion(std::move(s));
            co_return co_await ::route::settle(complete(std::move(v))(ctx));
        }(ctx, std::move(s));
        return route_result::pending(
            std::make_unique<::route::detail::awaitable_result>(std::move(op)));
    }

private:
    F f_;
};

} // namespace implementation_defined

/** Completes the request with a `T` that `f` hands to the completion
    function it is given, now or later, from any thread (pekko-http's
    `completeWith(instanceOf[T])`): `f` is `(route::completer<T>) -> void`,
    called once per request. The value is marshalled as `complete(value)`
    marshals it. An exception `f` throws fails the request; so does a
    completion function dropped without being called. Until it is called
    the request waits, as for an awaiting handler, without holding a
    thread.

    @par Example
    @code
    auto r = path("report")(get(complete_with(instance_of<std::string>, [&](route::completer<std::string> done) {
        worker.submit([done] { done(make_report()); });
    })));
    @endcode
*/
template <class T, class F>
    requires std::is_invocable_v<const std::decay_t<F>&, completer<T>>
implementation_defined::complete_with_route<T, std::decay_t<F>>
complete_with(instance_of_type<T>, F&& f)
{
    return implementation_defined::complete_with_route<T, std::decay_t<F>>(std::forward<F>(f));
}

} // namespace dsl
} // namespace route

#endif
