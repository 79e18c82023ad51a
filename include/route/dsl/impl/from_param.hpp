//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_FROM_PARAM_HPP
#define ROUTE_DSL_IMPL_FROM_PARAM_HPP

#include <charconv>
#include <string>
#include <string_view>
#include <system_error>

namespace route {
namespace detail {

// `s` without a leading '+' sign (accepted, as Java's number parsing
// does), unless another sign follows it. Empty: nothing to parse.
constexpr std::string_view
without_plus_sign(std::string_view s) noexcept
{
    if (s.size() > 1 && s.front() == '+' && s[1] != '-' && s[1] != '+')
        s.remove_prefix(1);
    return s;
}

template <class I>
bool
parse_integer(std::string_view s, I& out) noexcept
{
    s = without_plus_sign(s);
    if (s.empty())
        return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out, 10);
    return ec == std::errc() && p == s.data() + s.size();
}

template <class F>
bool
parse_floating(std::string_view s, F& out) noexcept
{
    s = without_plus_sign(s);
    if (s.empty())
        return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}

} // namespace detail

template <class I>
boost::system::result<I, decode_error>
from_param<I, std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool> &&
                               !std::is_same_v<I, char>>>::parse(std::string_view s)
{
    I v{};
    if (detail::parse_integer(s, v))
        return v;
    static const std::string what = std::to_string(sizeof(I) * 8) + "-bit " +
                                    (std::is_signed_v<I> ? "signed" : "unsigned") + " integer";
    return decode_error(detail::invalid_value(s, what.c_str()));
}

template <class F>
boost::system::result<F, decode_error>
from_param<F, std::enable_if_t<std::is_floating_point_v<F>>>::parse(std::string_view s)
{
    F v{};
    if (detail::parse_floating(s, v))
        return v;
    static const std::string what = std::to_string(sizeof(F) * 8) + "-bit floating point";
    return decode_error(detail::invalid_value(s, what.c_str()));
}

} // namespace route

#endif
