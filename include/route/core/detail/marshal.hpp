//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_MARSHAL_HPP
#define ROUTE_CORE_DETAIL_MARSHAL_HPP

// The implementation details of <route/core/marshal.hpp>.

#include <route/config.hpp>
#include <route/core/error.hpp>
#include <route/core/response.hpp>
#include <boost/system/result.hpp>
#include <string>
#include <string_view>
#include <type_traits>

namespace route {
namespace detail {

template <class T, class = void>
struct is_complete_type : std::false_type {};
template <class T>
struct is_complete_type<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};

} // namespace detail
} // namespace route

#endif
