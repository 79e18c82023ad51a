//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_MARSHAL_HPP
#define ROUTE_JSON_MARSHAL_HPP

// JSON bodies for complete(value), entity(as<T>) and the test kit, and the
// Boost.JSON conversions (value_from, value_to) of models.

#include <route/config.hpp>
#include <route/core/marshal.hpp>
#include <route/json/decode.hpp>
#include <route/json/encode.hpp>
#include <boost/json/conversion.hpp>
#include <boost/json/error.hpp>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>

namespace route {

/// Models and containers of them are sent as `application/json`.
template <class T>
struct marshaller<T, std::enable_if_t<json::json_body<T>>>
{
    static void write(response& r, const T& v)
    {
        r.headers.push_back({"Content-Type", "application/json"});
        json::write(r.body, json::to_value(v));
    }
};

/// Models and containers of them are read from JSON.
template <class T>
struct unmarshaller<T, std::enable_if_t<json::json_body<T>>>
{
    static boost::system::result<T> read(std::string_view body, std::string& message)
    {
        auto r = json::parse<T>(body);
        if (!r)
        {
            message = r.error().message();
            return boost::system::error_code(boost::json::error::syntax);
        }
        return std::move(*r);
    }
};

} // namespace route

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
