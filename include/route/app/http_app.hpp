//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_HTTP_APP_HPP
#define ROUTE_APP_HTTP_APP_HPP

#include <route/config.hpp>
#include <route/core/exception_handler.hpp>
#include <route/core/rejection_handler.hpp>
#include <route/core/request.hpp>
#include <route/core/route.hpp>

namespace route {

class http_app;

/** Runs `r` on `req` as is: no rejection handling, exceptions propagate.

    A request-target that is not valid completes with
    400 `Illegal request-target: <reason>`.
*/
ROUTE_DECL route_result run(const route& r, const request& req);

/** `r` sealed: exceptions answered by the default exception handler (500
    `There was an internal server error.`, logged), rejections by the
    default rejection handler (404 when nothing matched). A route that
    always completes.

    It is `handle_exceptions(default_exception_handler())` applied to
    `handle_rejections(default_rejection_handler())(r)`, as pekko-http's
    `Route.seal`.

    @par Example
    @code
    route::route sealed = route::seal(path("items")(get(complete("all"))));
    @endcode
*/
ROUTE_DECL route seal(route r);

/** `r` sealed with the given handlers: `eh` for exceptions, `rh` for
    rejections. Where a handler declines, the exception or the rejections
    travel on.
*/
ROUTE_DECL route seal(route r, exception_handler eh, rejection_handler rh);

/** Routes with a rejection handler applied: a request with rejections is
    answered by the handler; a request nothing matched (an empty rejection
    list) stays unmatched, so that several `http_routes` can be tried in
    turn; an exception that escapes a handler becomes 500
    `There was an internal server error.` and is logged on stderr.

    Built on `route::seal`, with the rejection handler's `matched_only()`.
*/
class http_routes
{
public:
    /// `r` with the handler `h` (when `h` declines: the default one).
    ROUTE_DECL http_routes(route r, rejection_handler h);

    /** Runs the routes: a completed (or pending) result, or a rejected one
        with an empty list when nothing matched.
    */
    ROUTE_DECL route_result operator()(const request& req) const;

    /// An application answering 404 where nothing matched.
    ROUTE_DECL http_app or_not_found() const;

    /// The sealed route behind these routes.
    const route& sealed() const noexcept { return sealed_; }

private:
    route sealed_;
};

/** An HTTP application: answers every request. Its result is completed,
    or pending while a handler awaits I/O, and then settles completed.
*/
class http_app
{
public:
    ROUTE_DECL explicit http_app(const http_routes& routes);

    ROUTE_DECL route_result operator()(const request& req) const;

private:
    route r_;
};

/** `r` with the default rejection handler applied.

    @par Example
    @code
    route::http_app app = route::to_http_routes(my_route).or_not_found();
    @endcode
*/
ROUTE_DECL http_routes to_http_routes(route r);

/// `r` with the rejection handler `h` applied (`h` declining: the default one).
ROUTE_DECL http_routes to_http_routes(route r, rejection_handler h);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/app/impl/http_app.ipp>
#endif

#endif
