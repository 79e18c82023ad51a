//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_TYPED_ALTERNATIVE_HPP
#define ROUTE_CORE_TYPED_ALTERNATIVE_HPP

// The alternative `a | b` makes of a few typed expressions: typed,
// without allocation.

#include <route/core/detail/merge_rejections.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route.hpp>
#include <route/core/route_expression.hpp>
#include <route/core/route_result.hpp>
#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

namespace route {

namespace detail {

// One route of a typed alternative, tagged with its place.
template <std::size_t I, class R>
struct typed_slot
{
    R r;
};

// The routes of a typed alternative: a base per route rather than a
// std::tuple, which costs the compiler far more per instantiation (each
// typed alternative of a handler type of its own is one).
template <class Seq, class... Rs>
struct typed_routes;

template <std::size_t... Is, class... Rs>
struct typed_routes<std::index_sequence<Is...>, Rs...> : typed_slot<Is, Rs>...
{
    template <class... As>
    explicit typed_routes(std::in_place_t, As&&... as)
        : typed_slot<Is, Rs>{std::forward<As>(as)}...
    {
    }
};

template <std::size_t I, class R>
const R&
slot(const typed_slot<I, R>& s) noexcept
{
    return s.r;
}

template <std::size_t I, class R>
R&&
slot(typed_slot<I, R>&& s) noexcept
{
    return std::move(s.r);
}

} // namespace detail

namespace implementation_defined {

/** The route `a | b` returns for a few typed expressions (up to
    `detail::max_typed_width` routes): as the flat `alternative`, but
    typed, without allocation. A `|` that would make it longer erases its
    routes into a flat `alternative`.
*/
template <class... Rs>
class typed_alternative : public route_expression<typed_alternative<Rs...>>
{
public:
    template <class... As>
    explicit typed_alternative(std::in_place_t, As&&... as)
        : rs_(std::in_place, std::forward<As>(as)...)
    {
    }

    route_result operator()(const request_context& ctx) const
    {
        return run_from<0>(ctx, {});
    }

    /// The route at `I`.
    template <std::size_t I>
    decltype(auto) at() const& noexcept
    {
        return detail::slot<I>(rs_);
    }
    template <std::size_t I>
    decltype(auto) at() && noexcept
    {
        return detail::slot<I>(std::move(rs_));
    }

private:
    template <std::size_t I>
    route_result run_from(const request_context& ctx,
                          route_result::rejected_type acc) const
    {
        if constexpr (I == sizeof...(Rs))
        {
            return route_result::rejected(std::move(acc.list), acc.cancellations);
        }
        else
        {
            route_result r = detail::slot<I>(rs_)(ctx);
            if (r.is_rejected())
            {
                detail::merge_rejections(acc, r);
                return run_from<I + 1>(ctx, std::move(acc));
            }
            if (!r.is_pending())
                return r;
            return settle_later(std::move(r), ctx, std::move(acc), I + 1);
        }
    }

    // One continuation per alternative (not per route), out of the common
    // path: the continuation owns a copy of what it needs.
    [[gnu::noinline]] route_result settle_later(route_result r, const request_context& ctx,
                                                route_result::rejected_type acc,
                                                std::size_t next) const
    {
        return std::move(r).then(
            [self = *this, ctx, acc = std::move(acc), next](route_result x) mutable {
                if (!x.is_rejected())
                    return x;
                detail::merge_rejections(acc, x);
                return self.run_at(next, ctx, std::move(acc));
            });
    }

    route_result run_at(std::size_t i, const request_context& ctx,
                        route_result::rejected_type acc) const
    {
        return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            using step = route_result (typed_alternative::*)(
                const request_context&, route_result::rejected_type) const;
            static constexpr step steps[] = {&typed_alternative::run_from<Is>...};
            return (this->*steps[i])(ctx, std::move(acc));
        }(std::make_index_sequence<sizeof...(Rs) + 1>());
    }

    detail::typed_routes<std::index_sequence_for<Rs...>, Rs...> rs_;
};

} // namespace implementation_defined

namespace detail {

// The route at `I` of a typed expression: of a typed alternative, its
// route `I`; of any other, the expression itself (`I` is 0).
template <std::size_t I, class R>
decltype(auto)
typed_route_at(R&& r) noexcept
{
    if constexpr (typed_width<std::remove_cvref_t<R>> != 1)
        return std::forward<R>(r).template at<I>();
    else
        return std::forward<R>(r);
}

template <class T>
struct typed_routes_of
{
    using type = std::tuple<T>;
};
template <class... Rs>
    requires(sizeof...(Rs) != 1) // as typed_width: one route is a route
struct typed_routes_of<implementation_defined::typed_alternative<Rs...>>
{
    using type = std::tuple<Rs...>;
};

template <class A, class B>
struct joined_alternative;
template <class... As, class... Bs>
struct joined_alternative<std::tuple<As...>, std::tuple<Bs...>>
{
    using type = implementation_defined::typed_alternative<As..., Bs...>;
};

template <class A, class B>
auto
join_typed(A&& a, B&& b)
{
    using TA = std::remove_cvref_t<A>;
    using TB = std::remove_cvref_t<B>;
    using result = typename joined_alternative<typename typed_routes_of<TA>::type,
                                               typename typed_routes_of<TB>::type>::type;
    return [&]<std::size_t... Is, std::size_t... Js>(std::index_sequence<Is...>,
                                                     std::index_sequence<Js...>) {
        return result(std::in_place, typed_route_at<Is>(std::forward<A>(a))...,
                      typed_route_at<Js>(std::forward<B>(b))...);
    }(std::make_index_sequence<typed_width<TA>>(), std::make_index_sequence<typed_width<TB>>());
}

} // namespace detail
} // namespace route

#endif
