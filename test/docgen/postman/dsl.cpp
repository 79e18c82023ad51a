//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What the postman format writes of the DSL for real APIs: query and
// header parameters, request bodies (JSON, form, raw), text answers,
// declared response headers and security schemes, whose credentials are
// collection variables left empty. The golden file additions.json holds
// calls of the items sample carrying every addition;
// scripts/check-docgen-sample.sh validates it and runs it with newman
// against the items service. DOCGEN_UPDATE_GOLDEN=1 rewrites it.
#include <docgen/postman.hpp>

#include <docgen/spec/security.hpp>
#include <boost/json/parse.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace postman_dsl_test { // this file's own, apart from the other tests built with it

#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace json = boost::json;

namespace {

const std::string secret(docgen::redacted);

const docgen::configuration config = {
    {"openapi-info", "openapi: 3.0.1\ninfo:\n  title: Items\n  version: 1.0.0\n"}};

route::json::schema
type(std::string t)
{
    route::json::schema s;
    s.type = std::move(t);
    return s;
}

route::json::schema
item_schema()
{
    auto s = type("object");
    auto id = type("integer");
    id.format = "int64";
    s.properties = {{"id", id}, {"name", type("string")}};
    s.required = {"id", "name"};
    return s;
}

docgen::parameter_record
param(std::string name, std::string in, bool required, bool repeated, std::string t,
      std::vector<std::string> values)
{
    return {std::move(name), std::move(in), required, repeated, type(std::move(t)),
            std::move(values)};
}

docgen::recorded_call
call(std::string method, std::string tmpl, std::string path, unsigned status,
     std::string description)
{
    docgen::recorded_call c;
    c.path_template = std::move(tmpl);
    c.method = std::move(method);
    c.tags = {"items"};
    c.path = std::move(path);
    if (c.path_template != c.path)
        c.path_parameters = {{"id", c.path.substr(c.path.rfind('/') + 1)}};
    c.request_headers = {{"Accept", "application/json"}};
    c.expected_status = c.status = status;
    c.description = std::move(description);
    c.response_headers = {{"Content-Type", "application/json"}, {"Date", "<date>"}};
    return c;
}

// a text/plain answer, as route's rejection handlers write them
void
text_answer(docgen::recorded_call& c, std::string body)
{
    c.schema = route::json::schema_of<std::string>();
    c.content_type = "text/plain";
    c.type_name = "string";
    c.response_headers = {{"Content-Type", "text/plain; charset=utf-8"}, {"Date", "<date>"}};
    c.response_body = std::move(body);
}

// The items sample's calls with every addition, in an order in which the
// items service answers each with its captured status.
std::vector<docgen::recorded_call>
items_calls()
{
    auto list = call("GET", "/items", "/items", 200, "Items");
    list.summary = "List items";
    list.operation_id = "listItems";
    list.parameters = {param("limit", "query", true, false, "integer", {"10"}),
                       param("tag", "query", false, true, "string", {"a", "b c"}),
                       param("cursor", "query", false, false, "string", {}),
                       param("X-Trace", "header", true, false, "string", {"t-1"}),
                       param("X-Debug", "header", false, false, "boolean", {})};
    list.query = "limit=10&tag=a&tag=b%20c";
    list.request_headers.push_back({"X-Trace", "t-1"});
    list.request_headers.push_back({"Authorization", secret});
    list.security = {docgen::http_bearer("bearerAuth")};
    list.security_used = "bearerAuth";
    list.type_name = "vector<item>";
    list.response_body = "[]";

    auto created = call("POST", "/items", "/items", 201, "Created");
    created.summary = "Create an item";
    created.operation_id = "createItem";
    created.request_body = docgen::body_record{"application/json", "item", item_schema(),
                                               R"({"id":7,"name":"seven \"7\""})"};
    created.request_headers.push_back({"Authorization", secret});
    created.request_headers.push_back({"Content-Type", "application/json"});
    created.security = {docgen::http_basic("basicAuth")};
    created.security_used = "basicAuth";
    created.type_name = "item";
    created.schema = item_schema();
    created.response_body = R"({"id":7,"name":"seven \"7\""})";
    auto form = created;
    form.description = "Not JSON";
    form.expected_status = form.status = 415;
    form.request_body = docgen::body_record{"application/x-www-form-urlencoded", "",
                                            type("object"), "id=8&name=a%20%26%20b"};
    form.request_headers.back().value = "application/x-www-form-urlencoded";
    text_answer(form, "The request's Content-Type is not supported. Expected:\napplication/json");
    auto bad = created;
    bad.description = "Malformed";
    bad.expected_status = bad.status = 400;
    bad.request_body = docgen::body_record{"application/json", "",
                                           route::json::schema_of<std::string>(), R"({"id":"x"})"};
    text_answer(bad, "The request content was malformed:\nmember 'id': expected an integer");

    auto put = call("PUT", "/items", "/items", 405, "Not allowed");
    put.summary = "Replace the items";
    put.request_body = docgen::body_record{"text/csv", "", route::json::schema_of<std::string>(),
                                           "id,name\n9,nine\n"};
    put.request_headers.push_back({"Content-Type", "text/csv"});
    text_answer(put, "HTTP method not allowed, supported methods: GET, POST");
    put.response_headers.insert(put.response_headers.begin() + 1, {"Allow", "GET, POST"});
    put.response_header_declarations = {
        {"Allow", route::json::schema_of<std::string>(), "GET, POST"}};

    auto found = call("GET", "/items/{id}", "/items/7", 200, "Item found");
    found.summary = "Get an item";
    found.operation_id = "getItem";
    found.query = "api_key=%3Credacted%3E";
    found.security = {docgen::api_key_in_query("queryKey", "api_key"),
                      docgen::api_key_in_header("headerKey", "X-API-Key")};
    found.security_used = "queryKey";
    found.type_name = "item";
    found.schema = item_schema();
    found.response_body = R"({"id":7,"name":"seven \"7\""})";
    auto missing = found;
    missing.path = "/items/99";
    missing.path_parameters = {{"id", "99"}};
    missing.description = "No such item";
    missing.expected_status = missing.status = 404;
    missing.query.clear();
    missing.request_headers.push_back({"X-API-Key", secret});
    missing.security_used = "headerKey";
    text_answer(missing, "There is no item with id 99.");

    auto removed = call("DELETE", "/items/{id}", "/items/7", 204, "Deleted");
    removed.summary = "Delete an item";
    removed.operation_id = "deleteItem";
    removed.request_headers.push_back({"Cookie", secret});
    removed.security = {docgen::api_key_in_cookie("cookieKey", "session")};
    removed.security_used = "cookieKey";
    removed.response_headers = {{"Date", "<date>"}};

    return {list, created, form, bad, put, found, missing, removed};
}

