//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/view.hpp>

#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>

namespace fs = std::filesystem;
using route::json::schema;

namespace {

schema
string_schema()
{
    schema s;
    s.type = "string";
    return s;
}

docgen::parameter_record
header_parameter(std::string name, bool required, std::vector<std::string> values)
{
    return {std::move(name), "header", required, false, string_schema(), std::move(values)};
}

// A call of GET /items that declares (and, given a value, sends) the header `header`.
docgen::recorded_call
call(std::string description, unsigned status, std::string header, std::string value,
     bool required = true)
{
    docgen::recorded_call c;
    c.path_template = "/items";
    c.method = "GET";
    c.summary = "List items";
    c.operation_id = "listItems";
    c.tags = {"items"};
    c.path = "/items";
    c.description = std::move(description);
    c.expected_status = c.status = status;
    std::vector<std::string> values;
    if (!value.empty())
    {
        c.request_headers.push_back({header, value});
        values.push_back(value);
    }
    c.parameters.push_back(header_parameter(std::move(header), required, std::move(values)));
    return c;
}

std::string
read(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string
folded(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::size_t
count(const std::string& text, const std::string& what)
{
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

// Every file every linked formatter writes for `doc`: format/relative path → text.
std::map<std::string, std::string>
outputs(const docgen::document& doc)
{
    docgen::configuration cfg{
        {"openapi-info", "openapi: 3.0.1\ninfo:\n  title: Items\n  version: 1.0.0\n"},
        {"httpclient-package", "com.example.items"}};
    auto root = fs::temp_directory_path() / ("docgen-view-" + std::to_string(::getpid()));
    fs::remove_all(root);
    std::map<std::string, std::string> out;
    for (auto const& f : docgen::linked_formatters())
    {
        auto dir = root / f->name();
        fs::create_directories(dir);
        f->write(doc, cfg, dir);
        for (auto const& e : fs::recursive_directory_iterator(dir))
            if (e.is_regular_file())
                out[f->name() + "/" + fs::relative(e.path(), dir).generic_string()] = read(e.path());
    }
    fs::remove_all(root);
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(docgen_view)

BOOST_AUTO_TEST_CASE(a_header_parameter_is_one_whatever_its_case)
{
    auto doc = docgen::document::from_calls({call("Items listed", 200, "X-Api-Key", "k1"),
                                             call("Items listed", 200, "x-api-key", "k2", false),
                                             call("Forbidden", 403, "X-API-KEY", "")});
    auto v = docgen::operation_view::of(doc.paths.at(0), doc.paths.at(0).operations.at(0));
    BOOST_TEST_REQUIRE(v.parameters.size() == 1u);
    BOOST_TEST(v.parameters[0].name == "X-Api-Key"); // the first spelling
    BOOST_TEST(v.parameters[0].in == "header");
    BOOST_TEST(!v.parameters[0].required); // one call declares it optional
    BOOST_TEST_REQUIRE(v.parameters[0].examples.size() == 2u);
    BOOST_TEST(v.parameters[0].examples[1].values.at(0) == "k2");
    BOOST_TEST(v.responses.size() == 2u);
    BOOST_TEST(v.calls == &doc.paths.at(0).operations.at(0));
}

BOOST_AUTO_TEST_CASE(a_query_parameter_is_known_by_its_exact_name)
{
    auto a = call("Items listed", 200, "X-Api-Key", "k1");
    auto b = a;
    a.parameters[0].in = b.parameters[0].in = "query";
    b.parameters[0].name = "x-api-key";
    auto doc = docgen::document::from_calls({a, b});
    auto v = docgen::operation_view::of(doc.paths.at(0), doc.paths.at(0).operations.at(0));
    BOOST_TEST(v.parameters.size() == 2u);
}

BOOST_AUTO_TEST_CASE(responses_bodies_and_schemes_merge_once)
{
    auto a = call("Created", 201, "X-Api-Key", "k1");
    a.request_body = docgen::body_record{"application/json", "item", string_schema(), "\"one\""};
    a.response_header_declarations = {{"Location", string_schema(), "/items/1"}};
    a.security = {{"apiKey", "apiKey", "", "header", "X-Api-Key"}};
    auto b = a;
    b.request_body->content_type = "Application/JSON";
    b.request_body->body = "\"two\"";
    b.response_header_declarations[0].name = "location";
    b.description = "Created again";
    auto c = a;
    c.request_body.reset();
    c.expected_status = 0; // none declared: the status received
    c.status = 400;
    auto doc = docgen::document::from_calls({a, b, a, c});
    auto v = docgen::operation_view::of(doc.paths.at(0), doc.paths.at(0).operations.at(0));
    BOOST_TEST_REQUIRE(v.request_body.has_value());
    BOOST_TEST(!v.request_body->required);
    BOOST_TEST_REQUIRE(v.request_body->content.size() == 1u);
    BOOST_TEST(v.request_body->content[0].content_type == "application/json");
    BOOST_TEST(v.request_body->content[0].examples.size() == 2u); // `a` twice counts once
    BOOST_TEST(v.security.size() == 1u);
    BOOST_TEST(docgen::security_schemes(doc).size() == 1u);
    BOOST_TEST_REQUIRE(v.responses.size() == 2u);
    BOOST_TEST(v.responses[0].status == 201u);
    BOOST_TEST(v.responses[0].description == "Created");
    BOOST_TEST(v.responses[0].descriptions.size() == 2u);
    BOOST_TEST(v.responses[0].headers.size() == 1u);
    BOOST_TEST(v.responses[1].status == 400u);
}

// Calls sending `X-Api-Key` and `x-api-key` document one parameter in
// every format: each writes what it writes for one spelling, but for the
// case of the header the second call sent (which the pages of calls show
// as sent), and the documents of the operation name it once.
BOOST_AUTO_TEST_CASE(x_api_key_in_two_cases_is_one_parameter_in_every_format)
{
    auto mixed = outputs(docgen::document::from_calls(
        {call("Items listed", 200, "X-Api-Key", "k1"), call("Items listed", 200, "x-api-key", "k2")}));
    auto same = outputs(docgen::document::from_calls(
        {call("Items listed", 200, "X-Api-Key", "k1"), call("Items listed", 200, "X-Api-Key", "k2")}));
    BOOST_TEST_REQUIRE(mixed.size() == same.size());
    std::set<std::string> formats;
    for (auto const& [file, text] : same)
    {
        BOOST_TEST_CONTEXT(file)
        {
            formats.insert(file.substr(0, file.find('/')));
            BOOST_TEST_REQUIRE(mixed.count(file) == 1u);
            BOOST_TEST(folded(mixed.at(file)) == folded(text));
        }
    }
    for (auto const* f : {"openapi", "client", "orpc", "tsrest", "tsfetch", "simple", "postman"})
        BOOST_TEST(formats.count(f) == 1u, f << " is linked");

    BOOST_TEST(count(mixed.at("openapi/openapi.yml"), "name: X-Api-Key") == 1u);
    BOOST_TEST(count(folded(mixed.at("openapi/openapi.yml")), "x-api-key") == 1u);
    auto const& client = mixed.at("client/include/com/example/items/items/ItemsEndpoints.hpp");
    BOOST_TEST(count(client, "with_header_value(\"X-Api-Key\"") == 1u);
    BOOST_TEST(count(folded(client), "with_header_value(\"x-api-key\"") == 1u);
    BOOST_TEST(count(mixed.at("orpc/src/contracts.ts"), "'x-api-key': ") == 1u);
    for (auto const& [file, text] : mixed)
        if (file.rfind("tsrest/src/", 0) == 0 && file != "tsrest/src/index.ts")
            BOOST_TEST(count(text, "'x-api-key': ") == 1u, file);
    BOOST_TEST(count(mixed.at("simple/index.html"), "<tr><td><code>X-Api-Key</code></td><td>header") == 1u);
    BOOST_TEST(count(folded(mixed.at("simple/index.html")), "<tr><td><code>x-api-key</code>") == 1u);
}

// OAuth 2 and OpenID Connect tokens are bearer tokens in every format that
// shows a credential; mutual TLS, the connection's, is a request member in none.
BOOST_AUTO_TEST_CASE(oauth2_open_id_connect_and_mutual_tls_in_every_format)
{
    auto a = call("Items listed", 200, "X-Request-Id", "r1");
    a.security = {
        docgen::security_scheme{"oauth", "oauth2", "", "", "",
                                docgen::oauth2_flows{.client_credentials = docgen::oauth2_flow{
                                                         "", "https://a.example/token", "",
                                                         {{"items:read", "Read items"}}}}},
        docgen::security_scheme{"oidc", "openIdConnect", "", "", "", {},
                                "https://a.example/.well-known/openid-configuration"},
        docgen::security_scheme{"mtls", "mutualTLS", "", "", ""}};
    a.security_used = "oauth";
    auto out = outputs(docgen::document::from_calls({a}));

    auto const& yaml = out.at("openapi/openapi.yml");
    BOOST_TEST(count(yaml, "type: oauth2") == 1u);
    BOOST_TEST(count(yaml, "tokenUrl: https://a.example/token") == 1u);
    BOOST_TEST(count(yaml, "openIdConnectUrl: https://a.example/.well-known/openid-configuration") == 1u);
    BOOST_TEST(count(yaml, "mtls") == 0u); // OpenAPI 3.1's, left out of a 3.0 document
    BOOST_TEST(count(out.at("calls/calls.json"), "\"client_credentials\"") == 1u);

    auto const& client = out.at("client/include/com/example/items/items/ItemsEndpoints.hpp");
    BOOST_TEST(count(client, "an OAuth 2 access token, sent as a bearer token (scheme `oauth`)") == 1u);
    BOOST_TEST(count(client, "an OpenID Connect access token, sent as a bearer token (scheme `oidc`)") == 1u);
    BOOST_TEST(count(client, ".with_bearer_token(") == 2u);
    BOOST_TEST(count(client, "mtls") == 0u);

    auto const& orpc = out.at("orpc/src/contracts.ts");
    BOOST_TEST(count(orpc, "`mtls`: mutual TLS, the client's certificate on the connection") == 1u);
    BOOST_TEST(count(orpc, "Bearer <token>") == 2u);
    for (auto const& [file, text] : out)
        if (file.rfind("tsrest/src/", 0) == 0 && file != "tsrest/src/index.ts")
            BOOST_TEST(count(text, "Credentials of oauth (OAuth 2 access token): 'Bearer <token>'") == 1u, file);

    auto const& page = out.at("simple/index.html");
    BOOST_TEST(count(page, "OAuth 2 access token, header Authorization (Bearer); client credentials flow") == 1u);
    BOOST_TEST(count(page, "mutual TLS: the client&#39;s certificate") == 1u);
    BOOST_TEST(count(out.at("postman/collection.json"), "\"oauth2\"") >= 1u);
    BOOST_TEST(count(out.at("postman/collection.json"), "{{oauthToken}}") >= 1u);
}

BOOST_AUTO_TEST_SUITE_END()
