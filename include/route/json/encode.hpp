//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_ENCODE_HPP
#define ROUTE_JSON_ENCODE_HPP

#include <route/config.hpp>
#include <route/json/detail/encode.hpp>
#include <route/json/error.hpp>
#include <route/json/model.hpp>
#include <boost/json/value.hpp>
#include <string>

namespace route {
namespace json {

/** Encodes `v` into `out`.

    A model becomes an object with every described public member under its
    wire name (the type's naming policy), in declaration order; an empty
    `std::optional` member is left out unless `emit_null<T>` says otherwise.
    Described enums become their enumerator names through the enum's
    naming policy; vectors arrays; maps objects.
*/
template <encodable T>
void encode(boost::json::value& out, const T& v);

/// `v` as a `boost::json::value`.
template <encodable T>
boost::json::value to_value(const T& v)
{
    boost::json::value out;
    encode(out, v);
    return out;
}

/// Serialises `v` into `out` (replacing its contents), without a copy.
ROUTE_DECL void write(std::string& out, const boost::json::value& v);

/// `v` as JSON text.
template <encodable T>
std::string serialize(const T& v)
{
    std::string s;
    write(s, to_value(v));
    return s;
}

template <encodable T>
void encode(boost::json::value& out, const T& v)
{
    detail::encode_as(out, v, detail::tag_of<T>{});
}

} // namespace json
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/json/impl/encode.ipp>
#endif

#endif
