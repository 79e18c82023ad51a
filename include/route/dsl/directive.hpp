//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DIRECTIVE_HPP
#define ROUTE_DSL_DIRECTIVE_HPP

#include <route/config.hpp>
#include <route/core/handler_result.hpp>
#include <route/core/marshal.hpp>
#include <route/core/route.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>
#include <functional>
#include <type_traits>
#include <utility>

namespace route {

namespace dsl {

/// True for directive objects (`get`, `path_prefix("x")`, `a & b`, ...).
template <class T>
concept directive = requires { typename std::remove_cvref_t<T>::directive_tag; };

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

// A directive applied to its inner part: a route expression.
template <class D, class H>
class applied : public route_expression<applied<D, H>>
{
public:
    applied(D d, H h) : d_(std::move(d)), h_(std::move(h)) {}

    route_result operator()(const request_context& ctx) const
    {
        return d_.apply(ctx, h_);
    }

private:
    D d_;
    H h_;
};

template <class A, class B>
class conjunction;

} // namespace detail

/** Base of every directive.

    `Derived` implements

    @code
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const;
    @endcode

    which either rejects (or completes) by itself, or calls
    `k(ctx2, values...)` with the context for the inner route and the
    extracted values, of types `Ts...`, as rvalues.

    A directive is applied to its inner part with `d(inner)`: a route when
    it extracts nothing, or a function of the extracted values returning a
    route, called per request. `d1 & d2` combines two directives into one
    whose extractions are those of `d1` followed by those of `d2`.
*/
template <class Derived, class... Ts>
class directive_base
{
public:
    using directive_tag = void;

    /// The types of the values this directive extracts, as an mp11 list.
    using extracted = boost::mp11::mp_list<Ts...>;

    /// Applies the directive to its inner route or function.
    template <class Inner>
    auto operator()(Inner&& inner) const
    {
        using I = std::decay_t<Inner>;
        const Derived& self = static_cast<const Derived&>(*this);
        if constexpr (routable<I>)
        {
            static_assert(sizeof...(Ts) == 0,
                "route: this directive extracts values; give it a function "
                "taking them, e.g. d([](T value) { return complete(...); })");
            return detail::applied<Derived, detail::route_handler<I>>(
                self, detail::route_handler<I>{std::forward<Inner>(inner)});
        }
        else
        {
            static_assert(std::is_invocable_v<const I&, Ts&&...>,
                "route: the function given to this directive cannot be called "
                "with the values the directive extracts (check their number, "
                "order and types)");
            return detail::applied<Derived, detail::function_handler<I>>(
                self, detail::function_handler<I>{std::forward<Inner>(inner)});
        }
    }

    /** `d1 & d2`: both must pass; the inner function receives the values of
        `d1` then those of `d2`.
    */
    template <directive O>
    friend auto operator&(const Derived& a, O&& b)
    {
        return detail::conjunction<Derived, std::decay_t<O>>(a, std::forward<O>(b));
    }
};

namespace detail {

template <class D, class L>
struct directive_base_for;

template <class D, class... Ts>
struct directive_base_for<D, boost::mp11::mp_list<Ts...>>
{
    using type = directive_base<D, Ts...>;
};

template <class A, class B>
class conjunction
    : public directive_base_for<
          conjunction<A, B>,
          boost::mp11::mp_append<typename A::extracted, typename B::extracted>>::type
{
public:
    template <class BB>
    conjunction(const A& a, BB&& b) : a_(a), b_(std::forward<BB>(b)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return a_.apply(ctx, [&](const request_context& c1, auto&&... xs) {
            return b_.apply(c1, [&](const request_context& c2, auto&&... ys) {
                return k(c2, std::forward<decltype(xs)>(xs)...,
                         std::forward<decltype(ys)>(ys)...);
            });
        });
    }

private:
    A a_;
    B b_;
};

} // namespace detail

/// A directive that always passes and extracts nothing.
class pass_directive : public directive_base<pass_directive>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx);
    }
};

/// Always passes to the inner route.
inline constexpr pass_directive pass{};

/// A directive that extracts one fixed value.
template <class T>
class provide_directive : public directive_base<provide_directive<T>, T>
{
public:
    explicit provide_directive(T v) : v_(std::move(v)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx, T(v_));
    }

private:
    T v_;
};

/** Extracts `v` for the inner function.

    @par Example
    @code auto r = provide(42)([](int x) { return complete(std::to_string(x)); }); @endcode
*/
template <class T>
provide_directive<std::decay_t<T>> provide(T&& v)
{
    return provide_directive<std::decay_t<T>>(std::forward<T>(v));
}

/// A route that rejects with a fixed list.
class reject_route : public route_expression<reject_route>
{
public:
    explicit reject_route(std::vector<rejection> list) : list_(std::move(list)) {}

    route_result operator()(const request_context&) const
    {
        return route_result::rejected(list_);
    }

private:
    std::vector<rejection> list_;
};

/** A route that rejects every request with the given rejections (none:
    an empty list, as a path mismatch).
*/
template <class... Rs>
reject_route reject(Rs&&... rs)
{
    return reject_route(std::vector<rejection>{rejection(std::forward<Rs>(rs))...});
}

} // namespace dsl
} // namespace route

#endif
