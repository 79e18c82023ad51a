//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_CANCELLATION_HPP
#define ROUTE_CORE_DETAIL_CANCELLATION_HPP

// The bit of a cancellation set that stands for one alternative of
// `route::rejection` (route/core/cancellation.hpp).

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <variant>

namespace route {

enum class cancellation : std::uint64_t;

namespace detail {

template <class R, class V>
struct rejection_index;

template <class R, class... Ts>
struct rejection_index<R, std::variant<Ts...>>
{
    static constexpr std::size_t value = [] {
        constexpr bool same[] = {std::is_same_v<R, Ts>...};
        std::size_t i = 0;
        while (i < sizeof...(Ts) && !same[i])
            ++i;
        return i;
    }();
    static_assert(value < sizeof...(Ts), "route: not a rejection type");
    static_assert(sizeof...(Ts) + 2 <= 64, "route: too many rejection types for a cancellation set");
};

// the bit cancelling the alternative of index i (after method and entity)
constexpr cancellation cancellation_bit(std::size_t i) noexcept
{
    return i + 2 < 64 ? static_cast<cancellation>(std::uint64_t(1) << (i + 2))
                      : static_cast<cancellation>(0);
}

} // namespace detail

} // namespace route

#endif
