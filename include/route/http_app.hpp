//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_HTTP_APP_HPP
#define ROUTE_HTTP_APP_HPP

#include <route/config.hpp>
#include <route/core/rejection_handler.hpp>
#include <route/core/request.hpp>
#include <route/core/route.hpp>

namespace route {

class http_app;

/** Runs `r` on `req` as is: no rejection handling, exceptions propagate.

    A request-target whose path is not valid completes with
    400 `Illegal request-target`.
*/
ROUTE_DECL route_result run(const route& r, const request& req);

/** Routes with a rejection handler applied: a request with rejections is
    answered by the handler; a request nothing matched (an empty rejection
    list) stays unmatched, so that several `http_routes` can be tried in
    turn; an exception that escapes a handler becomes 500
    `There was an internal server error.` and is logged on stderr.
*/
class http_routes
{
public:
    http_routes(route r, rejection_handler h)
        : r_(std::move(r)), h_(std::move(h)) {}

    /** Runs the routes: a completed (or pending) result, or a rejected one
        with an empty list when nothing matched.
    */
    ROUTE_DECL route_result operator()(const request& req) const;

    /// An application answering 404 where nothing matched.
    ROUTE_DECL http_app or_not_found() const;

private:
    route r_;
    rejection_handler h_;
};

/** An HTTP application: answers every request (the result is completed,
    or pending while a handler awaits I/O).
*/
class http_app
{
public:
    explicit http_app(http_routes routes) : routes_(std::move(routes)) {}

    ROUTE_DECL route_result operator()(const request& req) const;

private:
    http_routes routes_;
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

/** `r` with the default rejection handler and exception handling: a route
    that always completes (404 when nothing matched, 500 on an exception).
*/
ROUTE_DECL route seal(route r);

namespace detail {

// Logs an exception that escaped a handler and returns the 500 response.
ROUTE_DECL response handle_exception(std::exception_ptr e, const request_context& ctx);

// Settles a result against a rejection handler: rejections go to `h`
// (an empty list too, unless `keep_unmatched`), failures become 500.
ROUTE_DECL route_result finish(route_result r, const request_context& ctx,
                               const rejection_handler& h, bool keep_unmatched);

} // namespace detail

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/impl/http_app.ipp>
#endif

#endif
