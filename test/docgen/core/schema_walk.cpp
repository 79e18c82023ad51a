//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/schema_walk.hpp>

#include <boost/describe/class.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace core_schema_walk_test { // this file's own, apart from the other tests built with it

namespace {

struct owner
{
    std::string login;
};
BOOST_DESCRIBE_STRUCT(owner, (), (login))

struct repository
{
    std::int64_t id;
    owner owner_;
    std::vector<std::string> topics;
    std::map<std::string, owner> labels;
    std::optional<std::string> description;
    std::vector<owner> members;
};
BOOST_DESCRIBE_STRUCT(repository, (), (id, owner_, topics, labels, description, members))

// Names what it visits.
struct kind
{
    std::string enumeration(const route::json::schema&) { return "enumeration"; }
    std::string map(const route::json::schema&, const route::json::schema& v)
    {
        return "map of " + docgen::visit_schema(v, kind{});
    }
    std::string object(const route::json::schema&) { return "object"; }
    std::string array(const route::json::schema&, const route::json::schema& items)
    {
        return "array of " + docgen::visit_schema(items, kind{});
    }
    std::string any(const route::json::schema&) { return "any"; }
    std::string scalar(const route::json::schema& s) { return s.type; }
};

route::json::schema
typed(std::string type)
{
    route::json::schema s;
    s.type = std::move(type);
    return s;
}

} // namespace

BOOST_AUTO_TEST_SUITE(schema_walk)

BOOST_AUTO_TEST_CASE(a_schema_is_visited_as_what_it_describes)
{
    using route::json::schema_of;
    BOOST_TEST(docgen::visit_schema(schema_of<repository>(), kind{}) == "object");
    BOOST_TEST(docgen::visit_schema(schema_of<std::vector<std::int32_t>>(), kind{}) ==
               "array of integer");
    BOOST_TEST(docgen::visit_schema(schema_of<std::map<std::string, bool>>(), kind{}) ==
               "map of boolean");
    BOOST_TEST(docgen::visit_schema(schema_of<std::optional<double>>(), kind{}) == "number");
    BOOST_TEST(docgen::visit_schema(route::json::schema{}, kind{}) == "any");
    BOOST_TEST(docgen::visit_schema(typed("array"), kind{}) == "array of any"); // no items
    auto e = typed("string");
    e.enumeration = {"open", "closed"};
    BOOST_TEST(docgen::visit_schema(e, kind{}) == "enumeration");
    // an object with members and additionalProperties is an object
    auto both = schema_of<repository>();
    both.additional_properties = std::make_shared<const route::json::schema>(typed("string"));
    BOOST_TEST(docgen::visit_schema(both, kind{}) == "object");
}

BOOST_AUTO_TEST_CASE(members_are_walked_depth_first)
{
    std::vector<std::string> seen;
    docgen::for_each_member(route::json::schema_of<repository>(), "",
                            [&](const std::string& path, const route::json::schema& m,
                                bool required) {
                                seen.push_back(path + ":" + m.type + (required ? "!" : ""));
                            });
    // an array's elements and a map's values are paths of their members
    std::vector<std::string> expected = {
        "id:integer!",       "owner_:object!",   "owner_.login:string!",
        "topics:array!",     "labels:object!",   "labels.*.login:string!",
        "description:string", "members:array!",  "members[].login:string!"};
    BOOST_TEST(seen == expected, boost::test_tools::per_element());
}

// the one rule every format names models by
BOOST_AUTO_TEST_CASE(a_model_is_named_by_its_described_name)
{
    using route::json::schema_of;
    BOOST_TEST(docgen::model_label(schema_of<repository>()) == "repository");
    BOOST_TEST(docgen::model_label(schema_of<std::vector<owner>>()) == "owner[]");
    BOOST_TEST(docgen::model_label(schema_of<std::vector<std::vector<owner>>>()) == "owner[][]");
    BOOST_TEST(docgen::model_label(schema_of<std::map<std::string, owner>>()) == "");
    BOOST_TEST(docgen::model_label(schema_of<std::vector<std::string>>()) == "");
    BOOST_TEST(docgen::held_model(schema_of<std::map<std::string, owner>>())->name == "owner");
    BOOST_TEST(docgen::held_model(schema_of<std::vector<owner>>())->name == "owner");
    BOOST_TEST(docgen::held_model(schema_of<std::optional<repository>>())->name == "repository");
    BOOST_TEST(docgen::held_model(schema_of<std::vector<std::string>>()) == nullptr);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_schema_walk_test
