//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What the simple format shows of the DSL for real APIs: query and header
// parameters, request bodies (JSON, form, raw), text answers, declared
// response headers and security schemes, credentials as variables. The
// calls are recorded as a specification records them (credentials and
// secret headers redacted); their page must equal test/docgen/simple/dsl.html
// byte for byte (scripts/check-docgen-sample.sh runs scripts/check-simple.sh
// on it). DOCGEN_UPDATE_GOLDEN=1 rewrites it.
#include <docgen/simple.hpp>

#include <docgen/spec/security.hpp>
#include <route/json/schema.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace simple_dsl_test { // this file's own, apart from the other tests built with it

#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace simple = docgen::simple;

namespace {

const std::string root = DOCGEN_TEST_STRINGIZE(DOCGEN_TEST_ROOT);

std::string
slurp(const std::string& file)
{
    std::ifstream in(file, std::ios::binary);
    BOOST_TEST_REQUIRE(static_cast<bool>(in), "cannot read " << file);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

bool
contains(const std::string& text, const std::string& what)
{
    return text.find(what) != std::string::npos;
}

route::json::schema
item_schema()
{
    route::json::schema s;
    s.name = "item"; // as schema_of<T>() names it
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

route::json::schema
typed(std::string type)
{
    route::json::schema s;
    s.type = std::move(type);
    return s;
}

docgen::recorded_call
call(std::string tmpl, std::string method, std::string op, unsigned status,
     std::string description)
{
    docgen::recorded_call c;
    c.path_template = tmpl;
    c.path = std::move(tmpl);
    c.method = std::move(method);
    c.summary = "Summary of " + op;
    c.operation_id = std::move(op);
    c.tags = {"items"};
    c.expected_status = c.status = status;
    c.description = std::move(description);
    c.response_headers = {{"Content-Type", "application/json"}, {"Date", "<date>"}};
    return c;
}

// Calls carrying every addition, their secrets redacted as recorded.
std::vector<docgen::recorded_call>
dsl_calls()
{
    auto list_security = std::vector<docgen::security_scheme>{
        docgen::http_bearer("bearerAuth"), docgen::api_key_in_query("queryKey", "api_key")};
    auto make_security = std::vector<docgen::security_scheme>{
        docgen::http_basic("basicAuth"), docgen::api_key_in_cookie("cookieKey", "session"),
        docgen::api_key_in_header("headerKey", "X-Api-Key")};

    // query parameters (required, repeated), header parameters (one secret)
    auto a = call("/items", "GET", "listItems", 200, "First page, tags a and b");
    a.query = "limit=10&tag=a&tag=b%20c";
    a.parameters = {{"limit", "query", true, false, typed("integer"), {"10"}},
                    {"tag", "query", false, true, typed("string"), {"a", "b c"}},
                    {"X-Request-Id", "header", false, false, typed("string"), {"r-1"}},
                    {"X-Session-Token", "header", false, false, typed("string"),
                     {std::string(docgen::redacted)}}};
    a.request_headers = docgen::redact({{"X-Request-Id", "r-1"},
                                        {"X-Session-Token", "tok-123"},
                                        {"Authorization", "Bearer s3cr3t-bearer"}},
                                       {"s3cr3t-bearer"});
    a.security = list_security;
    a.security_used = "bearerAuth";
    a.type_name = "vector<item>";
    route::json::schema items = typed("array");
    items.items = std::make_shared<route::json::schema>(item_schema());
    a.schema = items;
    a.response_header_declarations = {{"X-Total-Count", typed("integer"), "2"}};
    a.response_body = R"([{"id":1,"name":"one"},{"id":2,"name":"two"}])";

    // an API key in the query, an optional parameter not sent
    auto b = call("/items", "GET", "listItems", 200, "With an API key");
    b.query = "limit=5&api_key=%3Credacted%3E";
    b.parameters = {{"limit", "query", true, false, typed("integer"), {"5"}},
                    {"tag", "query", false, true, typed("string"), {}},
                    {"X-Request-Id", "header", false, false, typed("string"), {}},
                    {"X-Session-Token", "header", false, false, typed("string"), {}}};
    b.security = list_security;
    b.security_used = "queryKey";
    b.type_name = "vector<item>";
    b.schema = items;
    b.response_header_declarations = {{"X-Total-Count", typed("integer"), "0"}};
    b.response_body = "[]";

    // a JSON body, a declared Location, basic authentication
    auto c = call("/items", "POST", "createItem", 201, "Created");
    c.request_body = docgen::body_record{"application/json", "item", item_schema(),
                                         R"({"id":3,"name":"it's <three>"})"};
    c.request_headers = docgen::redact(
        {{"Authorization", "Basic YWxpY2U6d29uZGVy"}, {"Content-Type", "application/json"}},
        {"alice:wonder", "YWxpY2U6d29uZGVy"});
    c.security = make_security;
    c.security_used = "basicAuth";
    c.type_name = "item";
    c.schema = item_schema();
    c.response_header_declarations = {{"Location", typed("string"), "/items/3"}};
    c.response_body = R"({"id":3,"name":"it's <three>"})";

    // a form body, an API key in a cookie
    auto d = call("/items", "POST", "createItem", 201, "Created from a form");
    route::json::schema form = typed("object");
    form.properties = {{"name", typed("string")}};
    d.request_body = docgen::body_record{"application/x-www-form-urlencoded", "", form,
                                         "name=a%20b&id=4"};
    d.request_headers = docgen::redact({{"Cookie", "session=c00kie"},
                                        {"Content-Type", "application/x-www-form-urlencoded"}},
                                       {"c00kie"});
    d.security = make_security;
    d.security_used = "cookieKey";
    d.type_name = "item";
    d.schema = item_schema();
    d.response_header_declarations = {{"Location", typed("string"), "/items/4"}};
    d.response_body = R"({"id":4,"name":"a b"})";

    // a raw body refused with a text answer, an API key in a header
    auto e = call("/items", "POST", "createItem", 415, "Not JSON");
    e.request_body =
        docgen::body_record{"text/csv", "", typed("string"), "id,name\n5,'quoted' $HOME\n"};
    e.request_headers = docgen::redact({{"X-Api-Key", "k-999"}, {"Content-Type", "text/csv"}},
                                       {"k-999"});
    e.security = make_security;
    e.security_used = "headerKey";
    e.type_name = "string";
    e.schema = typed("string");
    e.content_type = "text/plain";
    e.response_headers = {{"Content-Type", "text/plain"}, {"Date", "<date>"}};
    e.response_body = "unsupported media type: expected application/json";

    // a text answer of route's default rejection handler
    auto f = call("/items/{id}", "GET", "getItem", 404, "No such item");
    f.path = "/items/7";
    f.path_parameters = {{"id", "7"}};
    f.type_name = "string";
    f.schema = typed("string");
    f.content_type = "text/plain";
    f.response_body = "Not Found";
    return {a, b, c, d, e, f};
}

const docgen::configuration config = {
    {"openapi-info", "openapi: 3.0.1\ninfo:\n  title: Items\n  version: 1.0.0\n"}};

} // namespace

BOOST_AUTO_TEST_SUITE(simple_dsl)

BOOST_AUTO_TEST_CASE(the_page_of_every_addition_is_the_golden_file)
{
    auto golden = root + "/test/docgen/simple/dsl.html";
    auto text = simple::to_html(docgen::document::from_calls(dsl_calls()), config);
    if (auto update = std::getenv("DOCGEN_UPDATE_GOLDEN"); update && std::string(update) == "1")
    {
        std::ofstream(golden, std::ios::binary) << text;
        BOOST_TEST_MESSAGE("rewrote " << golden);
    }
    BOOST_TEST(text == slurp(golden));
    BOOST_TEST(text == simple::to_html(docgen::document::from_calls(dsl_calls()), config));
}

BOOST_AUTO_TEST_CASE(curl_commands_send_the_query_headers_and_body)
{
    auto calls = dsl_calls();
    BOOST_TEST(simple::curl_command(calls[0]) ==
               "curl \"${BASE_URL}/items?limit=10&tag=a&tag=b%20c\" \\\n"
               "  -H 'X-Request-Id: r-1' \\\n"
               "  -H \"X-Session-Token: ${X_SESSION_TOKEN}\" \\\n"
               "  -H \"Authorization: Bearer ${BEARER_AUTH}\"");
    BOOST_TEST(simple::curl_command(calls[1]) ==
               "curl \"${BASE_URL}/items?limit=5&api_key=${QUERY_KEY}\"");
    BOOST_TEST(simple::curl_command(calls[2]) ==
               "curl -X 'POST' \"${BASE_URL}/items\" \\\n"
               "  -H \"Authorization: Basic ${BASIC_AUTH}\" \\\n"
               "  -H 'Content-Type: application/json' \\\n"
               "  --data-binary '{\"id\":3,\"name\":\"it'\\''s <three>\"}'");
    BOOST_TEST(simple::curl_command(calls[3]) ==
               "curl -X 'POST' \"${BASE_URL}/items\" \\\n"
               "  -H \"Cookie: session=${COOKIE_KEY}\" \\\n"
               "  -H 'Content-Type: application/x-www-form-urlencoded' \\\n"
               "  -d 'name=a%20b&id=4'");
    BOOST_TEST(simple::curl_command(calls[4]) ==
               "curl -X 'POST' \"${BASE_URL}/items\" \\\n"
               "  -H \"X-Api-Key: ${HEADER_KEY}\" \\\n"
               "  -H 'Content-Type: text/csv' \\\n"
               "  --data-binary 'id,name\n5,'\\''quoted'\\'' $HOME\n'");

    // a GET with a body says so (curl would send a POST); a query with
    // shell characters stays inside its double quotes
    auto g = calls[0];
    g.request_headers.clear();
    g.query = "q=%22$(id)%22`x`";
    g.request_body = docgen::body_record{"text/plain", "", {}, "x"};
    BOOST_TEST(simple::curl_command(g) ==
               "curl -X 'GET' \"${BASE_URL}/items?q=%22\\$(id)%22\\`x\\`\" \\\n"
               "  --data-binary 'x'");
}

BOOST_AUTO_TEST_CASE(operations_show_their_parameters_and_security)
{
    auto text = simple::to_html(docgen::document::from_calls(dsl_calls()), config);
    BOOST_TEST(contains(text,
                        "<tr><td><code>limit</code></td><td>query</td><td>yes</td>"
                        "<td>integer</td><td><code>10</code>, <code>5</code></td></tr>\n"
                        "<tr><td><code>tag</code></td><td>query</td><td></td>"
                        "<td>string, repeated</td><td><code>a</code>, <code>b c</code></td></tr>\n"
                        "<tr><td><code>X-Request-Id</code></td><td>header</td><td></td>"
                        "<td>string</td><td><code>r-1</code></td></tr>\n"
                        "<tr><td><code>X-Session-Token</code></td><td>header</td><td></td>"
                        "<td>string</td><td><code>${X_SESSION_TOKEN}</code></td></tr>\n"));
    BOOST_TEST(contains(text, "<tr><td><code>bearerAuth</code></td><td>HTTP bearer token, header "
                              "Authorization</td><td><code>${BEARER_AUTH}</code></td></tr>\n"
                              "<tr><td><code>queryKey</code></td><td>API key, query parameter "
                              "api_key</td><td><code>${QUERY_KEY}</code></td></tr>\n"));
    BOOST_TEST(contains(text, "<td>API key, cookie session</td><td><code>${COOKIE_KEY}</code>"));
    BOOST_TEST(contains(text, "<td>API key, header X-Api-Key</td><td><code>${HEADER_KEY}</code>"));
    BOOST_TEST(contains(text, "Credentials are never shown"));
}

BOOST_AUTO_TEST_CASE(oauth2_open_id_connect_and_mutual_tls_are_described)
{
    auto c = dsl_calls()[0];
    c.security = {
        docgen::oauth2("oauth", docgen::oauth2_flows{.authorization_code = docgen::oauth2_flow{
                                    "https://a.example/authorize", "https://a.example/token", "",
                                    {{"read", "Read items"}, {"write", ""}}}}),
        docgen::open_id_connect("oidc", "https://a.example/.well-known/openid-configuration"),
        docgen::mutual_tls("mtls")};
    c.security_used = "oauth";
    BOOST_TEST(simple::curl_command(c) ==
               "curl \"${BASE_URL}/items?limit=10&tag=a&tag=b%20c\" \\\n"
               "  -H 'X-Request-Id: r-1' \\\n"
               "  -H \"X-Session-Token: ${X_SESSION_TOKEN}\" \\\n"
               "  -H \"Authorization: Bearer ${OAUTH}\"");
    auto text = simple::to_html(docgen::document::from_calls({c}), config);
    BOOST_TEST(contains(text, "<tr><td><code>oauth</code></td><td>OAuth 2 access token, header "
                              "Authorization (Bearer); authorization code flow: authorization "
                              "URL https://a.example/authorize, token URL "
                              "https://a.example/token, scopes read (Read items), write</td>"
                              "<td><code>${OAUTH}</code></td></tr>\n"),
               text);
    BOOST_TEST(contains(text, "<td>OpenID Connect access token, header Authorization (Bearer); "
                              "discovery: https://a.example/.well-known/openid-configuration</td>"
                              "<td><code>${OIDC}</code></td>"));
    BOOST_TEST(contains(text, "<td>mutual TLS: the client&#39;s certificate, in the TLS "
                              "handshake</td><td>none: <code>curl --cert</code></td>"),
               text);
}

BOOST_AUTO_TEST_CASE(cards_show_bodies_headers_and_text_answers)
{
    auto text = simple::to_html(docgen::document::from_calls(dsl_calls()), config);
    BOOST_TEST(contains(text, "<div class=\"label\">Request body: <code>application/json</code>, "
                              "<code>item</code> (object)</div>\n"
                              "<pre class=\"body\">{\n  &quot;id&quot;: 3,\n  &quot;name&quot;: "
                              "&quot;it&#39;s &lt;three&gt;&quot;\n}</pre>\n"
                              "<table class=\"schema\">\n"));
    BOOST_TEST(contains(text, "<div class=\"label\">Request body: "
                              "<code>application/x-www-form-urlencoded</code> (object)</div>\n"
                              "<pre class=\"text\">name=a%20b&amp;id=4</pre>\n"));
    BOOST_TEST(contains(text, "<div class=\"label\">Request body: <code>text/csv</code> "
                              "(string)</div>\n<pre class=\"text\">id,name\n5,&#39;quoted&#39; "
                              "$HOME\n</pre>\n"));
    BOOST_TEST(contains(text, "<div class=\"label\">Response headers</div>\n"
                              "<table class=\"headers\">\n"
                              "<tr><th>header</th><th>type</th><th>value</th></tr>\n"
                              "<tr><td><code>Location</code></td><td>string</td>"
                              "<td><code>/items/3</code></td></tr>\n"));
    BOOST_TEST(contains(text, "<div class=\"label\">Response body: <code>text/plain</code></div>\n"
                              "<pre class=\"text\">Not Found</pre>\n"
                              "<div class=\"label\">Response schema (string)</div>\n"));
    // a model by its name, an array of them as item[]
    BOOST_TEST(contains(text, "<div class=\"label\">Response schema: <code>item[]</code> "
                              "(array of object)</div>\n"));
    // a text answer that reads as JSON stays as it came
    auto calls = dsl_calls();
    calls[5].response_body = "[1,2]";
    BOOST_TEST(contains(simple::to_html(docgen::document::from_calls(calls), config),
                        "<pre class=\"text\">[1,2]</pre>"));
}

BOOST_AUTO_TEST_CASE(no_credential_reaches_the_page)
{
    auto text = simple::to_html(docgen::document::from_calls(dsl_calls()), config);
    for (const char* secret : {"s3cr3t-bearer", "YWxpY2U6d29uZGVy", "alice:wonder", "c00kie", "k-999",
                               "tok-123", "redacted", "%3C"})
        BOOST_TEST(!contains(text, secret), secret);
    // a redacted response header and a secret in a body stay placeholders
    auto calls = dsl_calls();
    calls[2].response_header_declarations[0].value = std::string(docgen::redacted);
    calls[2].request_body->body = R"({"id":3,"name":"<redacted>"})";
    text = simple::to_html(docgen::document::from_calls(calls), config);
    BOOST_TEST(contains(text, "<td><code>(secret)</code></td>"));
    BOOST_TEST(!contains(text, "<code>&lt;redacted&gt;</code>"));
}

BOOST_AUTO_TEST_CASE(everything_the_additions_bring_is_escaped)
{
    auto calls = dsl_calls();
    auto& c = calls[2];
    c.parameters = {{"<q>", "query", true, false, typed("string"), {"<script>alert(1)</script>"}}};
    c.query = "%3Cq%3E=%3Cscript%3E";
    c.request_body->content_type = "application/<json>";
    c.request_body->schema->name = "<item>";
    c.request_body->body = "</pre><script>alert(2)</script>";
    c.response_header_declarations = {{"<h>", typed("string"), "<img src=x onerror=alert(3)>"}};
    c.content_type = "text/<plain>";
    c.response_body = "</pre><script>alert(4)</script>";
    c.security = {docgen::api_key_in_header("<k>", "<X-Key>")};
    c.security_used = "<k>";
    c.request_headers = {{"<X-Key>", std::string(docgen::redacted)}};
    auto text = simple::to_html(docgen::document::from_calls({c}), config);
    for (const char* raw : {"<q>", "<script", "<json>", "<item>", "<h>", "<img", "<plain>",
                            "<k>", "<X-Key>", "</pre><"})
        BOOST_TEST(!contains(text, raw), raw);
    BOOST_TEST(contains(text, "<td><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></td>"));
    BOOST_TEST(contains(text, "&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;"));
    BOOST_TEST(contains(text, "<code>&lt;item&gt;</code>"));
    BOOST_TEST(contains(text, "&lt;img src=x onerror=alert(3)&gt;"));
    BOOST_TEST(contains(text, "-H &quot;&lt;X-Key&gt;: ${_K_}&quot;"));
    BOOST_TEST(contains(text, "<td>API key, header &lt;X-Key&gt;</td><td><code>${_K_}</code>"));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace simple_dsl_test
