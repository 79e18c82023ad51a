//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_TARGET_HPP
#define ROUTE_CORE_DETAIL_TARGET_HPP

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

} // namespace detail
} // namespace route

#endif
