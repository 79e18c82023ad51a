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
        return implementation_defined::literal_matcher<text_for_t<T>>(std::string_view(t));
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

template <class T>
std::optional<std::tuple<T>>
hex_number_matcher<T>::match(std::string_view& rest) const
{
    std::size_t i = 0;
    T v = 0;
    constexpr T max = (std::numeric_limits<T>::max)();
    for (; i < rest.size(); ++i)
    {
        char c = rest[i];
        T d;
        if (c >= '0' && c <= '9')
            d = static_cast<T>(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = static_cast<T>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            d = static_cast<T>(c - 'A' + 10);
        else
            break;
        if (v > (max - d) / 16)
            return std::nullopt;
        v = static_cast<T>(v * 16 + d);
    }
    if (i == 0)
        return std::nullopt;
    rest.remove_prefix(i);
    return std::tuple<T>(v);
}

template <class M>
auto
optional_matcher<M>::match(std::string_view& rest) const
{
    constexpr std::size_t n = boost::mp11::mp_size<typename M::extracted>::value;
    auto x = m_.match(rest);
    if constexpr (n == 0)
    {
        return std::optional<std::tuple<>>(std::tuple<>());
    }
    else if constexpr (n == 1)
    {
        using T = std::tuple_element_t<0, typename decltype(x)::value_type>;
        std::optional<T> v;
        if (x)
            v.emplace(std::get<0>(std::move(*x)));
        return std::optional<std::tuple<std::optional<T>>>(std::tuple<std::optional<T>>(std::move(v)));
    }
    else
    {
        using V = typename decltype(x)::value_type;
        return std::optional<std::tuple<std::optional<V>>>(std::tuple<std::optional<V>>(std::move(x)));
    }
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
