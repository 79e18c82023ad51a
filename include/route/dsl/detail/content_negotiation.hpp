//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_CONTENT_NEGOTIATION_HPP
#define ROUTE_DSL_DETAIL_CONTENT_NEGOTIATION_HPP

// complete(value)'s content negotiation (pekko-http's ContentNegotiator):
// is the marshalled response's Content-Type one the request's Accept and
// Accept-Charset fields accept?

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <string_view>

namespace route {
namespace dsl {
namespace detail {

/** The q-value, in thousandths (0 to 1000), that `req`'s `Accept` and
    `Accept-Charset` fields give to a body of `content_type` (RFC 9110
    12.5.1, 12.5.2, as pekko-http reads them).

    `Accept`: the most specific range that matches wins (`type/subtype`
    before `type/` plus a wildcard subtype, before the range of all types; more parameters first, then the higher
    q-value, then the earlier range); a `charset` parameter in it is
    ignored, other parameters must be those of `content_type`. A field that
    does not parse is ignored. Without ranges, 1000; when none matches, 0.

    `Accept-Charset` applies to the charset of `content_type` (its
    `charset` parameter; UTF-8 for `application/json`), not to binary
    types: named charsets before `*`, the higher q-value first. The
    result is the lower of both values.
*/
ROUTE_DECL int content_type_qvalue(const ::route::request& req, std::string_view content_type);

/** True when `req` accepts every body: no `Accept-Charset`, and no
    `Accept` or an `Accept` of all types alone. The common case, answered
    without reading the response.
*/
inline bool
accepts_any_content_type(const ::route::request& req)
{
    auto const& h = req.headers();
    if (h.find("Accept-Charset"))
        return false;
    auto accept = h.find("Accept");
    return !accept || *accept == "*/*";
}

} // namespace detail
} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/content_negotiation.ipp>
#endif

#endif
