//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_COOKIE_HPP
#define ROUTE_DSL_COOKIE_HPP

// pekko-http's cookie directives: cookie and optional_cookie for the
// request; set_cookie and delete_cookie for the response.

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/dsl/detail/cookie.hpp>
#include <route/dsl/detail/map_response.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/header.hpp>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace route {

/// The `SameSite` attribute of a cookie.
enum class cookie_same_site : unsigned char
{
    strict, ///< `SameSite=Strict`
    lax,    ///< `SameSite=Lax`
    none,   ///< `SameSite=None` (browsers want `secure` with it)
};

/** A cookie (pekko-http's `HttpCookie`): a name and a value, and the
    attributes a `Set-Cookie` field carries.

    The cookies a request carries (`cookie`, `optional_cookie`) have a name
    and a value only. A cookie to set names its attributes:

    @par Example
    @code
    auto c = route::http_cookie{.name = "session", .value = "abc", .path = "/",
                                .max_age = 3600, .secure = true, .http_only = true,
                                .same_site = route::cookie_same_site::lax};
    // session=abc; Max-Age=3600; Path=/; Secure; HttpOnly; SameSite=Lax
    @endcode

    @see set_cookie_value, route::dsl::set_cookie
*/
struct http_cookie
{
    /// When a cookie expires: a point in time (written as an RFC 1123
    /// date), or a date already written.
    using expiry = std::variant<std::chrono::system_clock::time_point, std::string>;

    std::string name{};
    std::string value{};
    std::optional<std::string> path{};            ///< `Path=`
    std::optional<std::string> domain{};          ///< `Domain=`
    std::optional<std::int64_t> max_age{};        ///< `Max-Age=`, in seconds
    std::optional<expiry> expires{};              ///< `Expires=`
    bool secure = false;                          ///< `Secure`
    bool http_only = false;                       ///< `HttpOnly`
    std::optional<cookie_same_site> same_site{};  ///< `SameSite=`

    friend bool operator==(const http_cookie&, const http_cookie&) = default;
};

/** Checks that `c` can be written in a `Set-Cookie` field (RFC 6265
    section 4.1.1).

    The name must be a non-empty token: no control character, space,
    non-ASCII octet or separator `( ) < > @ , ; : \ " / [ ] ? = { }`. The
    value may be wrapped in double quotes and must otherwise hold only
    cookie-octets: no control character, space, non-ASCII octet, `"`,
    `,`, `;` or `\`. Path, domain and an expiry given as text must hold no
    control character and no `;`.

    @throws std::invalid_argument naming the attribute and the character
*/
ROUTE_DECL void check_cookie(const http_cookie& c);

/** The value of a `Set-Cookie` field for `c`, attributes in pekko-http's
    order: `name=value; Expires=<RFC 1123 date>; Max-Age=n; Domain=d;
    Path=p; Secure; HttpOnly; SameSite=Lax`.

    @throws std::invalid_argument as `check_cookie`
*/
ROUTE_DECL std::string set_cookie_value(const http_cookie& c);

/** Writes `t` as an RFC 1123 date (the IMF-fixdate of RFC 9110), e.g.
    `Thu, 01 Jan 1970 00:00:00 GMT`; seconds are truncated.
*/
ROUTE_DECL std::string http_date(std::chrono::system_clock::time_point t);