std::string
collection(const std::vector<docgen::recorded_call>& calls)
{
    return docgen::postman::to_json(docgen::document::from_calls(calls), config);
}

// the item named `name` in the folder `items`
json::object
item(const json::value& c, const std::string& name)
{
    for (auto const& i : c.at("item").at(0).at("item").as_array())
        if (i.at("name").as_string() == name)
            return i.as_object();
    BOOST_FAIL("no item " << name);
    return {};
}

std::string
script(const json::object& it)
{
    std::string all;
    for (auto const& l : it.at("event").at(0).at("script").at("exec").as_array())
        all += std::string(l.as_string()) + "\n";
    return all;
}

} // namespace

BOOST_AUTO_TEST_SUITE(postman_dsl)

BOOST_AUTO_TEST_CASE(query_parameters_as_sent_and_absent_optionals_disabled)
{
    auto c = json::parse(collection(items_calls()));
    auto url = item(c, "List items").at("request").at("url").as_object();
    BOOST_TEST(url.at("raw").as_string() == "{{baseUrl}}/items?limit=10&tag=a&tag=b%20c");
    auto const& q = url.at("query").as_array();
    BOOST_TEST_REQUIRE(q.size() == 4u);
    BOOST_TEST(q[0].at("key").as_string() == "limit");
    BOOST_TEST(q[0].at("value").as_string() == "10");
    BOOST_TEST(q[0].at("description").as_string() == "integer, required");
    BOOST_TEST(q[2].at("value").as_string() == "b%20c"); // as sent, encoded
    BOOST_TEST(q[2].at("description").as_string() ==
               "string, repeated (one entry per value), optional");
    BOOST_TEST(!q[2].as_object().contains("disabled"));
    BOOST_TEST(q[3].at("key").as_string() == "cursor");
    BOOST_TEST(q[3].at("value").as_string() == "");
    BOOST_TEST(q[3].at("disabled").as_bool());
    BOOST_TEST(q[3].at("description").as_string() == "string, optional; not sent");
}

