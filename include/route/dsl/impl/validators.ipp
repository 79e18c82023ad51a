//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_VALIDATORS_IPP
#define ROUTE_DSL_IMPL_VALIDATORS_IPP

#include <route/dsl/detail/validators.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <chrono>
#include <string>
#include <string_view>
#include <utility>

namespace route {
namespace dsl {
namespace detail {

using ::route::detail::trim_ows;

std::optional<std::string>
joined_field(const ::route::request& req, std::string_view name)
{
    std::optional<std::string> out;
    req.headers().any_of(name, [&](std::string_view v) {
        if (out)
            *out += ", ";
        else
            out.emplace();
        *out += v;
        return false;
    });
    return out;
}

bool
parse_tags(std::string_view s, tag_list& out)
{
    s = trim_ows(s);
    if (s == "*")
    {
        out.star = true;
        return true;
    }
    while (true)
    {
        s = trim_ows(s);
        if (s.empty())
            return true;
        if (s.front() == ',')
        {
            s.remove_prefix(1);
            continue;
        }
        entity_tag t;
        if (s.size() >= 2 && s[0] == 'W' && s[1] == '/')
        {
            t.weak = true;
            s.remove_prefix(2);
        }
        if (s.empty() || s.front() != '"')
            return false;
        auto end = s.find('"', 1);
        if (end == std::string_view::npos)
            return false;
        t.value = std::string(s.substr(1, end - 1));
        s.remove_prefix(end + 1);
        out.tags.push_back(std::move(t));
        s = trim_ows(s);
        if (!s.empty() && s.front() != ',')
            return false;
    }
}

std::optional<entity_tag>
parse_tag(std::string_view s)
{
    tag_list l;
    if (!parse_tags(s, l) || l.star || l.tags.size() != 1)
        return std::nullopt;
    return l.tags.front();
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
