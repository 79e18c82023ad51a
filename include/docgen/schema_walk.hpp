//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SCHEMA_WALK_HPP
#define DOCGEN_SCHEMA_WALK_HPP

// One walk over route's schema model for every format: what a schema
// describes, decided once, and its members depth first. A format keeps
// only what it writes for each.

#include <docgen/spelling.hpp>
#include <route/json/schema.hpp>
#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

namespace docgen {

/** What a schema describes, read once from its `type` (route's schema
    model spells it): every format switches on this. `other`: a type
    route does not derive, which the formats write as they find it.
*/
enum class schema_kind
{
    any,
    object,
    array,
    string,
    integer,
    number,
    boolean,
    other
};

template <>
struct spellings<schema_kind>
{
    static constexpr std::pair<schema_kind, std::string_view> table[] = {
        {schema_kind::any, ""},           {schema_kind::object, "object"},
        {schema_kind::array, "array"},    {schema_kind::string, "string"},
        {schema_kind::integer, "integer"}, {schema_kind::number, "number"},
        {schema_kind::boolean, "boolean"}};
};

/// The kind of `s`, from its `type` (empty: any value).
inline schema_kind
kind_of(const route::json::schema& s) noexcept
{
    return spelled<schema_kind>::from_text(s.type).value_or(schema_kind::other);
}

/** Calls the member of `v` for what `s` describes, the first that
    applies, and returns what it returns:

    | call | `s` |
    |---|---|
    | `v.enumeration(s)` | has `enum` values (a described enum: a string) |
    | `v.map(s, values)` | an object with `additionalProperties` (`values`) and no `properties` |
    | `v.object(s)` | any other object |
    | `v.array(s, items)` | an array; `items` is the empty schema (any value) when not given |
    | `v.any(s)` | no type: any value |
    | `v.scalar(s)` | a string, integer, number or boolean (`s.type`) |

    Every call gets `s` itself, whose `nullable` and `format` stay the
    visitor's to read.

    @par Example
    @code
    struct describe
    {
        std::string enumeration(const route::json::schema&) { return "one of"; }
        std::string map(const route::json::schema&, const route::json::schema&) { return "map"; }
        std::string object(const route::json::schema&) { return "object"; }
        std::string array(const route::json::schema&, const route::json::schema&) { return "array"; }
        std::string any(const route::json::schema&) { return "any"; }
        std::string scalar(const route::json::schema& s) { return s.type; }
    };
    auto what = docgen::visit_schema(route::json::schema_of<user>(), describe{}); // "object"
    @endcode
*/
template <class Visitor>
decltype(auto)
visit_schema(const route::json::schema& s, Visitor&& v)
{
    if (!s.enumeration.empty())
        return v.enumeration(s);
    switch (kind_of(s))
    {
    case schema_kind::object:
        if (s.properties.empty() && s.additional_properties)
            return v.map(s, *s.additional_properties);
        return v.object(s);
    case schema_kind::array:
    {
        static const route::json::schema any_value;
        return v.array(s, s.items ? *s.items : any_value);
    }
    case schema_kind::any:
        return v.any(s);
    default:
        return v.scalar(s);
    }
}

/** The model `s` documents or holds: `s` itself when it has a name (it
    was derived from a described struct or enum), else the model of an
    array's elements or of a map's values, through nested ones; nullptr
    for none. Every format names a model by this schema's `name`.
*/
inline const route::json::schema*
held_model(const route::json::schema& s)
{
    if (!s.name.empty())
        return &s;
    if (s.items)
        return held_model(*s.items);
    if (s.additional_properties && s.properties.empty())
        return held_model(*s.additional_properties);
    return nullptr;
}

/** How a reader names the type of a value of schema `s`: the model's
    name (`item`), an array of models as `item[]` (an array of those as
    `item[][]`), and empty for any other schema.
*/
inline std::string
model_label(const route::json::schema& s)
{
    if (!s.name.empty())
        return s.name;
    if (kind_of(s) == schema_kind::array && s.items)
    {
        auto element = model_label(*s.items);
        return element.empty() ? element : element + "[]";
    }
    return {};
}

/// Whether the object `s` requires its member `name`.
inline bool
is_required(const route::json::schema& s, std::string_view name)
{
    return std::find(s.required.begin(), s.required.end(), name) != s.required.end();
}

/** Calls `f(path, member, required)` for every property inside `s`,
    depth first: each property (`path.name`, `name` at the top) followed
    by the properties inside it, those of an array's elements under
    `path[]` and those of a map's values under `path.*` (`*` at the top).
    `path` is where `s` is, empty for a body.

    @par Example
    @code
    docgen::for_each_member(s, "", [](const std::string& path, const route::json::schema& m,
                                      bool required) { rows.push_back({path, m.type, required}); });
    // owner, owner.login, topics, members, members[].login, ...
    @endcode
*/
template <class F>
void
for_each_member(const route::json::schema& s, const std::string& path, F&& f)
{
    if (s.items)
        for_each_member(*s.items, path + "[]", f);
    if (s.additional_properties)
        for_each_member(*s.additional_properties, path + (path.empty() ? "*" : ".*"), f);
    for (auto const& p : s.properties)
    {
        auto member = path.empty() ? p.name : path + "." + p.name;
        f(member, p.value, is_required(s, p.name));
        for_each_member(p.value, member, f);
    }
}

} // namespace docgen

#endif
