//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_OPENAPI_SECURITY_HPP
#define DOCGEN_OPENAPI_SECURITY_HPP

// Security in the OpenAPI document: the schemes of
// `components/securitySchemes` and each operation's `security`.
//
// `mutualTLS` is a scheme type of OpenAPI 3.1: a 3.0 document (which
// redocly and spectral check against 3.0's schema) leaves a mutual TLS
// scheme out of `securitySchemes` and out of each operation's `security`,
// where the operation's other schemes remain; an operation whose only
// scheme it is then shows no requirement. The simple page shows it.

#include "yaml_tree.hpp"

#include <docgen/record.hpp>
#include <vector>

namespace docgen {
namespace openapi {
namespace detail {

/// Whether any of `schemes` is documented in a 3.1 (`openapi_31`) or 3.0 document.
bool has_documented_scheme(const std::vector<security_scheme>& schemes, bool openapi_31);

/// An operation's `security`: one requirement per documented scheme of
/// `schemes`, any one of which suffices (`has_documented_scheme`: at least one).
YAML::Node security_requirements(const std::vector<security_scheme>& schemes, bool openapi_31);

/// `securitySchemes`: each documented scheme of `schemes` (`has_documented_scheme`: at least one).
YAML::Node security_schemes(const std::vector<security_scheme>& schemes, bool openapi_31);

} // namespace detail
} // namespace openapi
} // namespace docgen

#endif
