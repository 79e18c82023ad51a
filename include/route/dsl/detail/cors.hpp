//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_CORS_HPP
#define ROUTE_DSL_DETAIL_CORS_HPP

// The implementation details of <route/dsl/cors.hpp>, which includes this
// header once `cors_settings` is declared: include that header, not this
// one.

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
namespace dsl {
namespace detail {

/// What `cors_policy::check` decided for a request.
enum class cors_step : unsigned char
{
    pass,     ///< not a CORS request: the inner route, untouched
    actual,   ///< an allowed actual request: the inner route, then its headers
    answered, ///< a preflight answered, or a rejection
};

/** `cors_settings` checked and turned into the field values the
    directive sends, computed once.
*/
class cors_policy
{
public:
    /// @throws std::invalid_argument when `max_age` is negative
    ROUTE_DECL explicit cors_policy(cors_settings s);

    /** Decides for `req`: `pass`, `actual` (with `origin`, the request's
        origin list, for `add_actual_headers`), or `answered` with the
        preflight's response or the rejections in `out`.
    */
    ROUTE_DECL cors_step check(const request& req, std::string_view& origin,
                               route_result& out) const;

    /// Replaces the CORS fields of an actual response by this policy's.
    ROUTE_DECL void add_actual_headers(response& r, std::string_view origin) const;

private:
    ROUTE_DECL std::string_view allow_origin_value(std::string_view origin) const noexcept;

    cors_settings s_;
    std::string allow_methods_;  // Access-Control-Allow-Methods
    std::string allow_headers_;  // Access-Control-Allow-Headers for a list
    std::string expose_headers_; // Access-Control-Expose-Headers ("" none)
    std::string max_age_;        // Access-Control-Max-Age ("" none)
};

/// The policy of the default settings, made once.
ROUTE_DECL const cors_policy& default_cors_policy();

// The policy of `cors()`: the default one, held by no object.
struct default_cors_policy_ref
{
    const cors_policy& get() const { return default_cors_policy(); }
};

// The policy of `cors(settings)`, shared by the copies of a route.
struct shared_cors_policy
{
    std::shared_ptr<const cors_policy> p;
    const cors_policy& get() const noexcept { return *p; }
};

/// What `check_same_origin` makes of a request: nullopt when it passes.
ROUTE_DECL std::optional<rejection> check_same_origin(const request& req,
                                                      const http_origin_matcher& allowed);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
