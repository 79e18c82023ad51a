//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The golden file of the GitHub sample: the collection written for the
// sample's three calls, built here from the bodies and headers the
// stand-in serves (test/fixtures/github, example/github-stand-in), must
// equal test/docgen/postman/collection.json byte for byte.
// scripts/check-docgen-sample.sh compares the sample's own output with the
// same file. DOCGEN_UPDATE_GOLDEN=1 rewrites it.
#include <docgen/postman.hpp>

#include "example/models/github.hpp"
#include "test/support/github_descriptions.hpp"
#include <boost/json/parse.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace postman_github_test { // this file's own, apart from the other tests built with it

#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

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

// One call as the sample's specification records it against the stand-in
// (run with GITHUB_TOKEN set, as scripts/check-docgen-sample.sh does).
template <class Body>
docgen::recorded_call
sample_call(std::string tmpl, std::string summary, std::string op, std::string tag,
            std::vector<docgen::parameter_value> params, unsigned status,
            std::string description, std::string type, std::string fixture)
{
    docgen::recorded_call c;
    c.path_template = std::move(tmpl);
    c.method = "GET";
    c.summary = std::move(summary);
    c.operation_id = std::move(op);
    c.tags = {std::move(tag)};
    c.path = c.path_template;
    for (auto const& p : params)
        c.path.replace(c.path.find("{" + p.name + "}"), p.name.size() + 2, p.value);
    c.path_parameters = std::move(params);
    c.request_headers = {{"User-Agent", "docgen-github-sample"},
                         {"Authorization", std::string(docgen::redacted)}};
    c.expected_status = c.status = status;
    c.description = std::move(description);
    c.type_name = std::move(type);
    c.schema = route::json::schema_of<Body>();
    c.response_body = slurp(root + "/test/fixtures/github/" + fixture);
    c.response_headers = {{"Content-Type", "application/json; charset=utf-8"},
                          {"X-GitHub-Media-Type", "github.v3; format=json"},
                          {"X-RateLimit-Limit", "60"},
                          {"X-RateLimit-Remaining", "59"},
                          {"X-RateLimit-Reset", "1795436135"},
                          {"X-RateLimit-Used", "1"},
                          {"X-RateLimit-Resource", "core"},
                          {"Date", "Mon, 23 Nov 2026 09:00:00 GMT"},
                          {"Connection", "close"},
                          {"Content-Length", std::to_string(c.response_body.size())}};
    return c;
}

std::vector<docgen::recorded_call>
sample_calls()
{
    return github_sample::described({
        sample_call<github::user>("/users/{username}", "Get a user", "getUser", "users",
                                  {{"username", "octocat"}}, 200, "User found", "user",
                                  "users-octocat.official-example.json"),
        sample_call<github::error_record>("/users/{username}", "Get a user", "getUser", "users",
                                          {{"username", "no-such-user-x"}}, 404,
                                          "User not found", "error_record",
                                          "error-404-not-found.official-example.json"),
        sample_call<github::repository>("/repos/{owner}/{repo}", "Get a repository",
                                        "getRepository", "repos",
                                        {{"owner", "octocat"}, {"repo", "Hello-World"}}, 200,
                                        "Repository found", "repository",
                                        "repos-octocat-hello-world.official-example.json"),
    });
}

// The sample's configuration (example/github-spec/github_spec.cpp).
const docgen::configuration sample_config = {
    {"openapi-info", "openapi: 3.0.1\n"
                     "info:\n"
                     "  title: GitHub users and repositories\n"
                     "  version: 1.0.0\n"},
    {"httpclient-package", "com.example.github"},
};

} // namespace

BOOST_AUTO_TEST_SUITE(postman_github)

BOOST_AUTO_TEST_CASE(the_sample_collection_is_the_golden_file)
{
    auto golden = root + "/test/docgen/postman/collection.json";
    auto text = docgen::postman::to_json(docgen::document::from_calls(sample_calls()),
                                         sample_config);
    if (auto update = std::getenv("DOCGEN_UPDATE_GOLDEN"); update && std::string(update) == "1")
    {
        std::ofstream(golden, std::ios::binary) << text;
        BOOST_TEST_MESSAGE("rewrote " << golden);
    }
    BOOST_TEST(text == slurp(golden));
}

