//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_REQUEST_CONTEXT_HPP
#define ROUTE_CORE_DETAIL_REQUEST_CONTEXT_HPP

// The implementation details of <route/core/request_context.hpp>.

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <boost/system/result.hpp>
#include <cstdint>
#include <string_view>

namespace route {
namespace detail {

/** Checks a percent-encoded query (without `?`): RFC 3986 query
    characters (with `[` and `]`, as Boost.URL's parameter grammar allows)
    and well-formed percent-escapes. The server refuses a request whose
    query fails it; the parameter directives reject it as malformed.
*/
ROUTE_DECL boost::system::error_code check_query(std::string_view query) noexcept;

/** Checks a request-target and splits it: origin-form (an RFC 3986 path,
    then the query as `check_query` has it; a fragment is dropped) or
    absolute-form (its path, `/` when it has none, and its query). The one
    split and check of a target: a transport's exchange makes it once per
    request and gives the parts to the request
    (`request::with_parsed_target`), so that `request_context::make` and
    the parameter directives do not repeat it.
*/
ROUTE_DECL boost::system::error_code parse_target(std::string_view target,
                                                  target_parts& out) noexcept;

/// `parse_target`, the parts dropped.
ROUTE_DECL boost::system::error_code check_target(std::string_view target) noexcept;

} // namespace detail
} // namespace route

#endif
