//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_MEDIA_TYPE_IPP
#define ROUTE_DSL_IMPL_MEDIA_TYPE_IPP

#include <route/dsl/detail/media_type.hpp>
#include <route/core/detail/http_grammar.hpp>
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

file_media_type
media_type_for(std::string_view name)
{
    auto ext = file_extension(name);
    auto known = ::route::detail::media_type_of_extension(ext);
    if (!known)
        return {"application/octet-stream", false};
    if (::route::detail::iequals(ext, "gz"))
    {
        // name.ext.gz: ext's type, stored gzipped (pekko-http's
        // ContentTypeResolver), unless ext is unknown or an archive's
        auto inner = ::route::detail::media_type_of_extension(
            file_extension(name.substr(0, name.size() - ext.size() - 1)));
        if (inner && !inner->archive && !inner->gzipped)
            return {std::string(inner->content_type), true};
    }
    return {std::string(known->content_type), known->gzipped};
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
