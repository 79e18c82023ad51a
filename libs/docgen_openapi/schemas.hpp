//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_OPENAPI_SCHEMAS_HPP
#define DOCGEN_OPENAPI_SCHEMAS_HPP

// The schemas of the OpenAPI document: each where it is used, or, with
// `openapi-named-schemas`, each model once under `components/schemas` and
// a `$ref` to it where it is used.

#include "yaml_tree.hpp"

#include <docgen/view.hpp>
#include <route/json/schema.hpp>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {
namespace openapi {
namespace detail {

/// How schemas are written: for which OpenAPI version, and, with
/// `openapi-named-schemas`, under which key of `components/schemas` each
/// model is (the map from a model's name to it; empty: every schema inline).
struct schema_style
{
    bool openapi_31 = false;
    std::map<std::string, std::string> component_keys;
};

/** A schema where it is used: a model with a component is a reference to
    it. What the use adds to the model, a description or null, is said next
    to the reference: null as `anyOf: [{$ref}, <null>]`, where <null> is
    `{type: 'null'}` in 3.1 and, in 3.0, which has no null type, the
    model's type with `nullable: true` and `enum: [null]`; a description
    beside the `$ref` in 3.1, and around it in 3.0, whose `$ref` takes no
    siblings (`type`, `description`, `allOf: [{$ref}]`).
*/
YAML::Node schema_node(const route::json::schema& s, const schema_style& style);

/// The models of the document's schemas, each once under its key, in the
/// order first used, and where each was first used.
class model_components
{
public:
    /** Adds the models of `s`, used at `where`.

        @throws std::runtime_error naming both uses when another model has
        the same name, or the same key
    */
    void add(const route::json::schema& s, const std::string& where);

    /// Adds the models of the parameters, bodies and headers of `op`.
    void add(const operation_view& op);

    bool empty() const { return models_.empty(); }

    /// Each model's name → its key.
    std::map<std::string, std::string> keys() const;

    /// `components/schemas`: each model, as `schema_node` makes a use,
    /// except the model itself.
    YAML::Node node(const schema_style& style) const;

private:
    struct model
    {
        std::string key;
        route::json::schema schema;
        std::string where;
    };
    std::vector<model> models_;
};

} // namespace detail
} // namespace openapi
} // namespace docgen

#endif
