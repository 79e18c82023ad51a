//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_SECURITY_HPP
#define ROUTE_DSL_SECURITY_HPP

#include <route/config.hpp>
#include <route/core/client_certificate.hpp>
#include <route/core/credentials.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request_context.hpp>
#include <route/dsl/detail/security.hpp>
#include <route/dsl/directive.hpp>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

namespace route {
namespace dsl {

namespace implementation_defined {

template <class F>
using challenge_user_t = typename detail::challenge_result<std::remove_cvref_t<
    std::invoke_result_t<const F&, std::optional<http_credentials>>>>::user;

/// See `authenticate_or_reject_with_challenge`.
template <class F>
class authenticate_or_reject_with_challenge_directive
    : public directive_base<authenticate_or_reject_with_challenge_directive<F>, challenge_user_t<F>>
{
public:
    using user_type = challenge_user_t<F>;

    explicit authenticate_or_reject_with_challenge_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto c = detail::credentials_of(ctx);
        bool present = c.has_value();
        using R = std::remove_cvref_t<std::invoke_result_t<const F&, std::optional<http_credentials>>>;
        if constexpr (detail::challenge_result<R>::async)
        {
            static_assert(detail::is_stored_handler_v<K>,
                "route: authenticate_or_reject_with_challenge with an awaitable function "
                "cannot be combined with &; apply it to its inner function directly");
            auto make = [f = f_, c = std::move(c)]() { return std::invoke(f, c); };
            auto then = [k, present](const request_context& ctx2,
                                     std::variant<user_type, http_challenge> v) {
                return settle(ctx2, k, present, std::move(v));
            };
            return awaited_value<R>::invoke(ctx, std::move(make), std::move(then));
        }
        else
        {
            return settle(ctx, k, present, std::invoke(f_, std::move(c)));
        }
    }

private:
    template <class K>
    static route_result settle(const request_context& ctx, const K& k, bool present,
                               std::variant<user_type, http_challenge> v)
    {
        if (auto u = std::get_if<0>(&v))
            return k(ctx, std::move(*u));
        return route_result::rejected({authentication_failed_rejection{
            present ? authentication_failed_rejection::credentials_rejected
                    : authentication_failed_rejection::credentials_missing,
            std::move(std::get<1>(v).value)}});
    }

