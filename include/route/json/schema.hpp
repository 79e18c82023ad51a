//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_SCHEMA_HPP
#define ROUTE_JSON_SCHEMA_HPP

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

struct property;

/** An OpenAPI 3.0 Schema Object, as a neutral tree: the OpenAPI, HTML and
    client writers all read this, and none of them derives schemas itself.

    Only what the derivation produces is represented: `type`, `format`,
    `nullable`, `properties` (in declaration order), `required` (sorted),
    `items`, `additionalProperties`, `enum` and `description`, and the
    name of the model a schema was derived from, which every format
    names it by.
*/
struct schema
{
    /** The model's name: the unqualified name of the described struct or
        enum the schema was derived from (`item` for `shop::item`, with its
        template arguments unqualified: `page<user>`); empty for any other
        type (a `std::vector<item>` is unnamed, its `items` are `item`).
    */
    std::string name;
    /// "object", "array", "string", "integer", "number", "boolean"; empty: any value.
    std::string type;
    /// "int32", "int64", "float", "double"; empty: none.
    std::string format;
    bool nullable = false;
    /// Object members, under their wire names, in declaration order.
    std::vector<property> properties;
    /// Wire names of the non-optional members, in alphabetical order.
    std::vector<std::string> required;
    /// The element schema of an array.
    std::shared_ptr<const schema> items;
    /// The value schema of a map.
    std::shared_ptr<const schema> additional_properties;
    /// The names of a described enum.
    std::vector<std::string> enumeration;
    /// What the value means: a model member's `member_description`; empty: none.
    std::string description;

    /** The schema as JSON, keys in the order OpenAPI documents usually use:
        type, format, nullable, description, enum, properties, required,
        items, additionalProperties; then the model's `name`, when it has
        one.
    */
    ROUTE_DECL boost::json::value to_json() const;

    /** Reads back what `to_json()` wrote (docgen persists recorded calls
        with their schemas this way). Unknown keys are errors naming them.
    */
    ROUTE_DECL static boost::system::result<schema, decode_error>
    from_json(const boost::json::value& v);

    ROUTE_DECL friend bool operator==(const schema& a, const schema& b);

    /// Writes `to_json()`.
    ROUTE_DECL friend std::ostream& operator<<(std::ostream& os, const schema& s);
};

/// A named member of an object schema.
struct property
{
    std::string name;
    schema value;

    friend bool operator==(const property& a, const property& b)
    {
        return a.name == b.name && a.value == b.value;
    }
};

/** The schema of `T`, derived from the same description and naming policy
    as its JSON codec:

    | C++ | schema |
    |---|---|
    | model | `object`, `properties` under wire names (each with its `member_description`), `required` sorted, `name` |
    | 64-bit integers, 32-bit unsigned | `integer`, `int64` |
    | 32-bit signed, 16 and 8 bits | `integer`, `int32` |
    | `double` / `float` | `number`, `double` / `float` |
    | `bool` / `std::string` | `boolean` / `string` |
    | `std::optional<U>` | the schema of `U` with `nullable: true` |
    | `std::vector<U>` | `array` with `items` |
    | `std::map<std::string, U>` | `object` with `additionalProperties` |
    | described enum | `string` with `enum` (enumerator names through the enum's naming policy), `name` |
    | `boost::json::value` | any value (an empty schema) |
*/
template <encodable T>
schema schema_of();

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

template <encodable T>
schema schema_of()
{
    return detail::schema_as(static_cast<const T*>(nullptr), detail::tag_of<T>{});
}

} // namespace json
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/json/impl/schema.ipp>
#endif

#endif
