//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_RESULT_HPP
#define ROUTE_DSL_RESULT_HPP

// pekko-http's basic directives that transform the inner route, its
// context or its result: map_inner_route, map_request_context,
// map_route_result and its variants, recover_rejections and
// recover_rejections_with. The awaitable forms (pekko's Future forms) need
// <route/app/async.hpp> where they are used.

#include <route/core/handler_result.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/result.hpp>
#include <route/dsl/directive.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace implementation_defined {

/// Runs the route a function makes of the inner route (see `map_inner_route`).
template <class F>
class map_inner_route_directive : public directive_base<map_inner_route_directive<F>>
{
public:
    explicit map_inner_route_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        static_assert(detail::is_route_continuation_v<K>,
            "route: map_inner_route takes its inner route directly; it cannot be "
            "combined with & nor given a function of extracted values");
        ::route::route outer = std::invoke(f_, ::route::route(detail::continuation_route<K>(k)));
        return outer(ctx);
    }

private:
    F f_;
};

/// Runs the inner route on the context a function makes (see `map_request_context`).
template <class F>
class map_request_context_directive : public directive_base<map_request_context_directive<F>>
{
public:
    explicit map_request_context_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(std::invoke(f_, ctx));
    }

private:
    F f_;
};

/// Transforms the settled result of the inner route (see `map_route_result`).
template <class F>
class map_route_result_directive : public directive_base<map_route_result_directive<F>>
{
public:
    explicit map_route_result_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx).then([f = f_](route_result x) -> route_result {
            if (x.is_failed())
                return x;
            return std::invoke(f, std::move(x));
        });
    }

private:
    F f_;
};

/// Leaves a result alone unless a partial function is defined for it
/// (see `map_route_result_pf`).
template <class F>
struct partial_result_mapper
{
    F f;

    route_result operator()(route_result x) const
    {
        std::optional<route_result> y = std::invoke(f, std::as_const(x));
        if (!y)
            return x;
        return std::move(*y);
    }
};

/// Awaits a function of the result of the inner route (see
/// `map_route_result_with` and `map_route_result_future`).
template <class F, bool SeesFailures>
class map_route_result_with_directive
    : public directive_base<map_route_result_with_directive<F, SeesFailures>>
{
public:
    explicit map_route_result_with_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        route_result inner;
        if constexpr (SeesFailures)
        {
            // an exception the inner route throws is a failed result, which
            // the function sees (as pekko's mapRouteResultFuture)
            try
            {
                inner = k(ctx);
            }
            catch (...)
            {
                inner = route_result::failed(std::current_exception());
            }
        }
        else
        {
            inner = k(ctx);
        }
        return std::move(inner).then([f = f_, ctx](route_result x) -> route_result {
            if (!SeesFailures && x.is_failed())
                return x;
            using R = std::invoke_result_t<const F&, route_result>;
            auto held = std::make_shared<route_result>(std::move(x));
            return detail::await_route_result<R>(
                ctx, [f, held]() { return std::invoke(f, std::move(*held)); });
        });
    }

private:
    F f_;
};

/// Awaits a partial function of the result of the inner route, where it is
/// defined (see `map_route_result_with_pf`).
template <class F>
class map_route_result_with_pf_directive
    : public directive_base<map_route_result_with_pf_directive<F>>
{
public:
    explicit map_route_result_with_pf_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx).then([f = f_, ctx](route_result x) -> route_result {
            if (x.is_failed())
                return x;
            auto op = std::invoke(f, std::as_const(x));
            if (!op)
                return x;
            using R = typename decltype(op)::value_type;
            auto held = std::make_shared<R>(std::move(*op));
            return detail::await_route_result<R>(ctx, [held]() { return std::move(*held); });
        });
    }

private:
    F f_;
};

/// Replaces rejections by what a function makes of them (see `recover_rejections`).
template <class F>
struct rejection_recovery
{
    F f;

    route_result operator()(route_result x) const
    {
        if (!x.is_rejected())
            return x;
        return route_result(std::invoke(f, x.effective_rejections()));
    }
};

