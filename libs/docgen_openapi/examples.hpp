//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_OPENAPI_EXAMPLES_HPP
#define DOCGEN_OPENAPI_EXAMPLES_HPP

// The examples of the OpenAPI document: recorded values as the tree's
// nodes, keyed by the description of the request that sent them.

#include "yaml_tree.hpp"

#include <route/json/schema.hpp>
#include <boost/json/value.hpp>
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace docgen {
namespace openapi {
namespace detail {

/// A JSON value as structured YAML: numbers and booleans plain, strings as
/// strings, floating point with a `.` so that YAML 1.1 reads a float too.
YAML::Node json_node(const boost::json::value& v);

/// A captured body as a value: JSON when it parses, else the text.
boost::json::value body_value(const std::string& body);

/// A parameter value as its schema's type: numbers and booleans as such
/// when they read as one, else the text.
boost::json::value typed_value(const route::json::schema& s, const std::string& text);

/// A recorded request body as an example: JSON parsed, a form as an
/// object of its fields, anything else as text.
boost::json::value body_example(const std::string& content_type, const std::string& body);

/** Examples keyed by description, in the order first seen. A description
    seen again with the same value adds nothing; with another value it is
    kept as `<description> (2)`, `(3)`, ...
*/
template <class Value>
class example_map
{
public:
    void add(const std::string& description, Value v)
    {
        for (auto const& e : entries_)
            if (e.base == description && e.value == v)
                return;
        std::string key = description;
        for (int n = 2; taken(key); ++n)
            key = description + " (" + std::to_string(n) + ")";
        entries_.push_back({description, std::move(key), std::move(v)});
    }

    /// `<key>: {value: <value>}` for each, the value made by `value_node`.
    template <class ValueNode>
    YAML::Node node(ValueNode value_node) const
    {
        auto out = map_node();
        for (auto const& e : entries_)
        {
            auto example = map_node();
            detail::add(example, "value", value_node(e.value));
            detail::add(out, e.key, example);
        }
        return out;
    }

    bool empty() const noexcept { return entries_.empty(); }

private:
    bool taken(const std::string& key) const
    {
        return std::any_of(entries_.begin(), entries_.end(),
                           [&](auto const& e) { return e.key == key; });
    }

    struct entry
    {
        std::string base;
        std::string key;
        Value value;
    };
    std::vector<entry> entries_;
};

} // namespace detail
} // namespace openapi
} // namespace docgen

#endif
