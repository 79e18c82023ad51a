//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ROUTE_EXPRESSION_HPP
#define ROUTE_CORE_ROUTE_EXPRESSION_HPP

// What every route expression is: `routable`, and `a | b` from its base
// `route_expression`. The alternatives `|` makes are in
// <route/core/alternative.hpp> and <route/core/typed_alternative.hpp>.

#include <route/core/detail/route_expression.hpp>
#include <cstddef>
#include <concepts>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

namespace route {

/** True for the types a route can be built from: `route::route` and the
    typed expressions the DSL returns (`complete(...)`, `get(inner)`,
    `a | b`, ...).
*/
template <class T>
concept routable = requires { typename std::remove_cvref_t<T>::route_tag; };

/** Base of every route expression: marks it routable and gives it `|`.
*/
template <class Derived>
class route_expression
{
public:
    using route_tag = void;

    /** `a | b`: tries `a`; when it rejects, tries `b`. The first branch that
        completes wins; the rejections of all branches tried are collected,
        left first.

        The result is one flat list of erased routes: `a | b | c`,
        `concat(a, b, c)` and `a | (b | c)` are the same alternative of three
        routes (see doc/route/routes.adoc, "Dispatch at scale").
    */
    template <routable R>
    friend auto operator|(const Derived& a, R&& b)
    {
        constexpr std::size_t wa = detail::typed_width<Derived>;
        constexpr std::size_t wb = detail::typed_width<std::remove_cvref_t<R>>;
        if constexpr (wa != 0 && wb != 0 && wa + wb <= detail::max_typed_width)
        {
            return detail::join_typed(a, std::forward<R>(b));
        }
        else
        {
            return detail::make_alternative(a, std::forward<R>(b));
        }
    }
};

} // namespace route

#endif
