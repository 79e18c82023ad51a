//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_PROBLEM_JSON_HPP
#define ROUTE_CORE_PROBLEM_JSON_HPP

#include <route/config.hpp>
#include <route/core/response.hpp>
#include <string_view>

namespace route {

/// The media type of RFC 9457 problem details.
inline constexpr std::string_view application_problem_json = "application/problem+json";

/** The response `r` as RFC 9457 problem details: a plain-text (or empty)
    body becomes

    @code
    {"type":"about:blank","title":"<reason phrase>","status":<code>,"detail":"<text>"}
    @endcode

    with `Content-Type: application/problem+json`; `detail` is left out
    when the body is empty. The other header fields (`Allow`,
    `WWW-Authenticate`, ...) are kept. A response whose body is not plain
    text (already JSON, HTML, ...), or whose status allows no body, is
    returned unchanged.

    Meant for `rejection_handler::map_rejection_response`, so that the
    default handler's answers (pekko-http's texts) become problem details:

    @par Example
    @code
    auto r = route::dsl::handle_rejections(
        route::default_rejection_handler().map_rejection_response(route::as_problem_json))(inner);
    @endcode
*/
ROUTE_DECL response as_problem_json(response r);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/problem_json.ipp>
#endif

#endif
