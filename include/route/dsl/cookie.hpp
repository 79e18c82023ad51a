//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_COOKIE_HPP
#define ROUTE_DSL_COOKIE_HPP

// pekko-http's cookie directives: cookie and optional_cookie.

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/dsl/directive.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace route {

/** A cookie: a name and a value (pekko-http's `HttpCookiePair`).
*/
struct http_cookie
{
    std::string name;
    std::string value;
    friend bool operator==(const http_cookie&, const http_cookie&) = default;
};

namespace dsl {
namespace detail {

/** The value of the first cookie named `name` in the request's `Cookie`
    header fields (all of them, in order), parsed as RFC 6265 section 5.4
    reads a cookie-string: pairs separated by `;`, spaces around them
    ignored, a value in double quotes unquoted, a pair without `=` skipped.
    Names are case-sensitive.
*/
ROUTE_DECL std::optional<std::string> find_cookie(const ::route::request& req,
                                                  std::string_view name);

// True when a cookie named `name` can be found: its name has no '=' or
// ';', and no blank at either end.
ROUTE_DECL bool findable_cookie_name(std::string_view name) noexcept;

// As `find_cookie`, for a name that `findable_cookie_name` accepts: a view
// of the value in the request's field.
ROUTE_DECL std::optional<std::string_view> find_cookie_value(const ::route::request& req,
                                                             std::string_view name);

} // namespace detail

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

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/cookie.ipp>
#endif

#endif