BOOST_AUTO_TEST_CASE(the_sample_collection_has_the_pinned_shape)
{
    auto v = boost::json::parse(docgen::postman::to_json(
        docgen::document::from_calls(sample_calls()), sample_config));
    auto const& c = v.as_object();
    BOOST_TEST(c.at("info").at("name").as_string() == "GitHub users and repositories");
    BOOST_TEST(c.at("info").at("schema").as_string() ==
               "https://schema.getpostman.com/json/collection/v2.1.0/collection.json");

    // folders per first tag, in the order declared, one item per operation
    auto const& folders = c.at("item").as_array();
    BOOST_TEST_REQUIRE(folders.size() == 2u);
    BOOST_TEST(folders[0].at("name").as_string() == "users");
    BOOST_TEST(folders[1].at("name").as_string() == "repos");
    auto const& get_user = folders[0].at("item").as_array().at(0).as_object();
    BOOST_TEST(folders[0].at("item").as_array().size() == 1u);
    BOOST_TEST(get_user.at("name").as_string() == "Get a user");

    // the request: {{baseUrl}}, a path variable with the captured value
    auto const& url = get_user.at("request").at("url").as_object();
    BOOST_TEST(url.at("raw").as_string() == "{{baseUrl}}/users/:username");
    BOOST_TEST(url.at("variable").at(0).at("key").as_string() == "username");
    BOOST_TEST(url.at("variable").at(0).at("value").as_string() == "octocat");
    auto const& headers = get_user.at("request").at("header").as_array();
    BOOST_TEST(headers.at(0).at("value").as_string() == "docgen-github-sample");
    BOOST_TEST(headers.at(1).at("value").as_string() == "{{Authorization}}");

    // a pm.test on each captured status, the 404 one included
    auto const& event = get_user.at("event").as_array().at(0).as_object();
    BOOST_TEST(event.at("listen").as_string() == "test");
    std::string script;
    for (auto const& line : event.at("script").at("exec").as_array())
        script += std::string(line.as_string()) + "\n";
    BOOST_TEST(script.find("pm.test(\"User found: status 200\"") != std::string::npos);
    BOOST_TEST(script.find("pm.response.to.have.status(200);") != std::string::npos);
    BOOST_TEST(script.find("pm.test(\"User not found: status 404\"") != std::string::npos);
    BOOST_TEST(script.find("pm.expect(res.code).to.equal(404);") != std::string::npos);
    BOOST_TEST(script.find("{{baseUrl}}/users/no-such-user-x") != std::string::npos);

    // a saved response per call: description, code, headers, body
    auto const& responses = get_user.at("response").as_array();
    BOOST_TEST_REQUIRE(responses.size() == 2u);
    BOOST_TEST(responses[1].at("name").as_string() == "User not found");
    BOOST_TEST(responses[1].at("code").as_int64() == 404);
    BOOST_TEST(responses[1].at("status").as_string() == "Not Found");
    BOOST_TEST(responses[1].at("body").as_string() ==
               slurp(root + "/test/fixtures/github/error-404-not-found.official-example.json"));
    auto const& saved = responses[0].at("header").as_array();
    BOOST_TEST_REQUIRE(saved.size() == 2u); // the rate limits, Date and the like left out
    BOOST_TEST(saved[0].at("key").as_string() == "Content-Type");
    BOOST_TEST(saved[1].at("key").as_string() == "X-GitHub-Media-Type");

    // baseUrl, then the secret as a variable with an empty value
    auto const& vars = c.at("variable").as_array();
    BOOST_TEST_REQUIRE(vars.size() == 2u);
    BOOST_TEST(vars[0].at("key").as_string() == "baseUrl");
    BOOST_TEST(vars[1].at("key").as_string() == "Authorization");
    BOOST_TEST(vars[1].at("value").as_string() == "");
}

BOOST_AUTO_TEST_CASE(the_same_calls_give_the_same_bytes)
{
    auto doc = docgen::document::from_calls(sample_calls());
    BOOST_TEST(docgen::postman::to_json(doc, sample_config) ==
               docgen::postman::to_json(doc, sample_config));
}

// docgen-generate merging two runs' calls: the same calls twice.
BOOST_AUTO_TEST_CASE(the_calls_twice_document_the_same)
{
    auto calls = sample_calls();
    auto twice = calls;
    twice.insert(twice.end(), calls.begin(), calls.end());
    BOOST_TEST(docgen::postman::to_json(docgen::document::from_calls(twice), sample_config) ==
               docgen::postman::to_json(docgen::document::from_calls(calls), sample_config));
}

// another run: other dates, rate limits and content lengths change nothing
BOOST_AUTO_TEST_CASE(another_run_gives_the_same_bytes)
{
    auto calls = sample_calls();
    auto again = calls;
    for (auto& c : again)
        for (auto& h : c.response_headers)
            if (h.name == "Date")
                h.value = "Tue, 24 Nov 2026 10:11:12 GMT";
            else if (h.name.rfind("X-RateLimit-", 0) == 0 && h.name != "X-RateLimit-Resource")
                h.value += "7";
    BOOST_TEST(docgen::postman::to_json(docgen::document::from_calls(again), sample_config) ==
               docgen::postman::to_json(docgen::document::from_calls(calls), sample_config));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace postman_github_test
