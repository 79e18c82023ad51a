//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Paths and operations as nodes of the OpenAPI document.

#include "operations.hpp"

#include "examples.hpp"
#include "security.hpp"
#include "yaml_tree.hpp"

#include <boost/algorithm/string/case_conv.hpp>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace docgen {
namespace openapi {
namespace detail {

namespace {

YAML::Node
json_example(const boost::json::value& v)
{
    return json_node(v);
}

// A multipart body is documented by its schema alone: its parts' names,
// files as binary strings; the files' bytes are not recorded.
bool
is_multipart(std::string_view content_type)
{
    return boost::algorithm::to_lower_copy(std::string(content_type)).rfind("multipart/", 0) == 0;
}

// A body's schema and examples, added under its media type to `content`.
void
add_body_media(YAML::Node& content, const media_view& m, bool response, const schema_style& style)
{
    example_map<boost::json::value> examples;
    if (!is_multipart(m.content_type))
        for (auto const& e : m.examples)
            examples.add(e.description, !response ? body_example(m.content_type, e.value)
                                        : m.content_type == "application/json"
                                            ? body_value(e.value)
                                            : boost::json::value(e.value));
    auto media = map_node();
    if (m.schema)
        add(media, "schema", schema_node(*m.schema, style));
    if (!examples.empty())
        add(media, "examples", examples.node(json_example));
    add(content, m.content_type, media);
}

// A path parameter: a string, required, with the values used.
YAML::Node
path_parameter_node(const path_parameter_view& p)
{
    example_map<std::string> examples;
    for (auto const& e : p.examples)
        examples.add(e.description, e.value);
    auto out = map_node();
    add(out, "name", string_node(p.name));
    add(out, "in", string_node("path"));
    if (!p.description.empty())
        add(out, "description", string_node(p.description));
    add(out, "required", bool_node(true));
    auto schema = map_node();
    add(schema, "type", string_node("string"));
    add(out, "schema", schema);
    if (!examples.empty())
        add(out, "examples", examples.node([](const std::string& v) { return string_node(v); }));
    return out;
}

// A query or header parameter (operation_view's rules): a repeated one is
// an array, and in the query each value is its own `name=value`.
YAML::Node
parameter_node(const parameter_view& p, const schema_style& style)
{
    example_map<boost::json::value> examples;
    for (auto const& e : p.examples)
    {
        if (p.repeated)
        {
            boost::json::array a;
            for (auto const& v : e.values)
                a.push_back(typed_value(p.schema, v));
            examples.add(e.description, a);
        }
        else
            examples.add(e.description, typed_value(p.schema, e.values.front()));
    }
    auto out = map_node();
    add(out, "name", string_node(p.name));
    add(out, "in", string_node(p.in.text()));
    if (!p.description.empty())
        add(out, "description", string_node(p.description));
    add(out, "required", bool_node(p.required));
    if (p.repeated)
    {
        route::json::schema a;
        a.type = "array";
        a.items = std::make_shared<const route::json::schema>(p.schema);
        add(out, "schema", schema_node(a, style));
        if (p.in == parameter_location::query)
        {
            add(out, "style", string_node("form"));
            add(out, "explode", bool_node(true));
        }
    }
    else
        add(out, "schema", schema_node(p.schema, style));
    if (!examples.empty())
        add(out, "examples", examples.node(json_example));
    return out;
}

// The request body of the operation: one content entry per media type.
YAML::Node
request_body_node(const request_body_view& body, const schema_style& style)
{
    auto out = map_node();
    if (body.required)
        add(out, "required", bool_node(true));
    auto content = map_node();
    for (auto const& m : body.content)
        add_body_media(content, m, false, style);
    add(out, "content", content);
    return out;
}

YAML::Node
response_node(const response_view& r, const schema_style& style)
{
    auto out = map_node();
    add(out, "description", string_node(r.description));
    if (!r.headers.empty())
    {
        auto headers = map_node();
        for (auto const& h : r.headers)
        {
            auto header = map_node();
            add(header, "schema", schema_node(h.schema, style));
            add(headers, h.name, header);
        }
        add(out, "headers", headers);
    }
    if (r.content)
    {
        auto content = map_node();
        add_body_media(content, *r.content, true, style);
        add(out, "content", content);
    }
    return out;
}

YAML::Node
operation_node(const operation_view& op, const schema_style& style)
{
    auto out = map_node();
    auto tags = seq_node();
    for (auto const& t : op.tags)
        tags.push_back(string_node(t));
    add(out, "tags", tags);
    add(out, "summary", string_node(op.summary));
    add(out, "operationId", string_node(op.operation_id));
    if (!op.description.empty())
        add(out, "description", string_node(op.description));
    if (!op.path_parameters.empty() || !op.parameters.empty())
    {
        auto parameters = seq_node();
        for (auto const& p : op.path_parameters)
            parameters.push_back(path_parameter_node(p));
        for (auto const& p : op.parameters)
            parameters.push_back(parameter_node(p, style));
        add(out, "parameters", parameters);
    }
    if (op.request_body)
        add(out, "requestBody", request_body_node(*op.request_body, style));
    auto responses = map_node();
    for (auto const& r : op.responses)
        add(responses, std::to_string(r.status), response_node(r, style));
    add(out, "responses", responses);
    if (has_documented_scheme(op.security, style.openapi_31))
        add(out, "security", security_requirements(op.security, style.openapi_31));
    return out;
}

} // namespace

YAML::Node
path_item_node(const path_view& p, const schema_style& style)
{
    auto out = map_node();
    if (!p.summary.empty())
        add(out, "summary", string_node(p.summary));
    if (!p.description.empty())
        add(out, "description", string_node(p.description));
    for (auto const& op : p.operations)
        add(out, boost::algorithm::to_lower_copy(op.method), operation_node(op, style));
    return out;
}

} // namespace detail
} // namespace openapi
} // namespace docgen
