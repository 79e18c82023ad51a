//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_TARGET_HPP
#define ROUTE_CORE_DETAIL_TARGET_HPP

// A request-target, split and checked once.

#include <route/config.hpp>
#include <boost/system/error_code.hpp>
#include <string_view>

namespace route {
namespace detail {

/** A request-target split once (`parse_target`): its path (percent-encoded;
    `/` for an absolute-form target without one) and its query (without
    `?` and without a fragment), views of the target.
*/
struct target_parts
{
    std::string_view path;
    std::string_view query;
    bool has_query = false;
};

// The target's path and query, split (the query without its fragment).
inline void
split_target(std::string_view t, std::string_view& path, std::string_view& query, bool& has_query)
{
    auto q = t.find('?');
    path = t.substr(0, q);
    has_query = q != std::string_view::npos;
    if (has_query)
    {
        query = t.substr(q + 1);
        // a fragment is not part of a request-target; keep the query only
        query = query.substr(0, query.find('#'));
    }
}

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

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/target.ipp>
#endif

#endif
