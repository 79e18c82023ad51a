//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ALTERNATIVE_HPP
#define ROUTE_CORE_ALTERNATIVE_HPP

// The flat alternative of erased routes that `a | b` and `concat` build,
// with its literal index; `concat`; how a route dispatches.

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route.hpp>
#include <route/core/route_expression.hpp>
#include <route/core/route_result.hpp>
#include <cstddef>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

namespace implementation_defined {

/** The route `a | b` and `concat(a, b, ...)` return: a flat list of erased
    routes, tried in order until one does not reject.

    When enough of its routes begin with a literal path matcher
    (`path_prefix("a")`, `path("a" / ...)`), the first run builds an index
    from literal to routes: a request then tries only the routes whose
    literal can match its next path segment and those that do not begin
    with a literal, in their order. The result is the one trying every
    route would give: the routes skipped would have rejected with an empty
    list.
*/
class alternative : public route_expression<alternative>
{
public:
    /// An alternative of no route: rejects with an empty list.
    alternative() = default;

    /// Runs the routes in order; the first that does not reject wins.
    ROUTE_DECL route_result operator()(const request_context& ctx) const;

    /// The number of routes.
    ROUTE_DECL std::size_t size() const noexcept;

    /// The routes, in order.
    ROUTE_DECL const std::vector<route>& routes() const noexcept;

    /// True when the alternative dispatches through its literal index.
    ROUTE_DECL bool indexed() const;

    /// How the alternative dispatches, for a person reading it.
    ROUTE_DECL std::string describe() const;

    /// Appends a route (an empty `route::route` is left out; an alternative
    /// held by a `route::route` is appended route by route).
    ROUTE_DECL void push_back(route r);

    /// Appends the routes of another alternative.
    ROUTE_DECL void append(const alternative& other);

    /** `a | b` on an alternative about to expire: appends `b` to `a` in
        place (without a copy of the list when nothing else shares it) and
        returns `a`. A chain `a | b | c | ...` of any length then holds one
        alternative, not one per `|`.

        The result refers to `a`: keep a chain in a value
        (`auto r = a | b | c | d | e;` or `route::route r = ...`), not in a
        reference, which would outlive the temporary alternative.
    */
    template <routable R>
    friend alternative&& operator|(alternative&& a, R&& b)
    {
        detail::append_alternative(a, std::forward<R>(b));
        return std::move(a);
    }

    /// The minimum number of literal-led routes for an index.
    static constexpr std::size_t index_threshold = 4;

private:
    struct impl;
    struct cursor;

    ROUTE_DECL route_result run_from(const request_context& ctx, cursor c,
                                     route_result::rejected_type acc) const;
    ROUTE_DECL const detail::alternative_index& index() const;
    ROUTE_DECL impl& own();

    std::shared_ptr<impl> impl_;
};

} // namespace implementation_defined

// How concat and `|` fill the alternative above.
namespace detail {

// Out of line: a concat or a `|` chain of many routes is then a sequence
// of calls, not one function holding every route's code.
template <class R>
[[gnu::noinline]] void
append_alternative(implementation_defined::alternative& to, R&& r)
{
    using T = std::remove_cvref_t<R>;
    if constexpr (std::is_same_v<T, implementation_defined::alternative>)
        to.append(r);
    else if constexpr (std::is_same_v<T, route>)
        to.push_back(r);
    else if constexpr (typed_width<T> != 1)
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            (to.push_back(route(std::forward<R>(r).template at<Is>())), ...);
        }(std::make_index_sequence<typed_width<T>>());
    else
        to.push_back(route(std::forward<R>(r)));
}

template <class A, class B>
[[gnu::noinline]] implementation_defined::alternative
make_alternative(const A& a, B&& b)
{
    implementation_defined::alternative x;
    append_alternative(x, a);
    append_alternative(x, std::forward<B>(b));
    return x;
}

// Moves the routes of `r` into the empty alternative `to`: when `r` holds
// the only reference to an alternative, `to` takes its list without a copy.
ROUTE_DECL void take_routes(implementation_defined::alternative& to, route&& r);

} // namespace detail

/** Concatenation: `concat(a, b, c)` is `a | b | c`.

    With no routes it rejects every request with an empty rejection list.
    The routes are erased one by one into a flat list (see
    `implementation_defined::alternative`), each by a call of its own:
    no template is instantiated with the whole list of route types. The
    optimizer still spends more than linear time on one function holding
    hundreds of routes: doc/route/routes.adoc, "Compile cost", has the figures
    and the remedy (a function per few dozen routes).
*/
template <routable... Rs>
auto
concat(Rs&&... rs)
{
    if constexpr (sizeof...(Rs) != 0 && sizeof...(Rs) <= detail::max_typed_width &&
                  ((detail::typed_width<std::remove_cvref_t<Rs>> == 1) && ...))
    {
        return implementation_defined::typed_alternative<std::remove_cvref_t<Rs>...>(
            std::in_place, std::forward<Rs>(rs)...);
    }
    else
    {
        implementation_defined::alternative x;
        int unused[] = {0, (detail::append_alternative(x, std::forward<Rs>(rs)), 0)...};
        (void)unused;
        return x;
    }
}

/** `a | b` on a `route::route` about to expire: as `a | b` on a copy, but
    when `a` holds an alternative that nothing else shares, `b` is
    appended to its list in place. A loop `acc = std::move(acc) | r` then
    costs a constant amortised time per route (`acc = acc | r` copies the
    list of `acc` each time: it is shared with `acc` until the assignment).

    @par Example
    @code
    route::route acc;
    for (auto& r : routes)
        acc = std::move(acc) | r;
    @endcode
*/
template <class L, routable R>
    requires std::same_as<L, route>
implementation_defined::alternative
operator|(L&& a, R&& b)
{
    implementation_defined::alternative x;
    detail::take_routes(x, std::move(a));
    detail::append_alternative(x, std::forward<R>(b));
    return x;
}

/** Concatenation of a list built at run time: the alternative of the
    routes in order (as `routes[0] | routes[1] | ...`, without a copy of
    the list per route).
*/
ROUTE_DECL implementation_defined::alternative concat(std::vector<route> routes);

/// True when `r` is an alternative dispatching through a literal index.
ROUTE_DECL bool is_indexed(const route& r);

/** How `r` dispatches: for an alternative, its number of routes, whether
    it is indexed, and the literal of each route (or that it is tried for
    every request); for any other route, that it is not an alternative.
*/
ROUTE_DECL std::string describe_dispatch(const route& r);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/alternative.ipp>
#endif

#endif
