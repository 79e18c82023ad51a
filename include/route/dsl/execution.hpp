//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_EXECUTION_HPP
#define ROUTE_DSL_EXECUTION_HPP

// pekko-http's execution directives: handle_exceptions and
// handle_rejections, from which route::seal is built.

#include <route/config.hpp>
#include <route/core/exception_handler.hpp>
#include <route/core/rejection_handler.hpp>
#include <route/dsl/detail/execution.hpp>
#include <route/dsl/directive.hpp>
#include <exception>
#include <utility>

namespace route {
namespace dsl {

namespace implementation_defined {

/// The directive `handle_exceptions(h)` returns.
class handle_exceptions_directive : public directive_base<handle_exceptions_directive>
{
public:
    handle_exceptions_directive(std::in_place_t, exception_handler h) : h_(std::move(h)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        route_result r;
        try
        {
            r = k(ctx);
        }
        catch (...)
        {
            r = route_result::failed(std::current_exception());
        }
        return detail::handle_now_or_later<handle_exceptions_directive>(std::move(r), ctx, h_);
    }

    /// Answers a failed result with `h`; any other result passes.
    ROUTE_DECL static route_result handle(route_result r, const request_context& ctx,
                                          const exception_handler& h);

private:
    exception_handler h_;
};

/// The directive `handle_rejections(h)` returns.
class handle_rejections_directive : public directive_base<handle_rejections_directive>
{
public:
    handle_rejections_directive(std::in_place_t, rejection_handler h) : h_(std::move(h)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return detail::handle_now_or_later<handle_rejections_directive>(k(ctx), ctx, h_);
    }

    /// Answers a rejected result with `h`; any other result passes.
    ROUTE_DECL static route_result handle(route_result r, const request_context& ctx,
                                          const rejection_handler& h);

private:
    rejection_handler h_;
};

} // namespace implementation_defined

/** Runs the inner route and answers an exception that escapes it (thrown
    by a handler, at once or after awaiting) with `h`; when `h` declines,
    the exception travels on.

    An exception is not a rejection: in `handle_exceptions(h)(a | b)`, an
    exception thrown in `a` is answered by `h`; `b` is not tried.

    @par Example
    @code
    auto r = handle_exceptions(route::default_exception_handler())(
        path("boom")([]() -> route::route { throw std::runtime_error("x"); }));
    @endcode
*/
inline implementation_defined::handle_exceptions_directive
handle_exceptions(exception_handler h)
{
    return implementation_defined::handle_exceptions_directive(std::in_place, std::move(h));
}

/** Runs the inner route and answers its rejections with `h`; when `h`
    declines, the rejections (cancellations applied) travel on.

    The route `h` answers with must complete: should it reject, the result
    is an error (answered 500 by an enclosing `handle_exceptions`).

    @par Example
    @code
    auto r = handle_rejections(route::default_rejection_handler())(
        path("items")(get(complete("items"))));
    @endcode
*/
inline implementation_defined::handle_rejections_directive
handle_rejections(rejection_handler h)
{
    return implementation_defined::handle_rejections_directive(std::in_place, std::move(h));
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/execution.ipp>
#endif

#endif
