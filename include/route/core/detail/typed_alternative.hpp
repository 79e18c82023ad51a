//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_TYPED_ALTERNATIVE_HPP
#define ROUTE_CORE_DETAIL_TYPED_ALTERNATIVE_HPP

// The implementation details of <route/core/typed_alternative.hpp>.

#include <route/core/route_expression.hpp>
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
