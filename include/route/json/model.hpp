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

} // namespace json
} // namespace route

// the type table (detail::tag_of) sorts types with the two concepts above
#include <route/json/detail/model.hpp>

namespace route {
namespace json {

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
