//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What the OpenAPI format writes of the DSL for real APIs: query and
// header parameters, request bodies, text answers, response headers and
// security schemes.

#include <docgen/openapi.hpp>

#include <docgen/spec/security.hpp>
#include <boost/test/unit_test.hpp>
#include <yaml-cpp/yaml.h>
#include <string>
#include <vector>

namespace openapi_dsl_test { // this file's own, apart from the other tests built with it

namespace {

docgen::configuration
config()
{
    return {{"openapi-info", "openapi: 3.0.1\ninfo:\n  title: T\n  version: 1.0.0\n"}};
}

route::json::schema
item_schema()
{
    route::json::schema s;
    s.type = "object";
    route::json::schema id;
    id.type = "integer";
    id.format = "int32";
    route::json::schema name;
    name.type = "string";
    s.properties = {{"id", id}, {"name", name}};
    s.required = {"id", "name"};
    return s;
}

docgen::recorded_call
call(std::string method, unsigned status, std::string description)
{
    docgen::recorded_call c;
    c.path_template = "/items";
    c.method = std::move(method);
    c.summary = "Items";
    c.operation_id = c.method == "GET" ? "listItems" : "createItem";
    c.tags = {"items"};
    c.path = "/items";
    c.expected_status = c.status = status;
    c.description = std::move(description);
    return c;
}

docgen::parameter_record
param(std::string name, std::string in, bool required, bool repeated, std::string type,
      std::vector<std::string> values)
{
    route::json::schema s;
    s.type = std::move(type);
    return {std::move(name), std::move(in), required, repeated, s, std::move(values)};
}

YAML::Node
document(const std::vector<docgen::recorded_call>& calls)
{
    return YAML::Load(docgen::openapi::to_yaml(docgen::document::from_calls(calls), config()));
}

} // namespace

BOOST_AUTO_TEST_SUITE(openapi_dsl)

BOOST_AUTO_TEST_CASE(query_and_header_parameters_with_typed_examples)
{
    auto a = call("GET", 200, "First page");
    a.parameters = {param("limit", "query", true, false, "integer", {"10"}),
                    param("tag", "query", false, true, "string", {"a", "b"}),
                    param("X-Request-Id", "header", false, false, "string", {"r-1"})};
    auto b = call("GET", 200, "No tags");
    b.parameters = {param("limit", "query", true, false, "integer", {"5"}),
                    param("tag", "query", false, true, "string", {}),
                    param("X-Request-Id", "header", false, false, "string", {})};
    auto doc = document({a, b});
    auto ps = doc["paths"]["/items"]["get"]["parameters"];
    BOOST_TEST_REQUIRE(ps.size() == 3u);
    BOOST_TEST(ps[0]["name"].Scalar() == "limit");
    BOOST_TEST(ps[0]["in"].Scalar() == "query");
    BOOST_TEST(ps[0]["required"].as<bool>());
    BOOST_TEST(ps[0]["schema"]["type"].Scalar() == "integer");
    BOOST_TEST(ps[0]["examples"]["First page"]["value"].as<int>() == 10);
    BOOST_TEST(ps[0]["examples"]["First page"]["value"].Tag() == "?"); // a number, not a string
    BOOST_TEST(ps[0]["examples"]["No tags"]["value"].as<int>() == 5);
    BOOST_TEST(!ps[1]["required"].as<bool>());
    BOOST_TEST(ps[1]["schema"]["type"].Scalar() == "array");
    BOOST_TEST(ps[1]["schema"]["items"]["type"].Scalar() == "string");
    BOOST_TEST(ps[1]["style"].Scalar() == "form");
    BOOST_TEST(ps[1]["explode"].as<bool>());
    BOOST_TEST(ps[1]["examples"].size() == 1u); // not sent by "No tags"
    BOOST_TEST(ps[1]["examples"]["First page"]["value"][1].Scalar() == "b");
    BOOST_TEST(ps[2]["in"].Scalar() == "header");
    BOOST_TEST(!ps[2]["explode"]);
}

BOOST_AUTO_TEST_CASE(request_bodies_per_content_type_with_examples)
{
    auto a = call("POST", 201, "JSON");
    a.request_body = docgen::body_record{"application/json", "item", item_schema(),
                                         R"({"id":1,"name":"one"})"};
    auto b = call("POST", 201, "Form");
    route::json::schema form;
    form.type = "object";
    b.request_body = docgen::body_record{"application/x-www-form-urlencoded", "", form,
                                         "name=a%20b&id=2"};
    auto c = call("POST", 201, "CSV");
    c.request_body = docgen::body_record{"text/csv", "", route::json::schema_of<std::string>(), "a,b"};
    auto body = document({a, b, c})["paths"]["/items"]["post"]["requestBody"];
    BOOST_TEST(body["required"].as<bool>());
    auto json = body["content"]["application/json"];
    BOOST_TEST(json["schema"]["required"][1].Scalar() == "name");
    BOOST_TEST(json["examples"]["JSON"]["value"]["id"].as<int>() == 1);
    auto f = body["content"]["application/x-www-form-urlencoded"]["examples"]["Form"]["value"];
    BOOST_TEST(f["name"].Scalar() == "a b");
    BOOST_TEST(f["id"].Scalar() == "2");
    BOOST_TEST(body["content"]["text/csv"]["schema"]["type"].Scalar() == "string");
    BOOST_TEST(body["content"]["text/csv"]["examples"]["CSV"]["value"].Scalar() == "a,b");

    // a call without a body: the body is not required
    auto d = call("POST", 400, "No body");
    BOOST_TEST(!document({a, d})["paths"]["/items"]["post"]["requestBody"]["required"]);
}

BOOST_AUTO_TEST_CASE(text_answers_and_response_headers)
{
    auto a = call("GET", 404, "Not found");
    a.schema = route::json::schema_of<std::string>();
    a.content_type = "text/plain";
    a.response_body = "42";
    auto b = call("POST", 201, "Created");
    b.schema = item_schema();
    b.response_body = R"({"id":1,"name":"one"})";
    b.response_header_declarations = {{"Location", route::json::schema_of<std::string>(), "/items/1"}};
    auto doc = document({a, b});
    auto text = doc["paths"]["/items"]["get"]["responses"]["404"]["content"]["text/plain"];
    BOOST_TEST(text["schema"]["type"].Scalar() == "string");
    BOOST_TEST(text["examples"]["Not found"]["value"].Scalar() == "42");
    BOOST_TEST(text["examples"]["Not found"]["value"].Tag() == "!"); // text stays a string
    auto created = doc["paths"]["/items"]["post"]["responses"]["201"];
    BOOST_TEST(created["headers"]["Location"]["schema"]["type"].Scalar() == "string");
    BOOST_TEST(created["content"]["application/json"]["schema"]["type"].Scalar() == "object");
}

BOOST_AUTO_TEST_CASE(security_schemes_in_components_and_per_operation)
{
    auto a = call("GET", 200, "Bearer");
    a.security = {docgen::http_bearer("bearerAuth"), docgen::api_key_in_query("queryKey", "api_key")};
    a.security_used = "bearerAuth";
    auto b = call("POST", 201, "Basic");
    b.security = {docgen::http_basic("basicAuth"), docgen::api_key_in_cookie("cookieKey", "session"),
                  docgen::http_bearer("bearerAuth")};
    auto doc = document({a, b});
    auto get = doc["paths"]["/items"]["get"]["security"];
    BOOST_TEST_REQUIRE(get.size() == 2u);
    BOOST_TEST(get[0]["bearerAuth"].IsSequence());
    BOOST_TEST(get[0]["bearerAuth"].size() == 0u);
    BOOST_TEST(get[1]["queryKey"].IsSequence());
    auto schemes = doc["components"]["securitySchemes"];
    BOOST_TEST_REQUIRE(schemes.size() == 4u);
    BOOST_TEST(schemes["bearerAuth"]["type"].Scalar() == "http");
    BOOST_TEST(schemes["bearerAuth"]["scheme"].Scalar() == "bearer");
    BOOST_TEST(schemes["basicAuth"]["scheme"].Scalar() == "basic");
    BOOST_TEST(schemes["queryKey"]["type"].Scalar() == "apiKey");
    BOOST_TEST(schemes["queryKey"]["in"].Scalar() == "query");
    BOOST_TEST(schemes["queryKey"]["name"].Scalar() == "api_key");
    BOOST_TEST(schemes["cookieKey"]["in"].Scalar() == "cookie");

    // no schemes, no components
    BOOST_TEST(!document({call("GET", 200, "Open")})["components"]);
}

BOOST_AUTO_TEST_CASE(oauth2_flows_open_id_connect_and_mutual_tls_schemes)
{
    auto a = call("GET", 200, "Token");
    a.security = {docgen::oauth2("oauth",
                                 docgen::oauth2_flows{
                                     .implicit = docgen::oauth2_flow{"https://a.example/authorize"},
                                     .password = docgen::oauth2_flow{"", "https://a.example/token"},
                                     .authorization_code = docgen::oauth2_flow{
                                         "https://a.example/authorize", "https://a.example/token",
                                         "https://a.example/refresh", {{"read", "Read items"}}}}),
                  docgen::open_id_connect("oidc", "https://a.example/.well-known/openid-configuration"),
                  docgen::mutual_tls("mtls")};
    auto doc = document({a});
    auto schemes = doc["components"]["securitySchemes"];
    // mutualTLS is OpenAPI 3.1's: a 3.0 document leaves it out
    BOOST_TEST_REQUIRE(schemes.size() == 2u);
    BOOST_TEST(!schemes["mtls"]);
    auto flows = schemes["oauth"]["flows"];
    BOOST_TEST(schemes["oauth"]["type"].Scalar() == "oauth2");
    BOOST_TEST_REQUIRE(flows.size() == 3u);
    BOOST_TEST(flows["implicit"]["authorizationUrl"].Scalar() == "https://a.example/authorize");
    BOOST_TEST(!flows["implicit"]["tokenUrl"]);
    BOOST_TEST(flows["implicit"]["scopes"].IsMap());
    BOOST_TEST(flows["implicit"]["scopes"].size() == 0u);
    BOOST_TEST(flows["password"]["tokenUrl"].Scalar() == "https://a.example/token");
    BOOST_TEST(!flows["password"]["authorizationUrl"]);
    auto code = flows["authorizationCode"];
    BOOST_TEST(code["authorizationUrl"].Scalar() == "https://a.example/authorize");
    BOOST_TEST(code["tokenUrl"].Scalar() == "https://a.example/token");
    BOOST_TEST(code["refreshUrl"].Scalar() == "https://a.example/refresh");
    BOOST_TEST(code["scopes"]["read"].Scalar() == "Read items");
    BOOST_TEST(schemes["oidc"]["type"].Scalar() == "openIdConnect");
    BOOST_TEST(schemes["oidc"]["openIdConnectUrl"].Scalar() ==
               "https://a.example/.well-known/openid-configuration");
    auto get = doc["paths"]["/items"]["get"]["security"];
    BOOST_TEST_REQUIRE(get.size() == 2u);
    BOOST_TEST(get[0]["oauth"].IsSequence());
    BOOST_TEST(get[1]["oidc"].IsSequence());

    // an operation whose only scheme is mutual TLS shows none, and no components
    auto b = call("GET", 200, "Certificate");
    b.security = {docgen::mutual_tls("mtls")};
    auto only = document({b});
    BOOST_TEST(!only["paths"]["/items"]["get"]["security"]);
    BOOST_TEST(!only["components"]);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace openapi_dsl_test
