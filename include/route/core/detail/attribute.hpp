//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_ATTRIBUTE_HPP
#define ROUTE_CORE_DETAIL_ATTRIBUTE_HPP

// The implementation details of <route/core/attribute.hpp>.

#include <memory>
#include <string>
#include <string_view>
#include <typeinfo>

namespace route {
namespace detail {

// One attribute of a request, and those added before it: an immutable
// list, so that a request with one attribute more shares the others.
struct attribute_node
{
    std::string name;
    const std::type_info* type;
    std::shared_ptr<const void> value;
    std::shared_ptr<const attribute_node> next;
};

} // namespace detail
} // namespace route

#endif