/// Awaits what a function makes of the rejections (see `recover_rejections_with`).
template <class F>
class recover_rejections_with_directive
    : public directive_base<recover_rejections_with_directive<F>>
{
public:
    explicit recover_rejections_with_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx).then([f = f_, ctx](route_result x) -> route_result {
            if (!x.is_rejected())
                return x;
            using R = std::invoke_result_t<const F&, std::vector<rejection>>;
            return detail::await_route_result<R>(
                ctx, [f, list = x.effective_rejections()]() { return std::invoke(f, list); });
        });
    }

private:
    F f_;
};

} // namespace implementation_defined

/** Runs the route `f` makes of the inner route, as pekko-http's
    `mapInnerRoute`: `f` is `(route::route) -> route::route`, called per
    request with the inner route erased. The directive takes its inner
    route directly (not a function of extracted values, nor in `&`).

    @par Example
    @code
    // the inner route, or "fallback" where it rejects
    auto r = map_inner_route([](route::route inner) -> route::route {
        return inner | complete("fallback");
    })(path("x")(complete("x")));
    @endcode
*/
template <class F>
    requires std::is_invocable_r_v<::route::route, const std::decay_t<F>&, ::route::route>
implementation_defined::map_inner_route_directive<std::decay_t<F>>
map_inner_route(F&& f)
{
    return implementation_defined::map_inner_route_directive<std::decay_t<F>>(std::forward<F>(f));
}

/** Runs the inner route on the context `f` makes of the request context:
    `f` is `(const route::request_context&) -> route::request_context`
    (e.g. `ctx.with_unmatched_path(...)`, `ctx.with_size_limit(n)`), as
    pekko-http's `mapRequestContext`. What the new context refers to must
    outlive the request.

    @par Example
    @code
    // the inner route sees every request as a POST
    auto r = map_request_context([](const route::request_context& ctx) {
        return ctx.with_method(route::method::post);
    })(post(complete("posted")));
    @endcode
*/
template <class F>
    requires std::is_invocable_r_v<request_context, const std::decay_t<F>&, const request_context&>
implementation_defined::map_request_context_directive<std::decay_t<F>>
map_request_context(F&& f)
{
    return implementation_defined::map_request_context_directive<std::decay_t<F>>(
        std::forward<F>(f));
}

/** Transforms the result of the inner route once it has settled, as
    pekko-http's `mapRouteResult`: `f` is `(route_result) -> route_result`
    and sees a completed or a rejected result; a failure (an exception of a
    handler) passes by it to `handle_exceptions`.

    @par Example
    @code
    // turn every rejection of the inner route into 404
    auto r = map_route_result([](route_result x) -> route_result {
        if (x.is_rejected())
            return route::text_response(route::status::not_found, "nothing here");
        return x;
    })(path("a")(complete("a")));
    @endcode

    @see map_route_result_pf, map_route_result_with, map_response
*/
template <class F>
    requires std::is_invocable_r_v<route_result, const std::decay_t<F>&, route_result>
implementation_defined::map_route_result_directive<std::decay_t<F>>
map_route_result(F&& f)
{
    return implementation_defined::map_route_result_directive<std::decay_t<F>>(std::forward<F>(f));
}

/** `map_route_result` with a partial function, as pekko-http's
    `mapRouteResultPF`: `f` is
    `(const route_result&) -> std::optional<route_result>`; `std::nullopt`
    (not defined there) leaves the result as it is.

    @par Example
    @code
    auto r = map_route_result_pf([](const route_result& x) -> std::optional<route_result> {
        if (x.is_rejected() && x.effective_rejections().empty())
            return route_result(route::text_response(route::status::gone, "gone"));
        return std::nullopt;
    })(inner);
    @endcode
*/
template <class F>
    requires std::is_invocable_r_v<std::optional<route_result>, const std::decay_t<F>&,
                                   const route_result&>
implementation_defined::map_route_result_directive<
    implementation_defined::partial_result_mapper<std::decay_t<F>>>
