//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `openapi` format: the recorded calls as an OpenAPI 3.0 document, or
// 3.1 when `openapi-info` says so. The document is one yaml-cpp tree
// (yaml_tree.hpp), changed by the linked post-processors and written once.
// Everything is written in declaration order, and nothing that changes
// between runs (dates, ports, rate-limit headers) is written at all.

#include <docgen/openapi.hpp>

#include "operations.hpp"
#include "schemas.hpp"
#include "security.hpp"
#include "yaml_tree.hpp"

#include <docgen/openapi_info.hpp>
#include <docgen/view.hpp>
#include <stdexcept>
#include <string>

namespace docgen {
namespace openapi {

namespace {

using namespace detail;

// `openapi-info`, with what this document needs of it: `info.version`
// (the OpenAPI version was checked when read).
openapi_info
read_info(const configuration& cfg)
{
    auto info = find_openapi_info(cfg);
    if (!info)
        openapi_info_missing("its `info` heads the document");
    if (info->version.empty())
        openapi_info_error("`info.version` is missing", info->info);
    return *info;
}

// A node of the user's YAML, copied into the document: plain scalars stay
// plain (their type is the user's), the others are strings; collections
// are written in block style.
YAML::Node
user_node(const YAML::Node& n)
{
    switch (n.Type())
    {
    case YAML::NodeType::Map:
    {
        auto out = map_node();
        for (auto const& kv : n)
            add(out, kv.first.Scalar(), user_node(kv.second));
        return out;
    }
    case YAML::NodeType::Sequence:
    {
        auto out = seq_node();
        for (auto const& e : n)
            out.push_back(user_node(e));
        return out;
    }
    case YAML::NodeType::Scalar:
        return n.Tag() == "?" ? plain_node(n.Scalar()) : string_node(n.Scalar());
    default:
        return YAML::Node(YAML::NodeType::Null);
    }
}

// `info`, as the user wrote it, `title` and `version` strings whatever
// they look like.
YAML::Node
info_node(const YAML::Node& info)
{
    auto out = map_node();
    for (auto const& kv : info)
    {
        auto key = kv.first.Scalar();
        add(out, key,
            key == "title" || key == "version" ? string_node(kv.second.Scalar())
                                               : user_node(kv.second));
    }
    return out;
}

// `openapi-named-schemas`: whether models are written under
// `components/schemas` (`true`) or where used (`false`, not given).
bool
read_named_schemas(const configuration& cfg)
{
    auto it = cfg.find(std::string(named_schemas_key));
    if (it == cfg.end() || it->second == "false")
        return false;
    if (it->second == "true")
        return true;
    throw std::runtime_error("the configuration key '" + std::string(named_schemas_key) +
                             "' is '" + it->second + "': expected true or false");
}

// The document's tree, before any post-processor.
YAML::Node
document_tree(const document& doc, const configuration& cfg)
{
    auto const info = read_info(cfg);
    bool const openapi_31 = info.openapi_31();
    auto const& view = doc.view();
    schema_style style{openapi_31, {}};
    model_components models;
    if (read_named_schemas(cfg))
    {
        for (auto const& p : view.paths)
            for (auto const& op : p.operations)
                models.add(op);
        style.component_keys = models.keys();
    }
    auto root = map_node();
    add(root, "openapi", string_node(info.openapi.empty() ? std::string(version) : info.openapi));
    add(root, "info", info_node(info.info));
    auto paths = map_node();
    for (auto const& p : view.paths)
        add(paths, p.path_template, path_item_node(p, style));
    add(root, "paths", paths);
    auto const& schemes = view.security_schemes;
    bool const with_schemes = has_documented_scheme(schemes, openapi_31);
    if (!models.empty() || with_schemes)
    {
        auto components = map_node();
        if (!models.empty())
            add(components, "schemas", models.node(style));
        if (with_schemes)
            add(components, "securitySchemes", security_schemes(schemes, openapi_31));
        add(root, "components", components);
    }
    return root;
}

// Runs `p` on the document `root`.
void
post_process(const openapi_post_processor& p, YAML::Node& root)
{
    auto fail = [&](const std::string& why) {
        throw std::runtime_error("the OpenAPI post-processor '" + p.name() + "' " + why);
    };
    try
    {
        p.process(root);
    }
    catch (const std::exception& e)
    {
        fail(std::string("failed: ") + e.what());
    }
    catch (...)
    {
        fail("failed with an exception not derived from std::exception");
    }
    if (!root.IsMap())
        fail("left a document that is not a mapping");
}

// The document for the formatter: with the linked post-processors.
std::string
processed_yaml(const document& doc, const configuration& cfg)
{
    return to_yaml(doc, cfg, linked_openapi_post_processors());
}

} // namespace

std::string
to_yaml(const document& doc, const configuration& cfg)
{
    return write_tree(document_tree(doc, cfg));
}

std::string
to_yaml(const document& doc, const configuration& cfg,
        const std::vector<std::shared_ptr<const openapi_post_processor>>& post)
{
    auto root = document_tree(doc, cfg);
    for (auto const& p : post)
        post_process(*p, root);
    return write_tree(root);
}

openapi_formatter::openapi_formatter()
    : basic_formatter("openapi",
                      {{std::string(openapi_info_key), true}, {std::string(named_schemas_key), false}},
                      "openapi.yml",
                      &processed_yaml)
{
}

static const formatter_registrar<openapi_formatter> registered;

} // namespace openapi
} // namespace docgen
