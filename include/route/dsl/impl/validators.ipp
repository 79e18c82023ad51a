//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_VALIDATORS_IPP
#define ROUTE_DSL_IMPL_VALIDATORS_IPP

#include <route/dsl/detail/validators.hpp>
#include <route/dsl/detail/negotiation.hpp>
#include <chrono>
#include <string>
#include <string_view>
#include <utility>

namespace route {
namespace dsl {
namespace detail {

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

inline int
month_of(std::string_view m) noexcept
{
    static constexpr std::string_view months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                  "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    for (int i = 0; i < 12; ++i)
        if (months[i] == m)
            return i + 1;
    return 0;
}

inline bool
date_digits(std::string_view s, int& out) noexcept
{
    if (s.empty() || s.size() > 4)
        return false;
    out = 0;
    for (char c : s)
    {
        if (c < '0' || c > '9')
            return false;
        out = out * 10 + (c - '0');
    }
    return true;
}

inline bool
parse_time(std::string_view s, int& h, int& mi, int& se) noexcept
{
    return s.size() == 8 && s[2] == ':' && s[5] == ':' && date_digits(s.substr(0, 2), h) &&
           date_digits(s.substr(3, 2), mi) && date_digits(s.substr(6, 2), se) && h < 24 && mi < 60 &&
           se < 61;
}

std::optional<std::chrono::system_clock::time_point>
parse_http_date(std::string_view s)
{
    using namespace std::chrono;
    s = trim_ows(s);
    int d = 0, m = 0, y = 0, h = 0, mi = 0, se = 0;
    auto comma = s.find(',');
    if (comma == 3 && s.size() == 29)
    {
        // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
        if (s[4] != ' ' || s[7] != ' ' || s[11] != ' ' || s[16] != ' ' || s.substr(25) != " GMT" ||
            !date_digits(s.substr(5, 2), d) || !(m = month_of(s.substr(8, 3))) ||
            !date_digits(s.substr(12, 4), y) || !parse_time(s.substr(17, 8), h, mi, se))
            return std::nullopt;
    }
    else if (comma != std::string_view::npos && comma > 3)
    {
        // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT
        auto rest = s.substr(comma + 1);
        if (rest.size() != 23 || rest[0] != ' ' || rest[3] != '-' || rest[7] != '-' ||
            rest[10] != ' ' || rest.substr(19) != " GMT" || !date_digits(rest.substr(1, 2), d) ||
            !(m = month_of(rest.substr(4, 3))) || !date_digits(rest.substr(8, 2), y) ||
            !parse_time(rest.substr(11, 8), h, mi, se))
            return std::nullopt;
        y += y < 70 ? 2000 : 1900;
    }
    else if (comma == std::string_view::npos && s.size() == 24)
    {
        // asctime: Sun Nov  6 08:49:37 1994
        auto day = s.substr(8, 2);
        if (day[0] == ' ')
            day.remove_prefix(1);
        if (s[3] != ' ' || s[7] != ' ' || s[10] != ' ' || s[19] != ' ' ||
            !(m = month_of(s.substr(4, 3))) || !date_digits(day, d) ||
            !parse_time(s.substr(11, 8), h, mi, se) || !date_digits(s.substr(20, 4), y))
            return std::nullopt;
    }
    else
        return std::nullopt;
    year_month_day ymd{year(y), month(static_cast<unsigned>(m)), day(static_cast<unsigned>(d))};
    if (!ymd.ok())
        return std::nullopt;
    return system_clock::time_point(sys_days(ymd) + hours(h) + minutes(mi) + seconds(se));
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
