//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// `openapi-named-schemas: true`: each model once under
// `components/schemas`, every use a `$ref` to it. The documents of a
// small shop (a nested model, a nullable one, an enum, arrays of models)
// are the golden files named-schemas.yml and named-schemas-3.1.yml,
// linted like the others (test/docgen/openapi/Jamfile); the breaking-change
// check reads them as their inline forms.
#include <docgen/openapi.hpp>

#include <docgen/compare.hpp>
#include "test/support/github_sample.hpp"
#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

namespace openapi_named_schemas_test { // this file's own, apart from the other tests built with it

namespace shop {

BOOST_DEFINE_ENUM_CLASS(label, fresh, sale)

struct person
{
    std::string login;
    std::optional<std::string> name;
};
BOOST_DESCRIBE_STRUCT(person, (), (login, name))

struct item
{
    std::int64_t id;
    person owner;
    std::optional<person> reviewer;
    std::vector<label> labels;
};
BOOST_DESCRIBE_STRUCT(item, (), (id, owner, reviewer, labels))

} // namespace shop

} // namespace openapi_named_schemas_test

template <>
struct route::json::member_description<openapi_named_schemas_test::shop::item>
{
    static const char* get(std::string_view member)
    {
        return member == "owner" ? "Who sells the item" : nullptr;
    }
};

