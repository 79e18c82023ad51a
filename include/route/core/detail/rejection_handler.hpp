//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_REJECTION_HANDLER_HPP
#define ROUTE_CORE_DETAIL_REJECTION_HANDLER_HPP

// The implementation details of <route/core/rejection_handler.hpp>.

#include <route/config.hpp>
#include <route/core/exception_handler.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace detail {

template <class R, class V>
struct is_rejection_alternative;

template <class R, class... Ts>
struct is_rejection_alternative<R, std::variant<Ts...>>
    : std::bool_constant<(std::is_same_v<R, Ts> || ...)>
{
};

// `x` as an `R`: one of the rejection types, or the value of a
// `custom_rejection` holding an `R`; null when it is not.
template <class R>
const R*
rejection_as(const rejection& x) noexcept
{
    if constexpr (is_rejection_alternative<R, rejection>::value)
        return std::get_if<R>(&x);
    else
    {
        auto c = std::get_if<custom_rejection>(&x);
        return c ? c->template get_if<R>() : nullptr;
    }
}

} // namespace detail
} // namespace route

#endif
