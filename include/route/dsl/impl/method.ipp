//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_METHOD_IPP
#define ROUTE_DSL_IMPL_METHOD_IPP

#include <route/dsl/method.hpp>
#include <route/detail/query.hpp>
#include <route/detail/iequals.hpp>

namespace route {
namespace dsl {

override_method_directive::outcome
override_method_directive::resolve(const request_context& ctx, ::route::method& m) const
{
    if (!ctx.has_query())
        return outcome::absent;
    std::string value;
    auto found = ::route::detail::find_query_param(ctx.raw_query(), name_, value);
    if (!found)
        return outcome::bad_query;
    if (!*found)
        return outcome::absent;
    for (auto& c : value)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    ::route::method candidate(value);
    if (!candidate.is_standard())
        return outcome::unknown_method;
    m = std::move(candidate);
    return outcome::replaced;
}

route_result
override_method_directive::fail(const request_context& ctx, outcome o) const
{
    if (o == outcome::bad_query)
        return route_result::rejected({malformed_request_content_rejection{
            "The request's query string is invalid."}});
    std::string value;
    (void)::route::detail::find_query_param(ctx.raw_query(), name_, value);
    return route_result(text_response(
        ::route::status::not_implemented,
        "The HTTP method '" + value + "' given in the query parameter '" + name_ +
            "' is not supported."));
}

} // namespace dsl
} // namespace route

#endif
