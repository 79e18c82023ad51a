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

/// The media type for a file name's extension (`application/octet-stream`
/// when unknown); text types with `; charset=utf-8`.
ROUTE_DECL std::string content_type_for(std::string_view file_name);

/// True for the extensions of media types that are gzip-compressed in
/// themselves (pekko-http's `Gzipped` compressibility): `.svgz`.
ROUTE_DECL bool gzipped_media_type_for(std::string_view file_name) noexcept;

} // namespace detail
} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/media_type.ipp>
#endif

#endif
