//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_SECURITY_HPP
#define DOCGEN_SPEC_SECURITY_HPP

// Security schemes an operation declares with `security(...)` after the
// tags of `supports(...)`, and the credentials a request supplies for one
// of them. Every credential is a secret: no output shows it.

#include <docgen/record.hpp>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace docgen {

/// `http_bearer("bearerAuth")`: `Authorization: Bearer <token>`.
inline security_scheme
http_bearer(std::string name)
{
    return security_scheme{std::move(name), "http", "bearer", "", ""};
}

/// `http_basic("basicAuth")`: `Authorization: Basic <base64 of user:password>`.
inline security_scheme
http_basic(std::string name)
{
    return security_scheme{std::move(name), "http", "basic", "", ""};
}

/// `api_key_in_header("apiKey", "X-API-Key")`: the key in a header field.
inline security_scheme
api_key_in_header(std::string name, std::string header)
{
    return security_scheme{std::move(name), "apiKey", "", "header", std::move(header)};
}

/// `api_key_in_query("apiKey", "api_key")`: the key in a query parameter.
inline security_scheme
api_key_in_query(std::string name, std::string parameter)
{
    return security_scheme{std::move(name), "apiKey", "", "query", std::move(parameter)};
}

/// `api_key_in_cookie("apiKey", "session")`: the key in a cookie.
inline security_scheme
api_key_in_cookie(std::string name, std::string cookie)
{
    return security_scheme{std::move(name), "apiKey", "", "cookie", std::move(cookie)};
}

/** `oauth2("oauth", docgen::oauth2_flows{.authorization_code = docgen::oauth2_flow{
    "https://example.com/authorize", "https://example.com/token", "", {{"read", "Read items"}}}})`:
    OAuth 2 with the flows it supports. A request sends its access token
    as a bearer token (`bearer_token("...")`). An authorization code flow
    needs both URLs, an implicit flow its `authorization_url`, a password
    or client credentials flow its `token_url`: the specification's
    declaration errors say which is missing.
*/
inline security_scheme
oauth2(std::string name, oauth2_flows flows)
{
    security_scheme s{std::move(name), "oauth2", "", "", ""};
    s.flows = std::move(flows);
    return s;
}

/** `open_id_connect("oidc", "https://example.com/.well-known/openid-configuration")`:
    OpenID Connect, found by its discovery document; a request sends its
    access token as a bearer token (`bearer_token("...")`).
*/
inline security_scheme
open_id_connect(std::string name, std::string url)
{
    security_scheme s{std::move(name), "openIdConnect", "", "", ""};
    s.open_id_connect_url = std::move(url);
    return s;
}

/** `mutual_tls("mtls")`: the client proves itself with a TLS certificate
    (`route::tls_options::client_certificate` on the server). Its
    credentials are the connection's, not the request's: a request
    supplies none for this scheme.
*/
inline security_scheme
mutual_tls(std::string name)
{
    return security_scheme{std::move(name), "mutualTLS", "", "", ""};
}

/// The schemes of an operation, any one of which suffices: what `security(...)` returns.
struct security_requirement
{
    std::vector<security_scheme> schemes;
};

/// `security(docgen::http_bearer("bearerAuth"), docgen::api_key_in_query("apiKey", "key"))`.
template <class... S>
security_requirement
security(S... schemes)
{
    static_assert((std::is_same_v<S, security_scheme> && ...),
                  "docgen: security(...) takes schemes: http_bearer, http_basic, "
                  "api_key_in_header, api_key_in_query, api_key_in_cookie, oauth2, "
                  "open_id_connect, mutual_tls");
    return security_requirement{{std::move(schemes)...}};
}

/** The credentials of one request for a scheme of its operation: a
    secret, redacted in every output.
*/
struct credentials
{
    std::string kind;   ///< `bearer`, `basic` or `apiKey`
    std::string value;  ///< the token, `user:password`, or the key
    std::string scheme; ///< the scheme's name; empty: the operation's only one of this kind
};

/** `bearer_token("...")`: credentials for the operation's `http_bearer`,
    `oauth2` or `open_id_connect` scheme (name it when it has several).
*/
inline credentials
bearer_token(std::string token, std::string scheme = {})
{
    return credentials{"bearer", std::move(token), std::move(scheme)};
}

/// `basic_auth("user", "password")`: credentials for the operation's `http_basic` scheme.
inline credentials
basic_auth(const std::string& user, const std::string& password, std::string scheme = {})
{
    return credentials{"basic", user + ":" + password, std::move(scheme)};
}

/// `api_key("...")`: credentials for the operation's API key scheme.
inline credentials
api_key(std::string key, std::string scheme = {})
{
    return credentials{"apiKey", std::move(key), std::move(scheme)};
}

} // namespace docgen

#endif
