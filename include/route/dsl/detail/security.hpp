//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_SECURITY_HPP
#define ROUTE_DSL_DETAIL_SECURITY_HPP

// The authentication directives' parts (route/dsl/security.hpp): reading
// credentials, writing challenges, and what an authenticator returns.

#include <route/config.hpp>
#include <route/core/credentials.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <route/core/handler_result.hpp>
#include <route/core/request_context.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

namespace route {
namespace dsl {
namespace detail {

// Strict base64 (RFC 4648, with padding); nullopt for anything else: HTTP's
// grammar's (<route/core/detail/http_grammar.hpp>).
using ::route::detail::decode_base64;

// The request's Authorization field as credentials, if it parses.
ROUTE_DECL std::optional<http_credentials> credentials_of(const request_context& ctx);

// A challenge `Scheme realm="r"` with the realm quoted.
ROUTE_DECL std::string challenge(std::string_view scheme, std::string_view realm,
                                 std::string_view params = {});

struct basic_scheme
{
    using credentials = basic_credentials;
    // Basic credentials; `present` says whether any credentials were sent
    // (pekko-http: a field of another scheme makes a failure "rejected").
    ROUTE_DECL static std::optional<basic_credentials> read(const request_context& ctx,
                                                            bool& present);
    ROUTE_DECL static std::string challenge(std::string_view realm);
};

struct oauth2_scheme
{
    using credentials = std::string;
    // A Bearer token from the Authorization field, else the access_token
    // query parameter.
    ROUTE_DECL static std::optional<std::string> read(const request_context& ctx,
                                                      bool& present);
    ROUTE_DECL static std::string challenge(std::string_view realm);
};

template <class R, class = void>
struct authenticator_user
{
    static_assert(sizeof(R) == 0,
        "route: an authenticator returns std::optional<User> (the user, or "
        "std::nullopt to reject the credentials), or "
        "boost::asio::awaitable<std::optional<User>> with <route/app/async.hpp>");
};

template <class U>
struct authenticator_user<std::optional<U>>
{
    using type = U;
    static constexpr bool async = false;
};

template <class R>
struct authenticator_user<R, std::void_t<typename awaited_value<R>::value_type>>
{
    using type = typename authenticator_user<typename awaited_value<R>::value_type>::type;
    static constexpr bool async = true;
};

// What `authenticate_or_reject_with_challenge` awaits or gets: a user or a challenge.
template <class R, class = void>
struct challenge_result
{
    static_assert(sizeof(R) == 0,
        "route: the function given to authenticate_or_reject_with_challenge returns "
        "std::variant<User, route::http_challenge>, or "
        "boost::asio::awaitable<std::variant<User, route::http_challenge>> with "
        "<route/app/async.hpp>");
};

template <class U>
struct challenge_result<std::variant<U, http_challenge>>
{
    using user = U;
    static constexpr bool async = false;
};

template <class R>
struct challenge_result<R, std::void_t<typename awaited_value<R>::value_type>>
{
    using user = typename challenge_result<typename awaited_value<R>::value_type>::user;
    static constexpr bool async = true;
};

} // namespace detail
} // namespace dsl
} // namespace route

#endif
