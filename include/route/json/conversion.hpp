//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_CONVERSION_HPP
#define ROUTE_JSON_CONVERSION_HPP

// Boost.JSON's own conversions (value_from, value_to) of models go
// through their naming policy.

#include <route/config.hpp>
#include <route/json/decode.hpp>
#include <route/json/encode.hpp>
#include <boost/json/conversion.hpp>
#include <boost/json/error.hpp>
#include <utility>

namespace boost {
namespace json {

/** `boost::json::value_from` of a model goes through the model's naming
    policy, as `route::json::encode` does.
*/
template <class T>
    requires ::route::json::model<T>
void tag_invoke(const value_from_tag&, value& jv, const T& v)
{
    ::route::json::encode(jv, v);
}

/** `boost::json::value_to` and `try_value_to` of a model go through its
    naming policy. The error code is `error::syntax`; for a message naming
    the member, use `route::json::decode`.
*/
template <class T>
    requires ::route::json::model<T>
boost::system::result<T> tag_invoke(const try_value_to_tag<T>&, const value& jv)
{
    auto r = ::route::json::decode<T>(jv);
    if (!r)
        return boost::system::error_code(error::syntax);
    return std::move(*r);
}

} // namespace json
} // namespace boost

#endif
