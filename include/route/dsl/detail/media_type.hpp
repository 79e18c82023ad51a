//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_MEDIA_TYPE_HPP
#define ROUTE_DSL_DETAIL_MEDIA_TYPE_HPP

#include <route/config.hpp>
#include <string>
#include <string_view>

namespace route {
namespace dsl {
namespace detail {

/** What `get_from_file` says of a file's content, from its name: the
    `Content-Type` (text types with `; charset=utf-8`,
    `application/octet-stream` when the extension is unknown), and whether
    the bytes are gzip-compressed in themselves, to be sent with
    `Content-Encoding: gzip` (a `.svgz` image; `name.ext.gz` where `ext` is
    known and no archive's, with `ext`'s type).
*/
struct file_media_type
{
    std::string content_type;
    bool gzipped = false;
};

/// The media type of the file `file_name` (see `file_media_type`).
ROUTE_DECL file_media_type media_type_for(std::string_view file_name);

} // namespace detail
} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/media_type.ipp>
#endif

#endif
