//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_STRICT_ENTITY_HPP
#define ROUTE_CORE_DETAIL_STRICT_ENTITY_HPP

// How a directive that needs the whole body of a streamed request
// (<route/core/entity_stream.hpp>) gets it.

#include <route/config.hpp>
#include <route/core/route_result.hpp>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace route {

// Declared, and documented, in <route/core/entity_stream.hpp> and
// <route/core/request_context.hpp>.
class entity_stream;
class request_context;

namespace detail {

/** The pending result of a directive that needs the whole body of a
    streamed request: whoever settles it reads the body (bounded by
    `limit`, within `timeout` when set) and runs the computation that made
    it again. Its continuations are dropped: the second run adds its own.
*/
class strict_entity_needed final : public deferred_result
{
public:
    strict_entity_needed(entity_stream& s, std::uint64_t limit,
                         std::optional<std::chrono::milliseconds> timeout) noexcept
        : s_(&s), limit_(limit), timeout_(timeout) {}

    void then(continuation) override {}

    entity_stream& stream() const noexcept { return *s_; }
    std::uint64_t limit() const noexcept { return limit_; }
    std::optional<std::chrono::milliseconds> timeout() const noexcept { return timeout_; }

    /// Set once the body was read (or failed): run the computation again.
    bool done = false;

private:
    entity_stream* s_;
    std::uint64_t limit_;
    std::optional<std::chrono::milliseconds> timeout_;
};

/// True for a result that asks to be computed again (see `strict_entity_needed`).
inline bool
is_retry(route_result& r) noexcept
{
    if (!r.is_pending())
        return false;
    auto* m = dynamic_cast<strict_entity_needed*>(&r.deferred());
    return m && m->done;
}

/** What a directive that needs the whole request body calls first: none
    when `request().body()` holds it; otherwise the result to return, a
    pending one that has the body read (see `strict_entity_needed`), or,
    when reading it failed, the rejection or failure that says why.

    @par Example
    @code
    if (auto r = detail::require_strict_entity(ctx))
        return std::move(*r);
    auto body = ctx.request().body();
    @endcode
*/
ROUTE_DECL std::optional<route_result>
require_strict_entity(const request_context& ctx,
                      std::optional<std::chrono::milliseconds> timeout = std::nullopt);

/// The failure a failed stream reports (a `boost::system::system_error`).
ROUTE_DECL std::exception_ptr entity_failure(const entity_stream& s);

} // namespace detail
} // namespace route

// the implementation needs request_context: <route/core/request_context.hpp>
// includes it in header-only builds

#endif
