//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_TIMEOUT_HPP
#define ROUTE_DSL_TIMEOUT_HPP

// Timeout directives (pekko-http's TimeoutDirectives): the timeout is a
// property of the request, kept in its route::timeout_access, which the
// server and the test kit enforce while a result is pending.

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/core/timeout_access.hpp>
#include <route/dsl/detail/timeout.hpp>
#include <route/dsl/directive.hpp>
#include <chrono>
#include <optional>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {
namespace implementation_defined {

/// Changes the request's timeout, then runs the inner route (see `with_request_timeout`).
class request_timeout_directive : public directive_base<request_timeout_directive>
{
public:
    request_timeout_directive(std::optional<timeout_access::clock::duration> d, bool set,
                              timeout_access::handler_type h)
        : d_(d), set_(set), h_(std::move(h))
    {
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        detail::update_request_timeout(ctx, d_, set_, h_);
        return k(ctx);
    }

private:
    std::optional<timeout_access::clock::duration> d_;
    bool set_; // false: the duration stays as it is
    timeout_access::handler_type h_;
};

/// Extracts the request's timeout (see `extract_request_timeout`).
class extract_request_timeout_directive
    : public directive_base<extract_request_timeout_directive,
                            std::optional<timeout_access::clock::duration>>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        std::optional<timeout_access::clock::duration> d;
        if (auto* t = ctx.request().timeout(); t && t->enabled())
            d = t->timeout();
        return k(ctx, d);
    }
};

} // namespace implementation_defined

/** Sets the timeout of the request to `d`: when the inner route's result
    is still pending `d` after the request's timeout was first set (that
    is, from the outermost timeout directive the request passed), the
    request is answered at once with 503 `The server was not able to
    produce a timely response to your request.` (text/plain), and the
    awaiting handler is cancelled: its pending operation completes with
    `operation_aborted`, its coroutine unwinds and is freed, and whatever
    it answers later is dropped.

    An inner `with_request_timeout` replaces the duration of an outer one
    (still measured from the same start); `without_request_timeout` switches
    it off. The timeout belongs to the request: it stays set even when the
    inner route rejects and another alternative answers.

    A route whose result is not pending (a synchronous handler) is never
    interrupted: it runs to its end and its answer is sent, however long
    it took. Only results awaited by the server or the test kit time out;
    a request with no `timeout_access` is left alone.

    Extracts nothing, rejects nothing.

    @par Example
    @code
    auto r = with_request_timeout(std::chrono::milliseconds(500))(
        []() -> boost::asio::awaitable<route::route> { co_return complete("done"); });
    @endcode

    @param d the timeout; must be positive
    @throws std::invalid_argument when `d` is zero or negative
    @see without_request_timeout, with_request_timeout_response
*/
template <class Rep, class Period>
implementation_defined::request_timeout_directive
with_request_timeout(std::chrono::duration<Rep, Period> d)
{
    return implementation_defined::request_timeout_directive(
        detail::checked_timeout(std::chrono::duration_cast<timeout_access::clock::duration>(d)),
        true, {});
}

/** As `with_request_timeout(d)`, answering a request that times out with
    `handler(request)` instead of 503. A handler that throws is answered 500.

    @par Example
    @code
    auto r = with_request_timeout(std::chrono::seconds(1), [](const route::request&) {
        return route::text_response(route::status::gateway_timeout, "try later");
    })(inner);
    @endcode

    @param d the timeout; must be positive
    @param handler callable as `route::response(const route::request&)`
    @throws std::invalid_argument when `d` is zero or negative
*/
template <class Rep, class Period, class Handler>
implementation_defined::request_timeout_directive
with_request_timeout(std::chrono::duration<Rep, Period> d, Handler handler)
{
    static_assert(std::is_invocable_r_v<response, const Handler&, const request&>,
                  "a timeout handler is called as route::response(const route::request&)");
    return implementation_defined::request_timeout_directive(
        detail::checked_timeout(std::chrono::duration_cast<timeout_access::clock::duration>(d)),
        true, timeout_access::handler_type(std::move(handler)));
}

/** Sets what answers the request when its timeout passes, leaving the
    timeout itself as it is (set by an outer `with_request_timeout`).

    @par Example
    @code
    auto r = with_request_timeout(std::chrono::seconds(1))(
        with_request_timeout_response([](const route::request&) {
            return route::text_response(route::status::gateway_timeout, "slow");
        })(inner));
    @endcode

    @param handler callable as `route::response(const route::request&)`
*/
template <class Handler>
implementation_defined::request_timeout_directive
with_request_timeout_response(Handler handler)
{
    static_assert(std::is_invocable_r_v<response, const Handler&, const request&>,
                  "a timeout handler is called as route::response(const route::request&)");
    return implementation_defined::request_timeout_directive(
        std::nullopt, false, timeout_access::handler_type(std::move(handler)));
}

/** Switches the request's timeout off: its result may stay pending as
    long as it takes (for a long poll or a stream).

    @par Example
    @code auto r = path("poll")(without_request_timeout(inner)); @endcode
*/
inline const implementation_defined::request_timeout_directive without_request_timeout{
    std::nullopt, true, {}};

/** Extracts the request's timeout as the timeout directives left it, as
    pekko-http's `extractRequestTimeout`: a
    `std::optional<std::chrono::steady_clock::duration>`, measured from when
    it was first set; no value when the request has none (no
    `with_request_timeout` around, or `without_request_timeout`).

    @par Example
    @code
    auto r = with_request_timeout(std::chrono::seconds(2))(extract_request_timeout(
        [](std::optional<std::chrono::steady_clock::duration> t) {
            return complete(t ? "bounded" : "unbounded");
        }));
    @endcode
*/
inline constexpr implementation_defined::extract_request_timeout_directive
    extract_request_timeout{};

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/timeout.ipp>
#endif

#endif
