//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DETAIL_QUERY_HPP
#define ROUTE_DETAIL_QUERY_HPP

#include <route/config.hpp>
#include <boost/system/result.hpp>
#include <string>
#include <string_view>

namespace route {
namespace detail {

// Looks up the first parameter named `name` (after percent-decoding, with
// '+' as a space) in a raw query. Returns false when absent, an error when
// the query is not valid RFC 3986 query syntax. A key without '=' has the
// value "".
ROUTE_DECL boost::system::result<bool>
find_query_param(std::string_view raw_query, std::string_view name, std::string& value);

} // namespace detail
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/detail/impl/query.ipp>
#endif

#endif
