//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_ALTERNATIVE_HPP
#define ROUTE_CORE_DETAIL_ALTERNATIVE_HPP

// The implementation details of <route/core/alternative.hpp>, which includes
// this header once `implementation_defined::alternative` is declared:
// include that header, not this one.

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
} // namespace route

#endif
