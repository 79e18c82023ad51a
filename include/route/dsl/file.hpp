//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_FILE_HPP
#define ROUTE_DSL_FILE_HPP

// pekko-http's FileAndResourceDirectives (getFromFile, getFromDirectory),
// CacheConditionDirectives (conditional) and RangeDirectives
// (withRangeSupport).

#include <route/config.hpp>
#include <route/core/file_body.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/cookie.hpp>
#include <route/dsl/directive.hpp>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace route {

/** An entity tag (RFC 9110 8.8.3): the opaque `value` without quotes, and
    whether it is weak (`W/"..."`).

    @par Example
    @code
    route::entity_tag t{"v42"};          // "v42"
    route::entity_tag w{"v42", true};    // W/"v42"
    auto field = t.to_string();
    @endcode
*/
struct entity_tag
{
    std::string value;
    bool weak = false;

    /// The tag as written in `ETag`: `"value"` or `W/"value"`.
    std::string to_string() const
    {
        return (weak ? "W/\"" : "\"") + value + "\"";
    }

    friend bool operator==(const entity_tag&, const entity_tag&) = default;
};

namespace dsl {

/// What `with_range_support` accepts at most (pekko-http's defaults).
struct range_settings
{
    /// More ranges than this in one `Range` header: 416.
    std::size_t max_ranges = 16;
    /// Ranges closer than this many bytes are sent as one.
    std::uint64_t coalescing_threshold = 80;
};

namespace detail {

/// The media type for a file name's extension (`application/octet-stream`
/// when unknown); text types with `; charset=utf-8`.
ROUTE_DECL std::string content_type_for(std::string_view file_name);

/// Reads an HTTP-date (IMF-fixdate, RFC 850 or asctime form).
ROUTE_DECL std::optional<std::chrono::system_clock::time_point>
parse_http_date(std::string_view s);

/// The answer the preconditions of the request give (304, 412), if any.
ROUTE_DECL std::optional<response>
evaluate_preconditions(const ::route::request& req, const std::optional<entity_tag>& etag,
                       std::optional<std::chrono::system_clock::time_point> last_modified);

/// Adds ETag and Last-Modified to `r` where it has none.
ROUTE_DECL void add_validators(response& r, const std::optional<entity_tag>& etag,
                               std::optional<std::chrono::system_clock::time_point> last_modified);

/// The fields of the request a range answer needs, copied.
struct range_request
{
    bool get = false;
    std::optional<std::string> range;
    std::optional<std::string> if_range;
};

ROUTE_DECL range_request range_request_of(const ::route::request& req);

/// Applies the request's ranges to a completed 200 response.
ROUTE_DECL route_result apply_ranges(const range_request& req, response r,
                                     const range_settings& s);

/// The response of get_from_file for an open file.
ROUTE_DECL route_result serve_file(const request_context& ctx, const std::string& path);

/// The file under `dir` the unmatched path names, or none when it is not
/// a safe path to a place within `dir`.
ROUTE_DECL std::optional<std::string> directory_child(const std::string& dir,
                                                      std::string_view unmatched_path);

} // namespace detail

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
