//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_CONTENT_NEGOTIATION_IPP
#define ROUTE_DSL_IMPL_CONTENT_NEGOTIATION_IPP

#include <route/dsl/detail/content_negotiation.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <algorithm>
#include <string>
#include <tuple>

namespace route {
namespace dsl {
namespace detail {
namespace content {

using ::route::detail::iequals;
using ::route::detail::name_value;
using ::route::detail::weighted_element;

/// The parts of a Content-Type this negotiation looks at.
struct media
{
    std::string_view main;
    std::string_view sub;
    std::string_view params; // ";a=b;c=d" as written, charset included
    std::string charset;     // its text, quotes and escapes undone
};

/// True when `m` has the parameter `name` with the value `value` (not
/// counting charset): a token and the quoted token are the same value.
ROUTE_DECL bool
has_param(const media& m, std::string_view name, const std::string& value)
{
    bool found = false;
    ::route::detail::for_each_parameter(m.params, [&](const name_value& p) {
        if (!iequals(p.name, "charset") && iequals(p.name, name) && p.value_is(value))
            found = true;
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
        // a field that does not parse is ignored as a whole
        auto is_range = [](std::string_view v) { return ::route::detail::is_media_range(v); };
        ::route::detail::for_each_weighted(value, is_range, [&](const weighted_element& w) {
            any = true;
            std::string_view main, sub;
            ::route::detail::split_media_type(w.value, main, sub);
            int params = 0;
            bool match = main == "*" || iequals(main, m.main);
            match = match && (sub == "*" || iequals(sub, m.sub));
            ::route::detail::for_each_parameter(w.parameters, [&](const name_value& p) {
                if (iequals(p.name, "q") || iequals(p.name, "charset"))
                    return;
                ++params;
                match = match && has_param(m, p.name, p.text());
            });
            int kind = main == "*" ? 2 : sub == "*" ? 1 : 0;
            std::tuple<int, int, int> key{kind, -params, -w.q};
            if (match && (!matched || key < best))
            {
                matched = true;
                best = key;
            }
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
        // a field that does not parse is ignored as a whole
        auto is_token = [](std::string_view v) { return ::route::detail::is_token(v); };
        ::route::detail::for_each_weighted(value, is_token, [&](const weighted_element& w) {
            any = true;
            bool star = w.value == "*";
            bool match = star || iequals(w.value, charset) || (is_utf8(w.value) && is_utf8(charset));
            int key = star ? 1 : -w.q;
            if (match && (!matched || key < best))
            {
                matched = true;
                best = key;
                best_q = w.q;
            }
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
    auto parts = ::route::detail::split_element(content_type);
    if (!::route::detail::split_media_type(parts.value, m.main, m.sub))
        return content::media_qvalue(req, m);
    m.params = parts.parameters;
    if (auto c = ::route::detail::find_parameter(m.params, "charset"))
        m.charset = c->text();
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
