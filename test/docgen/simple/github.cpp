//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The golden page of the GitHub sample: the page written for the sample's
// three calls, built here from the bodies the stand-in serves
// (test/fixtures/github), must equal test/docgen/simple/github.html byte
// for byte. scripts/check-docgen-sample.sh compares the sample's own
// output with the same file. DOCGEN_UPDATE_GOLDEN=1 rewrites it.
#include <docgen/simple.hpp>

#include <docgen/generate.hpp>
#include "example/models/github.hpp"
#include "test/support/github_sample.hpp"
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace simple_github_test { // this file's own, apart from the other tests built with it


namespace fs = std::filesystem;

namespace {

using github_sample::root;
using github_sample::sample_calls;
using github_sample::sample_config;
using github_sample::slurp;

std::size_t
count(const std::string& text, const std::string& what)
{
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

} // namespace

BOOST_AUTO_TEST_SUITE(simple_github)

BOOST_AUTO_TEST_CASE(the_sample_page_is_the_golden_file)
{
    auto golden = root + "/test/docgen/simple/github.html";
    auto text = docgen::simple::to_html(docgen::document::from_calls(sample_calls()),
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
    BOOST_TEST(docgen::simple::to_html(doc, sample_config) ==
               docgen::simple::to_html(doc, sample_config));
}

BOOST_AUTO_TEST_CASE(the_page_names_every_operation_id_and_description)
{
    auto text = docgen::simple::to_html(docgen::document::from_calls(sample_calls()),
                                        sample_config);
    BOOST_TEST(count(text, "<title>GitHub users and repositories</title>") == 1u);
    for (const char* s : {"getUser", "getRepository", "User found", "User not found",
                          "Repository found", "Get a user", "Get a repository"})
        BOOST_TEST(count(text, s) >= 1u, s);
    // tags sorted: repos before users
    BOOST_TEST(text.find(">repos</h2>") < text.find(">users</h2>"));
    BOOST_TEST(count(text, "<div class=\"call ") == 3u);
    BOOST_TEST(count(text, "&quot;login&quot;: &quot;octocat&quot;") >= 1u);
    // nothing that varies between runs
    BOOST_TEST(count(text, "X-RateLimit") == 0u);
    BOOST_TEST(count(text, "2026") == 0u);
}

// docgen-generate merging two runs' calls: the same calls twice show
// nothing more.
BOOST_AUTO_TEST_CASE(the_calls_twice_show_the_same)
{
    auto calls = sample_calls();
    auto twice = calls;
    twice.insert(twice.end(), calls.begin(), calls.end());
    auto text = docgen::simple::to_html(docgen::document::from_calls(twice), sample_config);
    BOOST_TEST(text == docgen::simple::to_html(docgen::document::from_calls(calls), sample_config));
    BOOST_TEST(count(text, "<code>octocat</code>, <code>no-such-user-x</code></td>") == 1u);
    BOOST_TEST(count(text, "<code>Hello-World</code></td>") == 1u);

    // a call that differs (another body) is a card of its own
    auto other = calls[0];
    other.response_body = R"({"login":"octocat","id":2})";
    calls.push_back(other);
    text = docgen::simple::to_html(docgen::document::from_calls(calls), sample_config);
    BOOST_TEST(count(text, "<div class=\"call ") == 4u);
}

// This binary links only libs/docgen_simple: generation writes its folder
// and no other.
BOOST_AUTO_TEST_CASE(generation_writes_only_the_simple_folder)
{
    auto dir = fs::temp_directory_path() / ("docgen-simple-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    ::setenv("DOCGEN_OUTPUT_DIR", dir.c_str(), 1);
    std::ostringstream out, err;
    int rc = docgen::generate(
        {docgen::configuration_item("openapi-info", sample_config.at("openapi-info"))},
        sample_calls(), out, err);
    ::unsetenv("DOCGEN_OUTPUT_DIR");
    BOOST_TEST(rc == 0);
    BOOST_TEST(err.str() == "");
    std::vector<std::string> entries;
    for (auto const& e : fs::directory_iterator(dir))
        entries.push_back(e.path().filename().string());
    BOOST_TEST(entries == std::vector<std::string>{"simple"}, boost::test_tools::per_element());
    std::vector<std::string> files;
    for (auto const& e : fs::directory_iterator(dir / "simple"))
        files.push_back(e.path().filename().string());
    BOOST_TEST(files == std::vector<std::string>{"index.html"}, boost::test_tools::per_element());
    BOOST_TEST(slurp((dir / "simple" / "index.html").string()) ==
               slurp(root + "/test/docgen/simple/github.html"));
    BOOST_TEST(out.str().find("docgen: simple: wrote ") != std::string::npos);
    BOOST_TEST(out.str().find("(index.html; 2 operations, 3 calls)") != std::string::npos);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace simple_github_test
