//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_TIMEOUT_ACCESS_HPP
#define ROUTE_CORE_TIMEOUT_ACCESS_HPP

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <chrono>
#include <functional>
#include <string>
#include <utility>

namespace route {

/// The body of the default answer to a request that timed out (pekko-http's text).
inline constexpr std::string_view request_timeout_text =
    "The server was not able to produce a timely response to your request.";

/** The timeout of one request, as pekko-http's `TimeoutAccess`: the
    timeout directives change it, whoever runs the route enforces it.

    The server and the test kit own one per request and attach it with
    `request::with_timeout_access`. While a route's result is pending they
    watch the deadline; when it passes they answer with `timeout_response`
    at once and cancel the awaiting handler. A result that is not pending
    is never interrupted. The timeout is measured from when it was first
    set for the request (see `update_timeout`), and a later call replaces
    the duration, not that starting point.

    @par Example
    @code
    route::timeout_access t;
    req.with_timeout_access(t);
    t.update_timeout(std::chrono::seconds(2));
    @endcode
*/
class timeout_access
{
public:
    /// The clock deadlines are measured with.
    using clock = std::chrono::steady_clock;

    /// Makes the answer sent when the request times out.
    using handler_type = std::function<response(const request&)>;

    /** Sets the request's timeout to `d`, measured from when a timeout was
        first set for this request, and switches it on.
    */
    void update_timeout(clock::duration d)
    {
        if (!started_)
        {
            start_ = clock::now();
            started_ = true;
        }
        duration_ = d;
        enabled_ = true;
        notify();
    }

    /// Switches the request's timeout off.
    void disable_timeout()
    {
        enabled_ = false;
        notify();
    }

    /// Sets what answers the request when it times out (empty: the default 503).
    void update_handler(handler_type h)
    {
        handler_ = std::move(h);
        started_handler_ = true;
    }

    /// True when the request has a timeout.
    bool enabled() const noexcept { return enabled_; }

    /// The request's timeout, measured from when it was first set;
    /// meaningful while `enabled()`.
    clock::duration timeout() const noexcept { return duration_; }

    /// When the request times out; meaningful while `enabled()`.
    clock::time_point deadline() const noexcept
    {
        if (duration_ >= clock::time_point::max() - start_)
            return clock::time_point::max();
        return start_ + duration_;
    }

    /** The answer to the request `r` that timed out: the handler's
        response, or 503 with `request_timeout_text`.
        @throws whatever the handler throws
    */
    response timeout_response(const request& r) const
    {
        if (handler_)
            return handler_(r);
        return text_response(::route::status::service_unavailable,
                             std::string(request_timeout_text));
    }

    /** For whoever runs the route: `f` is called whenever the timeout
        changes (to re-arm a timer while the result is pending); empty to stop.
    */
    void on_change(std::function<void()> f) { on_change_ = std::move(f); }

    /// For whoever runs the route: makes this object fit for the next request.
    void reset() noexcept
    {
        // cheap when no timeout directive ran
        if (started_ || enabled_ || started_handler_)
        {
            started_ = enabled_ = started_handler_ = false;
            handler_ = nullptr;
        }
        on_change_ = nullptr;
    }

private:
    void notify()
    {
        if (on_change_)
            on_change_();
    }

    clock::time_point start_{};
    clock::duration duration_{};
    handler_type handler_;
    std::function<void()> on_change_;
    bool started_ = false;
    bool enabled_ = false;
    bool started_handler_ = false;
};

} // namespace route

#endif
