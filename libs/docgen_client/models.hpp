//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_CLIENT_MODELS_HPP
#define DOCGEN_CLIENT_MODELS_HPP

// The models of the `client` format: the C++ type of each schema, and the
// structs and enums those types name, each with the tags that use it.

#include <route/json/schema.hpp>
#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {
namespace client_format {
namespace detail {

struct field_info
{
    std::string wire;
    std::string name; // the C++ member
    std::string type;
    bool optional = false;
    bool enumerated = false; // of an enum type: value-initialised
    std::string doc;         // the member's description
};

// A struct, or (`is_enum`) an `enum class` whose fields are its enumerators.
struct model_info
{
    std::string name;
    bool is_enum = false;
    route::json::schema schema;
    std::vector<field_info> fields;
    std::vector<std::size_t> deps;
    std::set<std::string> tags;
    bool renamed = false; // a member's C++ name differs from its wire name
};

/// What the models of a body are named after: the model it holds (`item`
/// for an `item` or an array of them), else `<fallback>_body`.
std::string base_name(const route::json::schema& s, std::string_view fallback);

/// The models the types of a client name, in the order they are to be
/// declared (each after those its members use).
class model_set
{
public:
    /// Keeps `name` from the models' names: a namespace or struct at package scope.
    void reserve(const std::string& name) { taken_.insert(name); }

    /// The C++ type of a value of schema `s`; its models are named by their
    /// names, those without one after `base`, and added to `deps`.
    std::string type_of(const route::json::schema& s, const std::string& base,
                        std::vector<std::size_t>& deps);

    /// Marks the model `m`, and those it uses, as used by `tag`.
    void mark(std::size_t m, const std::string& tag);

    const std::vector<model_info>& models() const noexcept { return models_; }

    /// The models' indices in declaration order.
    const std::vector<std::size_t>& order() const noexcept { return order_; }

    /// Whether a model is used by several tags (and goes to `models.hpp`).
    bool any_shared() const;

private:
    std::string element(const route::json::schema& s, const std::string& base,
                        std::vector<std::size_t>& deps);
    std::size_t model_for(route::json::schema s, const std::string& base, bool enumeration);
    void add_enumerators(std::size_t idx);
    void add_members(std::size_t idx);

    std::vector<model_info> models_;
    std::vector<std::size_t> order_;
    std::set<std::string> taken_;
    std::map<std::string, std::vector<std::size_t>> by_base_;
};

} // namespace detail
} // namespace client_format
} // namespace docgen

#endif
