//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/view.hpp>

#include <boost/json/parse.hpp>
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>
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


// The calls of two operations that declare different parameters: GET
// /widgets, once with none and once with the header X-Trace-Id and the
// queries `page` and `tag`; GET /widgets/{id}, once with none and once
// with If-None-Match. `reversed`: each operation's calls the other way
// round, so that its first call is the one that declares them.
std::vector<docgen::recorded_call>
widget_calls(bool reversed)
{
    auto call = [](std::string path, std::string description, unsigned status) {
        docgen::recorded_call c;
        c.method = "GET";
        c.tags = {"widgets"};
        c.path = std::move(path);
        c.description = std::move(description);
        c.expected_status = c.status = status;
        if (c.path == "/widgets")
        {
            c.path_template = "/widgets";
            c.summary = "List widgets";
            c.operation_id = "listWidgets";
        }
        else
        {
            c.path_template = "/widgets/{id}";
            c.summary = "Get a widget";
            c.operation_id = "getWidget";
            c.path_parameters = {{"id", "7"}};
        }
        return c;
    };
    schema integer;
    integer.type = "integer";

    auto all = call("/widgets", "Widgets listed", 200);
    auto blue = call("/widgets", "The second page of the blue widgets", 200);
    blue.query = "page=2&tag=light%20blue";
    blue.request_headers = {{"X-Trace-Id", "t-1"}};
    blue.parameters = {{"X-Trace-Id", "header", true, false, string_schema(), {"t-1"}},
                       {"page", "query", false, false, integer, {"2"}},
                       {"tag", "query", false, false, string_schema(), {"light blue"}}};

    auto found = call("/widgets/7", "Widget found", 200);
    auto unchanged = call("/widgets/7", "Widget unchanged since its tag", 304);
    unchanged.request_headers = {{"If-None-Match", "\"w7\""}};
    unchanged.parameters = {{"If-None-Match", "header", false, false, string_schema(), {"\"w7\""}}};

    if (reversed)
        return {blue, all, unchanged, found};
    return {all, blue, found, unchanged};
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

BOOST_AUTO_TEST_CASE(a_document_makes_its_view_once)
{
    auto a = call("Items listed", 200, "X-Api-Key", "k1");
    a.path_summary = "The items";
    a.security = {{"apiKey", "apiKey", "", "header", "X-Api-Key"}};
    auto b = a;
    b.method = "POST";
    b.operation_id = "createItem";
    b.tags = {"items", "admin"};
    b.path_summary = "Not the first";
    b.operation_description = "The store's items";
    b.security.push_back({"bearerAuth", "http", "bearer", "", ""});
    auto c = a;
    c.path_template = c.path = "/other";
    c.tags = {"admin"};
    c.path_summary.clear();
    auto doc = docgen::document::from_calls({a, b, c});
    auto const& v = doc.view();
    BOOST_TEST(&v == &doc.view()); // made once
    BOOST_TEST_REQUIRE(v.paths.size() == 2u);
    BOOST_TEST(v.paths[0].path_template == "/items");
    BOOST_TEST(v.paths[0].summary == "The items");
    BOOST_TEST(v.paths[0].description == "The store's items");
    BOOST_TEST_REQUIRE(v.paths[0].operations.size() == 2u);
    BOOST_TEST(v.paths[0].operations[1].operation_id == "createItem");
    BOOST_TEST(v.paths[0].operations[1].calls == &doc.paths[0].operations[1]);
    BOOST_TEST(v.paths[1].summary.empty());
    BOOST_TEST((v.tags == std::vector<std::string>{"items", "admin"}));
    BOOST_TEST_REQUIRE(v.security_schemes.size() == 2u);
    BOOST_TEST(v.security_schemes[1].name == "bearerAuth");

    // a copy's view is of the copy's paths, and outlives the original
    auto copy = std::make_unique<docgen::document>(doc);
    auto moved = std::move(doc);
    BOOST_TEST(moved.view().paths[0].operations[0].calls == &moved.paths[0].operations[0]);
    docgen::document assigned;
    assigned = *copy;
    BOOST_TEST(copy->view().paths[1].operations[0].calls == &copy->paths[1].operations[0]);
    copy.reset();
    BOOST_TEST(assigned.view().paths[0].operations[1].calls == &assigned.paths[0].operations[1]);
    BOOST_TEST(assigned.view().tags.size() == 2u);

    // a document made by hand makes its view when asked
    docgen::document empty;
    BOOST_TEST(empty.view().paths.empty());
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

// Parameters declared by some calls of an operation only (X-Trace-Id,
// `page` and `tag` on one call of GET /widgets, If-None-Match on one of GET
// /widgets/{id}) are documented once in every format, whether the
// operation's first call declares them or not. The Postman item, made of
// the first call, has an entry for each: the one the first call does not
// send disabled, holding the value another call sent.
BOOST_AUTO_TEST_CASE(parameters_of_some_calls_are_listed_once_in_every_format)
{
    struct parameter
    {
        std::string name;
        bool header;
        std::string operation; // the Postman item's name
        std::string value;     // as a Postman entry holds it
    };
    const std::vector<parameter> parameters{{"X-Trace-Id", true, "List widgets", "t-1"},
                                            {"page", false, "List widgets", "2"},
                                            {"tag", false, "List widgets", "light%20blue"},
                                            {"If-None-Match", true, "Get a widget", "\"w7\""}};
    // what each format writes once per parameter, in which file
    using needle_of = std::string (*)(const parameter&);
    auto zod = [](const parameter& p) {
        return p.header ? "'" + folded(p.name) + "': z." : " " + p.name + ": z.";
    };
    const std::vector<std::tuple<std::string, std::string, needle_of>> needles{
        {"openapi", "openapi.yml", [](const parameter& p) { return "- name: " + p.name + "\n"; }},
        {"client", "include/com/example/items/widgets/WidgetsEndpoints.hpp",
         [](const parameter& p) {
             return (p.header ? "r.with_header_value(\"" : "r.with_query(\"") + p.name + "\"";
         }},
        {"orpc", "src/contracts.ts", zod},
        {"tsrest", "src/widgets.ts", zod},
        {"tsfetch", "src/client.ts",
         [](const parameter& p) {
             return (p.header ? "addHeader(headers, '" + folded(p.name) : "addQuery(url, '" + p.name) + "'";
         }},
        {"simple", "index.html",
         [](const parameter& p) {
             return "<tr><td><code>" + p.name + "</code></td><td>" + (p.header ? "header" : "query");
         }}};

    for (bool reversed : {false, true})
    {
        BOOST_TEST_CONTEXT((reversed ? "the first call declares them" : "a later call declares them"))
        {
            auto out = outputs(docgen::document::from_calls(widget_calls(reversed)));
            std::set<std::string> written, checked{"calls", "postman"}; // calls: the records
            for (auto const& [file, text] : out)
                written.insert(file.substr(0, file.find('/')));
            for (auto const& [format, file, needle] : needles)
            {
                checked.insert(format);
                BOOST_TEST_REQUIRE(out.count(format + "/" + file) == 1u, format + "/" + file);
                for (auto const& p : parameters)
                    BOOST_TEST(count(out.at(format + "/" + file), needle(p)) == 1u,
                               format << ": " << p.name);
            }
            BOOST_TEST(written == checked, "every linked format is checked");

            // Postman: one entry per parameter in the item of its operation
            auto collection = boost::json::parse(out.at("postman/collection.json"));
            auto const& folder = collection.at("item").at(0);
            BOOST_TEST(folder.at("name").as_string() == "widgets");
            for (auto const& it : folder.at("item").as_array())
            {
                std::string name(it.at("name").as_string());
                auto const& request = it.at("request").as_object();
                auto const& url = request.at("url").as_object();
                for (auto const& p : parameters)
                {
                    BOOST_TEST_CONTEXT(name << ": " << p.name)
                    {
                        std::vector<const boost::json::object*> entries;
                        auto const* list = p.header ? request.if_contains("header") : url.if_contains("query");
                        if (list)
                            for (auto const& e : list->as_array())
                                if (folded(std::string(e.at("key").as_string())) == folded(p.name))
                                    entries.push_back(&e.as_object());
                        BOOST_TEST(entries.size() == (name == p.operation ? 1u : 0u));
                        if (entries.size() != 1u)
                            continue;
                        BOOST_TEST(entries[0]->at("value").as_string() == p.value);
                        // sent by the item's request (the first call) only when reversed
                        BOOST_TEST(entries[0]->contains("disabled") == !reversed);
                    }
                }
                if (name == "List widgets")
                    BOOST_TEST(url.at("raw").as_string() ==
                               (reversed ? "{{baseUrl}}/widgets?page=2&tag=light%20blue" : "{{baseUrl}}/widgets"));
            }
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
