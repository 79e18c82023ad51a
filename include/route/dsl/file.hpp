//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_FILE_HPP
#define ROUTE_DSL_FILE_HPP

// pekko-http's FileAndResourceDirectives (getFromFile, getFromDirectory);
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
#include <utility>

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

} // namespace implementation_defined

/** Completes GET and HEAD requests with the file at `path` (pekko-http's
    `getFromFile`): streamed, not read into memory; `Content-Type` from the
    extension (`application/octet-stream` when unknown), `ETag`,
    `Last-Modified` and `Accept-Ranges: bytes`; conditional requests as
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

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/file.ipp>
#endif

#endif
