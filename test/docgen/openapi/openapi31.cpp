//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// OpenAPI 3.1, chosen by `openapi: 3.1.x` in `openapi-info`: its schemas
// are JSON Schema 2020-12, so a nullable value is a type list with
// "null"; everything else is written as in 3.0, the default.
#include <docgen/openapi.hpp>

#include <docgen/openapi_info.hpp>
#include <boost/test/unit_test.hpp>
#include <yaml-cpp/yaml.h>
#include <string>

namespace openapi_openapi31_test { // this file's own, apart from the other tests built with it

namespace {

docgen::configuration
config(const std::string& version)
{
    return {{"openapi-info", (version.empty() ? "" : "openapi: " + version + "\n") +
                                 "info:\n  title: T\n  version: 1.0.0\n"}};
}

route::json::schema
scalar(const char* type, bool nullable)
{
    route::json::schema s;
    s.type = type;
    s.nullable = nullable;
    return s;
}

// A user whose name, level (an enum) and note may be null, and whose
// tags are strings that may be.
docgen::document
users()
{
    route::json::schema level = scalar("string", true);
    level.enumeration = {"low", "high"};
    route::json::schema any;
    any.nullable = true;
    route::json::schema tags = scalar("array", false);
    tags.items = std::make_shared<const route::json::schema>(scalar("string", true));
    route::json::schema user = scalar("object", false);
    user.properties = {{"login", scalar("string", false)}, {"name", scalar("string", true)},
                       {"level", level}, {"note", any}, {"tags", tags}};
    user.required = {"login", "tags"};

    docgen::recorded_call c;
    c.path_template = c.path = "/user";
    c.method = "GET";
    c.summary = "The user";
    c.operation_id = "getUser";
    c.tags = {"users"};
    c.expected_status = c.status = 200;
    c.description = "A user";
    c.type_name = "user";
    c.schema = user;
    c.response_headers = {{"Content-Type", "application/json"}};
    c.response_body = R"({"login":"a","name":null,"level":null,"note":null,"tags":["x",null]})";
    return docgen::document::from_calls({c});
}

YAML::Node
properties(const std::string& text)
{
    return YAML::Load(text)["paths"]["/user"]["get"]["responses"]["200"]["content"]
                           ["application/json"]["schema"]["properties"];
}

} // namespace

BOOST_AUTO_TEST_SUITE(openapi_31)

BOOST_AUTO_TEST_CASE(a_nullable_value_is_a_type_list_with_null)
{
    auto text = docgen::openapi::to_yaml(users(), config("3.1.0"));
    BOOST_TEST(text.rfind("openapi: 3.1.0\n", 0) == 0u);
    BOOST_TEST(text.find("nullable") == std::string::npos, text);
    BOOST_TEST(text.find("                  name:\n                    type: [string, \"null\"]\n") !=
                   std::string::npos,
               text);
    auto p = properties(text);
    BOOST_TEST(p["login"]["type"].Scalar() == "string");
    BOOST_TEST_REQUIRE(p["level"]["enum"].size() == 3u); // null is one of its values
    BOOST_TEST(p["level"]["enum"][1].Scalar() == "high");
    BOOST_TEST(p["level"]["enum"][2].IsNull());
    BOOST_TEST(p["level"]["type"][1].Scalar() == "null");
    BOOST_TEST(p["note"].IsMap());
    BOOST_TEST(p["note"].size() == 0u); // any value, null among them
    BOOST_TEST(p["tags"]["type"].Scalar() == "array");
    BOOST_TEST(p["tags"]["items"]["type"][0].Scalar() == "string");
    BOOST_TEST(p["tags"]["items"]["type"][1].Scalar() == "null");
    // media-type examples are OpenAPI's, not JSON Schema's: as in 3.0
    auto media = YAML::Load(text)["paths"]["/user"]["get"]["responses"]["200"]["content"]
                                 ["application/json"];
    BOOST_TEST(media["examples"]["A user"]["value"]["login"].Scalar() == "a");
    BOOST_TEST(!media["example"]);
}

BOOST_AUTO_TEST_CASE(three_point_zero_stays_the_default)
{
    auto text = docgen::openapi::to_yaml(users(), config(""));
    BOOST_TEST(text.rfind("openapi: 3.0.1\n", 0) == 0u);
    BOOST_TEST(text == docgen::openapi::to_yaml(users(), config("3.0.1")));
    auto p = properties(text);
    BOOST_TEST(p["name"]["type"].Scalar() == "string");
    BOOST_TEST(p["name"]["nullable"].as<bool>());
    BOOST_TEST(p["level"]["enum"].size() == 2u);
    BOOST_TEST(p["note"]["nullable"].as<bool>());
}

BOOST_AUTO_TEST_CASE(the_version_given_is_the_version_written)
{
    auto v303 = docgen::openapi::to_yaml(users(), config("3.0.3"));
    BOOST_TEST(v303.rfind("openapi: 3.0.3\n", 0) == 0u);
    BOOST_TEST(v303.find("nullable: true") != std::string::npos);
    auto v311 = docgen::openapi::to_yaml(users(), config("3.1.1"));
    BOOST_TEST(v311.rfind("openapi: 3.1.1\n", 0) == 0u);
    BOOST_TEST(v311.find("nullable") == std::string::npos);
    BOOST_TEST(docgen::openapi_info::parse("openapi: 3.1.1\ninfo:\n  title: T\n").openapi_31());
    BOOST_TEST(!docgen::openapi_info::parse("openapi: 3.0.3\ninfo:\n  title: T\n").openapi_31());
    BOOST_TEST(!docgen::openapi_info::parse("info:\n  title: T\n").openapi_31());
}

BOOST_AUTO_TEST_CASE(a_mutual_tls_scheme_is_written_in_three_point_one_only)
{
    auto doc = [] {
        docgen::recorded_call c;
        c.path_template = c.path = "/admin";
        c.method = "GET";
        c.summary = "Administration";
        c.operation_id = "admin";
        c.expected_status = c.status = 204;
        c.description = "Done";
        docgen::security_scheme tls{"clientCert", "mutualTLS", "", "", ""};
        docgen::security_scheme bearer{"bearerAuth", "http", "bearer", "", ""};
        c.security = {tls, bearer};
        return docgen::document::from_calls({c});
    }();
    auto v31 = YAML::Load(docgen::openapi::to_yaml(doc, config("3.1.0")));
    BOOST_TEST(v31["components"]["securitySchemes"]["clientCert"]["type"].Scalar() == "mutualTLS");
    BOOST_TEST_REQUIRE(v31["paths"]["/admin"]["get"]["security"].size() == 2u);
    BOOST_TEST(v31["paths"]["/admin"]["get"]["security"][0]["clientCert"].IsSequence());
    // 3.0 has no such type: the scheme is left out, the other one stays
    auto v30 = YAML::Load(docgen::openapi::to_yaml(doc, config("3.0.3")));
    BOOST_TEST(!v30["components"]["securitySchemes"]["clientCert"]);
    BOOST_TEST_REQUIRE(v30["paths"]["/admin"]["get"]["security"].size() == 1u);
    BOOST_TEST(v30["paths"]["/admin"]["get"]["security"][0]["bearerAuth"].IsSequence());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace openapi_openapi31_test
