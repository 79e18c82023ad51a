//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_MEDIA_TYPE_IPP
#define ROUTE_DSL_IMPL_MEDIA_TYPE_IPP

#include <route/dsl/detail/media_type.hpp>
#include <route/detail/iequals.hpp>
#include <optional>

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

// The media type of a file name's extension; none when it is not known.
// `archive`: the file is a container of files, sent as it is.
struct known_type
{
    std::string_view type;
    bool gzipped = false; // compressed in itself (pekko-http's Gzipped)
    bool archive = false;
};

inline std::optional<known_type>
known_type_for(std::string_view ext) noexcept
{
    struct entry
    {
        std::string_view ext;
        known_type known;
    };
    static constexpr entry table[] = {
        {"html", {"text/html; charset=utf-8"}},
        {"htm", {"text/html; charset=utf-8"}},
        {"css", {"text/css; charset=utf-8"}},
        {"js", {"text/javascript; charset=utf-8"}},
        {"mjs", {"text/javascript; charset=utf-8"}},
        {"json", {"application/json"}},
        {"txt", {"text/plain; charset=utf-8"}},
        {"text", {"text/plain; charset=utf-8"}},
        {"xml", {"text/xml; charset=utf-8"}},
        {"svg", {"image/svg+xml"}},
        // an SVG image stored gzipped (pekko-http's image/svgz)
        {"svgz", {"image/svg+xml", true}},
        {"png", {"image/png"}},
        {"jpg", {"image/jpeg"}},
        {"jpeg", {"image/jpeg"}},
        {"gif", {"image/gif"}},
        {"webp", {"image/webp"}},
        {"avif", {"image/avif"}},
        {"bmp", {"image/bmp"}},
        {"ico", {"image/x-icon"}},
        {"pdf", {"application/pdf"}},
        {"wasm", {"application/wasm"}},
        {"woff", {"font/woff"}},
        {"woff2", {"font/woff2"}},
        {"ttf", {"font/ttf"}},
        {"otf", {"font/otf"}},
        {"map", {"application/json"}},
        {"csv", {"text/csv; charset=utf-8"}},
        {"md", {"text/markdown; charset=utf-8"}},
        {"yaml", {"application/yaml"}},
        {"yml", {"application/yaml"}},
        {"zip", {"application/zip", false, true}},
        {"gz", {"application/gzip", false, true}},
        {"tar", {"application/x-tar", false, true}},
        {"mp3", {"audio/mpeg"}},
        {"ogg", {"audio/ogg"}},
        {"wav", {"audio/wav"}},
        {"mp4", {"video/mp4"}},
        {"webm", {"video/webm"}},
    };
    for (auto const& e : table)
        if (::route::detail::iequals(e.ext, ext))
            return e.known;
    return std::nullopt;
}

file_media_type
media_type_for(std::string_view name)
{
    auto ext = file_extension(name);
    auto known = known_type_for(ext);
    if (!known)
        return {"application/octet-stream", false};
    if (::route::detail::iequals(ext, "gz"))
    {
        // name.ext.gz: ext's type, stored gzipped (pekko-http's
        // ContentTypeResolver), unless ext is unknown or an archive's
        auto inner = known_type_for(file_extension(name.substr(0, name.size() - ext.size() - 1)));
        if (inner && !inner->archive && !inner->gzipped)
            return {std::string(inner->type), true};
    }
    return {std::string(known->type), known->gzipped};
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
