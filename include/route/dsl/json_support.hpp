//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_JSON_SUPPORT_HPP
#define ROUTE_DSL_JSON_SUPPORT_HPP

// The bridge between the model layer (route/json/) and the routes: models
// and containers of them are bodies, sent and read as application/json by
// complete(value), entity(as<T>) and the test kit (pekko-http's
// SprayJsonSupport). <route/route.hpp> includes it.

#include <route/config.hpp>
#include <route/core/error.hpp>
#include <route/core/marshal.hpp>
#include <route/json/decode.hpp>
#include <route/json/encode.hpp>
#include <boost/system/result.hpp>
#include <string_view>
#include <type_traits>

namespace route {

/// Models and containers of them are sent as `application/json`.
template <class T>
struct marshaller<T, std::enable_if_t<json::json_body<T>>>
{
    static void write(response& r, const T& v)
    {
        r.headers.push_back({"Content-Type", "application/json"});
        auto text = r.text();
        json::write(text ? *text : r.body.emplace<std::string>(), json::to_value(v));
    }
};

/** Models and containers of them are read from JSON; the request must say
    `Content-Type: application/json`. An error names the member.
*/
template <class T>
struct unmarshaller<T, std::enable_if_t<json::json_body<T>>>
{
    static constexpr std::string_view media_type = "application/json";

    static boost::system::result<T, decode_error> read(std::string_view body)
    {
        return json::parse<T>(body);
    }
};

} // namespace route

#endif
