//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_REJECTION_HANDLER_HPP
#define ROUTE_CORE_REJECTION_HANDLER_HPP

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

/** Turns a list of rejections into a route that answers them, or declines
    (returns `std::nullopt`) so that the rejections travel on.

    The list it receives has cancellations applied and duplicates removed.
    `route::dsl::handle_rejections` applies a handler to a route, and
    `route::seal` and `route::to_http_routes` apply one with exception
    handling.

    @par Example
    @code
    route::rejection_handler h([](const std::vector<route::rejection>& list)
        -> std::optional<route::route> {
        for (auto const& r : list)
            if (std::holds_alternative<route::missing_query_param_rejection>(r))
                return route::dsl::complete(route::status::bad_request, "need more");
        return std::nullopt;
    });
    @endcode
*/
class rejection_handler
{
public:
    using function_type =
        std::function<std::optional<route>(const std::vector<rejection>&)>;

    /// Wraps `f`: `(const std::vector<rejection>&) -> std::optional<route::route>`.
    template <class F>
        requires(!std::is_same_v<std::remove_cvref_t<F>, rejection_handler> &&
                 std::is_invocable_r_v<std::optional<route>, const F&,
                                       const std::vector<rejection>&>)
    rejection_handler(F f) : route_(std::move(f))
    {
    }

    /** A handler answering with plain responses: `f` is
        `(const std::vector<rejection>&) -> std::optional<route::response>`.
    */
    template <class F>
    static rejection_handler from_responses(F f)
    {
        return rejection_handler(std::in_place, response_function(std::move(f)));
    }

    /// The route answering `list`, or `std::nullopt` when the handler declines.
    ROUTE_DECL std::optional<route> operator()(const std::vector<rejection>& list) const;

    /** Answers `list` for the request of `ctx`: the result of the answering
        route (which may be pending), or `std::nullopt` when the handler
        declines. A response-producing handler answers without building a
        route.
    */
    ROUTE_DECL std::optional<route_result>
    answer(const std::vector<rejection>& list, const request_context& ctx) const;

    /// A handler that asks `*this` first and `fallback` when it declines.
    ROUTE_DECL rejection_handler with_fallback(rejection_handler fallback) const;

    /** This handler, declining the empty list (a request nothing matched),
        so that an unmatched request stays unmatched.
    */
    ROUTE_DECL rejection_handler matched_only() const;

private:
    using response_function =
        std::function<std::optional<response>(const std::vector<rejection>&)>;

    rejection_handler(std::in_place_t, response_function f) : response_(std::move(f)) {}
    rejection_handler() = default;

    function_type route_;       // a user's handler, or
    response_function response_; // one answering with plain responses
    std::shared_ptr<const rejection_handler> fallback_;
    bool matched_only_ = false;
};

/** The response the default rejection handler gives for `list`
    (pekko-http's statuses and texts, in pekko-http's case order: the
    first case that matches any rejection of the list wins):

    | rejection | status | body |
    |---|---|---|
    | `scheme_rejection` | 400 | `Uri scheme not allowed, supported schemes: https` (all of them, comma-separated) |
    | `method_rejection` | 405, `Allow` lists all methods | `HTTP method not allowed, supported methods: GET, PUT` |
    | `authorization_failed_rejection` | 403 | `The supplied authentication is not authorized to access this resource` |
    | `malformed_form_field_rejection` | 400 | `The form field 'n' was malformed:\n<message>` |
    | `malformed_header_rejection` | 400 | `The value of HTTP header 'n' was malformed:\n<message>` |
    | `malformed_query_param_rejection` | 400 | `The query parameter 'n' was malformed:\n<message>` |
    | `malformed_request_content_rejection` | 400 | `The request content was malformed:\n<message>` |
    | `missing_cookie_rejection` | 400 | `Request is missing required cookie 'n'` |
    | `missing_form_field_rejection` | 400 | `Request is missing required form field 'n'` |
    | `missing_header_rejection` | 400 | `Request is missing required HTTP header 'n'` |
    | `missing_query_param_rejection` | 404 | `Request is missing required query parameter 'n'` |
    | `authentication_failed_rejection` | 401, one `WWW-Authenticate` per rejection | `The resource requires authentication, which was not supplied with the request` (the first is `credentials_missing`), else `The supplied authentication is invalid` |
    | `unsupported_request_content_type_rejection` | 415 | `The request's Content-Type is not supported. Expected:\n<types>` |
    | `validation_rejection` | 400 | `<message>` |
    | only others (`custom_rejection`) | 500 | `There was an internal server error.` |
    | none (empty list) | 404 | `The requested resource could not be found.` |

    Bodies are `text/plain; charset=utf-8`.
*/
ROUTE_DECL response default_rejection_response(const std::vector<rejection>& list);

/// The default rejection handler: completes with `default_rejection_response`.
ROUTE_DECL rejection_handler default_rejection_handler();

/// The 404 response for a request nothing matched.
ROUTE_DECL response not_found_response();

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/rejection_handler.ipp>
#endif

#endif
