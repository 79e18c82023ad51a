//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_CORS_HPP
#define ROUTE_DSL_CORS_HPP

// Cross-origin resource sharing, as pekko-http-cors: the settings, the
// `cors` directive and the handler of its rejections.

#include <route/config.hpp>
#include <route/core/method.hpp>
#include <route/core/rejection.hpp>
#include <route/core/rejection_handler.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/directive.hpp>
#include <chrono>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace route {

/// The origins a `cors` directive allows, as pekko-http-cors'
/// `HttpOriginMatcher`: any origin, or a list of serialized origins
/// (`scheme://host[:port]`).
///
/// An origin of the list matches exactly, scheme, host and port as
/// written (`http://localhost` is not `http://localhost:80`; browsers send
/// them in lower case); one whose host starts with `*.` matches any
/// subdomain of the rest with the same scheme and port
/// (`https://*.example.com` matches `https://api.example.com` and
/// `https://a.b.example.com`, not `https://example.com`). A list holding
/// only `"*"` is any origin, as in pekko's configuration. A default
/// constructed matcher (an empty list) allows none.
///
/// @par Example
/// @code
/// route::http_origin_matcher m{"https://example.com", "https://*.example.com"};
/// route::http_origin_matcher all = route::http_origin_matcher::any();
/// @endcode
class http_origin_matcher
{
public:
    /// Allows no origin.
    http_origin_matcher() = default;

    /** Allows the origins of the list (see the class).
        @throws std::invalid_argument when one is not a serialized origin
    */
    http_origin_matcher(std::initializer_list<std::string> origins)
        : http_origin_matcher(std::vector<std::string>(origins))
    {
    }

    /// As the list constructor.
    ROUTE_DECL explicit http_origin_matcher(std::vector<std::string> origins);

    /// Allows any origin.
    static http_origin_matcher any()
    {
        http_origin_matcher m;
        m.any_ = true;
        return m;
    }

    /// True when any origin is allowed.
    bool is_any() const noexcept { return any_; }

    /// The origins of the list, as given (none when `is_any()`).
    const std::vector<std::string>& origins() const noexcept { return origins_; }

    /// True when the serialized origin `origin` is allowed (false when it is not one).
    ROUTE_DECL bool matches(std::string_view origin) const;

    friend bool operator==(const http_origin_matcher& a, const http_origin_matcher& b) noexcept
    {
        return a.any_ == b.any_ && a.origins_ == b.origins_;
    }

private:
    bool any_ = false;
    bool has_wildcard_ = false; // an origin of the list has a host "*.domain"
    std::vector<std::string> origins_;
};

/** The request header fields a `cors` directive allows, as pekko-http-cors'
    `HttpHeaderRange`: any, or a list of names compared case-insensitively.
    A list holding only `"*"` is any; a default constructed range (an empty
    list) allows none.

    @par Example
    @code
    route::http_header_range h{"Content-Type", "X-Request-Id"};
    @endcode
*/
class http_header_range
{
public:
    /// Allows no field.
    http_header_range() = default;

    /// Allows the fields of the list.
    http_header_range(std::initializer_list<std::string> names)
        : http_header_range(std::vector<std::string>(names))
    {
    }

    /// As the list constructor.
    ROUTE_DECL explicit http_header_range(std::vector<std::string> names);

    /// Allows any field.
    static http_header_range any()
    {
        http_header_range r;
        r.any_ = true;
        return r;
    }

    /// True when any field is allowed.
    bool is_any() const noexcept { return any_; }

    /// The names of the list, as given (none when `is_any()`).
    const std::vector<std::string>& names() const noexcept { return names_; }

    /// True when the field `name` is allowed (case-insensitive).
    ROUTE_DECL bool matches(std::string_view name) const noexcept;

    friend bool operator==(const http_header_range& a, const http_header_range& b) noexcept
    {
        return a.any_ == b.any_ && a.names_ == b.names_;
    }

private:
    bool any_ = false;
    std::vector<std::string> names_;
};

