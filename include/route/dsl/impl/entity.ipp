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
    return ::route::detail::iequals(::route::detail::split_element(ct).value, media);
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
