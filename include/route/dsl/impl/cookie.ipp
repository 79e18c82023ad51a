//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_COOKIE_IPP
#define ROUTE_DSL_IMPL_COOKIE_IPP

#include <route/dsl/cookie.hpp>

namespace route {
namespace dsl {
namespace detail {

bool
findable_cookie_name(std::string_view name) noexcept
{
    // a pair's name is what precedes its first '=', without the blanks
    // around it: a name with '=' or ';', or with a blank at either end,
    // is never found
    auto blank = [](char c) { return c == ' ' || c == '\t'; };
    for (char c : name)
        if (c == '=' || c == ';')
            return false;
    return name.empty() || !(blank(name.front()) || blank(name.back()));
}

std::optional<std::string_view>
find_cookie_value(const ::route::request& req, std::string_view name)
{
    auto blank = [](char c) { return c == ' ' || c == '\t'; };
    std::optional<std::string_view> out;
    req.headers().any_of("Cookie", [&](std::string_view field) {
        while (!field.empty())
        {
            auto semi = field.find(';');
            std::string_view pair = field.substr(0, semi);
            field = semi == std::string_view::npos ? std::string_view() : field.substr(semi + 1);
            while (!pair.empty() && blank(pair.front()))
                pair.remove_prefix(1);
            // the pair is `name`, blanks, '=' and the value: at least one
            // more character than the name, and most pairs differ from the
            // first character on
            if (pair.size() <= name.size() || (!name.empty() && pair.front() != name.front()) ||
                !pair.starts_with(name))
                continue;
            std::string_view value = pair.substr(name.size());
            while (!value.empty() && blank(value.front()))
                value.remove_prefix(1);
            if (value.empty() || value.front() != '=')
                continue;
            value.remove_prefix(1);
            while (!value.empty() && blank(value.front()))
                value.remove_prefix(1);
            while (!value.empty() && blank(value.back()))
                value.remove_suffix(1);
            if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
                value = value.substr(1, value.size() - 2);
            out = value;
            return true;
        }
        return false;
    });
    return out;
}

std::optional<std::string>
find_cookie(const ::route::request& req, std::string_view name)
{
    if (!findable_cookie_name(name))
        return std::nullopt;
    auto v = find_cookie_value(req, name);
    if (!v)
        return std::nullopt;
    return std::string(*v);
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
