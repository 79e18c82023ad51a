//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_FILE_HPP
#define ROUTE_DSL_DETAIL_FILE_HPP

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

/// The response of get_from_file for an open file.
ROUTE_DECL route_result serve_file(const request_context& ctx, const std::string& path);

/// The file under `dir` the unmatched path names, or none when it is not
/// a safe path to a place within `dir`.
ROUTE_DECL std::optional<std::string> directory_child(const std::string& dir,
                                                      std::string_view unmatched_path);

/// One entry of a directory listing.
struct listing_entry
{
    std::string name;
    bool directory = false;
    std::uint64_t size = 0;
    std::chrono::system_clock::time_point modified;
};

/** The HTML page listing `entries` at `path` (percent-encoded, ending in
    `/`), as pekko-http's default directory renderer writes it: sorted by
    name, one entry per name (the first given), directories first with a
    `/`, then files with their size; a `../` link unless `is_root`;
    `(no files)` for an empty root.
*/
ROUTE_DECL std::string render_directory_listing(std::string_view path, bool is_root,
                                                std::vector<listing_entry> entries);

/** The listing of the directories under `dirs` the unmatched path names:
    a 200 `text/html` page, or an empty rejection when none of them is a
    readable directory there.
*/
ROUTE_DECL route_result list_directories(const request_context& ctx,
                                         const std::vector<std::string>& dirs);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
