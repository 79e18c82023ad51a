//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_CLIENT_HEADERS_HPP
#define DOCGEN_CLIENT_HEADERS_HPP

// The C++ headers of the `client` format: the models several tags use,
// and per tag its models and its `<Tag>Endpoints` struct.

#include "client_tree.hpp"

#include <string>

namespace docgen {
namespace client_format {
namespace detail {

/// `models.hpp` (at `file`): the models of `tree` that several tags use.
std::string models_header(const client_tree& tree, const std::string& file);

/// The header of the tag `t` (at `file`): the models only it uses, then
/// one static function per operation; `shared`: it includes `models.hpp`.
std::string tag_header(const client_tree& tree, const tag_info& t, const std::string& file,
                       bool shared);

} // namespace detail
} // namespace client_format
} // namespace docgen

#endif
