//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_SECURITY_IPP
#define ROUTE_DSL_IMPL_SECURITY_IPP

#include <route/dsl/security.hpp>
#include <route/detail/iequals.hpp>
#include <route/dsl/detail/query.hpp>

namespace route {

bool
secure_equals(std::string_view a, std::string_view b) noexcept
{
    // every byte of the longer string is looked at, whatever differs
    std::size_t n = a.size() > b.size() ? a.size() : b.size();
    unsigned char diff = a.size() == b.size() ? 0 : 1;
    for (std::size_t i = 0; i < n; ++i)
    {
        unsigned char x = i < a.size() ? static_cast<unsigned char>(a[i]) : 0;
        unsigned char y = i < b.size() ? static_cast<unsigned char>(b[i]) : 0;
        diff = static_cast<unsigned char>(diff | (x ^ y));
    }
    return diff == 0;
}

namespace dsl {
namespace detail {

std::optional<std::string>
decode_base64(std::string_view in)
{
    if (in.size() % 4 != 0)
        return std::nullopt;
    auto digit = [](char c) -> int {
        if (c >= 'A' && c <= 'Z')
            return c - 'A';
        if (c >= 'a' && c <= 'z')
            return c - 'a' + 26;
        if (c >= '0' && c <= '9')
            return c - '0' + 52;
        if (c == '+')
            return 62;
        if (c == '/')
            return 63;
        return -1;
    };
    std::string out;
    out.reserve(in.size() / 4 * 3);
    for (std::size_t i = 0; i < in.size(); i += 4)
    {
        bool last = i + 4 == in.size();
        int pad = 0;
        if (last && in[i + 3] == '=')
            pad = in[i + 2] == '=' ? 2 : 1;
        unsigned v = 0;
        for (int j = 0; j < 4 - pad; ++j)
        {
            int d = digit(in[i + j]);
            if (d < 0)
                return std::nullopt;
            v = (v << 6) | static_cast<unsigned>(d);
        }
        v <<= 6 * pad;
        // the bits a padded group leaves unused must be zero (RFC 4648 3.5)
        if ((pad == 1 && (v & 0xff)) || (pad == 2 && (v & 0xffff)))
            return std::nullopt;
        out += static_cast<char>((v >> 16) & 0xff);
        if (pad < 2)
            out += static_cast<char>((v >> 8) & 0xff);
        if (pad < 1)
            out += static_cast<char>(v & 0xff);
    }
    return out;
}

std::optional<http_credentials>
credentials_of(const request_context& ctx)
{
    auto h = ctx.request().header("Authorization");
    if (!h)
        return std::nullopt;
    std::string_view v = *h;
    while (!v.empty() && (v.front() == ' ' || v.front() == '\t'))
        v.remove_prefix(1);
    auto sp = v.find_first_of(" \t");
    std::string_view scheme = v.substr(0, sp);
    if (scheme.empty())
        return std::nullopt;
    std::string_view rest = sp == std::string_view::npos ? std::string_view() : v.substr(sp);
    while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t'))
        rest.remove_prefix(1);
    while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\t'))
        rest.remove_suffix(1);
    return http_credentials{std::string(scheme), std::string(rest)};
}

std::string
challenge(std::string_view scheme, std::string_view realm, std::string_view params)
{
    std::string out(scheme);
    out += " realm=\"";
    for (char c : realm)
    {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    out += '"';
    out += params;
    return out;
}

std::optional<basic_credentials>
basic_scheme::read(const request_context& ctx, bool& present)
{
    auto c = credentials_of(ctx);
    if (!c)
        return std::nullopt;
    if (!::route::detail::iequals(c->scheme, "Basic"))
    {
        present = true;
        return std::nullopt;
    }
    // a Basic field without a token, or whose token does not decode, is
    // not credentials (pekko-http keeps such a field as a raw header)
    auto decoded = decode_base64(c->token);
    if (c->token.empty() || !decoded)
        return std::nullopt;
    present = true;
    auto colon = decoded->find(':');
    if (colon == std::string::npos)
        return basic_credentials(std::move(*decoded), std::string());
    return basic_credentials(decoded->substr(0, colon), decoded->substr(colon + 1));
}

std::string
basic_scheme::challenge(std::string_view realm)
{
    return detail::challenge("Basic", realm, ",charset=UTF-8");
}

std::optional<std::string>
oauth2_scheme::read(const request_context& ctx, bool& present)
{
    auto c = credentials_of(ctx);
    if (c && ::route::detail::iequals(c->scheme, "Bearer") && !c->token.empty())
    {
        present = true;
        return std::move(c->token);
    }
    query q;
    if (q.parse(ctx))
    {
        if (auto e = q.find("access_token", name_hash("access_token")))
        {
            present = true;
            return query::value(*e);
        }
    }
    return std::nullopt;
}

std::string
oauth2_scheme::challenge(std::string_view realm)
{
    return detail::challenge("Bearer", realm);
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
