//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_FILE_HPP
#define ROUTE_DSL_FILE_HPP

// pekko-http's FileAndResourceDirectives (getFromFile, getFromDirectory,
// listDirectoryContents, getFromBrowseableDirectories);
// with the entity tags, the preconditions (`conditional`) and the ranges
// (`with_range_support`) their answers use.

#include <route/config.hpp>
#include <route/core/file_body.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/conditional.hpp>
#include <route/dsl/cookie.hpp>
#include <route/dsl/detail/file.hpp>
#include <route/dsl/detail/media_type.hpp>
#include <route/dsl/detail/validators.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/entity_tag.hpp>
#include <route/dsl/range.hpp>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace implementation_defined {

/// Serves one file (see `get_from_file`).
class file_route : public route_expression<file_route>
{
public:
    explicit file_route(std::string path) : path_(std::move(path)) {}

    route_result operator()(const request_context& ctx) const
    {
        return detail::serve_file(ctx, path_);
    }

private:
    std::string path_;
};

/// Serves the files of a directory (see `get_from_directory`).
class directory_route : public route_expression<directory_route>
{
public:
    explicit directory_route(std::string dir) : dir_(std::move(dir)) {}

    ROUTE_DECL route_result operator()(const request_context& ctx) const;

private:
    std::string dir_;
};

/// Lists directories (see `list_directory_contents`).
class listing_route : public route_expression<listing_route>
{
public:
    explicit listing_route(std::vector<std::string> dirs) : dirs_(std::move(dirs)) {}

    ROUTE_DECL route_result operator()(const request_context& ctx) const;

private:
    std::vector<std::string> dirs_;
};

/// Serves files and lists directories (see `get_from_browseable_directories`).
class browseable_route : public route_expression<browseable_route>
{
public:
    explicit browseable_route(std::vector<std::string> dirs) : dirs_(std::move(dirs)) {}

    ROUTE_DECL route_result operator()(const request_context& ctx) const;

private:
    std::vector<std::string> dirs_;
};

} // namespace implementation_defined

/** Completes GET and HEAD requests with the file at `path` (pekko-http's
    `getFromFile`): streamed, not read into memory; `Content-Type` from the
    extension (`application/octet-stream` when unknown), `ETag`,
    `Last-Modified` and `Accept-Ranges: bytes`; a file stored gzipped
    (`logo.svgz`, `app.js.gz`: `image/svg+xml`, `text/javascript`) as it
    is, with `Content-Encoding: gzip`; conditional requests as
    `conditional`, ranges as `with_range_support`. Other methods reject
    with `method_rejection{GET}`; a missing or unreadable file, or one that
    is not a regular file, rejects with an empty list (404 once sealed).

    @par Example
    @code auto r = path("favicon.ico")(get_from_file("/srv/www/favicon.ico")); @endcode
*/
inline implementation_defined::file_route
get_from_file(std::string path)
{
    return implementation_defined::file_route(std::move(path));
}

/** Completes GET and HEAD requests with the file under `dir` that the
    unmatched path names (pekko-http's `getFromDirectory`), served as
    `get_from_file`. The path never leads out of `dir`: `..` and `.`
    segments, empty segments, encoded `/` or `\`, backslashes, NUL, and
    symbolic links whose target lies outside `dir` reject with an empty
    list, as do a directory (no listing) and a missing file.

    @par Example
    @code auto r = path_prefix("static")(get_from_directory("/srv/www")); @endcode
*/
inline implementation_defined::directory_route
get_from_directory(std::string dir)
{
    return implementation_defined::directory_route(std::move(dir));
}

/** Completes GET and HEAD requests whose unmatched path names a directory
    under one of `dirs` with an HTML listing of it, as pekko-http's
    `listDirectoryContents` with its default renderer: the entries of every
    directory found there (the first of each name), sorted by name,
    directories first (`name/`, last modified), then files (last
    modified, size in SI units: `3  B`, `1.5 kB`); a `../` link below the
    root; `(no files)` for an empty root; hidden files included. Dates are
    UTC, `yyyy-mm-dd hh:mm:ss`; links are the matched path, the unmatched
    one and the name. Other methods reject with `method_rejection{GET}`;
    a path that is not a readable directory under any of `dirs`, or one
    that would lead out of it (as `get_from_directory` refuses), rejects
    with an empty list (404 once sealed). pekko-http's optional footer
    ("rendered by ...") is not written.

    @par Example
    @code
    auto r = path_prefix("files")(list_directory_contents("/srv/files"));
    @endcode
*/
template <class... D>
    requires(std::is_convertible_v<D, std::string> && ...)
implementation_defined::listing_route
list_directory_contents(std::string dir, D&&... more)
{
    return implementation_defined::listing_route(
        std::vector<std::string>{std::move(dir), std::string(std::forward<D>(more))...});
}

/** Serves the files under `dirs` as `get_from_directory` does, trying them
    in order, and lists the directories as `list_directory_contents` does
    (pekko-http's `getFromBrowseableDirectories`): a browsable file
    system. Rejects as they do.

    @par Example
    @code
    auto r = path_prefix("pub")(get_from_browseable_directories("/srv/pub", "/srv/mirror"));
    @endcode
*/
template <class... D>
    requires(std::is_convertible_v<D, std::string> && ...)
implementation_defined::browseable_route
get_from_browseable_directories(std::string dir, D&&... more)
{
    return implementation_defined::browseable_route(
        std::vector<std::string>{std::move(dir), std::string(std::forward<D>(more))...});
}

/** `get_from_browseable_directories` with one directory (pekko-http's
    `getFromBrowseableDirectory`).

    @par Example
    @code
    auto r = path_prefix("pub")(get_from_browseable_directory("/srv/pub"));
    @endcode
*/
inline implementation_defined::browseable_route
get_from_browseable_directory(std::string dir)
{
    return implementation_defined::browseable_route(std::vector<std::string>{std::move(dir)});
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/file.ipp>
#endif

#endif
