//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_IMPL_SCHEMA_IPP
#define ROUTE_JSON_IMPL_SCHEMA_IPP

#include <route/json/schema.hpp>
#include <route/json/decode.hpp>
#include <boost/core/demangle.hpp>
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

std::string
unqualified_name(const char* name)
{
    // drop each `word::` (a namespace or enclosing class): what is left of
    // an identifier ending in `::` is part of a qualifier
    std::string n = boost::core::demangle(name);
    for (std::string_view anonymous : {"(anonymous namespace)::", "`anonymous namespace'::"})
        for (auto at = n.find(anonymous); at != std::string::npos; at = n.find(anonymous))
            n.erase(at, anonymous.size());
    std::string out;
    std::size_t word = 0; // where the identifier being copied starts in out
    for (std::size_t i = 0; i < n.size(); ++i)
    {
        char c = n[i];
        if (c == ':' && i + 1 < n.size() && n[i + 1] == ':')
        {
            out.resize(word);
            ++i;
            continue;
        }
        bool ident = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                     c == '_';
        if (!ident)
            word = out.size() + 1;
        out += c;
    }
    return out;
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
    if (!description.empty())
        o["description"] = description;
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
    if (!name.empty())
        o["name"] = name;
    return o;
}

namespace detail {

ROUTE_DECL bool
schema_strings(const boost::json::value& v, std::vector<std::string>& out, decode_error& err)
{
    auto const* a = v.if_array();
    if (!a)
        return fail(err, "expected an array");
    for (std::size_t i = 0; i < a->size(); ++i)
    {
        auto const* str = (*a)[i].if_string();
        if (!str)
        {
            fail(err, "expected a string");
            prefix_index(err, i);
            return false;
        }
        out.emplace_back(*str);
    }
    return true;
}

ROUTE_DECL bool
schema_from(const boost::json::value& v, schema& s, decode_error& err)
{
    auto const* o = v.if_object();
    if (!o)
        return fail(err, "expected an object");
    for (auto const& kv : *o)
    {
        std::string_view k = kv.key();
        auto const& x = kv.value();
        bool ok = true;
        if (k == "type" || k == "format" || k == "description" || k == "name")
        {
            auto const* str = x.if_string();
            auto& field = k == "type"     ? s.type
                          : k == "format" ? s.format
                          : k == "name"   ? s.name
                                          : s.description;
            ok = str ? (field = std::string(*str), true) : fail(err, "expected a string");
        }
        else if (k == "nullable")
            ok = x.is_bool() ? (s.nullable = x.get_bool(), true) : fail(err, "expected a boolean");
        else if (k == "enum")
            ok = schema_strings(x, s.enumeration, err);
        else if (k == "required")
            ok = schema_strings(x, s.required, err);
        else if (k == "properties")
        {
            auto const* props = x.if_object();
            if (!props)
                ok = fail(err, "expected an object");
            for (auto it = props ? props->begin() : nullptr; ok && props && it != props->end(); ++it)
            {
                property p{std::string(it->key()), {}};
                ok = schema_from(it->value(), p.value, err);
                if (!ok)
                    prefix_member(err, it->key());
                else
                    s.properties.push_back(std::move(p));
            }
        }
        else if (k == "items" || k == "additionalProperties")
        {
            schema inner;
            ok = schema_from(x, inner, err);
            if (ok)
                (k == "items" ? s.items : s.additional_properties) =
                    std::make_shared<const schema>(std::move(inner));
        }
        else
            ok = fail(err, "unknown schema key");
        if (!ok)
        {
            prefix_member(err, k);
            return false;
        }
    }
    return true;
}

} // namespace detail

boost::system::result<schema, decode_error>
schema::from_json(const boost::json::value& v)
{
    schema s;
    decode_error err;
    if (!detail::schema_from(v, s, err))
        return err;
    return s;
}

bool
operator==(const schema& a, const schema& b)
{
    auto same = [](const std::shared_ptr<const schema>& x, const std::shared_ptr<const schema>& y) {
        return (!x && !y) || (x && y && *x == *y);
    };
    return a.name == b.name && a.type == b.type && a.format == b.format && a.nullable == b.nullable &&
           a.properties == b.properties && a.required == b.required &&
           same(a.items, b.items) && same(a.additional_properties, b.additional_properties) &&
           a.enumeration == b.enumeration && a.description == b.description;
}

std::ostream&
operator<<(std::ostream& os, const schema& s)
{
    return os << boost::json::serialize(s.to_json());
}

} // namespace json
} // namespace route

#endif
