//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_PATH_MATCHER_HPP
#define ROUTE_DSL_IMPL_PATH_MATCHER_HPP

#include <limits>

namespace route {
namespace dsl {
namespace detail {

template <class T>
auto
as_matcher(T&& t)
{
    if constexpr (path_matcher<T>)
        return std::decay_t<T>(std::forward<T>(t));
    else
        return implementation_defined::literal_matcher(std::string_view(t));
}

} // namespace detail

namespace implementation_defined {

template <class A, class B>
auto
matcher_seq<A, B>::match(std::string_view& rest) const -> std::optional<values>
{
    std::string_view r = rest;
    auto x = a_.match(r);
    if (!x)
        return std::nullopt;
    auto y = b_.match(r);
    if (!y)
        return std::nullopt;
    rest = r;
    return values(std::tuple_cat(std::move(*x), std::move(*y)));
}

template <class T>
std::optional<std::tuple<T>>
number_matcher<T>::match(std::string_view& rest) const
{
    std::size_t i = 0;
    T v = 0;
    constexpr T max = (std::numeric_limits<T>::max)();
    while (i < rest.size() && rest[i] >= '0' && rest[i] <= '9')
    {
        T d = static_cast<T>(rest[i] - '0');
        if (v > (max - d) / 10)
            return std::nullopt;
        v = static_cast<T>(v * 10 + d);
        ++i;
    }
    if (i == 0)
        return std::nullopt;
    rest.remove_prefix(i);
    return std::tuple<T>(v);
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
