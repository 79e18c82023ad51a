//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_RANGE_HPP
#define ROUTE_DSL_RANGE_HPP

// pekko-http's RangeDirectives (withRangeSupport): byte ranges of a
// completed response, 206 and 416.

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/range.hpp>
#include <route/dsl/directive.hpp>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace route {
namespace dsl {

/// What `with_range_support` accepts at most (pekko-http's defaults).
struct range_settings
{
    /// More ranges than this in one `Range` header: 416.
    std::size_t max_ranges = 16;
    /// Ranges closer than this many bytes are sent as one.
    std::uint64_t coalescing_threshold = 80;
};

namespace implementation_defined {

/// Answers `Range` requests from the inner route's 200 (see `with_range_support`).
class range_support_directive : public directive_base<range_support_directive>
{
public:
    constexpr explicit range_support_directive(range_settings s = {}) noexcept : s_(s) {}

    /// The same directive with other limits.
    constexpr range_support_directive operator[](range_settings s) const noexcept
    {
        return range_support_directive(s);
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto req = detail::range_request_of(ctx.request());
        if (!req.get || !req.range)
            return k(ctx);
        return k(ctx).then([req = std::move(req), s = s_](route_result x) {
            if (!x.is_completed())
                return x;
            return detail::apply_ranges(req, std::move(x.response()), s);
        });
    }

private:
    range_settings s_;
};

} // namespace implementation_defined

/** Answers GET requests with a `Range` header from the inner route's 200
    response (pekko-http's `withRangeSupport`): `Range: bytes=a-b, c-, -n`.
    One satisfiable range (after ranges closer than 80 bytes are merged):
    206 with `Content-Range: bytes a-b/length`; several: 206
    `multipart/byteranges; boundary=...`, each part with the body's
    `Content-Type` and its `Content-Range`; none: rejects with
    `unsatisfiable_range_rejection` (416); more than 16 ranges: rejects
    with `too_many_ranges_rejection` (416). A `Range` header that is not
    valid is ignored (200, RFC 9110 14.2), and so is one whose `If-Range`
    (an entity tag, compared strongly with the response's `ETag`, or a
    date, equal to its `Last-Modified`) does not match. Works on text and
    on file bodies (the parts of a file body are pieces of the file, not
    read). `with_range_support[route::dsl::range_settings{4, 0}]` sets
    other limits.

    @par Example
    @code auto r = with_range_support(complete("0123456789")); @endcode
*/
inline constexpr implementation_defined::range_support_directive with_range_support{};

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/range.ipp>
#endif

#endif
