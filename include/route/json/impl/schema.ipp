//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_IMPL_SCHEMA_IPP
#define ROUTE_JSON_IMPL_SCHEMA_IPP

#include <route/json/schema.hpp>
#include <boost/json/serialize.hpp>
#include <ostream>

namespace route {
namespace json {

namespace detail {

schema
simple_schema(const char* type, const char* format)
{
    schema s;
    s.type = type;
    s.format = format;
    return s;
}

} // namespace detail

boost::json::value
schema::to_json() const
{
    boost::json::object o;
    if (!type.empty())
        o["type"] = type;
    if (!format.empty())
        o["format"] = format;
    if (nullable)
        o["nullable"] = true;
    if (!enumeration.empty())
    {
        auto& e = o["enum"].emplace_array();
        for (auto const& n : enumeration)
            e.emplace_back(n);
    }
    if (!properties.empty() || (type == "object" && !additional_properties))
    {
        auto& p = o["properties"].emplace_object();
        for (auto const& prop : properties)
            p[prop.name] = prop.value.to_json();
    }
    if (!required.empty())
    {
        auto& r = o["required"].emplace_array();
        for (auto const& n : required)
            r.emplace_back(n);
    }
    if (items)
        o["items"] = items->to_json();
    if (additional_properties)
        o["additionalProperties"] = additional_properties->to_json();
    return o;
}

bool
operator==(const schema& a, const schema& b)
{
    auto same = [](const std::shared_ptr<const schema>& x, const std::shared_ptr<const schema>& y) {
        return (!x && !y) || (x && y && *x == *y);
    };
    return a.type == b.type && a.format == b.format && a.nullable == b.nullable &&
           a.properties == b.properties && a.required == b.required &&
           same(a.items, b.items) && same(a.additional_properties, b.additional_properties) &&
           a.enumeration == b.enumeration;
}

std::ostream&
operator<<(std::ostream& os, const schema& s)
{
    return os << boost::json::serialize(s.to_json());
}

} // namespace json
} // namespace route

#endif
