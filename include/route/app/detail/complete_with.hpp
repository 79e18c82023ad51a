//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_DETAIL_COMPLETE_WITH_HPP
#define ROUTE_APP_DETAIL_COMPLETE_WITH_HPP

// The implementation details of <route/app/complete_with.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace route {

namespace detail {

// What a request's completion function and the route awaiting it share.
template <class T>
struct completion_state
{
    std::mutex m;
    std::optional<T> value;
    std::exception_ptr error;
    bool settled = false;
    std::function<void()> wake; // resumes the awaiting route, once

    // Settles with a value or an error; false when settled already.
    bool settle(std::optional<T> v, std::exception_ptr e)
    {
        std::function<void()> w;
        {
            std::lock_guard lock(m);
            if (settled)
                return false;
            settled = true;
            value = std::move(v);
            error = std::move(e);
            w = std::move(wake);
        }
        if (w)
            w();
        return true;
    }
};

// Owned by the copies of a completion function: when the last one goes
// and the request is not complete, it never will be, so the route fails.
template <class T>
struct completion_owner
{
    std::shared_ptr<completion_state<T>> state;

    explicit completion_owner(std::shared_ptr<completion_state<T>> s) noexcept
        : state(std::move(s)) {}
    completion_owner(const completion_owner&) = delete;
    completion_owner& operator=(const completion_owner&) = delete;
    ~completion_owner()
    {
        state->settle(std::nullopt,
                      std::make_exception_ptr(std::logic_error(
                          "route::complete_with: the completion function was dropped "
                          "without completing the request")));
    }
};

// Awaits the value; rethrows the error.
template <class T>
boost::asio::awaitable<T>
await_completion(std::shared_ptr<completion_state<T>> s)
{
    co_await boost::asio::async_initiate<const boost::asio::use_awaitable_t<>&, void()>(
        [s](auto handler) {
            using handler_type = decltype(handler);
            // the work guard keeps the io_context running while the value
            // is computed elsewhere (the test kit's would return otherwise)
            auto work = boost::asio::make_work_guard(boost::asio::get_associated_executor(handler));
            auto h = std::make_shared<handler_type>(std::move(handler));
            auto resume = [h, work]() mutable {
                boost::asio::post(std::move(*h));
                work.reset();
            };
            std::unique_lock lock(s->m);
            if (!s->settled)
            {
                s->wake = std::move(resume);
                return;
            }
            lock.unlock();
            resume();
        },
        boost::asio::use_awaitable);
    std::lock_guard lock(s->m);
    if (s->error)
        std::rethrow_exception(s->error);
    co_return std::move(*s->value);
}

} // namespace detail

} // namespace route

#endif
