//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ROUTE_RESULT_HPP
#define ROUTE_CORE_ROUTE_RESULT_HPP

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/response.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <utility>
#include <variant>
#include <vector>

namespace route {

class route_result;

/** A result that is not known yet, because a handler is awaiting I/O.

    The core knows nothing of how it completes: `<route/app/async.hpp>`
    implements it over `boost::asio::awaitable`, and whoever runs the route
    (server, test kit) awaits it. Combinators attach continuations with
    `then`; each continuation receives the settled result (completed,
    rejected or failed) and may itself return a pending one.
*/
class deferred_result
{
public:
    using continuation = std::function<route_result(route_result)>;

    virtual ~deferred_result() = default;

    /// Runs `k` on the settled result, after the continuations already added.
    virtual void then(continuation k) = 0;
};

/** What a route made of a request: a response, rejections, a pending
    result, or an exception that escaped a handler.
*/
class route_result
{
public:
    enum class kind : unsigned char
    {
        completed,
        rejected,
        pending,
        failed,
    };

    struct rejected_type
    {
        std::vector<rejection> list;
        ::route::cancellation cancellations = ::route::cancellation::none;
        /// Rejections cancelled by value in the whole set (`cancel_rejection`).
        std::vector<rejection> cancelled;
    };

    /// A rejected result with an empty list (nothing matched).
    route_result() noexcept : v_(std::in_place_index<1>) {}

    /// A completed result.
    route_result(::route::response r) noexcept : v_(std::move(r)) {}

    /** A rejected result: `list`, and what it cancels in the whole set of
        alternatives, by kind (`c`) and by value (`cancelled`).
    */
    static route_result rejected(std::vector<rejection> list = {},
                                 ::route::cancellation c = ::route::cancellation::none,
                                 std::vector<rejection> cancelled = {})
    {
        return route_result(rejected_type{std::move(list), c, std::move(cancelled)});
    }

    /// A pending result.
    static route_result pending(std::unique_ptr<deferred_result> d) noexcept
    {
        return route_result(std::move(d));
    }

    /// A result for an exception that escaped a handler.
    static route_result failed(std::exception_ptr e) noexcept
    {
        return route_result(std::move(e));
    }

    kind state() const noexcept { return static_cast<kind>(v_.index()); }
    bool is_completed() const noexcept { return state() == kind::completed; }
    bool is_rejected() const noexcept { return state() == kind::rejected; }
    bool is_pending() const noexcept { return state() == kind::pending; }
    bool is_failed() const noexcept { return state() == kind::failed; }

    /// The response of a completed result.
    ::route::response& response() noexcept { return std::get<0>(v_); }
    const ::route::response& response() const noexcept { return std::get<0>(v_); }

    /// The rejections of a rejected result, before cancellations apply.
    rejected_type& rejection_set() noexcept { return std::get<1>(v_); }
    const rejected_type& rejection_set() const noexcept { return std::get<1>(v_); }

    /// The rejections with cancellations applied and duplicates removed.
    std::vector<rejection> effective_rejections() const
    {
        auto const& r = std::get<1>(v_);
        return apply_cancellations(r.list, r.cancellations, r.cancelled);
    }

    /// The pending part; valid while `is_pending()`.
    deferred_result& deferred() noexcept { return *std::get<2>(v_); }

    /// Moves the pending part out (for the one who awaits it).
    std::unique_ptr<deferred_result> take_deferred() noexcept
    {
        return std::move(std::get<2>(v_));
    }

    /// The exception of a failed result.
    std::exception_ptr error() const noexcept { return std::get<3>(v_); }

    /** Applies `f` to the settled result: now, or when a pending result
        settles. `f` takes and returns a `route_result`; it must own what it
        captures, since it may run after the caller has returned.
    */
    template <class F>
    route_result then(F f) &&
    {
        if (is_pending())
        {
            deferred().then(deferred_result::continuation(std::move(f)));
            return std::move(*this);
        }
        return f(std::move(*this));
    }

    /// Adds cancellations to a rejected result, now or once it settles.
    route_result cancel(::route::cancellation c) &&
    {
        if (is_rejected())
        {
            auto& r = rejection_set();
            r.cancellations = r.cancellations | c;
            return std::move(*this);
        }
        if (!is_pending())
            return std::move(*this);
        return std::move(*this).then([c](route_result x) {
            return std::move(x).cancel(c);
        });
    }

    /** Cancels every rejection equal to `value` in the whole set of
        alternatives, if this result is rejected: now, or once it settles
        (`cancel_rejection`).
    */
    route_result cancel(rejection value) &&
    {
        if (is_rejected())
        {
            rejection_set().cancelled.push_back(std::move(value));
            return std::move(*this);
        }
        if (!is_pending())
            return std::move(*this);
        return std::move(*this).then([value = std::move(value)](route_result x) {
            return std::move(x).cancel(value);
        });
    }

private:
    explicit route_result(rejected_type r) : v_(std::move(r)) {}
    explicit route_result(std::unique_ptr<deferred_result> d) noexcept : v_(std::move(d)) {}
    explicit route_result(std::exception_ptr e) noexcept
        : v_(std::in_place_index<3>, std::move(e)) {}

    std::variant<::route::response, rejected_type,
                 std::unique_ptr<deferred_result>, std::exception_ptr> v_;
};

} // namespace route

#endif
