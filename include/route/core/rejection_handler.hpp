//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_REJECTION_HANDLER_HPP
#define ROUTE_CORE_REJECTION_HANDLER_HPP

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/route.hpp>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

/** Turns a list of rejections into a route that answers them, or declines
    (returns `std::nullopt`) so that the rejections travel on.

    The list it receives has cancellations applied and duplicates removed.

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
    rejection_handler(F f) : f_(std::move(f))
    {
    }

    /// Answers `list`, or declines.
    std::optional<route> operator()(const std::vector<rejection>& list) const
    {
        return f_(list);
    }

    /// A handler that asks `*this` first and `fallback` when it declines.
    ROUTE_DECL rejection_handler with_fallback(rejection_handler fallback) const;

private:
    function_type f_;
};

/** The response the default rejection handler gives for `list`
    (pekko-http's statuses and texts, in pekko-http's case order: the
    first case that matches any rejection of the list wins):

    | rejection | status | body |
    |---|---|---|
    | `method_rejection` | 405, `Allow` lists all methods | `HTTP method not allowed, supported methods: GET, PUT` |
    | `malformed_query_param_rejection` | 400 | `The query parameter 'n' was malformed:\n<message>` |
    | `malformed_request_content_rejection` | 400 | `The request content was malformed:\n<message>` |
    | `missing_query_param_rejection` | 404 | `Request is missing required query parameter 'n'` |
    | `unsupported_request_content_type_rejection` | 415 | `The request's Content-Type is not supported. Expected:\n<types>` |
    | `validation_rejection` | 400 | `<message>` |
    | none (empty list) | 404 | `The requested resource could not be found.` |

    Bodies are `text/plain; charset=utf-8`.
*/
ROUTE_DECL response default_rejection_response(const std::vector<rejection>& list);

/// The default rejection handler: completes with `default_rejection_response`.
ROUTE_DECL rejection_handler default_rejection_handler();

/// The 404 response for a request nothing matched.
ROUTE_DECL response not_found_response();

/// The 500 response for an exception that escaped a handler.
ROUTE_DECL response internal_error_response();

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/rejection_handler.ipp>
#endif

#endif
