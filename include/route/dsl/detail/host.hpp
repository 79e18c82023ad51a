//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_HOST_HPP
#define ROUTE_DSL_DETAIL_HOST_HPP

// The implementation details of <route/dsl/host.hpp>.

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/path_matcher.hpp>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

/** The host the request is for, lower-cased, without port: from an
    absolute-form request-target, else the `Host` header field, else the
    request's default host (the test kit's `example.com`); IPv6 addresses
    without brackets. "" when none is known.
*/
ROUTE_DECL std::string request_host(const request_context& ctx);

/** The request's URI scheme, lower-cased: from an absolute-form
    request-target, else `request::scheme()` ("http" unless the runner
    says otherwise).
*/
ROUTE_DECL std::string request_scheme(const request_context& ctx);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
