//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_LOGGING_HPP
#define ROUTE_DSL_DETAIL_LOGGING_HPP

// The implementation details of <route/dsl/logging.hpp>.

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/directive.hpp>
#include <chrono>
#include <cstddef>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

// Declared, and documented, in <route/dsl/logging.hpp>.
struct request_log_entry;

namespace dsl {

// Declared, and documented, in <route/dsl/logging.hpp>.
enum class log_detail;

namespace detail {

/// What a log entry records when the directive runs.
ROUTE_DECL request_log_entry begin_log_entry(const request_context& ctx, log_detail d);

/// Completes `e` with the settled result `r` and the time since `start`.
ROUTE_DECL void end_log_entry(request_log_entry& e, const route_result& r,
                              std::chrono::steady_clock::time_point start);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