BOOST_AUTO_TEST_CASE(header_parameters_in_the_headers_absent_ones_disabled)
{
    auto c = json::parse(collection(items_calls()));
    auto list = item(c, "List items");
    auto const& h = list.at("request").at("header").as_array();
    BOOST_TEST_REQUIRE(h.size() == 3u); // Accept, X-Trace, X-Debug: Authorization is the auth's
    BOOST_TEST(h[1].at("key").as_string() == "X-Trace");
    BOOST_TEST(h[1].at("value").as_string() == "t-1");
    BOOST_TEST(h[1].at("description").as_string() == "string, required");
    BOOST_TEST(h[2].at("key").as_string() == "X-Debug");
    BOOST_TEST(h[2].at("disabled").as_bool());
}

// A parameter the item's request (the first call) declares but does not
// send, and one only a later call declares, are disabled entries holding
// the value a later call sent: a query value percent-encoded, a secret
// header's value its variable, never the placeholder.
BOOST_AUTO_TEST_CASE(a_disabled_entry_holds_the_value_another_call_sent)
{
    auto first = call("GET", "/items", "/items", 200, "Items");
    first.summary = "List items";
    first.parameters = {param("cursor", "query", false, false, "string", {}),
                        param("X-Debug", "header", false, false, "boolean", {})};
    auto next = call("GET", "/items", "/items", 200, "The next items");
    next.parameters = {param("cursor", "query", false, false, "string", {"a b&c"}),
                       param("x-debug", "header", false, false, "boolean", {"true"}),
                       param("X-Session-Token", "header", true, false, "string", {secret})};
    next.query = "cursor=a%20b%26c";
    next.request_headers.push_back({"x-debug", "true"});
    next.request_headers.push_back({"X-Session-Token", secret});
    auto text = collection({first, next});
    BOOST_TEST(text.find(secret) == std::string::npos);
    auto c = json::parse(text);
    auto const list = item(c, "List items");
    auto const& request = list.at("request").as_object();
    auto const& url = request.at("url").as_object();
    BOOST_TEST(url.at("raw").as_string() == "{{baseUrl}}/items"); // nothing disabled is sent
    auto const& q = url.at("query").as_array();
    BOOST_TEST_REQUIRE(q.size() == 1u);
    BOOST_TEST(q[0].at("key").as_string() == "cursor");
    BOOST_TEST(q[0].at("value").as_string() == "a%20b%26c");
    BOOST_TEST(q[0].at("disabled").as_bool());
    BOOST_TEST(q[0].at("description").as_string() == "string, optional; not sent");
    auto const& h = request.at("header").as_array();
    BOOST_TEST_REQUIRE(h.size() == 3u); // Accept, X-Debug, X-Session-Token
    BOOST_TEST(h[1].at("key").as_string() == "X-Debug"); // as first declared
    BOOST_TEST(h[1].at("value").as_string() == "true");
    BOOST_TEST(h[1].at("disabled").as_bool());
    BOOST_TEST(h[2].at("key").as_string() == "X-Session-Token"); // only the later call declares it
    BOOST_TEST(h[2].at("value").as_string() == "{{X-Session-Token}}");
    BOOST_TEST(h[2].at("disabled").as_bool());
    BOOST_TEST(h[2].at("description").as_string() == "string, required; not sent");
    auto const& vars = c.at("variable").as_array();
    BOOST_TEST_REQUIRE(vars.size() == 2u);
    BOOST_TEST(vars[1].at("key").as_string() == "X-Session-Token");
    BOOST_TEST(vars[1].at("value").as_string() == "");
    // the later call's saved request has its own entries, as it sent them
    auto const& original = list.at("response").at(1).at("originalRequest");
    BOOST_TEST(original.at("url").at("raw").as_string() == "{{baseUrl}}/items?cursor=a%20b%26c");
    BOOST_TEST(original.at("header").as_array().size() == 3u);
    BOOST_TEST(!original.at("header").at(2).as_object().contains("disabled"));
}

