//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_MISC_HPP
#define ROUTE_DSL_DETAIL_MISC_HPP

// The implementation details of <route/dsl/misc.hpp>.

#include <route/config.hpp>
#include <route/core/entity_stream.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/directive.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

/// True when the request is known to have no body (pekko's `isKnownEmpty`):
/// an empty body in memory, or a streamed one that declares length 0.
inline bool
request_entity_known_empty(const request_context& ctx) noexcept
{
    auto const& req = ctx.request();
    if (auto* s = req.streamed_entity(); s && !s->is_strict())
        return s->content_length() == std::optional<std::uint64_t>(0);
    return req.body().empty();
}

/// True when the response is known to have no body: no text, no file, no
/// stream and no upgrade.
inline bool
response_known_empty(const response& r) noexcept
{
    auto text = r.text();
    return text && text->empty();
}

/** The one of `alternatives` (not empty) the request's `Accept-Language`
    prefers (see `select_preferred_language`).
*/
ROUTE_DECL std::string preferred_language(const ::route::request& req,
                                          const std::vector<std::string>& alternatives);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
