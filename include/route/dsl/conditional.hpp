//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_CONDITIONAL_HPP
#define ROUTE_DSL_CONDITIONAL_HPP

// pekko-http's CacheConditionDirectives (conditional): the preconditions
// of RFC 9110 13 answered with 304 and 412.

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/conditional.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/entity_tag.hpp>
#include <chrono>
#include <optional>
#include <utility>

namespace route {
namespace dsl {
namespace implementation_defined {

/// Answers preconditions, else runs the inner route (see `conditional`).
class conditional_directive : public directive_base<conditional_directive>
{
public:
    conditional_directive(std::optional<entity_tag> etag,
                          std::optional<std::chrono::system_clock::time_point> last_modified)
        : etag_(std::move(etag)), last_modified_(last_modified)
    {
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        if (auto r = detail::evaluate_preconditions(ctx.request(), etag_, last_modified_))
            return route_result(std::move(*r));
        return k(ctx).then([etag = etag_, lm = last_modified_](route_result x) {
            if (x.is_completed())
                detail::add_validators(x.response(), etag, lm);
            return x;
        });
    }

private:
    std::optional<entity_tag> etag_;
    std::optional<std::chrono::system_clock::time_point> last_modified_;
};

} // namespace implementation_defined

/** Answers the request's preconditions for a resource whose current
    entity tag is `etag` and whose last modification was `last_modified`
    (pekko-http's `conditional`), in RFC 9110 13.2.2's order: `If-Match`
    that does not match (strong comparison; `*` matches) → 412; else
    `If-Unmodified-Since` earlier than `last_modified` → 412; `If-None-Match`
    that matches (weak comparison; `*`) → 304 for GET and HEAD, with `ETag`
    and `Last-Modified`, 412 for other methods; else, for GET and HEAD,
    `If-Modified-Since` not earlier than `last_modified` → 304. Otherwise
    the inner route runs and its responses get `ETag` and `Last-Modified`
    where they have none. Dates compare to the second.

    @par Example
    @code
    auto r = path("report")(conditional(route::entity_tag{"v7"}, modified)(
        complete("the report")));
    @endcode
*/
inline implementation_defined::conditional_directive
conditional(entity_tag etag, std::chrono::system_clock::time_point last_modified)
{
    return implementation_defined::conditional_directive(std::move(etag), last_modified);
}

/** `conditional` with only an entity tag.

    @par Example
    @code auto r = conditional(route::entity_tag{"v7"})(complete("v7")); @endcode
*/
inline implementation_defined::conditional_directive
conditional(entity_tag etag)
{
    return implementation_defined::conditional_directive(std::move(etag), std::nullopt);
}

/** `conditional` with only a modification time.

    @par Example
    @code auto r = conditional(std::chrono::system_clock::now())(complete("x")); @endcode
*/
inline implementation_defined::conditional_directive
conditional(std::chrono::system_clock::time_point last_modified)
{
    return implementation_defined::conditional_directive(std::nullopt, last_modified);
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/conditional.ipp>
#endif

#endif
