//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_CONTENT_NEGOTIATION_IPP
#define ROUTE_DSL_IMPL_CONTENT_NEGOTIATION_IPP

#include <route/dsl/detail/content_negotiation.hpp>
#include <route/dsl/detail/negotiation.hpp>
#include <route/detail/iequals.hpp>
#include <algorithm>
#include <tuple>

namespace route {
namespace dsl {
namespace detail {
namespace content {

using ::route::detail::iequals;

/// Calls `f(item)` for each non-empty element of a comma-separated list
/// (quoted strings may hold commas); stops when `f` returns false.
template <class F>
bool
for_each_item(std::string_view list, F&& f)
{
    std::size_t start = 0;
    bool quoted = false;
    for (std::size_t i = 0; i <= list.size(); ++i)
    {
        if (i < list.size())
        {
            char c = list[i];
            if (c == '"')
                quoted = !quoted;
            else if (c == '\\' && quoted)
                ++i;
            if (c != ',' || quoted)
                continue;
        }
        auto item = trim_ows(list.substr(start, i - start));
        start = i + 1;
        if (!item.empty() && !f(item))
            return false;
    }
    return true;
}

/// Calls `f(name, value)` for each `;name=value` parameter of `rest`
/// (empty, or starting at a ';'); false when one is malformed or `f`
/// returns false.
template <class F>
bool
for_each_param(std::string_view rest, F&& f)
{
    while (!rest.empty())
    {
        rest.remove_prefix(1);
        auto next = rest.find(';');
        auto param = trim_ows(rest.substr(0, next));
        rest = next == std::string_view::npos ? std::string_view() : rest.substr(next);
        if (param.empty())
            continue;
        auto eq = param.find('=');
        if (eq == std::string_view::npos)
            return false;
        auto name = trim_ows(param.substr(0, eq));
        auto value = trim_ows(param.substr(eq + 1));
        if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
            value = value.substr(1, value.size() - 2);
        if (name.empty() || !f(name, value))
            return false;
    }
    return true;
}

/// The parts of a Content-Type this negotiation looks at.
struct media
{
    std::string_view main;
    std::string_view sub;
    std::string_view params; // ";a=b;c=d" as written, charset included
    std::string_view charset;
};

ROUTE_DECL bool
split_type(std::string_view t, std::string_view& main, std::string_view& sub) noexcept
{
    auto slash = t.find('/');
    if (slash == std::string_view::npos)
        return false;
    main = trim_ows(t.substr(0, slash));
    sub = trim_ows(t.substr(slash + 1));
    return !main.empty() && !sub.empty();
}

/// True when `m` has the parameter `name=value` (not counting charset).
ROUTE_DECL bool
has_param(const media& m, std::string_view name, std::string_view value)
{
    bool found = false;
    for_each_param(m.params, [&](std::string_view n, std::string_view v) {
        if (!iequals(n, "charset") && iequals(n, name) && v == value)
            found = true;
        return true;
    });
    return found;
}

ROUTE_DECL bool
is_utf8(std::string_view charset) noexcept
{
    return iequals(charset, "utf-8") || iequals(charset, "utf8");
}

/// The q-value of `m` by the `Accept` fields of `req`.
ROUTE_DECL int
media_qvalue(const ::route::request& req, const media& m)
{
    bool any = false;
    // the most specific matching range so far: (kind, -params, -q), the
    // first one among equals
    bool matched = false;
    std::tuple<int, int, int> best{};
    req.headers().any_of("Accept", [&](std::string_view value) {
        // a field that does not parse is ignored as a whole: read it twice
        bool ok = for_each_item(value, [](std::string_view item) {
            std::string_view main, sub;
            auto semi = item.find(';');
            if (!split_type(item.substr(0, semi), main, sub) || (main == "*" && sub != "*"))
                return false;
            return semi == std::string_view::npos ||
                   for_each_param(item.substr(semi), [](std::string_view n, std::string_view v) {
                       return !iequals(n, "q") || parse_qvalue(v) >= 0;
                   });
        });
        if (!ok)
            return false;
        for_each_item(value, [&](std::string_view item) {
            any = true;
            std::string_view main, sub;
            auto semi = item.find(';');
            split_type(item.substr(0, semi), main, sub);
            int q = 1000;
            int params = 0;
            bool match = main == "*" || iequals(main, m.main);
            match = match && (sub == "*" || iequals(sub, m.sub));
            if (semi != std::string_view::npos)
                for_each_param(item.substr(semi), [&](std::string_view n, std::string_view v) {
                    if (iequals(n, "q"))
                        q = parse_qvalue(v);
                    else if (!iequals(n, "charset"))
                    {
                        ++params;
                        match = match && has_param(m, n, v);
                    }
                    return true;
                });
            int kind = main == "*" ? 2 : sub == "*" ? 1 : 0;
            std::tuple<int, int, int> key{kind, -params, -q};
            if (match && (!matched || key < best))
            {
                matched = true;
                best = key;
            }
            return true;
        });
        return false;
    });
    if (!any)
        return 1000;
    return matched ? -std::get<2>(best) : 0;
}

/// The q-value of `charset` by the `Accept-Charset` fields of `req`.
ROUTE_DECL int
charset_qvalue(const ::route::request& req, std::string_view charset)
{
    bool any = false;
    bool matched = false;
    int best = 0; // pekko's order: named charsets by falling q, then "*"
    int best_q = 0;
    req.headers().any_of("Accept-Charset", [&](std::string_view value) {
        bool ok = for_each_item(value, [](std::string_view item) {
            auto semi = item.find(';');
            auto name = trim_ows(item.substr(0, semi));
            return !name.empty() &&
                   (semi == std::string_view::npos ||
                    for_each_param(item.substr(semi), [](std::string_view n, std::string_view v) {
                        return !iequals(n, "q") || parse_qvalue(v) >= 0;
                    }));
        });
        if (!ok)
            return false;
        for_each_item(value, [&](std::string_view item) {
            any = true;
            auto semi = item.find(';');
            auto name = trim_ows(item.substr(0, semi));
            int q = 1000;
            if (semi != std::string_view::npos)
                for_each_param(item.substr(semi), [&](std::string_view n, std::string_view v) {
                    if (iequals(n, "q"))
                        q = parse_qvalue(v);
                    return true;
                });
            bool star = name == "*";
            bool match = star || iequals(name, charset) || (is_utf8(name) && is_utf8(charset));
            int key = star ? 1 : -q;
            if (match && (!matched || key < best))
            {
                matched = true;
                best = key;
                best_q = q;
            }
            return true;
        });
        return false;
    });
    if (!any)
        return 1000;
    return matched ? best_q : 0;
}

} // namespace content

ROUTE_DECL int
content_type_qvalue(const ::route::request& req, std::string_view content_type)
{
    content::media m;
    auto semi = content_type.find(';');
    if (!content::split_type(content_type.substr(0, semi), m.main, m.sub))
        return content::media_qvalue(req, m);
    if (semi != std::string_view::npos)
    {
        m.params = content_type.substr(semi);
        content::for_each_param(m.params, [&](std::string_view n, std::string_view v) {
            if (content::iequals(n, "charset"))
                m.charset = v;
            return true;
        });
    }
    if (m.charset.empty() && content::iequals(m.main, "application") &&
        content::iequals(m.sub, "json"))
        m.charset = "UTF-8";
    int q = content::media_qvalue(req, m);
    if (q > 0 && !m.charset.empty())
        q = std::min(q, content::charset_qvalue(req, m.charset));
    return q;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
