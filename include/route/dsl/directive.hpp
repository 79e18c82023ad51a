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
#include <route/dsl/detail/directive.hpp>
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

namespace implementation_defined {

template <class D, class H>
class applied;
template <class A, class B>
class conjunction;

} // namespace implementation_defined

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

    @par Example
    @code
    // a directive of its own: extracts the request's target
    struct extract_target_directive
        : route::dsl::directive_base<extract_target_directive, std::string>
    {
        template <class K>
        route::route_result apply(const route::request_context& ctx, const K& k) const
        {
            return k(ctx, std::string(ctx.request().target()));
        }
    };
    @endcode
*/
template <class Derived, class... Ts>
class directive_base
{
public:
    using directive_tag = void;

    /// The types of the values this directive extracts, as an mp11 list.
    using extracted = boost::mp11::mp_list<Ts...>;

    /** Applies the directive to its inner part: a route when it extracts
        nothing, or a function of the values `Ts...` returning a route.
    */
    template <class Inner>
    auto operator()(Inner&& inner) const;

    /** `d1 & d2`: both must pass; the inner function receives the values of
        `d1` then those of `d2`.
    */
    template <directive O>
    friend auto operator&(const Derived& a, O&& b)
    {
        return implementation_defined::conjunction<Derived, std::decay_t<O>>(a, std::forward<O>(b));
    }
};

namespace implementation_defined {

/// A directive applied to its inner part: a route expression.
template <class D, class H>
class applied : public route_expression<applied<D, H>>
{
public:
    applied(D d, H h) : d_(std::move(d)), h_(std::move(h)) {}
    applied(const applied&) = default;
    applied(applied&&) = default;
    applied& operator=(const applied&) = default;
    applied& operator=(applied&&) = default;
    ROUTE_OUT_OF_LINE ~applied() = default;

    /// Runs the directive, then the inner part when it passes.
    route_result operator()(const request_context& ctx) const { return d_.apply(ctx, h_); }

    /// The literal the directive begins with, if any (see `path_prefix`).
    std::optional<std::string_view> leading_literal() const noexcept
    {
        return ::route::detail::leading_literal(d_);
    }

private:
    D d_;
    H h_;
};

/// `a & b`: a directive extracting the values of `a` then those of `b`.
template <class A, class B>
class conjunction
    : public detail::directive_base_for<
          conjunction<A, B>, boost::mp11::mp_append<typename A::extracted, typename B::extracted>>
{
public:
    template <class BB>
    conjunction(const A& a, BB&& b) : a_(a), b_(std::forward<BB>(b)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const;

    /// The literal `a` begins with, if any: `a` runs first.
    std::optional<std::string_view> leading_literal() const noexcept
    {
        return ::route::detail::leading_literal(a_);
    }

private:
    A a_;
    B b_;
};

/// A directive that always passes and extracts nothing (see `pass`).
class pass_directive : public directive_base<pass_directive>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx);
    }
};

/// A directive that extracts one fixed value (see `provide`).
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

/// A route that rejects with a fixed list (see `reject`).
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

} // namespace implementation_defined

/** Always passes to the inner route.
    @par Example
    @code auto r = pass(complete("p")); @endcode
*/
inline constexpr implementation_defined::pass_directive pass{};

/** Extracts `v` for the inner function.

    @par Example
    @code auto r = provide(42)([](int x) { return complete(std::to_string(x)); }); @endcode
*/
template <class T>
implementation_defined::provide_directive<std::decay_t<T>>
provide(T&& v)
{
    return implementation_defined::provide_directive<std::decay_t<T>>(std::forward<T>(v));
}

/** A route that rejects every request with the given rejections (none:
    an empty list, as a path mismatch).

    @par Example
    @code auto r = reject(route::validation_rejection{"no"}); @endcode
*/
template <class... Rs>
implementation_defined::reject_route
reject(Rs&&... rs)
{
    return implementation_defined::reject_route(
        std::vector<rejection>{rejection(std::forward<Rs>(rs))...});
}

} // namespace dsl
} // namespace route

#include <route/dsl/impl/directive.hpp>

#endif
