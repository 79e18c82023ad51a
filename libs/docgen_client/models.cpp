//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Schemas as C++ types, and the models they name.

#include "models.hpp"

#include "client_format.hpp"
#include "names.hpp"
#include <docgen/schema_walk.hpp>
#include <algorithm>
#include <utility>

namespace docgen {
namespace client_format {
namespace detail {

std::string
base_name(const route::json::schema& s, std::string_view fallback)
{
    if (auto m = held_model(s))
        return m->name;
    return std::string(fallback) + "_body";
}

bool
model_set::any_shared() const
{
    return std::any_of(models_.begin(), models_.end(),
                       [](auto const& m) { return m.tags.size() > 1; });
}

void
model_set::mark(std::size_t m, const std::string& tag)
{
    if (models_[m].tags.insert(tag).second)
        for (auto d : std::vector<std::size_t>(models_[m].deps))
            mark(d, tag);
}

std::string
model_set::type_of(const route::json::schema& s, const std::string& base,
                   std::vector<std::size_t>& deps)
{
    struct cpp_type
    {
        model_set& g;
        const std::string& base;
        std::vector<std::size_t>& deps;

        std::string enumeration(const route::json::schema& s)
        {
            if (kind_of(s) != schema_kind::string)
                return scalar(s);
            auto m = g.model_for(s, s.name.empty() ? base : s.name, true);
            deps.push_back(m);
            return g.models_[m].name;
        }
        std::string map(const route::json::schema&, const route::json::schema& values)
        {
            return "std::map<std::string, " + g.element(values, base, deps) + ">";
        }
        std::string object(const route::json::schema& s)
        {
            if (s.additional_properties)
                return map(s, *s.additional_properties);
            auto m = g.model_for(s, s.name.empty() ? base : s.name, false);
            deps.push_back(m);
            return g.models_[m].name;
        }
        std::string array(const route::json::schema&, const route::json::schema& items)
        {
            return "std::vector<" + g.element(items, base, deps) + ">";
        }
        std::string any(const route::json::schema&) { return "boost::json::value"; }
        std::string scalar(const route::json::schema& s)
        {
            if (kind_of(s) == schema_kind::string)
                return "std::string";
            if (kind_of(s) == schema_kind::boolean)
                return "bool";
            if (kind_of(s) == schema_kind::integer)
                return s.format == "int64" ? "std::int64_t" : "std::int32_t";
            if (kind_of(s) == schema_kind::number)
                return "double";
            return any(s);
        }
    };
    return visit_schema(s, cpp_type{*this, base, deps});
}

std::string
model_set::element(const route::json::schema& s, const std::string& base,
                   std::vector<std::size_t>& deps)
{
    auto t = type_of(s, base, deps);
    return s.nullable ? "std::optional<" + t + ">" : t;
}

// the model of `s` named after `base`: the one made already under
// `base` for the same schema (its nullability and description aside),
// else a new one, an `enum class` when `enumeration` says so
std::size_t
model_set::model_for(route::json::schema s, const std::string& base, bool enumeration)
{
    s.nullable = false;
    s.description.clear();
    for (auto i : by_base_[base])
        if (models_[i].schema == s)
            return i;
    std::size_t idx = models_.size();
    model_info m;
    m.name = unique(safe_identifier(base), taken_);
    m.is_enum = enumeration;
    taken_.insert(m.name);
    m.schema = std::move(s);
    models_.push_back(std::move(m));
    by_base_[base].push_back(idx);
    if (enumeration)
        add_enumerators(idx);
    else
        add_members(idx);
    order_.push_back(idx);
    return idx;
}

// the enumerators of the model `idx`, named after their wire names
void
model_set::add_enumerators(std::size_t idx)
{
    auto& m = models_[idx];
    std::set<std::string> names;
    for (auto const& e : m.schema.enumeration)
    {
        field_info f;
        f.wire = e;
        f.name = unique(safe_identifier(e), names);
        names.insert(f.name);
        m.renamed = m.renamed || f.name != f.wire;
        m.fields.push_back(std::move(f));
    }
}

// the members of the model `idx`, whose types may make more models
void
model_set::add_members(std::size_t idx)
{
    auto s = models_[idx].schema; // a copy: making models moves models_
    std::set<std::string> members;
    std::vector<field_info> fields;
    std::vector<std::size_t> deps;
    for (auto const& p : s.properties)
    {
        field_info f;
        f.wire = p.name;
        f.name = unique(safe_identifier(p.name), members);
        members.insert(f.name);
        f.optional = p.value.nullable ||
                     std::find(s.required.begin(), s.required.end(), p.name) == s.required.end();
        f.type = type_of(p.value, models_[idx].name + "_" + p.name, deps);
        f.enumerated = !p.value.enumeration.empty() && kind_of(p.value) == schema_kind::string;
        f.doc = p.value.description;
        fields.push_back(std::move(f));
    }
    auto& done = models_[idx];
    done.renamed = std::any_of(fields.begin(), fields.end(),
                               [](auto const& f) { return f.name != f.wire; });
    done.fields = std::move(fields);
    done.deps = std::move(deps);
}

} // namespace detail
} // namespace client_format
} // namespace docgen
