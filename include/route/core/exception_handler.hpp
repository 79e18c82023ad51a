//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_EXCEPTION_HANDLER_HPP
#define ROUTE_CORE_EXCEPTION_HANDLER_HPP

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace route {

class exception_handler;

/** The default exception handler: logs `route: error while handling
    <method> <target>: <what>` on `stderr` and completes with
    `internal_error_response()`.
*/
ROUTE_DECL exception_handler default_exception_handler();

/** Turns an exception that escaped a handler into a route that answers
    it, or declines (returns `std::nullopt`) so that the exception travels
    on.

    `route::dsl::handle_exceptions` applies a handler to a route;
    `route::seal` and `route::to_http_routes` apply the default one, which
    logs the exception on `stderr` and answers 500
    `There was an internal server error.` (pekko-http's).

    @par Example
    @code
    route::exception_handler h([](std::exception_ptr e) -> std::optional<route::route> {
        try { std::rethrow_exception(e); }
        catch (const std::out_of_range&) { return route::dsl::complete(route::status::not_found); }
        catch (...) { return std::nullopt; }
    });
    @endcode
*/
class exception_handler
{
public:
    using function_type = std::function<std::optional<route>(std::exception_ptr)>;

    /// Wraps `f`: `(std::exception_ptr) -> std::optional<route::route>`.
    template <class F>
        requires(!std::is_same_v<std::remove_cvref_t<F>, exception_handler> &&
                 std::is_invocable_r_v<std::optional<route>, const F&, std::exception_ptr>)
    exception_handler(F f) : f_(std::move(f))
    {
    }

    /// The route answering `e`, or `std::nullopt` when the handler declines.
    ROUTE_DECL std::optional<route> operator()(std::exception_ptr e) const;

    /** Answers `e` for the request of `ctx`: the result of the answering
        route (which may be pending), or `std::nullopt` when the handler
        declines.
    */
    ROUTE_DECL std::optional<route_result> answer(std::exception_ptr e,
                                                 const request_context& ctx) const;

    /// A handler that asks `*this` first and `fallback` when it declines.
    ROUTE_DECL exception_handler with_fallback(exception_handler fallback) const;

private:
    friend exception_handler default_exception_handler();

    exception_handler() = default;

    function_type f_; // empty: the default handler
    std::shared_ptr<const exception_handler> fallback_;
};

/// The 500 response for an exception that escaped a handler.
ROUTE_DECL response internal_error_response();

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/exception_handler.ipp>
#endif

#endif
