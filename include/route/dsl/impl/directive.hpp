//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_DIRECTIVE_HPP
#define ROUTE_DSL_IMPL_DIRECTIVE_HPP

#include <functional>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {
namespace detail {

using ::route::detail::is_complete_type;

template <class R>
inline constexpr bool is_sync_result_v =
    routable<R> || std::is_same_v<std::remove_cvref_t<R>, route_result>;

template <class R>
route_result
run_handler_result(const request_context& ctx, R&& r)
{
    if constexpr (routable<R>)
        return r(ctx);
    else
        return std::forward<R>(r);
}

// The inner part of a directive that extracts nothing: a route.
template <class R>
struct route_handler
{
    R r;
    route_result operator()(const request_context& ctx) const { return r(ctx); }
};

// The inner part given as a function of the extracted values, called per request.
template <class F>
struct function_handler
{
    F f;
    template <class... A>
    route_result operator()(const request_context& ctx, A&&... a) const
    {
        using R = std::remove_cvref_t<std::invoke_result_t<const F&, A&&...>>;
        if constexpr (is_sync_result_v<R>)
        {
            return run_handler_result(ctx, std::invoke(f, std::forward<A>(a)...));
        }
        else
        {
            static_assert(is_complete_type<handler_result<R>>::value,
                "route: a handler must return a route (complete(...), a directive "
                "applied to a route, or route::route); to return "
                "boost::asio::awaitable<route::route>, include <route/app/async.hpp>");
            // the customisation calls f itself, so that it can keep a copy
            // of f (and of what f captured) while the result is pending
            return handler_result<R>::invoke(ctx, f, std::forward<A>(a)...);
        }
    }
};

// True for the continuation a directive gets when it is applied to its
// inner function directly: it lives as long as the route, so a directive
// may keep a copy of it while it awaits.
template <class K>
inline constexpr bool is_stored_handler_v = false;

template <class I>
inline constexpr bool is_stored_handler_v<function_handler<I>> = true;

} // namespace detail

template <class Derived, class... Ts>
template <class Inner>
auto
directive_base<Derived, Ts...>::operator()(Inner&& inner) const
{
    using I = std::decay_t<Inner>;
    const Derived& self = static_cast<const Derived&>(*this);
    if constexpr (routable<I>)
    {
        static_assert(sizeof...(Ts) == 0,
            "route: this directive extracts values; give it a function "
            "taking them, e.g. d([](T value) { return complete(...); })");
        return implementation_defined::applied<Derived, detail::route_handler<I>>(
            self, detail::route_handler<I>{std::forward<Inner>(inner)});
    }
    else
    {
        static_assert(std::is_invocable_v<const I&, Ts&&...>,
            "route: the function given to this directive cannot be called "
            "with the values the directive extracts (check their number, "
            "order and types)");
        return implementation_defined::applied<Derived, detail::function_handler<I>>(
            self, detail::function_handler<I>{std::forward<Inner>(inner)});
    }
}

namespace implementation_defined {

template <class A, class B>
template <class K>
route_result
conjunction<A, B>::apply(const request_context& ctx, const K& k) const
{
    return a_.apply(ctx, [&](const request_context& c1, auto&&... xs) {
        return b_.apply(c1, [&](const request_context& c2, auto&&... ys) {
            return k(c2, std::forward<decltype(xs)>(xs)..., std::forward<decltype(ys)>(ys)...);
        });
    });
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
