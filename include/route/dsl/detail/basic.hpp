//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_BASIC_HPP
#define ROUTE_DSL_DETAIL_BASIC_HPP

// The implementation details of <route/dsl/basic.hpp>.

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/dsl/detail/map_response.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/host.hpp>
#include <boost/url/url.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

/// The whole percent-encoded path of the request's target.
ROUTE_DECL std::string_view request_path(const request_context& ctx);

/// The client's address: X-Forwarded-For, X-Real-IP, the peer, "unknown".
ROUTE_DECL std::string client_ip(const request_context& ctx);

/// The effective request URI; false for a target Boost.URL cannot read.
ROUTE_DECL bool effective_uri(const request_context& ctx, boost::urls::url& out);

/** Throws `std::invalid_argument` naming `p` unless it is a percent-encoded
    path (RFC 3986): what `map_unmatched_path` makes must be one.
*/
ROUTE_DECL void check_unmatched_path(std::string_view p);

/// The response of `redirect`; throws for a status that is not a redirection.
ROUTE_DECL response redirect_response(std::string_view uri, ::route::status s);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
