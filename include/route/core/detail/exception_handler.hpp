//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_EXCEPTION_HANDLER_HPP
#define ROUTE_CORE_DETAIL_EXCEPTION_HANDLER_HPP

// The implementation details of <route/core/exception_handler.hpp>.

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace detail {

template <class T>
struct is_optional_route : std::false_type
{
};

template <>
struct is_optional_route<std::optional<route>> : std::true_type
{
};

// What a case of a handler builder returned, as an optional route: a
// route expression answers, an `std::optional<route::route>` may decline.
template <class T>
std::optional<route>
as_optional_route(T&& v)
{
    if constexpr (is_optional_route<std::remove_cvref_t<T>>::value)
        return std::forward<T>(v);
    else
        return std::optional<route>(route(std::forward<T>(v)));
}

} // namespace detail
} // namespace route

#endif
