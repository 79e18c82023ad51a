//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_MEDIA_TYPE_IPP
#define ROUTE_DSL_IMPL_MEDIA_TYPE_IPP

#include <route/dsl/detail/media_type.hpp>
#include <route/detail/iequals.hpp>

namespace route {
namespace dsl {
namespace detail {

// The extension of the last segment of a file name, without its dot: ""
// when it has none or is a hidden file's name (".profile").
inline std::string_view
file_extension(std::string_view name) noexcept
{
    auto slash = name.find_last_of('/');
    if (slash != std::string_view::npos)
        name.remove_prefix(slash + 1);
    auto dot = name.find_last_of('.');
    if (dot == std::string_view::npos || dot == 0)
        return {};
    return name.substr(dot + 1);
}

std::string
content_type_for(std::string_view name)
{
    struct entry
    {
        std::string_view ext;
        std::string_view type;
    };
    static constexpr entry table[] = {
        {"html", "text/html; charset=utf-8"},
        {"htm", "text/html; charset=utf-8"},
        {"css", "text/css; charset=utf-8"},
        {"js", "text/javascript; charset=utf-8"},
        {"mjs", "text/javascript; charset=utf-8"},
        {"json", "application/json"},
        {"txt", "text/plain; charset=utf-8"},
        {"text", "text/plain; charset=utf-8"},
        {"xml", "text/xml; charset=utf-8"},
        {"svg", "image/svg+xml"},
        {"svgz", "image/svg+xml"}, // gzipped: see gzipped_media_type_for
        {"png", "image/png"},
        {"jpg", "image/jpeg"},
        {"jpeg", "image/jpeg"},
        {"gif", "image/gif"},
        {"webp", "image/webp"},
        {"avif", "image/avif"},
        {"bmp", "image/bmp"},
        {"ico", "image/x-icon"},
        {"pdf", "application/pdf"},
        {"wasm", "application/wasm"},
        {"woff", "font/woff"},
        {"woff2", "font/woff2"},
        {"ttf", "font/ttf"},
        {"otf", "font/otf"},
        {"map", "application/json"},
        {"csv", "text/csv; charset=utf-8"},
        {"md", "text/markdown; charset=utf-8"},
        {"yaml", "application/yaml"},
        {"yml", "application/yaml"},
        {"zip", "application/zip"},
        {"gz", "application/gzip"},
        {"tar", "application/x-tar"},
        {"mp3", "audio/mpeg"},
        {"ogg", "audio/ogg"},
        {"wav", "audio/wav"},
        {"mp4", "video/mp4"},
        {"webm", "video/webm"},
    };
    auto ext = file_extension(name);
    for (auto const& e : table)
        if (::route::detail::iequals(e.ext, ext))
            return std::string(e.type);
    return "application/octet-stream";
}

bool
gzipped_media_type_for(std::string_view name) noexcept
{
    return ::route::detail::iequals(file_extension(name), "svgz");
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
