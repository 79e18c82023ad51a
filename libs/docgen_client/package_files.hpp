//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_CLIENT_PACKAGE_FILES_HPP
#define DOCGEN_CLIENT_PACKAGE_FILES_HPP

// The files around the `client` format's headers: a README with an
// example, and the header-only library for b2 and CMake.

#include "client_tree.hpp"

#include <string>

namespace docgen {
namespace client_format {
namespace detail {

/// `README.md`: how to use the client, an example of its first
/// operation, and the headers under `root` (`include/com/example/github/`).
std::string readme(const client_tree& tree, const std::string& root);

/// `Jamfile`: the client as a header-only b2 library.
std::string jamfile(const client_tree& tree);

/// `CMakeLists.txt`: the client as a header-only CMake library.
std::string cmake(const client_tree& tree);

} // namespace detail
} // namespace client_format
} // namespace docgen

#endif
