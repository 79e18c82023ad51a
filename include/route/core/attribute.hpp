//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ATTRIBUTE_HPP
#define ROUTE_CORE_ATTRIBUTE_HPP

// Request attributes (pekko-http's `AttributeKey`): values of any type a
// route attaches to a request for the routes inside it.

#include <route/core/detail/attribute.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <typeinfo>

namespace route {

/** The key of a request attribute holding a `T`: two keys name the same
    attribute when their names and their types are the same, as pekko-http's
    `AttributeKey[T](name)`.

    @par Example
    @code inline constexpr route::attribute_key<user> current_user{"current-user"}; @endcode
*/
template <class T>
class attribute_key
{
public:
    /// `name` must outlive the key (a string literal).
    constexpr explicit attribute_key(std::string_view name) noexcept : name_(name) {}

    constexpr std::string_view name() const noexcept { return name_; }

private:
    std::string_view name_;
};

} // namespace route

#endif
