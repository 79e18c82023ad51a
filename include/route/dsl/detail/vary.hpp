//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_VARY_HPP
#define ROUTE_DSL_DETAIL_VARY_HPP

// The Vary field (RFC 9110 12.5.5) of a response that depends on a request
// field: encode_response (Accept-Encoding), cors (Origin).

#include <route/core/response.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <string>
#include <string_view>

namespace route {
namespace dsl {
namespace detail {

/** Adds `field` to the `Vary` field of `r` (creating it), unless it is
    listed already (case-insensitive) or the field is `*`.
*/
inline void
add_vary(response& r, std::string_view field)
{
    header_field* first = nullptr;
    for (auto& f : r.headers)
    {
        if (!::route::detail::iequals(f.name, "Vary"))
            continue;
        if (!first)
            first = &f;
        bool listed = !::route::detail::for_each_element(f.value, [&](std::string_view item) {
            return item != "*" && !::route::detail::iequals(item, field);
        });
        if (listed)
            return;
    }
    if (!first)
        r.headers.push_back({"Vary", std::string(field)});
    else if (::route::detail::trim_ows(first->value).empty())
        first->value = std::string(field);
    else
        (first->value += ", ") += field;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
