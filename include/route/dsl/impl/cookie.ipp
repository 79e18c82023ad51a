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

std::optional<std::string>
find_cookie(const ::route::request& req, std::string_view name)
{
    auto trim_ows = [](std::string_view s) {
        while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
            s.remove_prefix(1);
        while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
            s.remove_suffix(1);
        return s;
    };
    std::optional<std::string> out;
    req.headers().any_of("Cookie", [&](std::string_view field) {
        while (!field.empty())
        {
            auto semi = field.find(';');
            std::string_view pair = field.substr(0, semi);
            field = semi == std::string_view::npos ? std::string_view() : field.substr(semi + 1);
            auto eq = pair.find('=');
            if (eq == std::string_view::npos)
                continue;
            if (trim_ows(pair.substr(0, eq)) != name)
                continue;
            std::string_view value = trim_ows(pair.substr(eq + 1));
            if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
                value = value.substr(1, value.size() - 2);
            out.emplace(value);
            return true;
        }
        return false;
    });
    return out;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