BOOST_AUTO_TEST_CASE(bodies_json_form_and_raw)
{
    auto c = json::parse(collection(items_calls()));
    auto create = item(c, "Create an item");
    auto body = create.at("request").at("body").as_object();
    BOOST_TEST(body.at("mode").as_string() == "raw");
    BOOST_TEST(body.at("raw").as_string() == R"({"id":7,"name":"seven \"7\""})");
    BOOST_TEST(body.at("options").at("raw").at("language").as_string() == "json");

    // the saved responses keep each call's own body: the form decoded
    auto const& responses = create.at("response").as_array();
    BOOST_TEST_REQUIRE(responses.size() == 3u);
    auto form = responses[1].at("originalRequest").at("body").as_object();
    BOOST_TEST(form.at("mode").as_string() == "urlencoded");
    auto const& fields = form.at("urlencoded").as_array();
    BOOST_TEST_REQUIRE(fields.size() == 2u);
    BOOST_TEST(fields[1].at("key").as_string() == "name");
    BOOST_TEST(fields[1].at("value").as_string() == "a & b");

    // raw: the text and its Content-Type header, no language
    auto put = item(c, "Replace the items").at("request").as_object();
    BOOST_TEST(put.at("body").at("raw").as_string() == "id,name\n9,nine\n");
    BOOST_TEST(!put.at("body").as_object().contains("options"));
    BOOST_TEST(put.at("header").at(1).at("key").as_string() == "Content-Type");
    BOOST_TEST(put.at("header").at(1).at("value").as_string() == "text/csv");

    // further calls send their bodies from the script
    auto s = script(create);
    BOOST_TEST(s.find(R"(    body: { "mode": "urlencoded", "urlencoded": )"
                      R"([{ "key": "id", "value": "8" }, )"
                      R"({ "key": "name", "value": "a & b" }] },)") != std::string::npos,
               s);
    BOOST_TEST(s.find(R"(    body: { "mode": "raw", "raw": "{\"id\":\"x\"}", "options": )"
                      R"({ "raw": { "language": "json" } } },)") != std::string::npos,
               s);
}

BOOST_AUTO_TEST_CASE(text_answers_and_declared_response_headers)
{
    auto c = json::parse(collection(items_calls()));
    auto missing = item(c, "Get an item").at("response").at(1).as_object();
    BOOST_TEST(missing.at("code").as_int64() == 404);
    BOOST_TEST(missing.at("_postman_previewlanguage").as_string() == "text");
    BOOST_TEST(missing.at("body").as_string() == "There is no item with id 99.");
    auto put = item(c, "Replace the items").at("response").at(0).as_object();
    auto const& h = put.at("header").as_array();
    BOOST_TEST_REQUIRE(h.size() == 2u); // Date left out
    BOOST_TEST(h[1].at("key").as_string() == "Allow");
    BOOST_TEST(h[1].at("value").as_string() == "GET, POST");
    BOOST_TEST(h[1].at("description").as_string() == "Declared: the answer must carry it");
    BOOST_TEST(!h[0].as_object().contains("description"));
}

