//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ROUTE_EXPRESSION_HPP
#define ROUTE_CORE_ROUTE_EXPRESSION_HPP

// What every route expression is: `routable`, and `a | b` from its base
// `route_expression`. The alternatives `|` makes are in
// <route/core/alternative.hpp> and <route/core/typed_alternative.hpp>.

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

namespace implementation_defined {

class alternative;
template <class... Rs>
class typed_alternative;

} // namespace implementation_defined

class route;

namespace detail {

/** The literal a route expression begins with, or null.

    A route with a leading literal `L` promises: when the unmatched path is
    not a '/' followed by a segment whose percent-decoded characters begin
    with `L`, it rejects with an empty list and no cancellation, and does
    nothing else. Alternatives use it to skip such routes (see
    doc/routes.adoc, "Dispatch at scale"). Route expressions and directives
    declare it with a member
    `std::optional<std::string_view> leading_literal() const noexcept`; the
    view lives as long as the expression.
*/
template <class R>
std::optional<std::string_view>
leading_literal(const R& r) noexcept
{
    if constexpr (requires { { r.leading_literal() } -> std::convertible_to<std::optional<std::string_view>>; })
        return r.leading_literal();
    else
        return std::nullopt;
}

struct route_access;

// How many routes a typed expression counts for in a typed alternative:
// the routes of a typed alternative, 1 for any other typed expression, 0
// for what is erased already (`route::route`, the flat alternative).
template <class T>
inline constexpr std::size_t typed_width = 1;
template <class... Rs>
inline constexpr std::size_t typed_width<implementation_defined::typed_alternative<Rs...>> =
    sizeof...(Rs);
template <>
inline constexpr std::size_t typed_width<implementation_defined::alternative> = 0;
template <>
inline constexpr std::size_t typed_width<route> = 0;

// Up to this many routes, `a | b` of typed expressions stays typed (no
// allocation, inlined); beyond, the routes are erased into a flat list.
inline constexpr std::size_t max_typed_width = 4;

// The typed alternative of the routes of `a` then those of `b`, each
// copied or moved once.
template <class A, class B>
auto join_typed(A&& a, B&& b);

// Appends `r` to the routes of an alternative: the routes of `r` when it
// is an alternative itself (`a | (b | c)` is `a | b | c`), nothing for an
// empty `route::route`, `r` erased otherwise.
template <class R>
[[gnu::noinline]] void append_alternative(implementation_defined::alternative& to, R&& r);

// The alternative of the routes of `a` then those of `b`: out of line, so
// that a long `|` chain is a sequence of calls.
template <class A, class B>
[[gnu::noinline]] implementation_defined::alternative make_alternative(const A& a, B&& b);

} // namespace detail

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
        routes (see doc/routes.adoc, "Dispatch at scale").
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
