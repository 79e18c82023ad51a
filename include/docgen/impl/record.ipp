//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_RECORD_IPP
#define DOCGEN_IMPL_RECORD_IPP

#include <docgen/record.hpp>
// recorded_call's calls.json form, defined with the shape (impl/calls_json.ipp)
#include <docgen/detail/calls_json.hpp>
#include <boost/algorithm/string/predicate.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/url/parse.hpp>
#include <algorithm>
#include <cctype>

namespace docgen {

namespace detail {

using boost::algorithm::icontains;
using boost::beast::iequals;

// The four kinds of OAuth 2 flow, by their names in the calls format,
// and the URLs each requires.
struct flow_kind
{
    std::optional<oauth2_flow> oauth2_flows::*member;
    const char* key;     // in the calls format
    bool authorization;  // requires `authorization_url`
    bool token;          // requires `token_url`
};

inline constexpr flow_kind flow_kinds[] = {
    {&oauth2_flows::implicit, "implicit", true, false},
    {&oauth2_flows::password, "password", false, true},
    {&oauth2_flows::client_credentials, "client_credentials", false, true},
    {&oauth2_flows::authorization_code, "authorization_code", true, true},
};

// What is wrong with `url`, the `what` of scheme `s`, or empty.
DOCGEN_DECL std::string
url_error(const security_scheme& s, const char* what, const std::string& url)
{
    if (url.empty())
        return "security scheme '" + s.name + "' needs " + what;
    if (!boost::urls::parse_uri_reference(url))
        return "security scheme '" + s.name + "': " + what + " '" + url + "' is not a URL";
    return {};
}

} // namespace detail

std::string
security_scheme_error(const security_scheme& s)
{
    if (s.type == security_type::oauth2)
    {
        if (s.flows.empty())
            return "security scheme '" + s.name +
                   "' declares no OAuth 2 flow (implicit, password, client_credentials or "
                   "authorization_code)";
        for (auto const& k : detail::flow_kinds)
        {
            auto const& f = s.flows.*k.member;
            if (!f)
                continue;
            std::string flow = std::string("an authorization_url for its ") + k.key + " flow";
            if (k.authorization)
                if (auto e = detail::url_error(s, flow.c_str(), f->authorization_url); !e.empty())
                    return e;
            flow = std::string("a token_url for its ") + k.key + " flow";
            if (k.token)
                if (auto e = detail::url_error(s, flow.c_str(), f->token_url); !e.empty())
                    return e;
            flow = std::string("the refresh_url of its ") + k.key + " flow";
            if (!f->refresh_url.empty())
                if (auto e = detail::url_error(s, flow.c_str(), f->refresh_url); !e.empty())
                    return e;
        }
    }
    else if (s.type == security_type::open_id_connect)
        return detail::url_error(s, "an OpenID Connect discovery URL", s.open_id_connect_url);
    return {};
}

bool
is_secret_header(std::string_view name) noexcept
{
    for (std::string_view s : {"authorization", "proxy-authorization", "cookie", "set-cookie"})
        if (detail::iequals(name, s))
            return true;
    for (std::string_view s : {"key", "token", "secret"})
        if (detail::icontains(name, s))
            return true;
    return false;
}

bool
is_transport_header(std::string_view name) noexcept
{
    // framing and connection management (RFC 9112), the body's media type,
    // which `responds_with<T>` declares, and what servers and proxies add
    for (std::string_view s : {"connection", "content-length", "content-type", "date", "keep-alive",
                               "server", "transfer-encoding", "vary", "via"})
        if (detail::iequals(name, s))
            return true;
    return false;
}

std::vector<header>
redact(std::vector<header> headers, const std::vector<std::string>& secrets)
{
    for (auto& h : headers)
    {
        bool secret = is_secret_header(h.name);
        for (auto const& s : secrets)
            if (!s.empty() && h.value.find(s) != std::string::npos)
                secret = true;
        if (secret)
            h.value = std::string(redacted);
    }
    return headers;
}

} // namespace docgen

#endif
