//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The specification's sample: three requests against GitHub's REST API
// (or a stand-in: DOCGEN_BASE_URL), each one Boost.Test case; after them
// every linked format is written under DOCGEN_OUTPUT_DIR.

#define BOOST_TEST_MODULE github_spec
#include <docgen/docgen.hpp>
#include "../models/github.hpp"

using github::error_record;
using github::repository;
using github::user;

// tag::spec[]
class github_spec : public docgen::spec
{
public:
    github_spec()
    {
        base_uri(docgen::env_or("DOCGEN_BASE_URL", "https://api.github.com"));
        std::vector<docgen::default_header> headers{{"User-Agent", "docgen-github-sample"}};
        if (auto token = docgen::env_or("GITHUB_TOKEN", ""); !token.empty())
            headers.push_back({"Authorization", docgen::secret("Bearer " + token)});
        default_headers(headers);

        path("/users/{username}", "A GitHub account's public profile.", "Users")(
            supports(route::method::get, p<std::string>("username", "The account's login"),
                     "Get a user", "getUser", {"users"})(
                on_request("octocat")
                    .responds_with<user>(200, "User found")
                    .assert_([](auto& ctx) {
                        auto r = ctx.perform_request();
                        BOOST_TEST(r.body.login == "octocat");
                        BOOST_TEST(r.body.publicRepos >= 0);
                    }),
                on_request("no-such-user-x")
                    .responds_with<error_record>(404, "User not found")
                    .assert_([](auto& ctx) {
                        BOOST_TEST(ctx.perform_request().body.message == "Not Found");
                    })));

        path("/repos/{owner}/{repo}", "A repository, named by its owner and its name.",
             "Repositories")(
            supports(route::method::get,
                     params(p<std::string>("owner", "The login of the repository's owner"),
                            p<std::string>("repo", "The repository's name, without its owner")),
                     "Get a repository", "getRepository", {"repos"})(
                on_request("octocat", "Hello-World")
                    .responds_with<repository>(200, "Repository found")
                    .assert_([](auto& ctx) {
                        auto r = ctx.perform_request();
                        BOOST_TEST(r.body.fullName == "octocat/Hello-World");
                    })));
    }
};
DOCGEN_SPEC(github_spec)
// end::spec[]

// tag::options[]
struct github_spec_options
{
    github_spec_options()
    {
        docgen::generation_options({
            {"openapi-info", "openapi: 3.0.1\n"
                             "info:\n"
                             "  title: GitHub users and repositories\n"
                             "  version: 1.0.0\n"},
            {"httpclient-package", "com.example.github"},
        });
    }
};
static const github_spec_options options;
// end::options[]
