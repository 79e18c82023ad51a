//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_CLIENT_FORMAT_HPP
#define DOCGEN_CLIENT_FORMAT_HPP

// The `client` format's parts that its tests reach directly: identifier
// sanitising, the package name and the generated files before they are
// written. The formatter itself registers from client.cpp.

#include <docgen/format.hpp>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {
namespace client_format {

/// The configuration key naming the package of the generated tree.
inline constexpr std::string_view package_key = "httpclient-package";

/** A C++ identifier for `name`: characters other than letters, digits
    and `_` become `_`, a leading digit gets a leading `_`, a keyword or a
    standard macro name a trailing one (`delete` → `delete_`, `2fa` →
    `_2fa`, `full-name` → `full_name`), a reserved spelling (`__x`, `_X`)
    a leading `x`. Empty → `_`.
*/
std::string safe_identifier(std::string_view name);

/** The namespaces of a package name: `com.example.github` →
    `{"com", "example", "github"}`.

    @throws std::runtime_error naming `httpclient-package` when a part is
    empty, not an identifier, or a keyword (`com..x`, `1abc`, `../x`,
    `com.class`)
*/
std::vector<std::string> package_namespaces(std::string_view package);

/** The generated tree: path relative to the client folder → content,
    for the calls of `doc` and the package `package`.

    @throws std::runtime_error for a bad package name (see
    `package_namespaces`)
*/
std::map<std::string, std::string> generate_files(const document& doc, std::string_view package);

} // namespace client_format
} // namespace docgen

#endif