map_route_result_pf(F&& f)
{
    using mapper = implementation_defined::partial_result_mapper<std::decay_t<F>>;
    return implementation_defined::map_route_result_directive<mapper>(mapper{std::forward<F>(f)});
}

/** Awaits a function of the settled result of the inner route, as
    pekko-http's `mapRouteResultWith`: `f` is
    `(route_result) -> boost::asio::awaitable<route_result>`, sees a
    completed or a rejected result (a failure passes by it); an exception
    it throws fails the request. Needs <route/app/async.hpp>.

    @par Example
    @code
    auto r = map_route_result_with([&audit](route_result x) -> boost::asio::awaitable<route_result> {
        co_await audit.record(x.is_completed());
        co_return x;
    })(inner);
    @endcode
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, route_result>
implementation_defined::map_route_result_with_directive<std::decay_t<F>, false>
map_route_result_with(F&& f)
{
    return implementation_defined::map_route_result_with_directive<std::decay_t<F>, false>(
        std::forward<F>(f));
}

/** `map_route_result_with` with a partial function, as pekko-http's
    `mapRouteResultWithPF`: `f` is `(const route_result&) ->
    std::optional<boost::asio::awaitable<route_result>>`; `std::nullopt`
    leaves the result as it is. Needs <route/app/async.hpp>.
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, const route_result&>
implementation_defined::map_route_result_with_pf_directive<std::decay_t<F>>
map_route_result_with_pf(F&& f)
{
    return implementation_defined::map_route_result_with_pf_directive<std::decay_t<F>>(
        std::forward<F>(f));
}

/** The awaitable form of pekko-http's `mapRouteResultFuture`: `f` is
    `(route_result) -> boost::asio::awaitable<route_result>` and sees every
    outcome of the inner route, a failure too: an exception thrown by the
    inner route (at once or while it awaits) reaches `f` as a failed
    result (`x.is_failed()`, `x.error()`), which `f` may answer. Needs
    <route/app/async.hpp>.

    @par Example
    @code
    auto r = map_route_result_future([](route_result x) -> boost::asio::awaitable<route_result> {
        if (x.is_failed())
            co_return route::text_response(route::status::service_unavailable, "try again");
        co_return x;
    })(inner);
    @endcode
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, route_result>
implementation_defined::map_route_result_with_directive<std::decay_t<F>, true>
map_route_result_future(F&& f)
{
    return implementation_defined::map_route_result_with_directive<std::decay_t<F>, true>(
        std::forward<F>(f));
}

/** When the inner route rejects, answers with what `f` makes of its
    rejections, as pekko-http's `recoverRejections`: `f` is
    `(std::vector<route::rejection>) -> route_result` (or a
    `route::response`), and receives the rejections with cancellations
    applied. Returning `route_result::rejected(list)` rejects anew.

    @par Example
    @code
    auto r = recover_rejections([](std::vector<route::rejection> list) -> route_result {
        if (list.empty())
            return route::text_response(route::status::not_found, "no such page");
        return route_result::rejected(std::move(list));
    })(path("a")(complete("a")));
    @endcode

    @see map_rejections, handle_rejections
*/
template <class F>
    requires std::is_constructible_v<
        route_result, std::invoke_result_t<const std::decay_t<F>&, std::vector<rejection>>>
implementation_defined::map_route_result_directive<
    implementation_defined::rejection_recovery<std::decay_t<F>>>
recover_rejections(F&& f)
{
    using mapper = implementation_defined::rejection_recovery<std::decay_t<F>>;
    return implementation_defined::map_route_result_directive<mapper>(mapper{std::forward<F>(f)});
}

/** The awaitable form of `recover_rejections` (pekko-http's
    `recoverRejectionsWith`): `f` is `(std::vector<route::rejection>) ->
    boost::asio::awaitable<route_result>`. Needs <route/app/async.hpp>.
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, std::vector<rejection>>
implementation_defined::recover_rejections_with_directive<std::decay_t<F>>
recover_rejections_with(F&& f)
{
    return implementation_defined::recover_rejections_with_directive<std::decay_t<F>>(
        std::forward<F>(f));
}

} // namespace dsl
} // namespace route

#endif
