//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// OpenAPI post-processors: the two registered here run on every document
// this program's `openapi` formatter writes. One adds a server and an
// extension; the other refuses a document without a licence, which fails
// the formatter and writes nothing.
#include <docgen/openapi.hpp>

#include "test/support/github_sample.hpp"
#include <docgen/generate.hpp>
#include <boost/test/unit_test.hpp>
#include <yaml-cpp/yaml.h>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace openapi_post_process_test { // this file's own, apart from the other tests built with it

namespace fs = std::filesystem;

namespace {

// tag::post_processor[]
// Adds the address the API is served from and names the generator.
struct add_server final : docgen::openapi_post_processor
{
    void process(YAML::Node& document) const override
    {
        YAML::Node server;
        server["url"] = "https://api.example.com/v1";
        document["servers"].push_back(server);
        document["x-generated-by"] = "docgen";
    }
};

// Refuses to publish a document without a licence: a class with only
// `process`, not derived from openapi_post_processor.
struct require_license
{
    void process(YAML::Node& document) const
    {
        const YAML::Node& root = document;
        if (!root["info"]["license"])
            throw std::runtime_error("`info.license` is missing");
    }
};

const docgen::openapi_post_processor_registrar<add_server> server_registered;
const docgen::openapi_post_processor_registrar<require_license> license_registered;
// end::post_processor[]

// Changes nothing: what post-processing alone does to a document.
struct identity final : docgen::openapi_post_processor
{
    void process(YAML::Node&) const override {}
};

// Sets scalars of every kind, as yaml-cpp users do.
struct typed_members final : docgen::openapi_post_processor
{
    void process(YAML::Node& document) const override
    {
        document["x-count"] = 3;
        document["x-ratio"] = 2.5;
        document["x-flag"] = true;
        document["x-none"] = YAML::Null;
        document["x-yes"] = "yes";
        document["x-colon"] = "a: b";
        YAML::Node version("1.0");
        version.SetTag("!");
        document["x-version"] = version;
    }
};

const std::string licensed_info = "openapi: 3.0.1\n"
                                  "info:\n"
                                  "  title: GitHub users and repositories\n"
                                  "  version: 1.0.0\n"
                                  "  license:\n"
                                  "    name: MIT\n";

// A fresh output folder, set as DOCGEN_OUTPUT_DIR, removed at the end.
struct output_folder
{
    fs::path dir = fs::temp_directory_path() /
                   ("docgen-post-process-" + std::to_string(::getpid()));
    output_folder()
    {
        fs::remove_all(dir);
        ::setenv("DOCGEN_OUTPUT_DIR", dir.c_str(), 1);
    }
    ~output_folder() { fs::remove_all(dir); }
};

} // namespace

BOOST_AUTO_TEST_SUITE(openapi_post_process)

BOOST_AUTO_TEST_CASE(the_registered_post_processors_run_in_the_order_of_their_names)
{
    auto linked = docgen::linked_openapi_post_processors();
    BOOST_TEST_REQUIRE(linked.size() == 2u);
    // their type names, in this file's namespace
    std::string_view here = "openapi_post_process_test::(anonymous namespace)::";
    BOOST_TEST(linked[0]->name() == std::string(here) + "add_server");
    BOOST_TEST(linked[1]->name() == std::string(here) + "require_license");
}

BOOST_AUTO_TEST_CASE(the_written_document_carries_what_they_added)
{
    output_folder out;
    std::ostringstream log, err;
    int rc = docgen::generate({docgen::configuration_item("openapi-info", licensed_info)},
                              github_sample::sample_calls(), log, err);
    BOOST_TEST(rc == 0, err.str());
    auto text = github_sample::slurp((out.dir / "openapi" / "openapi.yml").string());
    auto plain = docgen::openapi::to_yaml(docgen::document::from_calls(github_sample::sample_calls()),
                                          {{"openapi-info", licensed_info}});
    // the document as written without them, then what they added
    BOOST_TEST(text == plain + "servers:\n  - url: https://api.example.com/v1\n"
                               "x-generated-by: docgen\n");
}

BOOST_AUTO_TEST_CASE(a_throwing_post_processor_fails_the_formatter_naming_it)
{
    output_folder out;
    std::ostringstream log, err;
    auto info = github_sample::sample_config.at("openapi-info"); // no licence
    int rc = docgen::generate({docgen::configuration_item("openapi-info", info)},
                              github_sample::sample_calls(), log, err);
    BOOST_TEST(rc == 1);
    BOOST_TEST(err.str() == "docgen: openapi failed, its previous output is unchanged: the "
                            "OpenAPI post-processor "
                            "'openapi_post_process_test::(anonymous namespace)::require_license' "
                            "failed: `info.license` is missing\n");
    BOOST_TEST(!fs::exists(out.dir / "openapi"));
    BOOST_TEST(fs::is_empty(out.dir)); // no partial file either
}

BOOST_AUTO_TEST_CASE(post_processing_alone_changes_nothing)
{
    auto doc = docgen::document::from_calls(github_sample::sample_calls());
    auto config = github_sample::sample_config;
    auto none = std::make_shared<const identity>();
    BOOST_TEST(docgen::openapi::to_yaml(doc, config, {none}) ==
               docgen::openapi::to_yaml(doc, config));
    config["openapi-info"] = "openapi: 3.1.0\ninfo:\n  title: \"Caf\\N\\u00e9 \\tb\"\n"
                             "  version: \"1\\L2\"\n  x-list: [a, '1.0', {b: \"no\"}]\n";
    BOOST_TEST(docgen::openapi::to_yaml(doc, config, {none}) ==
               docgen::openapi::to_yaml(doc, config));
}

BOOST_AUTO_TEST_CASE(scalars_set_keep_their_kind)
{
    auto text = docgen::openapi::to_yaml(docgen::document{}, github_sample::sample_config,
                                         {std::make_shared<const typed_members>()});
    BOOST_TEST(text.find("x-count: 3\nx-ratio: 2.5\nx-flag: true\nx-none: null\n"
                         "x-yes: \"yes\"\nx-colon: \"a: b\"\nx-version: \"1.0\"\n") !=
                   std::string::npos,
               text);
    auto y = YAML::Load(text);
    BOOST_TEST(y["x-count"].as<int>() == 3);
    BOOST_TEST(y["x-none"].IsNull());
    BOOST_TEST(y["x-yes"].Tag() == "!"); // read back as a string
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace openapi_post_process_test
