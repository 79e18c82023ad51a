//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_SIZE_LIMIT_HPP
#define ROUTE_DSL_SIZE_LIMIT_HPP

// pekko-http's with_size_limit and without_size_limit (MiscDirectives):
// the size limit in force for the request body of the inner route.

#include <route/config.hpp>
#include <route/core/detail/strict_entity.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/directive.hpp>
#include <cstdint>
#include <limits>
#include <optional>

namespace route {
namespace dsl {
namespace implementation_defined {

/// Sets the size limit of the inner route (see `with_size_limit`).
class size_limit_directive : public directive_base<size_limit_directive>
{
public:
    constexpr explicit size_limit_directive(std::uint64_t limit) noexcept : limit_(limit) {}

    /// The limit it sets, in bytes.
    constexpr std::uint64_t limit() const noexcept { return limit_; }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        // checked when a directive reads the body (require_strict_entity,
        // extract_data_bytes), so that the innermost limit applies
        return k(ctx.with_size_limit(limit_));
    }

private:
    std::uint64_t limit_;
};

} // namespace implementation_defined

/** Sets the size limit in force for the inner route's request body to
    `n` bytes, as pekko-http's `withSizeLimit`. The limit applies when the
    body is read: a directive that reads it (`entity`, the form fields,
    `decode_request`, `to_strict_entity`, `extract_data_bytes`, the
    uploads) and finds it larger rejects with
    `request_entity_too_large_rejection` (413, `Request Content-Length of
    N bytes exceeds the configured limit of M bytes`), or fails the read,
    and `decode_request` decodes no more than `n` bytes. A route that does
    not read the body is not affected, and the innermost limit applies,
    larger or smaller than an outer one.

    A streamed body (see doc/route/streaming.adoc) is held to the limit as it
    is read: its declared `Content-Length` at once, its bytes as they
    arrive; so a limit above the server's `body_limit` lets a route take
    larger uploads. Without this directive the limit in force is the
    server's `body_limit` (8 MiB in the test kit).

    @par Example
    @code
    auto r = path("upload")(with_size_limit(64 * 1024)(
        post(entity(as<std::string>)([](std::string s) { return complete("stored"); }))));
    @endcode

    @param n the largest body accepted, in bytes
    @see without_size_limit, decode_request
*/
constexpr implementation_defined::size_limit_directive
with_size_limit(std::uint64_t n) noexcept
{
    return implementation_defined::size_limit_directive(n);
}

/** Lifts the size limit for the inner route, as pekko-http's
    `withoutSizeLimit`: whatever body the server accepted passes, and
    `decode_request` decodes bodies of any size. Meant for routes that
    must take large uploads; beware that a small compressed body may then
    decode to a very large one.

    @par Example
    @code
    auto r = path("bulk")(without_size_limit(decode_request(post(complete("ok")))));
    @endcode

    @see with_size_limit
*/
inline constexpr implementation_defined::size_limit_directive without_size_limit{
    std::numeric_limits<std::uint64_t>::max()};

} // namespace dsl
} // namespace route

#endif