BOOST_AUTO_TEST_CASE(each_scheme_is_an_auth_with_empty_collection_variables)
{
    auto text = collection(items_calls());
    BOOST_TEST(text.find(docgen::redacted) == std::string::npos);
    BOOST_TEST(text.find("%3Credacted%3E") == std::string::npos);
    auto c = json::parse(text);

    auto bearer = item(c, "List items").at("request").at("auth").as_object();
    BOOST_TEST(bearer.at("type").as_string() == "bearer");
    BOOST_TEST(bearer.at("bearer").at(0).at("key").as_string() == "token");
    BOOST_TEST(bearer.at("bearer").at(0).at("value").as_string() == "{{bearerAuthToken}}");

    auto basic = item(c, "Create an item").at("request").at("auth").as_object();
    BOOST_TEST(basic.at("type").as_string() == "basic");
    BOOST_TEST(basic.at("basic").at(0).at("value").as_string() == "{{basicAuthUsername}}");
    BOOST_TEST(basic.at("basic").at(1).at("key").as_string() == "password");
    BOOST_TEST(basic.at("basic").at(1).at("value").as_string() == "{{basicAuthPassword}}");

    // an API key in the query: the auth adds it, the query has no entry for it
    auto get = item(c, "Get an item");
    auto query_key = get.at("request").at("auth").as_object();
    BOOST_TEST(query_key.at("type").as_string() == "apikey");
    auto const& k = query_key.at("apikey").as_array();
    BOOST_TEST(k.at(0).at("value").as_string() == "api_key");
    BOOST_TEST(k.at(1).at("value").as_string() == "{{queryKeyKey}}");
    BOOST_TEST(k.at(2).at("value").as_string() == "query");
    BOOST_TEST(!get.at("request").at("url").as_object().contains("query"));
    BOOST_TEST(get.at("request").at("url").at("raw").as_string() == "{{baseUrl}}/items/:id");
    auto header_key = get.at("response").at(1).at("originalRequest").at("auth").as_object();
    BOOST_TEST(header_key.at("apikey").at(2).at("value").as_string() == "header");
    BOOST_TEST(get.at("response").at(1).at("originalRequest").at("header").as_array().size() == 1u);

    // the further call sends its key from the script
    BOOST_TEST(script(get).find(R"({ key: "X-API-Key", )"
                                R"(value: pm.variables.replaceIn("{{headerKeyKey}}") })") !=
               std::string::npos);
    BOOST_TEST(script(item(c, "Create an item"))
                   .find(R"({ key: "Authorization", value: "Basic " + )"
                         R"(btoa(pm.variables.replaceIn()"
                         R"("{{basicAuthUsername}}:{{basicAuthPassword}}")) })") !=
               std::string::npos);

    // a cookie: Postman has no such auth; the Cookie header holds the variable
    auto del = item(c, "Delete an item").at("request").as_object();
    BOOST_TEST(!del.contains("auth"));
    BOOST_TEST(del.at("header").at(1).at("value").as_string() == "session={{cookieKeyKey}}");

    std::vector<std::string> keys;
    for (auto const& v : c.at("variable").as_array())
    {
        keys.emplace_back(v.at("key").as_string());
        BOOST_TEST(v.at("value").as_string() == "");
    }
    BOOST_TEST(keys == (std::vector<std::string>{"baseUrl", "bearerAuthToken", "basicAuthUsername",
                                                 "basicAuthPassword", "headerKeyKey", "queryKeyKey",
                                                 "cookieKeyKey"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_credential_variable_named_like_another_gets_its_own_key)
{
    auto c1 = items_calls().front();
    c1.security = {docgen::http_bearer("base")};
    c1.security_used = "base";
    c1.request_headers.push_back({"baseToken", secret}); // a secret header of that name
    auto c = json::parse(collection({c1}));
    auto const& vars = c.at("variable").as_array();
    BOOST_TEST_REQUIRE(vars.size() == 3u);
    BOOST_TEST(vars[1].at("key").as_string() == "baseToken");
    BOOST_TEST(vars[2].at("key").as_string() == "baseToken_2");
}

BOOST_AUTO_TEST_CASE(oauth2_is_postmans_oauth2_auth_and_open_id_connect_a_bearer)
{
    auto first = items_calls().front();
    first.security = {
        docgen::oauth2("oauth",
                       docgen::oauth2_flows{
                           .client_credentials = docgen::oauth2_flow{"", "https://a.example/cc"},
                           .authorization_code = docgen::oauth2_flow{
                               "https://a.example/authorize", "https://a.example/token", "",
                               {{"read", "Read items"}, {"write", "Change items"}}}}),
        docgen::open_id_connect("oidc", "https://a.example/.well-known/openid-configuration"),
        docgen::mutual_tls("mtls")};
    first.security_used = "oauth";
    auto second = first;
    second.description = "With OpenID Connect";
    second.security_used = "oidc";
    auto c = json::parse(collection({first, second}));
    auto list = item(c, "List items");
    auto auth = list.at("request").at("auth").as_object();
    BOOST_TEST(auth.at("type").as_string() == "oauth2");
    std::vector<std::string> entries;
    for (auto const& e : auth.at("oauth2").as_array())
        entries.push_back(std::string(e.at("key").as_string()) + "=" +
                          std::string(e.at("value").as_string()));
    BOOST_TEST(entries == (std::vector<std::string>{"accessToken={{oauthToken}}",
                                                    "addTokenTo=header", "headerPrefix=Bearer",
                                                    "grant_type=authorization_code",
                                                    "authUrl=https://a.example/authorize",
                                                    "accessTokenUrl=https://a.example/token",
                                                    "scope=read write"}),
               boost::test_tools::per_element());
    // the Authorization header is the auth's, not a header of its own
    for (auto const& h : list.at("request").at("header").as_array())
        BOOST_TEST(h.at("key").as_string() != "Authorization");
    auto oidc = list.at("response").at(1).at("originalRequest").at("auth").as_object();
    BOOST_TEST(oidc.at("type").as_string() == "bearer");
    BOOST_TEST(oidc.at("bearer").at(0).at("value").as_string() == "{{oidcToken}}");
    // the further call sends its token from the script
    BOOST_TEST(script(list).find(R"({ key: "Authorization", )"
                                 R"(value: pm.variables.replaceIn("Bearer {{oidcToken}}") })") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(odd_strings_in_the_new_fields_are_escaped)
{
    std::string odd = "\"q\" \\ </script> \xe2\x80\xa8 & <b>";
    auto c1 = items_calls()[1];
    auto c2 = c1;
    c2.description = "odd";
    c2.request_body->body = "{\"name\":\"" + odd + "\"}";
    c2.request_body->content_type = "text/plain";
    auto text = collection({c1, c2});
    BOOST_TEST(text.find("\xe2\x80\xa8") == std::string::npos);
    auto c = json::parse(text);
    auto it = item(c, "Create an item");
    BOOST_TEST(it.at("response").at(1).at("originalRequest").at("body").at("raw").as_string() ==
               c2.request_body->body);
    auto s = script(it);
    auto at = s.find("    body: ");
    BOOST_TEST_REQUIRE(at != std::string::npos);
    auto line = s.substr(at + 10, s.find('\n', at) - at - 11); // without the trailing comma
    // the body literal is JSON too: it reads back as written
    BOOST_TEST(json::parse(line).at("raw").as_string() == c2.request_body->body);
}

BOOST_AUTO_TEST_CASE(the_additions_collection_is_its_golden_file)
{
    auto text = collection(items_calls());
    std::string golden = std::string(DOCGEN_TEST_STRINGIZE(DOCGEN_TEST_ROOT)) +
                         "/test/docgen/postman/additions.json";
    if (auto update = std::getenv("DOCGEN_UPDATE_GOLDEN"); update && std::string(update) == "1")
        std::ofstream(golden, std::ios::binary) << text;
    std::ifstream in(golden, std::ios::binary);
    BOOST_TEST_REQUIRE(static_cast<bool>(in), "cannot read " << golden);
    std::ostringstream was;
    was << in.rdbuf();
    BOOST_TEST(text == was.str());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace postman_dsl_test
