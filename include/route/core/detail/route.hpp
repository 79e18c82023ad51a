//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_ROUTE_HPP
#define ROUTE_CORE_DETAIL_ROUTE_HPP

// The implementation details of <route/core/route.hpp>, which includes this
// header once `route` is complete: include that header, not this one.

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_expression.hpp>
#include <route/core/route_result.hpp>
#include <atomic>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

namespace route {
namespace detail {

struct route_access
{
    static bool empty(const route& r) noexcept { return !r.impl_; }
    static const implementation_defined::alternative* as_alternative(const route& r) noexcept
    {
        return r.impl_ ? r.impl_->as_alternative() : nullptr;
    }
    static bool flatten_into(const route& r, implementation_defined::alternative& to)
    {
        return r.impl_ && r.impl_->flatten_into(to);
    }
};

} // namespace detail
} // namespace route

#endif