namespace dsl {
namespace implementation_defined {

/// Extracts a cookie of the request (see `cookie`, `optional_cookie`).
template <bool Optional>
class cookie_directive
    : public directive_base<cookie_directive<Optional>,
                            std::conditional_t<Optional, std::optional<http_cookie>, http_cookie>>
{
public:
    explicit cookie_directive(std::string name)
        : name_(std::move(name)), findable_(detail::findable_cookie_name(name_)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        std::optional<std::string_view> v;
        if (findable_)
            v = detail::find_cookie_value(ctx.request(), name_);
        if constexpr (Optional)
        {
            std::optional<http_cookie> c;
            if (v)
            {
                c.emplace();
                c->name = name_;
                c->value.assign(*v);
            }
            return k(ctx, std::move(c));
        }
        else
        {
            if (!v)
                return route_result::rejected({missing_cookie_rejection{name_}});
            return k(ctx, http_cookie{name_, std::string(*v)});
        }
    }

private:
    std::string name_;
    bool findable_;
};

} // namespace implementation_defined

/** Extracts the cookie `name` of the request as a `route::http_cookie`.

    Cookies are read from every `Cookie` header field, in order (RFC
    6265); the first cookie of that name (case-sensitive) wins. Rejects
    with `missing_cookie_rejection{name}` (400) when there is none.

    @par Example
    @code
    auto r = cookie("session")([](route::http_cookie c) { return complete(c.value); });
    @endcode

    @param name the cookie's name
    @see optional_cookie
*/
inline implementation_defined::cookie_directive<false>
cookie(std::string name)
{
    return implementation_defined::cookie_directive<false>(std::move(name));
}

/** Extracts the cookie `name` of the request, if any, as a
    `std::optional<route::http_cookie>`; never rejects.

    @par Example
    @code
    auto r = optional_cookie("theme")([](std::optional<route::http_cookie> c) {
        return complete(c ? c->value : std::string("light"));
    });
    @endcode

    @param name the cookie's name
    @see cookie
*/
inline implementation_defined::cookie_directive<true>
optional_cookie(std::string name)
{
    return implementation_defined::cookie_directive<true>(std::move(name));
}

/** Adds a `Set-Cookie` field for `c` to every response the inner route
    completes with (as `respond_with_header`). The cookie is checked when
    the directive is made.

    @par Example
    @code
    auto r = set_cookie(route::http_cookie{.name = "session", .value = "abc", .path = "/",
                                           .http_only = true})(complete("logged in"));
    @endcode

    @throws std::invalid_argument for a name, value or attribute RFC 6265
    forbids (see `route::check_cookie`)
    @see delete_cookie, route::set_cookie_value
*/
inline respond_with_directive
set_cookie(const http_cookie& c)
{
    return respond_with_header("Set-Cookie", set_cookie_value(c));
}

/** Adds a `Set-Cookie` field that deletes the cookie `c` on the client
    to every response the inner route completes with: `c` with the value
    `deleted`, `Expires` on 1 January 1970 and `Max-Age=0` (its path and
    domain must be those the cookie was set with).

    @par Example
    @code
    auto r = delete_cookie(route::http_cookie{.name = "session", .path = "/"})(complete("bye"));
    @endcode

    @throws std::invalid_argument as `set_cookie`
*/
inline respond_with_directive
delete_cookie(http_cookie c)
{
    c.value = "deleted";
    c.max_age = 0;
    c.expires = std::chrono::system_clock::time_point{};
    return set_cookie(c);
}

/** Adds a `Set-Cookie` field that deletes the cookie `name` on the
    client to every response the inner route completes with (pekko-http's
    `deleteCookie(name, domain, path)`): the value `deleted`, `Expires` on
    1 January 1970 and `Max-Age=0`, with `Domain` and `Path` when not
    empty.

    @par Example
    @code
    auto r = path("logout")(delete_cookie("session", "", "/")(complete("bye")));
    // Set-Cookie: session=deleted; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/
    @endcode

    @param name the cookie's name
    @param domain the domain it was set for, or empty
    @param path the path it was set for, or empty
    @throws std::invalid_argument as `set_cookie`
*/
inline respond_with_directive
delete_cookie(std::string name, std::string domain = {}, std::string path = {})
{
    http_cookie c{.name = std::move(name)};
    if (!domain.empty())
        c.domain = std::move(domain);
    if (!path.empty())
        c.path = std::move(path);
    return delete_cookie(std::move(c));
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/cookie.ipp>
#endif

#endif
