//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The GitHub sample's three calls as its specification records them
// against the stand-in (example/github-spec), built from the bodies the
// stand-in serves (test/fixtures/github), and the sample's configuration:
// what the formatters' golden-file tests document. Needs DOCGEN_TEST_ROOT,
// the project's root, defined by the test's Jamfile.

#ifndef ROUTE_TEST_SUPPORT_GITHUB_SAMPLE_HPP
#define ROUTE_TEST_SUPPORT_GITHUB_SAMPLE_HPP

#include <docgen/format.hpp>
#include <docgen/record.hpp>
#include "example/models/github.hpp"
#include "test/support/github_descriptions.hpp"
#include <boost/test/unit_test.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace github_sample {

/// The project's root folder.
inline const std::string root = DOCGEN_TEST_STRINGIZE(DOCGEN_TEST_ROOT);

/// The bytes of `file`; fails the test when it cannot be read.
inline std::string
slurp(const std::string& file)
{
    std::ifstream in(file, std::ios::binary);
    BOOST_TEST_REQUIRE(static_cast<bool>(in), "cannot read " << file);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// One call as the sample's specification records it against the stand-in.
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

/// The sample's three calls, in the order its specification makes them, described.
inline std::vector<docgen::recorded_call>
sample_calls()
{
    return described({
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

/// The sample's configuration (example/github-spec/github_spec.cpp).
inline const docgen::configuration sample_config = {
    {"openapi-info", "openapi: 3.0.1\n"
                     "info:\n"
                     "  title: GitHub users and repositories\n"
                     "  version: 1.0.0\n"},
    {"httpclient-package", "com.example.github"},
};

} // namespace github_sample

#endif
