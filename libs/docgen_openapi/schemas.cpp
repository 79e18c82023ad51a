//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Schemas as nodes of the OpenAPI document, and the models of
// `components/schemas`.

#include "schemas.hpp"

#include "yaml_tree.hpp"

#include <docgen/openapi.hpp>
#include <docgen/schema_walk.hpp>
#include <algorithm>
#include <cctype>
#include <memory>
#include <stdexcept>
#include <utility>

namespace docgen {
namespace openapi {
namespace detail {

namespace {

// A schema's `type`: in 3.1 (JSON Schema 2020-12) a nullable one is the
// list of its type and "null", written `[string, "null"]`.
YAML::Node
type_node(const route::json::schema& s, bool openapi_31)
{
    if (!openapi_31 || !s.nullable)
        return string_node(s.type);
    auto list = flow(seq_node());
    list.push_back(string_node(s.type));
    list.push_back(string_node("null"));
    return list;
}

// A schema written where it is used, its members as `schema_node`
// makes them. Integers carry a format only when it is int64. In 3.0 a
// nullable schema says `nullable: true`; in 3.1 its type list has "null"
// (a schema of any value already allows it) and its `enum`, null.
YAML::Node
inline_node(const route::json::schema& s, const schema_style& style)
{
    bool const openapi_31 = style.openapi_31;
    auto out = map_node();
    if (!s.type.empty())
        add(out, "type", type_node(s, openapi_31));
    if (!s.format.empty() && !(kind_of(s) == schema_kind::integer && s.format != "int64"))
        add(out, "format", string_node(s.format));
    if (s.nullable && !openapi_31)
        add(out, "nullable", bool_node(true));
    if (!s.description.empty())
        add(out, "description", string_node(s.description));
    if (!s.enumeration.empty())
    {
        auto values = seq_node();
        for (auto const& e : s.enumeration)
            values.push_back(string_node(e));
        if (s.nullable && openapi_31)
            values.push_back(YAML::Node(YAML::NodeType::Null));
        add(out, "enum", values);
    }
    if (!s.properties.empty())
    {
        auto properties = map_node();
        for (auto const& p : s.properties)
            add(properties, p.name, schema_node(p.value, style));
        add(out, "properties", properties);
    }
    if (!s.required.empty())
    {
        auto required = seq_node();
        for (auto const& r : s.required)
            required.push_back(string_node(r));
        add(out, "required", required);
    }
    if (s.items)
        add(out, "items", schema_node(*s.items, style));
    if (s.additional_properties)
        add(out, "additionalProperties", schema_node(*s.additional_properties, style));
    return out;
}

// `{$ref: '#/components/schemas/<key>'}`.
YAML::Node
ref_node(const std::string& key)
{
    auto out = map_node();
    add(out, "$ref", string_node("#/components/schemas/" + key));
    return out;
}

// A model as its component: what each use adds (null, a description) left
// to the use.
route::json::schema
component_of(const route::json::schema& s)
{
    auto c = s;
    c.nullable = false;
    c.description.clear();
    return c;
}

// The key of `components/schemas` a model's name gives: the name with
// each character a key may not have (`^[a-zA-Z0-9._-]+$`) as `_`
// (`page<item>`: `page_item_`).
std::string
component_key(std::string_view name)
{
    std::string key(name);
    for (auto& c : key)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-' && c != '_')
            c = '_';
    return key;
}

} // namespace

YAML::Node
schema_node(const route::json::schema& s, const schema_style& style)
{
    auto key = s.name.empty() ? style.component_keys.end() : style.component_keys.find(s.name);
    if (key == style.component_keys.end())
        return inline_node(s, style);
    bool const wrapped = !style.openapi_31 && !s.nullable && !s.description.empty();
    auto out = map_node();
    if (wrapped)
        add(out, "type", string_node(s.type));
    if (!s.description.empty())
        add(out, "description", string_node(s.description));
    if (s.nullable)
    {
        auto null = flow(map_node());
        if (style.openapi_31)
            add(null, "type", string_node("null"));
        else
        {
            add(null, "type", string_node(s.type));
            add(null, "nullable", bool_node(true));
            auto values = flow(seq_node());
            values.push_back(YAML::Node(YAML::NodeType::Null));
            add(null, "enum", values);
        }
        auto any_of = seq_node();
        any_of.push_back(ref_node(key->second));
        any_of.push_back(null);
        add(out, "anyOf", any_of);
    }
    else if (wrapped)
    {
        auto all_of = seq_node();
        all_of.push_back(ref_node(key->second));
        add(out, "allOf", all_of);
    }
    else
        add(out, "$ref", string_node("#/components/schemas/" + key->second));
    return out;
}

void
model_components::add(const route::json::schema& s, const std::string& where)
{
    if (!s.name.empty())
    {
        auto c = component_of(s);
        auto key = component_key(s.name);
        auto it = std::find_if(models_.begin(), models_.end(),
                               [&](const model& m) { return m.key == key; });
        if (it == models_.end())
            models_.push_back({key, std::move(c), where});
        else if (!(it->schema == c))
            throw std::runtime_error(
                "two different models are named '" + s.name + "'" +
                (it->schema.name == s.name ? ""
                                           : " (and '" + it->schema.name + "', the same key)") +
                ": the one at " + it->where + " and the one at " + where +
                "; the configuration key '" + std::string(named_schemas_key) +
                "' needs one name per model");
        else
            return; // its members were added with it
    }
    for (auto const& p : s.properties)
        add(p.value, where + ", member " + p.name);
    if (s.items)
        add(*s.items, where + ", items");
    if (s.additional_properties)
        add(*s.additional_properties, where + ", values");
}

void
model_components::add(const operation_view& op)
{
    auto const at = op.method + " " + op.path_template;
    for (auto const& p : op.parameters)
        add(p.schema, at + ", parameter " + p.name);
    if (op.request_body)
        for (auto const& m : op.request_body->content)
            if (m.schema)
                add(*m.schema, at + ", request body " + m.content_type);
    for (auto const& r : op.responses)
    {
        auto const response = at + ", response " + std::to_string(r.status);
        for (auto const& h : r.headers)
            add(h.schema, response + ", header " + h.name);
        if (r.content && r.content->schema)
            add(*r.content->schema, response);
    }
}

std::map<std::string, std::string>
model_components::keys() const
{
    std::map<std::string, std::string> out;
    for (auto const& m : models_)
        out.emplace(m.schema.name, m.key);
    return out;
}

YAML::Node
model_components::node(const schema_style& style) const
{
    auto out = map_node();
    for (auto const& m : models_)
        detail::add(out, m.key, inline_node(m.schema, style));
    return out;
}

} // namespace detail
} // namespace openapi
} // namespace docgen
