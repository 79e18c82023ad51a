//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_PARAMETER_HPP
#define ROUTE_DSL_IMPL_PARAMETER_HPP

#include <charconv>
#include <string_view>
#include <system_error>

namespace route {
namespace detail {

template <class I>
bool
parse_integer(std::string_view s, I& out) noexcept
{
    // a leading '+' is accepted, as Java's number parsing does
    if (s.size() > 1 && s.front() == '+' && s[1] != '-' && s[1] != '+')
        s.remove_prefix(1);
    if (s.empty())
        return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out, 10);
    return ec == std::errc() && p == s.data() + s.size();
}

template <class F>
bool
parse_floating(std::string_view s, F& out) noexcept
{
    if (s.size() > 1 && s.front() == '+' && s[1] != '-' && s[1] != '+')
        s.remove_prefix(1);
    if (s.empty())
        return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}

} // namespace detail
} // namespace route

#endif