    F f_;
};

/// What an authentication directive does without credentials.
enum class anonymous_kind
{
    reject,   ///< authentication_failed_rejection
    optional, ///< extracts std::nullopt
    user,     ///< extracts the anonymous user
};

template <class Scheme, class F>
using authenticator_result_t = std::remove_cvref_t<
    std::invoke_result_t<const F&, const typename Scheme::credentials&>>;

template <class Scheme, class F>
using authenticated_user_t =
    typename detail::authenticator_user<authenticator_result_t<Scheme, F>>::type;

/// `authenticate_basic`, `authenticate_oauth2` and their variants.
template <class Scheme, class F, anonymous_kind A = anonymous_kind::reject>
class authenticate_directive
    : public directive_base<
          authenticate_directive<Scheme, F, A>,
          std::conditional_t<A == anonymous_kind::optional,
                             std::optional<authenticated_user_t<Scheme, F>>,
                             authenticated_user_t<Scheme, F>>>
{
public:
    using user_type = authenticated_user_t<Scheme, F>;

    authenticate_directive(std::string realm, F f, std::optional<user_type> anonymous = {})
        : realm_(std::move(realm)), f_(std::move(f)), anonymous_(std::move(anonymous)) {}

    /** Extracts `std::optional<User>`: `std::nullopt` when the request has
        no credentials; credentials that are not accepted still reject (as
        pekko-http's `optional`).
    */
    authenticate_directive<Scheme, F, anonymous_kind::optional> optional() const
        requires(A == anonymous_kind::reject)
    {
        return {realm_, f_};
    }

    /// Extracts `u` when the request has no credentials; credentials that
    /// are not accepted still reject.
    authenticate_directive<Scheme, F, anonymous_kind::user> with_anonymous_user(user_type u) const
        requires(A == anonymous_kind::reject)
    {
        return {realm_, f_, std::move(u)};
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        bool present = false;
        auto c = Scheme::read(ctx, present);
        using R = authenticator_result_t<Scheme, F>;
        if constexpr (detail::authenticator_user<R>::async)
        {
            static_assert(detail::is_stored_handler_v<K>,
                "route: a directive with an awaitable authenticator cannot be combined "
                "with &; apply it to its inner function directly");
            if (c)
            {
                auto make = [f = f_, c = std::move(*c)]() { return std::invoke(f, c); };
                auto then = [k, realm = realm_](const request_context& ctx2,
                                                std::optional<user_type> u) {
                    if (!u)
                        return rejected(true, realm);
                    return accepted(ctx2, k, u);
                };
                return awaited_value<R>::invoke(ctx, std::move(make), std::move(then));
            }
        }
        else if (c)
        {
            std::optional<user_type> u = std::invoke(f_, std::as_const(*c));
            if (u)
                return accepted(ctx, k, u);
        }
        if (!present)
        {
            if constexpr (A == anonymous_kind::optional)
                return k(ctx, std::optional<user_type>());
            else if constexpr (A == anonymous_kind::user)
                return k(ctx, user_type(*anonymous_));
        }
        return rejected(present, realm_);
    }

private:
    // `u` holds the user; it is moved to the inner part, and the result is
    // changed in place (a completed one, the usual case, stays as it is)
    template <class K>
    static route_result accepted(const request_context& ctx, const K& k,
                                 std::optional<user_type>& u)
    {
        route_result r = [&] {
            if constexpr (A == anonymous_kind::optional)
                return k(ctx, std::move(u));
            else
                return k(ctx, std::move(*u));
        }();
        if (!r.is_completed() && !r.is_failed())
            r = std::move(r).cancel(cancellation_of<authentication_failed_rejection>());
        return r;
    }

    static route_result rejected(bool present, const std::string& realm)
    {
        return route_result::rejected({authentication_failed_rejection{
            present ? authentication_failed_rejection::credentials_rejected
                    : authentication_failed_rejection::credentials_missing,
            Scheme::challenge(realm)}});
    }

    std::string realm_;
    F f_;
    std::optional<user_type> anonymous_;
};

/// See `extract_credentials`.
class extract_credentials_directive
    : public directive_base<extract_credentials_directive, std::optional<http_credentials>>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx, detail::credentials_of(ctx));
    }
};

/// See `authorize`.
template <class F>
class authorize_directive : public directive_base<authorize_directive<F>>
{
public:
    explicit authorize_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        bool ok;
        if constexpr (std::is_same_v<F, bool>)
            ok = f_;
        else if constexpr (std::is_invocable_v<const F&, const request_context&>)
            ok = std::invoke(f_, ctx);
        else
            ok = std::invoke(f_);
        if (!ok)
            return route_result::rejected({authorization_failed_rejection{}});
        return k(ctx);
    }

private:
    F f_;
};

/// See `authorize_async`.
template <class F>
class authorize_async_directive : public directive_base<authorize_async_directive<F>>
{
public:
    explicit authorize_async_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        static_assert(detail::is_stored_handler_v<K> || is_route_handler<K>::value,
            "route: authorize_async cannot be combined with &; apply it to its inner "
            "route directly");
        using R = decltype(check(f_, ctx));
        // a check that fails rejects as one that says no (pekko's)
        auto make = [f = f_, ctx]() -> R {
            try
            {
                co_return static_cast<bool>(co_await check(f, ctx));
            }
            catch (...)
            {
                co_return false;
            }
        };
        auto then = [k](const request_context& c, bool ok) {
            if (!ok)
                return route_result::rejected({authorization_failed_rejection{}});
            return k(c);
        };
        return awaited_value<R>::invoke(ctx, std::move(make), std::move(then));
    }

