//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_CLIENT_CLIENT_TREE_HPP
#define DOCGEN_CLIENT_CLIENT_TREE_HPP

// What the `client` format writes, before it is text: the package, one
// group of operations per tag, each operation's function and arguments,
// and the models their types name.

#include "models.hpp"

#include <docgen/format.hpp>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace docgen {
namespace client_format {
namespace detail {

struct response_info
{
    unsigned status;
    std::string type; // empty: no body
};

// A query or header parameter, a body or credentials: an argument after the path values.
struct extra_argument
{
    std::string type;        // the C++ parameter type
    std::string name;        // the C++ parameter
    std::string defaulted;   // ` = std::nullopt`, or empty
    std::string statement;   // what adds it to the request `r`
    std::string doc;         // for @param
};

struct operation_info
{
    std::string function;
    std::vector<extra_argument> extras;
    std::string local; // the request's variable when there are extras
    std::string method;
    std::string path_template;
    std::string summary;
    std::string description; // the path's
    std::vector<std::pair<std::string, std::string>> params; // wire, C++
    std::vector<std::string> param_docs;                     // their descriptions
    std::string result_type;
    unsigned expected_status = 0;
    std::vector<response_info> responses;
};

struct tag_info
{
    std::string tag;
    std::string ns;
    std::string endpoints;
    std::vector<operation_info> operations;
    std::set<std::string> functions;
};

struct client_tree
{
    std::vector<std::string> package; ///< its namespaces
    std::vector<tag_info> tags;
    model_set models;

    /// `::com::example::github`, or `::com::example::github::<ns>`.
    std::string qualified(const std::string& ns) const;

    /// `com::example::github`, or `com::example::github::<ns>`.
    std::string namespace_name(const std::string& ns) const;

    /// `com.example.github`.
    std::string package_dotted() const;

    /// The namespace of the first tag that uses `m`.
    std::string ns_of(const model_info& m) const;
};

/** The client of the calls of `doc` in the package `package`.

    @throws std::runtime_error for a bad package name (see
    `package_namespaces`)
*/
client_tree make_client_tree(const document& doc, std::string_view package);

} // namespace detail
} // namespace client_format
} // namespace docgen

#endif
