//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Recorded values as the OpenAPI document's examples.

#include "examples.hpp"

#include <docgen/schema_walk.hpp>
#include <boost/json/parse.hpp>
#include <boost/url/params_view.hpp>
#include <charconv>
#include <limits>

namespace docgen {
namespace openapi {
namespace detail {

namespace {

// A number as YAML reads one back: integers as they are, floating point
// with a `.` so that YAML 1.1 reads a float too.
std::string
double_text(double d)
{
    if (d != d)
        return ".nan";
    if (d == std::numeric_limits<double>::infinity())
        return ".inf";
    if (d == -std::numeric_limits<double>::infinity())
        return "-.inf";
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, d);
    std::string s(buf, r.ptr);
    if (s.find('.') == std::string::npos)
    {
        auto e = s.find('e');
        s.insert(e == std::string::npos ? s.size() : e, ".0");
    }
    return s;
}

} // namespace

YAML::Node
json_node(const boost::json::value& v)
{
    switch (v.kind())
    {
    case boost::json::kind::object:
    {
        auto out = map_node();
        for (auto const& kv : v.get_object())
            add(out, kv.key(), json_node(kv.value()));
        return out;
    }
    case boost::json::kind::array:
    {
        auto out = seq_node();
        for (auto const& e : v.get_array())
            out.push_back(json_node(e));
        return out;
    }
    case boost::json::kind::string:
        return string_node(v.get_string());
    case boost::json::kind::int64:
        return plain_node(std::to_string(v.get_int64()));
    case boost::json::kind::uint64:
        return plain_node(std::to_string(v.get_uint64()));
    case boost::json::kind::double_:
        return plain_node(double_text(v.get_double()));
    case boost::json::kind::bool_:
        return bool_node(v.get_bool());
    case boost::json::kind::null:
        break;
    }
    return YAML::Node(YAML::NodeType::Null);
}

boost::json::value
body_value(const std::string& body)
{
    boost::system::error_code ec;
    auto v = boost::json::parse(body, ec);
    if (ec)
        return boost::json::value(body);
    return v;
}

boost::json::value
typed_value(const route::json::schema& s, const std::string& text)
{
    auto const kind = kind_of(s);
    if (kind == schema_kind::integer || kind == schema_kind::number || kind == schema_kind::boolean)
    {
        boost::system::error_code ec;
        auto v = boost::json::parse(text, ec);
        if (!ec && ((kind == schema_kind::integer && (v.is_int64() || v.is_uint64())) ||
                    (kind == schema_kind::number && v.is_number()) ||
                    (kind == schema_kind::boolean && v.is_bool())))
            return v;
    }
    return boost::json::value(text);
}

boost::json::value
body_example(const std::string& content_type, const std::string& body)
{
    if (content_type == "application/json")
        return body_value(body);
    if (content_type == "application/x-www-form-urlencoded")
    {
        boost::json::object o;
        for (auto const& p : boost::urls::params_view(body))
            o[p.key] = p.value;
        return o;
    }
    return boost::json::value(body);
}

} // namespace detail
} // namespace openapi
} // namespace docgen
