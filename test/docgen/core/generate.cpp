//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/generate.hpp>

#include <docgen/calls.hpp>
#include <docgen/spec/security.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>
#include <unistd.h>

namespace core_generate_test { // this file's own, apart from the other tests built with it

namespace fs = std::filesystem;

namespace {

// A formatter that writes one file listing the operations, reads one
// required key, and fails when told to.
class listing final : public docgen::formatter
{
public:
    std::string name() const override { return "listing"; }
    std::vector<docgen::config_key> keys() const override { return {{"listing-title", true}, {"listing-fail", false}}; }
    std::string write(const docgen::document& doc, const docgen::configuration& cfg,
                      const fs::path& dir) const override
    {
        std::ofstream out(dir / "list.txt");
        out << cfg.at("listing-title") << '\n';
        for (auto const& p : doc.paths)
            for (auto const& o : p.operations)
                out << o.method << ' ' << p.path_template << ' ' << o.operation_id << ' '
                    << o.calls.size() << '\n';
        if (cfg.count("listing-fail"))
            throw std::runtime_error("told to fail");
        return "list.txt";
    }
};

const docgen::formatter_registrar<listing> registered;

docgen::recorded_call
call(std::string tmpl, std::string method, std::string op, std::string path, unsigned status)
{
    docgen::recorded_call c;
    c.path_template = std::move(tmpl);
    c.method = std::move(method);
    c.operation_id = std::move(op);
    c.summary = "s";
    c.tags = {"t"};
    c.path = std::move(path);
    c.expected_status = c.status = status;
    c.description = "d";
    c.response_body = "{}";
    return c;
}

std::string
slurp(const fs::path& p)
{
    std::ifstream in(p);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A fresh output folder for one test, set as DOCGEN_OUTPUT_DIR.
struct output_folder
{
    fs::path dir;
    output_folder()
    {
        dir = fs::temp_directory_path() /
              ("docgen-test-" + std::to_string(::getpid()) + "-" + std::to_string(++count()));
        fs::remove_all(dir);
        ::setenv("DOCGEN_OUTPUT_DIR", dir.c_str(), 1);
    }
    ~output_folder() { fs::remove_all(dir); }
    static int& count()
    {
        static int n = 0;
        return n;
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(docgen_generate)

BOOST_AUTO_TEST_CASE(configuration_items_are_base64_utf8)
{
    auto cfg = docgen::parse_configuration(
        {docgen::configuration_item("openapi-info", "openapi: 3.0.1\ninfo:\n  title: Café\n"),
         docgen::configuration_item("httpclient-package", "com.example.github"),
         docgen::configuration_item("empty", "")});
    BOOST_TEST(cfg.at("openapi-info") == "openapi: 3.0.1\ninfo:\n  title: Café\n");
    BOOST_TEST(cfg.at("httpclient-package") == "com.example.github");
    BOOST_TEST(cfg.at("empty") == "");
    BOOST_TEST(docgen::configuration_item("k", "ab") == "k|YWI=");
}

BOOST_AUTO_TEST_CASE(bad_items_name_their_position_and_key)
{
    auto message = [](std::vector<std::string> items) {
        try
        {
            docgen::parse_configuration(items);
        }
        catch (const std::invalid_argument& e)
        {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    BOOST_TEST(message({"a|YQ==", "no-bar"}) ==
               "configuration item 2 ('no-bar') has no '|' (expected <key>|<base64 of value>)");
    BOOST_TEST(message({"key|not base64!"}) ==
               "configuration item 1 ('key'): the value is not valid base64");
    BOOST_TEST(message({"key|YWJj="}) ==
               "configuration item 1 ('key'): the value is not valid base64");
    BOOST_TEST(message({docgen::configuration_item("latin", "caf\xe9")}) ==
               "configuration item 1 ('latin'): the value is not valid UTF-8");
    BOOST_TEST(message({docgen::configuration_item("overlong", "\xc0\xaf")}) ==
               "configuration item 1 ('overlong'): the value is not valid UTF-8");
    BOOST_TEST(message({"|YQ=="}) == "configuration item 1 ('|YQ==') has an empty key");
    // a long item is named by its start
    BOOST_TEST(message({std::string(50, 'k')}) ==
               "configuration item 1 ('" + std::string(40, 'k') +
                   "...') has no '|' (expected <key>|<base64 of value>)");
}

BOOST_AUTO_TEST_CASE(secrets_are_redacted)
{
    std::vector<docgen::header> hs{{"Authorization", "Bearer abc"},
                                   {"X-Api-Key", "k1"},
                                   {"X-Auth-Token", "t1"},
                                   {"Cookie", "a=b"},
                                   {"User-Agent", "ua"},
                                   {"X-Custom", "has-s3cret-inside"}};
    auto r = docgen::redact(hs, {"s3cret"});
    BOOST_TEST(r[0].value == "<redacted>");
    BOOST_TEST(r[1].value == "<redacted>");
    BOOST_TEST(r[2].value == "<redacted>");
    BOOST_TEST(r[3].value == "<redacted>");
    BOOST_TEST(r[4].value == "ua");
    BOOST_TEST(r[5].value == "<redacted>");
}

BOOST_AUTO_TEST_CASE(document_groups_by_path_then_method_in_order)
{
    auto d = docgen::document::from_calls({call("/b", "GET", "getB", "/b", 200),
                                           call("/a/{x}", "GET", "getA", "/a/1", 200),
                                           call("/b", "DELETE", "deleteB", "/b", 204),
                                           call("/a/{x}", "GET", "getA", "/a/2", 404)});
    BOOST_TEST_REQUIRE(d.paths.size() == 2u);
    BOOST_TEST(d.paths[0].path_template == "/b");
    BOOST_TEST(d.paths[0].operations.size() == 2u);
    BOOST_TEST(d.paths[0].operations[1].operation_id == "deleteB");
    BOOST_TEST(d.paths[1].operations[0].calls.size() == 2u);
    BOOST_TEST(d.operation_count() == 3u);
    BOOST_TEST(d.call_count() == 4u);
}

BOOST_AUTO_TEST_CASE(recorded_calls_round_trip_through_json)
{
    auto c = call("/users/{username}", "GET", "getUser", "/users/octocat", 200);
    c.path_parameters = {{"username", "octocat"}};
    c.request_headers = {{"User-Agent", "x"}};
    c.response_headers = {{"Content-Type", "application/json"}};
    c.type_name = "user";
    route::json::schema s;
    s.type = "object";
    c.schema = s;
    auto back = docgen::recorded_call::from_json(c.to_json());
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST(back->to_json() == c.to_json());

    auto v = c.to_json();
    v.as_object().erase("status");
    auto missing = docgen::recorded_call::from_json(v);
    BOOST_TEST(missing.error().message() == "missing member 'status'");
}

BOOST_AUTO_TEST_CASE(the_dsl_members_round_trip_through_json)
{
    auto c = call("/items", "POST", "createItem", "/items", 201);
    auto str = route::json::schema_of<std::string>();
    c.query = "limit=10&tag=a&tag=b&key=%3Credacted%3E";
    c.parameters = {{"limit", "query", true, false, route::json::schema_of<int>(), {"10"}},
                    {"tag", "query", false, true, str, {"a", "b"}},
                    {"X-Request-Id", "header", false, false, str, {}}};
    c.request_body = docgen::body_record{"application/json", "item", route::json::schema_of<int>(),
                                         "1"};
    c.security = {docgen::http_bearer("bearerAuth"), docgen::api_key_in_query("key", "key")};
    c.security_used = "bearerAuth";
    c.content_type = "text/plain";
    c.response_header_declarations = {{"Location", str, "/items/1"}};
    auto back = docgen::recorded_call::from_json(c.to_json());
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST(back->to_json() == c.to_json());
    BOOST_TEST(back->parameters == c.parameters);
    BOOST_TEST((back->request_body == c.request_body));
    BOOST_TEST((back->security == c.security));
    BOOST_TEST((back->response_header_declarations == c.response_header_declarations));
    BOOST_TEST(back->query == c.query);

    // members left out read back empty: a call of the GitHub sample
    auto plain = call("/users/{username}", "GET", "getUser", "/users/octocat", 200);
    auto pv = plain.to_json().as_object();
    for (auto key : {"query", "parameters", "request_body", "security", "security_used",
                     "content_type", "response_header_declarations"})
        BOOST_TEST(!pv.contains(key));
    BOOST_TEST(docgen::recorded_call::from_json(pv)->to_json() == plain.to_json());

    // errors name the member, inside arrays and objects too
    auto broken = [&](auto change) {
        auto v = c.to_json();
        change(v.as_object());
        auto r = docgen::recorded_call::from_json(v);
        return r ? std::string("no error") : r.error().message();
    };
    BOOST_TEST(broken([](auto& o) { o["parameters"].as_array()[1].as_object()["required"] = 1; }) ==
               "member 'parameters[1].required': expected true or false");
    BOOST_TEST(broken([](auto& o) { o["parameters"].as_array()[0].as_object()["in"] = "path"; }) ==
               "member 'parameters[0].in': expected `query` or `header`");
    BOOST_TEST(broken([](auto& o) { o["request_body"].as_object().erase("body"); }) ==
               "missing member 'request_body.body'");
    BOOST_TEST(broken([](auto& o) { o["security"].as_array()[0].as_object()["type"] = "kerberos"; }) ==
               "member 'security[0].type': expected `http`, `apiKey`, `oauth2`, `openIdConnect` "
               "or `mutualTLS`");
    BOOST_TEST(broken([](auto& o) {
                   o["security"].as_array()[0].as_object()["flows"] =
                       boost::json::object{{"password", {{"token_url", "t"}, {"scopes", {{"a", 1}}}}}};
               }) == "member 'security[0].flows.password.scopes': expected an object of strings");

    // an OAuth 2 scheme's flows and an OpenID Connect URL read back; a call
    // written before they existed (no `flows`) reads as before
    auto o = c;
    o.security = {docgen::oauth2("oauth", docgen::oauth2_flows{
                                              .implicit = docgen::oauth2_flow{"https://a/auth"},
                                              .client_credentials = docgen::oauth2_flow{
                                                  "", "https://a/token", "https://a/refresh",
                                                  {{"read", "Read"}, {"write", ""}}}}),
                  docgen::open_id_connect("oidc", "https://a/.well-known/openid-configuration"),
                  docgen::mutual_tls("mtls")};
    auto ov = o.to_json();
    BOOST_TEST(!ov.at("security").at(2).as_object().contains("flows"));
    auto ob = docgen::recorded_call::from_json(ov);
    BOOST_TEST_REQUIRE(ob.has_value());
    BOOST_TEST((ob->security == o.security));
    BOOST_TEST(ob->to_json() == ov);
    BOOST_TEST(broken([](auto& o) { o["response_header_declarations"] = "Location"; }) ==
               "member 'response_header_declarations': expected an array");
    BOOST_TEST(broken([](auto& o) { o["query"] = 1; }) == "member 'query': expected a string");
    BOOST_TEST(broken([](auto& o) {
                   o["response_header_declarations"].as_array()[0].as_object()["schema"] = nullptr;
               }) == "member 'response_header_declarations[0].schema': expected a schema");
}

BOOST_AUTO_TEST_CASE(the_calls_format_writes_members_in_declaration_order)
{
    auto c = call("/items", "POST", "createItem", "/items", 201);
    c.path_summary = "Items";
    c.request_body = docgen::body_record{"multipart/form-data", "", std::nullopt, "", {}};
    c.request_body->parts = {{"caption", "text", "", "", ""}, {"avatar", "file", "image/png", "a.png", "bytes"}};
    c.security = {docgen::api_key_in_cookie("key", "session")};
    auto o = c.to_json().as_object();
    std::vector<std::string> keys;
    for (auto const& m : o)
        keys.emplace_back(m.key());
    BOOST_TEST(keys == (std::vector<std::string>{"path_template", "method", "summary", "operation_id",
                                                 "tags", "path_summary", "path_parameters", "path",
                                                 "request_headers", "request_body", "security",
                                                 "expected_status", "description", "type_name",
                                                 "schema", "status", "response_headers",
                                                 "response_body"}),
               boost::test_tools::per_element());
    // a text part's value is written even when empty, a file's bytes never
    auto const& parts = o.at("request_body").at("parts").as_array();
    BOOST_TEST(parts.at(0).as_object().at("value") == "");
    BOOST_TEST(!parts.at(1).as_object().contains("value"));
    BOOST_TEST(o.at("request_body").at("schema").is_null());
    BOOST_TEST(o.at("security").at(0).at("in") == "cookie");
    BOOST_TEST(o.at("security").at(0).at("scheme") == "");

    // a spelling that is none of its enum's is an error naming the member
    auto v = c.to_json();
    v.as_object()["security"].as_array()[0].as_object()["in"] = "body";
    BOOST_TEST(docgen::recorded_call::from_json(v).error().message() ==
               "member 'security[0].in': expected `query`, `header`, `cookie` or `path`");
    v = c.to_json();
    v.as_object()["security"].as_array()[0].as_object()["scheme"] = "digest";
    BOOST_TEST(docgen::recorded_call::from_json(v).error().message() ==
               "member 'security[0].scheme': expected `bearer` or `basic`");
    v = c.to_json();
    v.as_object()["request_body"].as_object()["parts"].as_array()[0].as_object()["value"] = 1;
    BOOST_TEST(docgen::recorded_call::from_json(v).error().message() ==
               "member 'request_body.parts[0].value': expected a string");
}

BOOST_AUTO_TEST_CASE(the_formatters_are_those_linked_in)
{
    // this binary links no formatter library, only the one this file defines
    std::vector<std::string> names;
    for (auto const& f : docgen::linked_formatters())
        names.push_back(f->name());
    BOOST_TEST(names == std::vector<std::string>{"listing"}, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(each_formatter_writes_its_folder_with_a_summary)
{
    output_folder o;
    std::ostringstream out, err;
    int rc = docgen::generate({docgen::configuration_item("listing-title", "T")},
                              {call("/b", "GET", "getB", "/b", 200)}, out, err);
    BOOST_TEST(rc == 0);
    BOOST_TEST(slurp(o.dir / "listing" / "list.txt") == "T\nGET /b getB 1\n");
    BOOST_TEST(out.str().find("docgen: listing: wrote") != std::string::npos);
    BOOST_TEST(out.str().find("(list.txt; 1 operations, 1 calls)") != std::string::npos);
    BOOST_TEST(err.str() == "");
}

BOOST_AUTO_TEST_CASE(a_failing_formatter_keeps_its_previous_output)
{
    output_folder o;
    std::ostringstream out, err;
    docgen::generate({docgen::configuration_item("listing-title", "first")},
                     {call("/b", "GET", "getB", "/b", 200)}, out, err);
    int rc = docgen::generate({docgen::configuration_item("listing-title", "second"),
                               docgen::configuration_item("listing-fail", "1")},
                              {call("/c", "GET", "getC", "/c", 200)}, out, err);
    BOOST_TEST(rc == 1);
    BOOST_TEST(slurp(o.dir / "listing" / "list.txt") == "first\nGET /b getB 1\n");
    BOOST_TEST(err.str().find("docgen: listing failed, its previous output is unchanged: "
                              "told to fail") != std::string::npos);
    BOOST_TEST(!fs::exists(o.dir / ".listing.tmp"));
}

BOOST_AUTO_TEST_CASE(missing_required_key_and_unknown_key)
{
    output_folder o;
    std::ostringstream out, err;
    int rc = docgen::generate({docgen::configuration_item("nobody-reads-this", "x")}, {}, out, err);
    BOOST_TEST(rc == 1);
    BOOST_TEST(err.str().find("docgen: listing: the configuration key 'listing-title' is missing") !=
               std::string::npos);
    BOOST_TEST(err.str().find("docgen: warning: configuration key 'nobody-reads-this' is read by "
                              "no linked formatter (known keys: listing-fail, listing-title)") !=
               std::string::npos);
    BOOST_TEST(!fs::exists(o.dir / "listing"));
}

BOOST_AUTO_TEST_CASE(a_bad_item_fails_generation_naming_it)
{
    output_folder o;
    std::ostringstream out, err;
    BOOST_TEST(docgen::generate({"oops"}, {}, out, err) == 1);
    BOOST_TEST(err.str() ==
               "docgen: configuration item 1 ('oops') has no '|' (expected <key>|<base64 of "
               "value>)\n");
}

BOOST_AUTO_TEST_CASE(read_calls_names_the_file_and_call)
{
    output_folder o;
    fs::create_directories(o.dir);
    std::ofstream(o.dir / "c.json") << "[{\"method\":1}]";
    try
    {
        docgen::read_calls(o.dir / "c.json");
        BOOST_ERROR("no error");
    }
    catch (const std::runtime_error& e)
    {
        BOOST_TEST(std::string(e.what()) ==
                   (o.dir / "c.json").string() + ": call 1: missing member 'path_template'");
    }
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_generate_test