/** The settings of the `cors` directive, pekko-http-cors' `CorsSettings`
    with the defaults of its `reference.conf`.

    @par Example
    @code
    auto r = cors(route::cors_settings{
        .allowed_origins = {"https://app.example.com"},
        .allowed_methods = {route::method::get, route::method::put},
        .allowed_headers = {"Content-Type", "X-Request-Id"},
        .max_age = std::chrono::minutes(10),
    })(inner);
    @endcode
*/
struct cors_settings
{
    /** The origins allowed (default: any). An actual or preflight request
        none of whose origins is allowed is rejected. With any origin and
        no credentials, responses say `Access-Control-Allow-Origin: *`;
        otherwise they echo the request's `Origin`.
    */
    http_origin_matcher allowed_origins = http_origin_matcher::any();

    /** The methods a preflight may ask for, listed in its
        `Access-Control-Allow-Methods` (default: GET, POST, HEAD, OPTIONS).
    */
    std::vector<::route::method> allowed_methods = {
        ::route::method::get, ::route::method::post, ::route::method::head,
        ::route::method::options};

    /** The request fields a preflight may ask for (default: any). A list
        is sent as `Access-Control-Allow-Headers`; with any, the fields the
        preflight asked for are echoed.
    */
    http_header_range allowed_headers = http_header_range::any();

    /// The response fields scripts may read, sent as
    /// `Access-Control-Expose-Headers` when not empty (default: none).
    std::vector<std::string> exposed_headers = {};

    /// Whether requests may carry credentials (cookies, authentication):
    /// `Access-Control-Allow-Credentials: true` (default: true).
    bool allow_credentials = true;

    /// How long a browser may cache a preflight's answer,
    /// `Access-Control-Max-Age` (default: 1800 s; none: no field).
    std::optional<std::chrono::seconds> max_age = std::chrono::seconds(1800);

    /** Whether requests that are not CORS requests (no `Origin`) pass to
        the inner route untouched (default: true); when false they are
        rejected with `cors_rejection::malformed`.
    */
    bool allow_generic_http_requests = true;
};

} // namespace route

// the checked policy cors(settings) keeps, built from the settings above
#include <route/dsl/detail/cors.hpp>

namespace route {

namespace dsl {
namespace implementation_defined {

/// The directive `cors()` and `cors(settings)` return.
template <class Policy>
class cors_directive : public directive_base<cors_directive<Policy>>
{
public:
    explicit cors_directive(Policy p) : p_(std::move(p)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        const detail::cors_policy& policy = p_.get();
        std::string_view origin;
        route_result out;
        switch (policy.check(ctx.request(), origin, out))
        {
        case detail::cors_step::pass: return k(ctx);
        case detail::cors_step::answered: return out;
        case detail::cors_step::actual: break;
        }
        route_result r = k(ctx);
        if (r.is_completed())
        {
            policy.add_actual_headers(r.response(), origin);
            return r;
        }
        if (!r.is_pending())
            return r;
        return std::move(r).then([p = p_, o = std::string(origin)](route_result x) {
            if (x.is_completed())
                p.get().add_actual_headers(x.response(), o);
            return x;
        });
    }

private:
    Policy p_;
};

/// The type of `route::cors_rejection_handler`.
struct cors_rejection_handler_type
{
    /// The handler.
    ROUTE_DECL rejection_handler operator()() const;

