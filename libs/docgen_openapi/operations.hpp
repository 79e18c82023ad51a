//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_OPENAPI_OPERATIONS_HPP
#define DOCGEN_OPENAPI_OPERATIONS_HPP

// The paths of the OpenAPI document: each path's operations with their
// parameters, request bodies, responses and security requirements.

#include "schemas.hpp"
#include "yaml_tree.hpp"

#include <docgen/view.hpp>

namespace docgen {
namespace openapi {
namespace detail {

/** The path item of `p`: its summary and description, then one operation
    per method (lower-case), in the order of the view.

    Each operation has its tags, summary, operation id and description,
    its path parameters (with the values used as examples) then its query
    and header parameters, its request body (one content entry per media
    type), its responses (one per status, with their headers, schemas and
    captured bodies as examples) and the schemes any one of which it
    accepts.
*/
YAML::Node path_item_node(const path_view& p, const schema_style& style);

} // namespace detail
} // namespace openapi
} // namespace docgen

#endif
