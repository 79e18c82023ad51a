//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_DECODE_HPP
#define ROUTE_JSON_DECODE_HPP

#include <route/config.hpp>
#include <route/json/detail/decode.hpp>
#include <route/json/error.hpp>
#include <route/json/model.hpp>
#include <boost/json/value.hpp>
#include <boost/system/result.hpp>
#include <string>
#include <string_view>

namespace route {
namespace json {

/** Decodes `v` as a `T`: never throws for bad input.

    Unknown object members are ignored. A missing required member, a value
    of the wrong JSON type, an integer out of the member's range and a
    non-integer for an integer member are errors naming the member. `null`
    or an absent member gives `std::nullopt` for an optional member; `null`
    for a required member is an error.
*/
template <encodable T>
boost::system::result<T, decode_error> decode(const boost::json::value& v);

/** Parses JSON text and decodes it as a `T`. Text that is not JSON is an
    error whose message begins with `invalid JSON`.
*/
template <encodable T>
boost::system::result<T, decode_error> parse(std::string_view text);

template <encodable T>
boost::system::result<T, decode_error>
decode(const boost::json::value& v)
{
    T out{};
    decode_error err;
    if (!detail::decode_into(v, out, err))
        return err;
    return out;
}

template <encodable T>
boost::system::result<T, decode_error>
parse(std::string_view text)
{
    boost::json::value v;
    decode_error err;
    detail::parse_value(text, v, err);
    if (!err.what.empty())
        return err;
    return decode<T>(v);
}

} // namespace json
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/json/impl/decode.ipp>
#endif

#endif
