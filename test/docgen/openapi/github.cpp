//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The golden file of the GitHub sample: the document written for the
// sample's three calls, built here from the bodies the stand-in serves
// (test/fixtures/github), must equal test/docgen/openapi/github.yml byte
// for byte. scripts/check-docgen-sample.sh compares the sample's own
// output with the same file. DOCGEN_UPDATE_GOLDEN=1 rewrites it.
#include <docgen/openapi.hpp>

#include "example/models/github.hpp"
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

// One call as the sample's specification records it against the stand-in.
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
    c.response_headers = {{"Content-Type", "application/json; charset=utf-8"},
                          {"X-RateLimit-Limit", "60"},
                          {"X-RateLimit-Remaining", "57"},
                          {"Date", "Mon, 23 Nov 2026 09:00:00 GMT"}};
    c.response_body = slurp(root + "/test/fixtures/github/" + fixture);
    return c;
}

std::vector<docgen::recorded_call>
sample_calls()
{
    return {
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
    };
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

BOOST_AUTO_TEST_SUITE(openapi_github)

BOOST_AUTO_TEST_CASE(the_sample_document_is_the_golden_file)
{
    auto golden = root + "/test/docgen/openapi/github.yml";
    auto text = docgen::openapi::to_yaml(docgen::document::from_calls(sample_calls()),
                                         sample_config);
    if (auto update = std::getenv("DOCGEN_UPDATE_GOLDEN"); update && std::string(update) == "1")
    {
        std::ofstream(golden, std::ios::binary) << text;
        BOOST_TEST_MESSAGE("rewrote " << golden);
    }
    BOOST_TEST(text == slurp(golden));
}

BOOST_AUTO_TEST_CASE(the_same_calls_give_the_same_bytes)
{
    auto doc = docgen::document::from_calls(sample_calls());
    BOOST_TEST(docgen::openapi::to_yaml(doc, sample_config) ==
               docgen::openapi::to_yaml(doc, sample_config));
}

// docgen-generate merging two runs' calls: the same calls twice.
BOOST_AUTO_TEST_CASE(the_calls_twice_document_the_same)
{
    auto calls = sample_calls();
    auto twice = calls;
    twice.insert(twice.end(), calls.begin(), calls.end());
    BOOST_TEST(docgen::openapi::to_yaml(docgen::document::from_calls(twice), sample_config) ==
               docgen::openapi::to_yaml(docgen::document::from_calls(calls), sample_config));
}

BOOST_AUTO_TEST_SUITE_END()
