//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_ROUTE_EXPRESSION_HPP
#define ROUTE_CORE_DETAIL_ROUTE_EXPRESSION_HPP

// The implementation details of <route/core/route_expression.hpp>.

#include <cstddef>
#include <concepts>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

namespace route {

// The alternatives (<route/core/alternative.hpp>,
// <route/core/typed_alternative.hpp>) and the erased route
// (<route/core/route.hpp>) that `|` builds.
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
    doc/route/routes.adoc, "Dispatch at scale"). Route expressions and directives
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

// What the alternatives read of a route (<route/core/route.hpp>),
// and the literal index of an alternative (its implementation).
struct route_access;
struct alternative_index;

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
} // namespace route

#endif
