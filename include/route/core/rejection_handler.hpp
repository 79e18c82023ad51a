//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_REJECTION_HANDLER_HPP
#define ROUTE_CORE_REJECTION_HANDLER_HPP

#include <route/config.hpp>
#include <route/core/detail/rejection_handler.hpp>
#include <route/core/exception_handler.hpp>
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

class rejection_handler_builder;

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

    /** This handler with the default one as its last fallback (as
        pekko-http's `seal`): it answers every list, the ones it declines
        with `default_rejection_response`.
    */
    ROUTE_DECL rejection_handler seal() const;

    /** A handler answering as this one, with `f` applied to each response
        it answers with: `f` is `(route::response) -> route::response`.
        Lists this handler declines stay declined; a fallback added later
        with `with_fallback` is not mapped (as pekko-http's
        `mapRejectionResponse`).

        @par Example
        @code
        // RFC 9457 problem details instead of plain text
        auto h = route::default_rejection_handler().map_rejection_response(route::as_problem_json);
        @endcode

        @see as_problem_json
    */
    ROUTE_DECL rejection_handler
    map_rejection_response(std::function<response(response)> f) const;

    /** Starts a handler made of cases (pekko-http's
        `RejectionHandler.newBuilder()`); see `rejection_handler_builder`.

        @par Example
        @code
        auto h = route::rejection_handler::builder()
                     .handle<route::missing_cookie_rejection>([](const route::missing_cookie_rejection& r) {
                         return route::dsl::complete(route::status::bad_request, "no " + r.name);
                     })
                     .handle_all<route::method_rejection>([](const std::vector<route::method_rejection>& all) {
                         return route::dsl::complete(route::status::method_not_allowed,
                                                     std::to_string(all.size()) + " methods");
                     })
                     .handle_not_found(route::dsl::complete(route::status::not_found, "nothing here"))
                     .result();
        @endcode
    */
    static rejection_handler_builder builder();

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

/** Builds a `rejection_handler` from cases (pekko-http's
    `RejectionHandler.newBuilder()`).

    A non-empty list is answered by the first case, in the order the cases
    were added, that takes any rejection of the list; the empty list (a
    request nothing matched) by the `handle_not_found` route. A list no
    case takes is declined: the rejections travel on to the handler's
    fallback (`with_fallback`), or to the default handler with `seal()`.

    `R` is one of the rejection types of `route::rejection`, or any other
    type `T`, which matches a `route::custom_rejection` holding a `T`.
*/
class rejection_handler_builder
{
public:
    using case_type = std::function<std::optional<route>(const std::vector<rejection>&)>;

    /** Adds a case for rejections of type `R`: `f` is
        `(const R&) -> route` (any route expression) and answers the first
        rejection of that type in the list; it may return
        `std::optional<route::route>` and decline, then the next rejection
        of the type is offered.
    */
    template <class R, class F>
        requires std::is_invocable_v<const F&, const R&>
    rejection_handler_builder& handle(F f)
    {
        cases_.push_back([f = std::move(f)](const std::vector<rejection>& list)
                             -> std::optional<route> {
            for (auto const& x : list)
                if (const R* p = detail::rejection_as<R>(x))
                    if (auto r = detail::as_optional_route(std::invoke(f, *p)))
                        return r;
            return std::nullopt;
        });
        return *this;
    }

    /** Adds a case for all the rejections of type `R` at once: `f` is
        `(const std::vector<R>&) -> route`, called with those of the list in
        order when there is at least one (it may return
        `std::optional<route::route>` and decline).
    */
    template <class R, class F>
        requires std::is_invocable_v<const F&, const std::vector<R>&>
    rejection_handler_builder& handle_all(F f)
    {
        cases_.push_back([f = std::move(f)](const std::vector<rejection>& list)
                             -> std::optional<route> {
            std::vector<R> all;
            for (auto const& x : list)
                if (const R* p = detail::rejection_as<R>(x))
                    all.push_back(*p);
            if (all.empty())
                return std::nullopt;
            return detail::as_optional_route(std::invoke(f, std::as_const(all)));
        });
        return *this;
    }

