//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_ENTITY_IPP
#define ROUTE_DSL_IMPL_ENTITY_IPP

#include <route/dsl/entity.hpp>
#include <route/detail/iequals.hpp>

namespace route {
namespace dsl {
namespace detail {

bool
has_media_type(std::string_view ct, std::string_view media) noexcept
{
    auto semi = ct.find(';');
    std::string_view type = ct.substr(0, semi);
    while (!type.empty() && (type.back() == ' ' || type.back() == '\t'))
        type.remove_suffix(1);
    while (!type.empty() && (type.front() == ' ' || type.front() == '\t'))
        type.remove_prefix(1);
    return ::route::detail::iequals(type, media);
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
