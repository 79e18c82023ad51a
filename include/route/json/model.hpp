//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_MODEL_HPP
#define ROUTE_JSON_MODEL_HPP

#include <route/config.hpp>
#include <route/json/naming.hpp>
#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/describe/members.hpp>
#include <boost/describe/modifiers.hpp>
#include <boost/json/fwd.hpp>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace json {
class value;
} // namespace json
} // namespace boost

namespace route {
namespace json {

/** Opt a described struct out of this library's JSON codec (so that
    Boost.JSON's own described-class conversion, or the user's, applies).
*/
template <class T>
struct is_model_opt_out : std::false_type {};

/** A model: a struct described with `BOOST_DESCRIBE_STRUCT`. Its JSON codec
    and its schema both come from the description and its naming policy.
*/
template <class T>
concept model = std::is_class_v<T> && !std::is_union_v<T> &&
                boost::describe::has_describe_members<T>::value &&
                !is_model_opt_out<T>::value;

/// An enum described with `BOOST_DESCRIBE_ENUM`: its names on the wire.
template <class T>
concept described_enum = std::is_enum_v<T> && boost::describe::has_describe_enumerators<T>::value;

namespace detail {

// The type table (tag_of) sorts types with the two concepts above.

template <class T>
struct is_optional : std::false_type {};
template <class T>
struct is_optional<std::optional<T>> : std::true_type {};

template <class T>
struct is_vector : std::false_type {};
template <class T, class A>
struct is_vector<std::vector<T, A>> : std::true_type {};

template <class T>
struct is_string_map : std::false_type {};
template <class T, class C, class A>
struct is_string_map<std::map<std::string, T, C, A>> : std::true_type {};

// The one table of how the codec and the schema derivation see a type:
// encode, decode and schema_of are each a set of overloads on these tags.
struct model_tag {};
struct enum_tag {};
struct bool_tag {};
struct signed_tag {};   // signed integers
struct unsigned_tag {}; // unsigned integers
struct number_tag {};   // floating point
struct string_tag {};
struct any_tag {};      // boost::json::value
struct optional_tag {};
struct array_tag {};    // std::vector
struct map_tag {};      // std::map<std::string, T>
struct unsupported_tag {};

template <class T>
constexpr auto classify() noexcept;

// A container is supported when its element is.
template <class E, class Tag>
constexpr auto
container_tag() noexcept
{
    if constexpr (std::is_same_v<decltype(classify<E>()), unsupported_tag>)
        return unsupported_tag{};
    else
        return Tag{};
}

template <class T>
constexpr auto
classify() noexcept
{
    if constexpr (model<T>)
        return model_tag{};
    else if constexpr (described_enum<T>)
        return enum_tag{};
    else if constexpr (std::is_same_v<T, bool>)
        return bool_tag{};
    else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>)
        return signed_tag{};
    else if constexpr (std::is_integral_v<T>)
        return unsigned_tag{};
    else if constexpr (std::is_floating_point_v<T>)
        return number_tag{};
    else if constexpr (std::is_same_v<T, std::string>)
        return string_tag{};
    else if constexpr (std::is_same_v<T, boost::json::value>)
        return any_tag{};
    else if constexpr (is_optional<T>::value)
        return container_tag<typename T::value_type, optional_tag>();
    else if constexpr (is_vector<T>::value)
        return container_tag<typename T::value_type, array_tag>();
    else if constexpr (is_string_map<T>::value)
        return container_tag<typename T::mapped_type, map_tag>();
    else
        return unsupported_tag{};
}

/// The tag of `T` in the table above.
template <class T>
using tag_of = decltype(classify<T>());

} // namespace detail

/** The types the codec and the schema derivation handle: models, described
    enums, integers of every width, floating point, `bool`, `std::string`,
    `boost::json::value`, and `std::optional`, `std::vector` and
    `std::map<std::string, T>` of those.
*/
template <class T>
concept encodable = !std::is_same_v<detail::tag_of<T>, detail::unsupported_tag>;

/** The types `complete(value)` sends as `application/json` and
    `entity(as<T>)` reads: models and described enums, containers of
    encodable types, and `boost::json::value`. (Strings stay plain text.)
*/
template <class T>
concept json_body =
    encodable<T> && !std::is_arithmetic_v<T> && !std::is_same_v<T, std::string>;

} // namespace json
} // namespace route

#endif
