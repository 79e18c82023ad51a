//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_HEADER_IPP
#define ROUTE_DSL_IMPL_HEADER_IPP

#include <route/dsl/header.hpp>

namespace route {
namespace dsl {
namespace detail {

response
add_response_headers(response r, const std::vector<header_field>& fields, bool defaults_only)
{
    std::vector<header_field> added;
    added.reserve(fields.size());
    for (auto const& f : fields)
        if (!defaults_only || !r.has_header(f.name))
            added.push_back(f);
    if (!added.empty())
        r.headers.insert(r.headers.begin(), std::make_move_iterator(added.begin()),
                         std::make_move_iterator(added.end()));
    return r;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
