//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The golden file of the GitHub sample: the document written for the
// sample's three calls, built here from the bodies the stand-in serves
// (test/fixtures/github), must equal test/docgen/openapi/github.yml byte
// for byte. scripts/check-docgen-sample.sh compares the sample's own
// output with the same file. DOCGEN_UPDATE_GOLDEN=1 rewrites it, and
// github-3.1.yml, the same calls as OpenAPI 3.1.
#include <docgen/openapi.hpp>

#include "example/models/github.hpp"
#include "test/support/github_sample.hpp"
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace openapi_github_test { // this file's own, apart from the other tests built with it

namespace {

using github_sample::root;
using github_sample::sample_calls;
using github_sample::sample_config;
using github_sample::slurp;

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

// The same calls documented as OpenAPI 3.1: github-3.1.yml, linted like
// github.yml (test/docgen/openapi/Jamfile); it differs only in the
// nullable members' `type: [T, "null"]`.
BOOST_AUTO_TEST_CASE(the_sample_as_31_is_its_golden_file)
{
    auto golden = root + "/test/docgen/openapi/github-3.1.yml";
    auto config = sample_config;
    auto& info = config.at("openapi-info");
    info.replace(info.find("3.0.1"), 5, "3.1.0");
    auto text = docgen::openapi::to_yaml(docgen::document::from_calls(sample_calls()), config);
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

} // namespace openapi_github_test