private:
    template <class K>
    struct is_route_handler : std::false_type
    {
    };
    template <class I>
    struct is_route_handler<detail::route_handler<I>> : std::true_type
    {
    };

    static auto check(const F& f, const request_context& ctx)
    {
        if constexpr (std::is_invocable_v<const F&, const request_context&>)
            return std::invoke(f, ctx);
        else
            return std::invoke(f);
    }

    F f_;
};

} // namespace implementation_defined

/** Extracts the request's credentials, `std::optional<route::http_credentials>`:
    the scheme and the rest of the `Authorization` field; `std::nullopt`
    without one. Never rejects.

    @par Example
    @code
    auto r = extract_credentials([](std::optional<route::http_credentials> c) {
        return complete(c ? c->scheme : std::string("anonymous"));
    });
    @endcode
*/
inline constexpr implementation_defined::extract_credentials_directive extract_credentials{};

/** HTTP Basic authentication (RFC 7617): extracts the `User` that
    `f(const route::basic_credentials&)` returns as `std::optional<User>`.

    `f` is called only when the request has Basic credentials; check the
    password with `credentials.verify(secret)` (constant time). Without
    credentials the directive rejects with
    `authentication_failed_rejection{credentials_missing, R"(Basic realm="realm",charset=UTF-8)"}`,
    and with `credentials_rejected` when `f` returns `std::nullopt` or the
    request has credentials of another scheme (default handler: 401 with a
    `WWW-Authenticate` field). A Basic field whose base64 does not decode
    counts as no credentials. When it passes, it cancels the
    `authentication_failed_rejection`s of the other alternatives.

    `.optional()` extracts `std::optional<User>` (`std::nullopt` without
    credentials), `.with_anonymous_user(u)` extracts `u` without
    credentials; credentials that are not accepted reject in both.

    `f` may return `boost::asio::awaitable<std::optional<User>>` (with
    `<route/app/async.hpp>`); the directive is then applied to its inner
    function directly, not combined with `&`.

    @par Example
    @code
    auto r = authenticate_basic("api", [](const route::basic_credentials& c) -> std::optional<std::string> {
        if (c.username == "alice" && c.verify("s3cret"))
            return c.username;
        return std::nullopt;
    })([](std::string user) { return complete("hello " + user); });
    @endcode
*/
template <class F>
implementation_defined::authenticate_directive<detail::basic_scheme, std::decay_t<F>>
authenticate_basic(std::string realm, F&& f)
{
    return {std::move(realm), std::forward<F>(f)};
}

/** OAuth 2.0 bearer tokens (RFC 6750): extracts the `User` that
    `f(std::string_view token)` returns as `std::optional<User>`.

    The token comes from `Authorization: Bearer <token>`, else from the
    `access_token` query parameter. Rejections and variants as
    `authenticate_basic`, with the challenge `Bearer realm="realm"`.

    @par Example
    @code
    auto r = authenticate_oauth2("api", [](std::string_view token) -> std::optional<std::string> {
        if (route::secure_equals(token, "abc"))
            return std::string("service");
        return std::nullopt;
    })([](std::string who) { return complete(who); });
    @endcode
*/
template <class F>
implementation_defined::authenticate_directive<detail::oauth2_scheme, std::decay_t<F>>
authenticate_oauth2(std::string realm, F&& f)
{
    return {std::move(realm), std::forward<F>(f)};
}

/** Passes the request when `allowed`, else rejects with
    `authorization_failed_rejection` (default handler: 403).
    @par Example
    @code auto r = authenticate_basic("api", check)([](user u) { return authorize(u.admin)(complete("ok")); }); @endcode
*/
inline implementation_defined::authorize_directive<bool>
authorize(bool allowed)
{
    return implementation_defined::authorize_directive<bool>(allowed);
}

