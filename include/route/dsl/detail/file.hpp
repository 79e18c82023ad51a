//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_FILE_HPP
#define ROUTE_DSL_DETAIL_FILE_HPP

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace route {
namespace dsl {
namespace detail {

/// The response of get_from_file for an open file.
ROUTE_DECL route_result serve_file(const request_context& ctx, const std::string& path);

/// The file under `dir` the unmatched path names, or none when it is not
/// a safe path to a place within `dir`.
ROUTE_DECL std::optional<std::string> directory_child(const std::string& dir,
                                                      std::string_view unmatched_path);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
