//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_OPENAPI_YAML_TREE_HPP
#define DOCGEN_OPENAPI_YAML_TREE_HPP

// The OpenAPI document is one yaml-cpp tree: made by the formatter,
// changed by the post-processors, and written once by `write_tree`. A
// scalar's tag says how it is written:
//
//   `!`   a string: double-quoted when YAML would read it as something
//         else (`needs_quotes`), plain otherwise;
//   `?`   plain as it is: a number or a boolean the formatter wrote, or a
//         plain scalar of the user's `openapi-info`;
//   none  what a post-processor set (`node = 3`, `node = "yes"`): plain
//         when it is a number, `true`, `false` or `null`, else a string.
//
// Keys are strings, whatever their tag; an empty collection, or one whose
// style is flow, is written in flow style.

// node.h only declares most of what builds a tree (push_back, the
// constructors, operator[]); impl.h defines them inline and convert.h
// converts the values assigned. A file that builds nodes with only node.h
// compiles, and links only while some other file's unoptimized build
// happens to emit them out of line.
#include <yaml-cpp/node/convert.h>
#include <yaml-cpp/node/impl.h>
#include <yaml-cpp/node/iterator.h>
#include <yaml-cpp/node/node.h>
#include <string>
#include <string_view>

namespace docgen {
namespace openapi {
namespace detail {

/// A string scalar (tag `!`).
YAML::Node string_node(std::string_view s);

/// A scalar written plain as `text` is (tag `?`): a number or a boolean.
YAML::Node plain_node(std::string text);

/// `true` or `false`, plain.
YAML::Node bool_node(bool b);

/// An integer, plain.
YAML::Node integer_node(long long i);

/// An empty mapping.
YAML::Node map_node();

/// An empty sequence.
YAML::Node seq_node();

/// `n`, written in flow style (`[string, "null"]`).
YAML::Node flow(YAML::Node n);

/// Appends `key: value` to the mapping `map`: keys are added in the order
/// they are to be written, each once.
void add(YAML::Node& map, std::string_view key, const YAML::Node& value);

/// Whether `s` holds U+0085, U+2028 or U+2029, which a YAML 1.1 reader
/// takes for line breaks even inside quotes, and folds.
bool has_unicode_break(std::string_view s);

/** The YAML text of `root`, ending with a line break.

    @throws std::runtime_error when yaml-cpp cannot write it
*/
std::string write_tree(const YAML::Node& root);

} // namespace detail
} // namespace openapi
} // namespace docgen

#endif