namespace openapi_named_schemas_test {

namespace {

using github_sample::root;
using github_sample::slurp;

docgen::recorded_call
call(std::string method, std::string summary, std::string op, unsigned status,
     route::json::schema s, std::string body)
{
    docgen::recorded_call c;
    c.path_template = c.path = "/items";
    c.method = std::move(method);
    c.summary = std::move(summary);
    c.operation_id = std::move(op);
    c.tags = {"items"};
    c.expected_status = c.status = status;
    c.description = status == 200 ? "The items" : "Item added";
    c.schema = std::move(s);
    c.response_headers = {{"Content-Type", "application/json"}};
    c.response_body = std::move(body);
    return c;
}

const char* const an_item = R"({"id":1,"owner":{"login":"ann","name":null},)"
                            R"("reviewer":null,"labels":["sale"]})";

// GET /items?label=sale answers an array of items; POST /items takes an item
std::vector<docgen::recorded_call>
shop_calls()
{
    auto list = call("GET", "List the items", "listItems", 200,
                     route::json::schema_of<std::vector<shop::item>>(),
                     std::string("[") + an_item + "]");
    list.query = "label=sale";
    list.parameters = {{"label", "query", false, false, route::json::schema_of<shop::label>(),
                        {"sale"}}};
    auto add = call("POST", "Add an item", "addItem", 201, route::json::schema_of<shop::item>(),
                    an_item);
    add.request_headers = {{"Content-Type", "application/json"}};
    add.request_body = docgen::body_record{"application/json", "item",
                                           route::json::schema_of<shop::item>(), an_item};
    add.type_name = "item";
    list.type_name = "vector<item>";
    return {list, add};
}

docgen::configuration
config(const std::string& version, const char* named)
{
    docgen::configuration c{{"openapi-info", "openapi: " + version +
                                                 "\ninfo:\n  title: Shop\n  version: 1.0.0\n"}};
    if (named)
        c.emplace(docgen::openapi::named_schemas_key, named);
    return c;
}

std::string
document(const std::string& version, const char* named,
         std::vector<docgen::recorded_call> calls = shop_calls())
{
    return docgen::openapi::to_yaml(docgen::document::from_calls(calls), config(version, named));
}

void
check_golden(const std::string& name, const std::string& text)
{
    auto golden = root + "/test/docgen/openapi/" + name;
    if (auto update = std::getenv("DOCGEN_UPDATE_GOLDEN"); update && std::string(update) == "1")
    {
        std::ofstream(golden, std::ios::binary) << text;
        BOOST_TEST_MESSAGE("rewrote " << golden);
    }
    BOOST_TEST(text == slurp(golden));
}

std::vector<docgen::api_change>
changes(const std::string& old_text, const std::string& new_text)
{
    return docgen::compare_openapi(docgen::parse_openapi(old_text, "old"),
                                   docgen::parse_openapi(new_text, "new"));
}

} // namespace

BOOST_AUTO_TEST_SUITE(openapi_named_schemas)

BOOST_AUTO_TEST_CASE(each_model_is_one_component_referred_to_where_used)
{
    auto text = document("3.0.1", "true");
    check_golden("named-schemas.yml", text);
    BOOST_TEST(text.find("$ref: \"#/components/schemas/item\"") != std::string::npos);
    BOOST_TEST(text.find("\n    person:\n") != std::string::npos);
    BOOST_TEST(text.find("\n    label:\n") != std::string::npos);
    check_golden("named-schemas-3.1.yml", document("3.1.0", "true"));
}

BOOST_AUTO_TEST_CASE(the_default_and_false_write_every_schema_inline)
{
    auto inline_text = document("3.0.1", nullptr);
    BOOST_TEST(inline_text.find("$ref") == std::string::npos);
    BOOST_TEST(inline_text.find("components") == std::string::npos);
    BOOST_TEST(document("3.0.1", "false") == inline_text);
    BOOST_CHECK_EXCEPTION(document("3.0.1", "yes"), std::runtime_error, [](const auto& e) {
        return std::string(e.what()) ==
               "the configuration key 'openapi-named-schemas' is 'yes': expected true or false";
    });
}

BOOST_AUTO_TEST_CASE(two_models_of_one_name_are_an_error_naming_both)
{
    auto calls = shop_calls();
    auto other = route::json::schema_of<shop::person>();
    other.name = "item";
    calls[1].schema = other;
    BOOST_CHECK_EXCEPTION(document("3.0.1", "true", calls), std::runtime_error,
                          [](const auto& e) {
                              std::string what = e.what();
                              BOOST_TEST_MESSAGE(what);
                              return what.find("two different models are named 'item'") !=
                                         std::string::npos &&
                                     what.find("GET /items, response 200, items") !=
                                         std::string::npos &&
                                     what.find("POST /items, response 201") != std::string::npos;
                          });
}

BOOST_AUTO_TEST_CASE(a_template_model_is_keyed_with_underscores)
{
    auto calls = shop_calls();
    auto page = route::json::schema_of<shop::person>();
    page.name = "page<person>"; // as schema_of<page<person>>() names it
    calls[1].schema = page;
    auto text = document("3.0.1", "true", calls);
    BOOST_TEST(text.find("\n    page_person_:\n") != std::string::npos);
    BOOST_TEST(text.find("$ref: \"#/components/schemas/page_person_\"") != std::string::npos);
    // another name of the same key is another model
    auto twin = page;
    twin.name = "page_person_";
    calls[0].schema = twin;
    BOOST_CHECK_THROW(document("3.0.1", "true", calls), std::runtime_error);
}

// docgen-generate --compare reads a document with `$ref`s as the schemas
// they refer to: a document and its named form are the same API
BOOST_AUTO_TEST_CASE(the_breaking_change_check_reads_the_named_form_as_the_inline_one)
{
    for (auto version : {"3.0.1", "3.1.0"})
    {
        auto inline_text = document(version, nullptr);
        auto named_text = document(version, "true");
        BOOST_TEST(changes(inline_text, named_text).empty(), version);
        BOOST_TEST(changes(named_text, inline_text).empty(), version);
    }
    // a reviewer that may no longer be null, through the reference
    auto calls = shop_calls();
    auto strict = route::json::schema_of<std::vector<shop::item>>();
    auto element = *strict.items;
    for (auto& p : element.properties)
        if (p.name == "reviewer")
            p.value.nullable = false;
    strict.items = std::make_shared<const route::json::schema>(element);
    calls[0].schema = strict;
    auto found = changes(document("3.0.1", nullptr, calls), document("3.0.1", "true"));
    BOOST_TEST_REQUIRE(found.size() == 1u);
    BOOST_TEST(found[0].what.find("may now be null") != std::string::npos, found[0].what);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace openapi_named_schemas_test
