//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_NEGOTIATION_HPP
#define ROUTE_DSL_DETAIL_NEGOTIATION_HPP

// What the content negotiation directives share to read Accept-Encoding,
// Accept-Language and their kin (RFC 9110 12.4.2, 12.5): optional white
// space and q-values.

#include <string_view>

namespace route {
namespace dsl {
namespace detail {

/// `s` without the spaces and tabs around it (RFC 9110's OWS).
inline std::string_view
trim_ows(std::string_view s) noexcept
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

/** A q-value (RFC 9110 12.4.2) in thousandths, 0 to 1000; -1 when `s` is
    not one. As pekko-http's parser, the leading digit may be left out
    (`.5`).
*/
inline int
parse_qvalue(std::string_view s) noexcept
{
    if (s.empty())
        return -1;
    int whole = 0;
    if (s[0] == '0' || s[0] == '1')
    {
        whole = s[0] - '0';
        s.remove_prefix(1);
        if (s.empty())
            return whole * 1000;
    }
    if (s[0] != '.' || s.size() > 4)
        return -1;
    s.remove_prefix(1);
    int frac = 0;
    int scale = 100;
    for (char c : s)
    {
        if (c < '0' || c > '9' || (whole == 1 && c != '0'))
            return -1;
        frac += (c - '0') * scale;
        scale /= 10;
    }
    return whole * 1000 + frac;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
