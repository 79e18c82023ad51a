//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_CREDENTIALS_HPP
#define ROUTE_CORE_CREDENTIALS_HPP

// What authentication reads and answers: the credentials of a request,
// the challenge of a response, and comparing secrets.

#include <route/config.hpp>
#include <string>
#include <string_view>
#include <utility>

namespace route {

/** Compares two secrets in time that depends on their lengths only, not
    on where they differ (for passwords, tokens, signatures).

    @par Example
    @code bool ok = route::secure_equals(token, expected_token); @endcode
*/
ROUTE_DECL bool secure_equals(std::string_view a, std::string_view b) noexcept;

/** The credentials of a request's `Authorization` field: the scheme
    (`Basic`, `Bearer`...) and the rest of the field, as sent.
    There is no stream output: credentials are never logged.
*/
struct http_credentials
{
    std::string scheme;
    std::string token;
};

/** A challenge an authenticator answers with, as pekko-http's
    `HttpChallenge`: the value of one `WWW-Authenticate` field, e.g.
    `MyAuth realm="MyRealm2"` (see `authenticate_or_reject_with_challenge`).
*/
struct http_challenge
{
    std::string value;
    friend bool operator==(const http_challenge&, const http_challenge&) = default;
};

/** The credentials of HTTP Basic authentication (RFC 7617): a user name
    and a password that can only be compared, in constant time.
*/
class basic_credentials
{
public:
    basic_credentials(std::string user, std::string password)
        : username(std::move(user)), password_(std::move(password)) {}

    /// The user name.
    std::string username;

    /// True when the password is `secret` (see `secure_equals`).
    bool verify(std::string_view secret) const noexcept
    {
        return secure_equals(password_, secret);
    }

private:
    std::string password_;
};

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/credentials.ipp>
#endif

#endif
