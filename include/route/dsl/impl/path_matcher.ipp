//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_PATH_MATCHER_IPP
#define ROUTE_DSL_IMPL_PATH_MATCHER_IPP

#include <route/dsl/path_matcher.hpp>
#include <route/core/route.hpp>
#include <boost/url/pct_string_view.hpp>

namespace route {
namespace dsl {
namespace detail {

bool
match_literal(std::string_view& rest, std::string_view literal) noexcept
{
    // the path was validated when the request context was made
    std::size_t i = 0;
    char c;
    for (char want : literal)
        if (!::route::detail::next_segment_char(rest, i, c) || c != want)
            return false;
    rest.remove_prefix(i);
    return true;
}

std::optional<std::string>
match_segment(std::string_view& rest)
{
    std::size_t n = rest.find('/');
    if (n == std::string_view::npos)
        n = rest.size();
    if (n == 0)
        return std::nullopt;
    auto raw = boost::urls::make_pct_string_view(rest.substr(0, n));
    if (!raw)
        return std::nullopt;
    std::string s = raw->decode();
    rest.remove_prefix(n);
    return s;
}

} // namespace detail

namespace implementation_defined {

std::optional<std::tuple<>>
slash_matcher::match(std::string_view& rest) const
{
    if (rest.empty() || rest.front() != '/')
        return std::nullopt;
    rest.remove_prefix(1);
    return std::tuple<>();
}

std::optional<std::tuple<>>
literal_matcher::match(std::string_view& rest) const
{
    if (!detail::match_literal(rest, s_))
        return std::nullopt;
    return std::tuple<>();
}

std::optional<std::tuple<std::string>>
segment_matcher::match(std::string_view& rest) const
{
    auto s = detail::match_segment(rest);
    if (!s)
        return std::nullopt;
    return std::tuple<std::string>(std::move(*s));
}

std::optional<std::tuple<std::string>>
remaining_matcher::match(std::string_view& rest) const
{
    std::string s(rest);
    rest = {};
    return std::tuple<std::string>(std::move(s));
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
