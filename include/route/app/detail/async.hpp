//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_DETAIL_ASYNC_HPP
#define ROUTE_APP_DETAIL_ASYNC_HPP

// The implementation details of <route/app/async.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace route {

namespace detail {

// A pending result backed by an awaitable: what a handler returning
// boost::asio::awaitable<route::route> yields.
class awaitable_result final : public deferred_result
{
public:
    explicit awaitable_result(boost::asio::awaitable<route_result> op) noexcept
        : op_(std::move(op)) {}

    void then(continuation k) override { ks_.push_back(std::move(k)); }

    // Awaits the operation, then runs the continuations in order, each on
    // the settled result of the one before.
    boost::asio::awaitable<route_result> run()
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
            r = co_await ::route::settle(std::move(r));
            // the body was read to be run again from the start: the
            // continuations are added again then
            if (is_retry(r))
                co_return r;
            r = invoke(k, std::move(r));
        }
        co_return co_await ::route::settle(std::move(r));
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

} // namespace detail

} // namespace route

#endif