    /// The handler, where a `route::rejection_handler` is expected.
    operator rejection_handler() const { return (*this)(); }
};

} // namespace implementation_defined

/** Wraps the inner route with cross-origin resource sharing, with the
    default settings (`route::cors_settings{}`: any origin, credentials
    allowed, GET, POST, HEAD and OPTIONS, any request field, preflights
    cached 1800 s). See `cors(settings)`.

    @par Example
    @code auto r = cors()(path("api")(get(complete("data")))); @endcode
*/
inline implementation_defined::cors_directive<detail::default_cors_policy_ref>
cors()
{
    return implementation_defined::cors_directive<detail::default_cors_policy_ref>({});
}

/** Wraps the inner route with cross-origin resource sharing (the Fetch
    standard's CORS protocol), as pekko-http-cors' `cors(settings)`:

    - a preflight (`OPTIONS` with one `Origin` or `Origin: null`, and
      `Access-Control-Request-Method`) is answered here, 200 with no body,
      `Access-Control-Allow-Origin`, `Access-Control-Allow-Methods`,
      `Access-Control-Allow-Headers` (the list of the settings, or with any
      the fields asked for, when some were), `Access-Control-Max-Age` and
      `Access-Control-Allow-Credentials` as the settings say; the inner
      route never sees it. A preflight whose origin, method or fields are
      not allowed is rejected with one `cors_rejection` per cause.
    - an actual request (an `Origin`, no `Access-Control-Request-Method`)
      whose origins are not allowed is rejected (`invalid_origin`); else
      the inner route runs, and when it completes its response gets
      `Access-Control-Allow-Origin` (`*` with any origin and no
      credentials, else the request's origins), `Vary: Origin` when that
      is not `*`, `Access-Control-Expose-Headers` and
      `Access-Control-Allow-Credentials`; the CORS fields the inner route
      set itself are removed first. Its rejections and failures pass
      unchanged, so handle them inside `cors` for their responses to carry
      the fields.
    - any other request (no `Origin`, or one that is not a list of
      origins) passes untouched when `allow_generic_http_requests`, and
      is rejected with `cors_rejection::malformed` otherwise.

    The settings are checked and their fields rendered once, here; copies
    of the directive share them.

    @par Example
    @code
    auto api = cors(route::cors_settings{.allowed_origins = {"https://app.example.com"}})(
        handle_rejections(route::cors_rejection_handler)(path("items")(get(complete("[]")))));
    @endcode

    @throws std::invalid_argument when an allowed origin is not a
    serialized origin or `max_age` is negative
    @see route::cors_rejection_handler
*/
ROUTE_DECL implementation_defined::cors_directive<detail::shared_cors_policy>
cors(cors_settings settings);

namespace implementation_defined {

/// Passes a request from an allowed origin (see `check_same_origin`).
class check_same_origin_directive : public directive_base<check_same_origin_directive>
{
public:
    explicit check_same_origin_directive(http_origin_matcher allowed)
        : allowed_(std::move(allowed))
    {
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        if (auto r = detail::check_same_origin(ctx.request(), allowed_))
            return route_result::rejected({std::move(*r)});
        return k(ctx);
    }

private:
    http_origin_matcher allowed_;
};

} // namespace implementation_defined

/** Passes requests whose `Origin` header names an allowed origin, as
    pekko-http's `checkSameOrigin` (a defence against cross-site request
    forgery; pekko files it with the header directives). A request
    without `Origin` is rejected with `missing_header_rejection{"Origin"}`
    (400); one whose origins (an `Origin` may list several, or be `null`)
    are none of `allowed` with
    `invalid_origin_rejection{allowed.origins()}` (403
    ``Allowed `Origin` header values: ...``); an `Origin` that is not an
    origin list with `malformed_header_rejection{"Origin", ...}` (400).
    Origins compare as `http_origin_matcher::matches` does (scheme, host
    and port; a `*.domain` host matches its subdomains).

    @par Example
    @code
    auto r = check_same_origin({"https://app.example.com"})(post(complete("changed")));
    @endcode

    @throws std::invalid_argument (from the matcher) when an allowed origin is not one
*/
inline implementation_defined::check_same_origin_directive
check_same_origin(http_origin_matcher allowed)
{
    return implementation_defined::check_same_origin_directive(std::move(allowed));
}

} // namespace dsl

/** pekko-http-cors' `corsRejectionHandler`: answers a list holding
    `cors_rejection`s with 400 `CORS: <causes>` (their descriptions joined
    by `, `, see `cors_rejection_response`) and declines any other. Use it
    as `route::cors_rejection_handler` or `route::cors_rejection_handler()`.

    @par Example
    @code
    auto r = handle_rejections(route::cors_rejection_handler)(cors(settings)(inner));
    @endcode
*/
inline constexpr dsl::implementation_defined::cors_rejection_handler_type cors_rejection_handler{};

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/cors.ipp>
#endif

#endif
