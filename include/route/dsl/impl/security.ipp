//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_SECURITY_IPP
#define ROUTE_DSL_IMPL_SECURITY_IPP

#include <route/dsl/security.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <route/dsl/detail/query.hpp>
#include <array>
#include <utility>

namespace route {

namespace dsl {
namespace detail {

using ::route::detail::decode_base64;
using ::route::detail::decode_base64_to;

// The scheme and the rest of an Authorization field's value, without the
// blanks around them; nullopt without a scheme. Views of `v`.
inline std::optional<std::pair<std::string_view, std::string_view>>
authorization_parts(std::string_view v)
{
    v = ::route::detail::trim_ows(v);
    std::size_t sp = 0;
    while (sp < v.size() && !::route::detail::is_ows(v[sp]))
        ++sp;
    std::string_view scheme = v.substr(0, sp);
    if (scheme.empty())
        return std::nullopt;
    return std::pair{scheme, ::route::detail::trim_ows(v.substr(sp))};
}

std::optional<http_credentials>
credentials_of(const request_context& ctx)
{
    auto h = ctx.request().header("Authorization");
    if (!h)
        return std::nullopt;
    auto parts = authorization_parts(*h);
    if (!parts)
        return std::nullopt;
    return http_credentials{std::string(parts->first), std::string(parts->second)};
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

// True for "Basic", in any case.
inline bool
is_basic(std::string_view scheme) noexcept
{
    // for a lower-case letter y, (x | 0x20) == y only when x is y or its
    // upper-case letter
    constexpr std::string_view basic = "basic";
    if (scheme.size() != basic.size())
        return false;
    unsigned diff = 0;
    for (std::size_t i = 0; i < basic.size(); ++i)
        diff |= static_cast<unsigned char>(scheme[i] | 0x20) ^ static_cast<unsigned char>(basic[i]);
    return diff == 0;
}

// Converts to a std::string made from `v`: as an argument of a function
// taking a std::string, the string is made in the parameter itself.
struct string_of
{
    std::string_view v;
    operator std::string() const { return std::string(v); }
};

std::optional<basic_credentials>
basic_scheme::read(const request_context& ctx, bool& present)
{
    auto h = ctx.request().header("Authorization");
    if (!h)
        return std::nullopt;
    auto parts = authorization_parts(*h);
    if (!parts)
        return std::nullopt;
    if (!is_basic(parts->first))
    {
        // credentials of another scheme pekko-http models (a Bearer
        // token) are credentials, not the right ones; a field of a scheme
        // it does not model (`bob alice`) is no credentials (pekko's
        // SecurityDirectivesSpec, "illegal Authorization header")
        present = ::route::detail::iequals(parts->first, "Bearer") && !parts->second.empty();
        return std::nullopt;
    }
    // a Basic field without a token, or whose token does not decode, is
    // not credentials (pekko-http keeps such a field as a raw header)
    std::string_view token = parts->second;
    if (token.empty() || token.size() % 4 != 0)
        return std::nullopt;
    // decoded on the stack when short (the usual case), and read from there
    // into the user name and the password
    char small[192];
    std::string large;
    char* buffer = small;
    if (token.size() / 4 * 3 > sizeof small)
    {
        large.resize(token.size() / 4 * 3);
        buffer = large.data();
    }
    std::size_t n = decode_base64_to(token, buffer);
    if (n == std::string_view::npos)
        return std::nullopt;
    present = true;
    std::string_view all(buffer, n);
    auto colon = all.find(':');
    std::string_view user = all.substr(0, colon);
    std::string_view password =
        colon == std::string_view::npos ? std::string_view() : all.substr(colon + 1);
    // the strings are made where the constructor takes them, and the
    // result where the caller keeps it: nothing is moved
    return std::optional<basic_credentials>(std::in_place, string_of{user}, string_of{password});
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
    // Basic credentials are credentials, not the right ones, and the query
    // is not looked at (pekko: access_token only without an Authorization
    // field); a field of a scheme pekko does not model is no credentials
    if (c && is_basic(c->scheme) && !c->token.empty() && decode_base64(c->token))
    {
        present = true;
        return std::nullopt;
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
