//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_COOKIE_IPP
#define ROUTE_DSL_IMPL_COOKIE_IPP

#include <route/dsl/cookie.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <cstdio>
#include <stdexcept>

namespace route {

namespace detail {

inline bool
is_ctl(unsigned char c) noexcept
{
    return c < 0x20 || c == 0x7f;
}

// A character shown in an error message: itself, or its code.
inline std::string
show_char(unsigned char c)
{
    if (c > 0x20 && c < 0x7f)
        return std::string("'") + static_cast<char>(c) + "'";
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%02X", static_cast<unsigned>(c));
    return buf;
}

[[noreturn]] inline void
bad_cookie(const http_cookie& c, const char* what, unsigned char ch)
{
    throw std::invalid_argument("route: cookie '" + c.name + "': the " + what +
                                " holds " + show_char(ch) + ", which RFC 6265 forbids there");
}

inline void
check_attribute(const http_cookie& c, const char* what, std::string_view s)
{
    for (unsigned char ch : s)
        if (is_ctl(ch) || ch == ';')
            bad_cookie(c, what, ch);
}

} // namespace detail

void
check_cookie(const http_cookie& c)
{
    if (c.name.empty())
        throw std::invalid_argument("route: a cookie needs a name (RFC 6265)");
    for (unsigned char ch : c.name)
    {
        // a token (RFC 6265 4.1.1, RFC 9110 5.6.2)
        if (!detail::is_tchar(static_cast<char>(ch)))
            detail::bad_cookie(c, "name", ch);
    }
    std::string_view v = c.value;
    if (v.size() >= 2 && v.front() == '"' && v.back() == '"')
        v = v.substr(1, v.size() - 2);
    for (unsigned char ch : v)
    {
        // cookie-octet = %x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E
        bool ok = ch == 0x21 || (ch >= 0x23 && ch <= 0x2B) || (ch >= 0x2D && ch <= 0x3A) ||
                  (ch >= 0x3C && ch <= 0x5B) || (ch >= 0x5D && ch <= 0x7E);
        if (!ok)
            detail::bad_cookie(c, "value", ch);
    }
    if (c.path)
        detail::check_attribute(c, "path", *c.path);
    if (c.domain)
        detail::check_attribute(c, "domain", *c.domain);
    if (c.expires)
        if (auto s = std::get_if<std::string>(&*c.expires))
            detail::check_attribute(c, "expiry", *s);
}

std::string
http_date(std::chrono::system_clock::time_point t)
{
    return detail::format_http_date(t);
}

std::string
set_cookie_value(const http_cookie& c)
{
    check_cookie(c);
    std::string s = c.name;
    s += '=';
    s += c.value;
    if (c.expires)
    {
        s += "; Expires=";
        if (auto t = std::get_if<std::chrono::system_clock::time_point>(&*c.expires))
            s += http_date(*t);
        else
            s += std::get<std::string>(*c.expires);
    }
    if (c.max_age)
        s += "; Max-Age=" + std::to_string(*c.max_age);
    if (c.domain)
        s += "; Domain=" + *c.domain;
    if (c.path)
        s += "; Path=" + *c.path;
    if (c.secure)
        s += "; Secure";
    if (c.http_only)
        s += "; HttpOnly";
    if (c.same_site)
    {
        switch (*c.same_site)
        {
        case cookie_same_site::strict: s += "; SameSite=Strict"; break;
        case cookie_same_site::lax: s += "; SameSite=Lax"; break;
        case cookie_same_site::none: s += "; SameSite=None"; break;
        }
    }
    return s;
}

namespace dsl {
namespace detail {

bool
findable_cookie_name(std::string_view name) noexcept
{
    // a pair's name is what precedes its first '=', without the blanks
    // around it: a name with '=' or ';', or with a blank at either end,
    // is never found
    auto blank = ::route::detail::is_ows;
    for (char c : name)
        if (c == '=' || c == ';')
            return false;
    return name.empty() || !(blank(name.front()) || blank(name.back()));
}

std::optional<std::string_view>
find_cookie_value(const ::route::request& req, std::string_view name)
{
    auto blank = ::route::detail::is_ows;
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
