//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_EXCEPTION_HANDLER_HPP
#define ROUTE_CORE_EXCEPTION_HANDLER_HPP

#include <route/config.hpp>
#include <route/core/detail/exception_handler.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

class exception_handler;
class exception_handler_builder;

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

    /** This handler with the default one as its last fallback (as
        pekko-http's `seal`): it answers every exception, those it does not
        know with 500.
    */
    ROUTE_DECL exception_handler seal() const;

    /** Starts a handler made of typed cases (pekko-http's
        `ExceptionHandler { case ... }`).

        @par Example
        @code
        auto h = route::exception_handler::builder()
                     .handle<std::out_of_range>([](const std::out_of_range&) {
                         return route::dsl::complete(route::status::not_found);
                     })
                     .result();
        @endcode
    */
    static exception_handler_builder builder();

private:
    friend exception_handler default_exception_handler();

    exception_handler() = default;

    function_type f_; // empty: the default handler
    std::shared_ptr<const exception_handler> fallback_;
};

/** Builds an `exception_handler` from typed cases, tried in order: the
    first case whose type the exception is (or derives from) answers.
    An exception no case takes is declined (it travels on to an outer
    handler; `seal()` answers it with the default 500).

    @see exception_handler::builder
*/
class exception_handler_builder
{
public:
    using case_type = std::function<std::optional<route>(const std::exception_ptr&)>;

    /** Adds a case for exceptions of type `E` (caught as `const E&`): `f`
        is `(const E&) -> route` (any route expression), or returns
        `std::optional<route::route>` to decline.
    */
    template <class E, class F>
        requires std::is_invocable_v<const F&, const E&>
    exception_handler_builder& handle(F f)
    {
        cases_.push_back([f = std::move(f)](const std::exception_ptr& e) -> std::optional<route> {
            try
            {
                std::rethrow_exception(e);
            }
            catch (const E& x)
            {
                return detail::as_optional_route(std::invoke(f, x));
            }
            catch (...)
            {
                return std::nullopt;
            }
        });
        return *this;
    }

    /// The handler trying the cases in the order they were added.
    ROUTE_DECL exception_handler result() const;

private:
    std::vector<case_type> cases_;
};

inline exception_handler_builder
exception_handler::builder()
{
    return exception_handler_builder();
}

/// The 500 response for an exception that escaped a handler.
ROUTE_DECL response internal_error_response();

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/exception_handler.ipp>
#endif

#endif
