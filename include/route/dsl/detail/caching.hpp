//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_CACHING_HPP
#define ROUTE_DSL_DETAIL_CACHING_HPP

// The implementation details of <route/dsl/caching.hpp>.

#include <route/config.hpp>
#include <route/core/lfu_cache.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/directive.hpp>
#include <concepts>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {
namespace detail {

/** True when the request forbids an answer from a cache: a `Cache-Control`
    field with `no-cache` or `max-age=0` (pekko-http-caching's test).
*/
ROUTE_DECL bool caching_prohibited(const request& req) noexcept;

/// True for a response a cache can give again: its body is in memory
/// (not a file, not produced while sent, not a protocol upgrade).
inline bool
response_cacheable(const response& r) noexcept
{
    return r.text() != nullptr;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