    /** Answers the empty rejection list (a request nothing matched) with
        `r`. Without it, the built handler declines the empty list.
    */
    template <routable R>
    rejection_handler_builder& handle_not_found(R&& r)
    {
        not_found_.emplace(route(std::forward<R>(r)));
        return *this;
    }

    /// The handler trying the cases in the order they were added.
    ROUTE_DECL rejection_handler result() const;

private:
    std::vector<case_type> cases_;
    std::optional<route> not_found_;
};

inline rejection_handler_builder
rejection_handler::builder()
{
    return rejection_handler_builder();
}

/** The response the default rejection handler gives for `list`
    (pekko-http's statuses and texts, in pekko-http's case order: the
    first case that matches any rejection of the list wins):

    | rejection | status | body |
    |---|---|---|
    | `request_entity_too_large_rejection` | 413 | `Request Content-Length of N bytes exceeds the configured limit of M bytes` (`Request entity exceeds the configured limit of M bytes` when N is not known); first, ahead of pekko-http's cases |
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
    | `missing_attribute_rejection` | 500 | `There was an internal server error.` |
    | `invalid_origin_rejection` | 403 | ``Allowed `Origin` header values: <origins>`` (joined by `, `) |
    | `missing_query_param_rejection` | 404 | `Request is missing required query parameter 'n'` |
    | `request_entity_expected_rejection` | 400 | `Request entity expected but not supplied` |
    | `too_many_ranges_rejection` | 416 | `Request contains too many ranges` |
    | `unsatisfiable_range_rejection` | 416, `Content-Range` of `bytes *` `/<length>` | `None of the following requested Ranges were satisfiable:\n<ranges>` (one a line) |
    | `authentication_failed_rejection` | 401, one `WWW-Authenticate` per rejection | `The resource requires authentication, which was not supplied with the request` (the first is `credentials_missing`), else `The supplied authentication is invalid` |
    | `unaccepted_response_content_type_rejection` | 406 | `Resource representation is only available with these types:\n<types, one per line>` |
    | `unaccepted_response_encoding_rejection` | 406 | `Resource representation is only available with these Content-Encodings:\n<codings, one per line>` |
    | `unsupported_request_content_type_rejection` | 415 | `The request's Content-Type is not supported. Expected:\n<types>` |
    | `unsupported_request_encoding_rejection` | 400 | `The request's Content-Encoding is not supported. Expected:\n<codings>` (joined by ` or `) |
    | `expected_websocket_request_rejection` | 400 | `Expected WebSocket Upgrade request` |
    | `unsupported_websocket_subprotocol_rejection` | 400, `Sec-WebSocket-Protocol` lists all protocols | `None of the websocket subprotocols offered in the request are supported. Supported are 'echo','greeter'.` |
    | `tls_client_certificate_rejection` | 401 | `No client certificate found or client certificate not trusted` |
    | `validation_rejection` | 400 | `<message>` |
    | `cors_rejection` | 400 | `CORS: <description>, <description>` (every CORS rejection's cause, see `cors_rejection_response`); pekko-http's default handler does not know it and answers 500 |
    | only others (`custom_rejection`) | 500 | `There was an internal server error.` |
    | none (empty list) | 404 | `The requested resource could not be found.` |

    Bodies are `text/plain; charset=utf-8`.
*/
ROUTE_DECL response default_rejection_response(const std::vector<rejection>& list);

/** The response of pekko-http-cors' rejection handler: 400
    `CORS: <causes>`, the descriptions of the list's `cors_rejection`s joined
    by `, `, e.g. `CORS: invalid origin 'http://a.com', invalid method 'PATCH'`;
    `std::nullopt` when the list holds none. `route::cors_rejection_handler`
    answers with it.
*/
ROUTE_DECL std::optional<response> cors_rejection_response(const std::vector<rejection>& list);

/// The default rejection handler: completes with `default_rejection_response`.
ROUTE_DECL rejection_handler default_rejection_handler();

/// The 404 response for a request nothing matched.
ROUTE_DECL response not_found_response();

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/rejection_handler.ipp>
#endif

#endif
