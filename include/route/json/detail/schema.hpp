//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_DETAIL_SCHEMA_HPP
#define ROUTE_JSON_DETAIL_SCHEMA_HPP

// The implementation details of <route/json/schema.hpp>, which includes this
// header once `schema`, `property` and `schema_of` are declared: include
// that header, not this one.

#include <route/config.hpp>
#include <route/json/error.hpp>
#include <route/json/model.hpp>
#include <boost/system/result.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>
#include <algorithm>
#include <cstdint>
#include <iosfwd>
#include <limits>
#include <memory>
#include <string>
#include <typeinfo>
#include <vector>

namespace route {
namespace json {
namespace detail {

// The demangled `name` without its namespace and class qualifiers:
// `shop::page<shop::item>` → `page<item>`.
ROUTE_DECL std::string unqualified_name(const char* name);

// The name of a described type's schema.
template <class T>
std::string
model_name()
{
    return unqualified_name(typeid(T).name());
}

// One overload per tag of the type table (model.hpp); the first argument
// only carries the type.

template <class T>
schema
schema_as(const T*, model_tag)
{
    schema s;
    s.name = model_name<T>();
    s.type = "object";
    boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>(
        [&](auto D) {
            using M = std::remove_cvref_t<decltype(std::declval<T&>().*D.pointer)>;
            std::string name(wire_name_v<T, decltype(D)>);
            if constexpr (!is_optional<M>::value)
                s.required.push_back(name);
            schema value = schema_of<M>();
            if (char const* text = member_description<T>::get(D.name))
                value.description = text;
            s.properties.push_back(property{std::move(name), std::move(value)});
        });
    std::sort(s.required.begin(), s.required.end());
    return s;
}

template <class T>
schema
schema_as(const T*, enum_tag)
{
    schema s;
    s.name = model_name<T>();
    s.type = "string";
    boost::mp11::mp_for_each<boost::describe::describe_enumerators<T>>(
        [&](auto D) { s.enumeration.emplace_back(wire_name_v<T, decltype(D)>); });
    return s;
}

ROUTE_DECL schema simple_schema(const char* type, const char* format = "");

inline schema
schema_as(const bool*, bool_tag)
{
    return simple_schema("boolean");
}

// int32 when every value fits in a signed 32-bit integer
template <class T>
schema
integer_schema()
{
    constexpr bool fits = static_cast<long double>((std::numeric_limits<T>::max)()) <=
                          static_cast<long double>((std::numeric_limits<std::int32_t>::max)());
    return simple_schema("integer", fits ? "int32" : "int64");
}

template <class T>
schema
schema_as(const T*, signed_tag)
{
    return integer_schema<T>();
}

template <class T>
schema
schema_as(const T*, unsigned_tag)
{
    return integer_schema<T>();
}

template <class T>
schema
schema_as(const T*, number_tag)
{
    return simple_schema("number", sizeof(T) <= sizeof(float) ? "float" : "double");
}

inline schema
schema_as(const std::string*, string_tag)
{
    return simple_schema("string");
}

inline schema
schema_as(const boost::json::value*, any_tag)
{
    return schema(); // any value
}

template <class T>
schema
schema_as(const T*, optional_tag)
{
    schema s = schema_of<typename T::value_type>();
    s.nullable = true;
    return s;
}

template <class T>
schema
schema_as(const T*, array_tag)
{
    schema s = simple_schema("array");
    s.items = std::make_shared<const schema>(schema_of<typename T::value_type>());
    return s;
}

template <class T>
schema
schema_as(const T*, map_tag)
{
    schema s = simple_schema("object");
    s.additional_properties =
        std::make_shared<const schema>(schema_of<typename T::mapped_type>());
    return s;
}

} // namespace detail
} // namespace json
} // namespace route

#endif