/** Passes the request when `f()` or `f(ctx)` returns true, called per
    request; else rejects with `authorization_failed_rejection` (403).
    @par Example
    @code auto r = authorize([](const route::request_context& ctx) { return ctx.request().header("X-Admin").has_value(); })(complete("ok")); @endcode
*/
template <class F>
    requires(std::is_invocable_r_v<bool, const std::decay_t<F>&> ||
             std::is_invocable_r_v<bool, const std::decay_t<F>&, const request_context&>)
implementation_defined::authorize_directive<std::decay_t<F>>
authorize(F&& f)
{
    return implementation_defined::authorize_directive<std::decay_t<F>>(std::forward<F>(f));
}

/** As `authorize(f)` with a check that awaits, as pekko-http's
    `authorizeAsync`: `f()` or `f(const route::request_context&)` returns
    `boost::asio::awaitable<bool>` (include `<route/app/async.hpp>`).
    `true` passes; `false`, or an exception from the check, rejects with
    `authorization_failed_rejection` (403). Apply it to its inner route
    directly (not joined by `&`).

    @par Example
    @code
    auto r = authorize_async([&db](const route::request_context& ctx) -> boost::asio::awaitable<bool> {
        co_return co_await db.is_admin(ctx.request().header("X-User").value_or(""));
    })(complete("admin area"));
    @endcode
*/
template <class F>
implementation_defined::authorize_async_directive<std::decay_t<F>>
authorize_async(F&& f)
{
    return implementation_defined::authorize_async_directive<std::decay_t<F>>(
        std::forward<F>(f));
}

namespace implementation_defined {

/// The directive `extract_client_certificate` is.
class extract_client_certificate_directive
    : public directive_base<extract_client_certificate_directive, client_certificate>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto c = ctx.request().client_certificate();
        if (!c)
            return route_result::rejected({tls_client_certificate_rejection{}});
        return k(ctx, client_certificate(*c));
    }
};

} // namespace implementation_defined

/** Extracts the certificate the TLS client presented and the server
    verified, as a `route::client_certificate` (pekko-http's
    `extractClientCertificate`); without one (plain HTTP, no certificate
    asked for or sent) the request is rejected with
    `tls_client_certificate_rejection` (401). The server asks for
    certificates when `tls_options::client_certificate` is `request` or
    `require`.

    @par Example
    @code
    auto r = path("me")(extract_client_certificate([](route::client_certificate c) {
        return complete(c.subject());
    }));
    @endcode
*/
inline constexpr implementation_defined::extract_client_certificate_directive
    extract_client_certificate{};

/** Lifts a function of the request's credentials into an authentication
    directive, as pekko-http's `authenticateOrRejectWithChallenge`: `f` is
    `(std::optional<route::http_credentials>) ->
    std::variant<User, route::http_challenge>` (or an awaitable of it, with
    `<route/app/async.hpp>`), given the `Authorization` field's scheme and
    token (`std::nullopt` when there is none or it does not parse). A
    `User` is extracted; a challenge rejects with
    `authentication_failed_rejection` carrying it (`credentials_missing`
    without credentials, else `credentials_rejected`), which the default
    handler answers with 401 and one `WWW-Authenticate` per challenge.

    @par Example
    @code
    auto r = authenticate_or_reject_with_challenge(
        [](std::optional<route::http_credentials> c) -> std::variant<std::string, route::http_challenge> {
            if (c && c->scheme == "MyAuth" && route::secure_equals(c->token, "let-me-in"))
                return std::string("guest");
            return route::http_challenge{"MyAuth realm=\"MyRealm\""};
        })([](std::string user) { return complete(user); });
    @endcode
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, std::optional<http_credentials>>
implementation_defined::authenticate_or_reject_with_challenge_directive<std::decay_t<F>>
authenticate_or_reject_with_challenge(F&& f)
{
    return implementation_defined::authenticate_or_reject_with_challenge_directive<std::decay_t<F>>(
        std::forward<F>(f));
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/security.ipp>
#endif

#endif
