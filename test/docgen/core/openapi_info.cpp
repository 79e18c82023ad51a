//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/openapi_info.hpp>

#include <boost/test/unit_test.hpp>
#include <stdexcept>
#include <string>

namespace core_openapi_info_test { // this file's own, apart from the other tests built with it

namespace {

// The message of what reading `text` throws, or "" when it reads.
std::string
error_of(const std::string& text)
{
    try
    {
        docgen::openapi_info::parse(text);
    }
    catch (const std::runtime_error& e)
    {
        return e.what();
    }
    return {};
}

} // namespace

BOOST_AUTO_TEST_SUITE(openapi_info)

BOOST_AUTO_TEST_CASE(reads_the_members_every_format_uses)
{
    auto i = docgen::openapi_info::parse("openapi: 3.0.1\ninfo:\n  title: Items\n"
                                         "  description: All of them\n  version: 1.0\n"
                                         "  x-level: 3\n");
    BOOST_TEST(i.openapi == "3.0.1");
    BOOST_TEST(i.title == "Items");
    BOOST_TEST(i.description == "All of them");
    BOOST_TEST(i.version == "1.0");
    BOOST_TEST(i.info.size() == 4u); // every member, as written
    BOOST_TEST(i.info["x-level"].Scalar() == "3");

    auto bare = docgen::openapi_info::parse("info:\n  title: Items\n");
    BOOST_TEST(bare.openapi.empty());
    BOOST_TEST(bare.version.empty());
    BOOST_TEST(bare.description.empty());
}

BOOST_AUTO_TEST_CASE(the_openapi_version_chooses_3_0_or_3_1)
{
    BOOST_TEST(!docgen::openapi_info::parse("info:\n  title: T\n").openapi_31());
    for (auto v : {"3.0.0", "3.0.1", "3.0.4"})
        BOOST_TEST(!docgen::openapi_info::parse(std::string("openapi: ") + v + "\ninfo:\n  title: T\n")
                        .openapi_31());
    for (auto v : {"3.1.0", "3.1.2", "'3.1.1'"})
        BOOST_TEST(docgen::openapi_info::parse(std::string("openapi: ") + v + "\ninfo:\n  title: T\n")
                       .openapi_31());
}

BOOST_AUTO_TEST_CASE(the_key_is_optional_to_find)
{
    BOOST_TEST(!docgen::find_openapi_info({}));
    auto i = docgen::find_openapi_info({{"openapi-info", "info:\n  title: T\n"}});
    BOOST_TEST_REQUIRE(i.has_value());
    BOOST_TEST(i->title == "T");
    BOOST_CHECK_THROW(docgen::find_openapi_info({{"openapi-info", "info: [\n"}}),
                      std::runtime_error);
}

BOOST_AUTO_TEST_CASE(errors_name_the_key_and_the_line)
{
    struct
    {
        std::string text;
        std::string expected;
    } const cases[] = {
        {"just text", "line 1: expected a mapping with `openapi` and `info`"},
        {"openapi: 3.0.1\n", "line 1: `info` is missing"},
        {"info:\n  version: 1\n", "line 2: `info.title` is missing"},
        {"info:\n  title: ''\n", "line 2: `info.title` must be a non-empty string"},
        {"info:\n  title: T\n  version: [1]\n", "line 3: `info.version` must be a non-empty string"},
        {"info:\n  title: T\n  description: {a: b}\n", "line 3: `info.description` must be a string"},
        {"openapi: [3]\ninfo:\n  title: T\n", "line 1: `openapi` must be a version, as 3.0.1"},
        {"info:\n  title: T\nopenapi: 2.0\n", "line 3: `openapi` is '2.0': the versions written "
                                              "are 3.0 (3.0.0 to 3.0.4, 3.0.1 when not given) and "
                                              "3.1 (3.1.0 to 3.1.2)"},
        {"openapi: 4.0.0\ninfo:\n  title: T\n", "line 1: `openapi` is '4.0.0'"},
        {"openapi: 3.1\ninfo:\n  title: T\n", "line 1: `openapi` is '3.1'"},
        {"info:\n  title: T\nservers: []\n", "line 3: unknown member 'servers'"},
        {"info:\n  title: T\n  title: U\n", "line 3: the key 'title' appears twice in one mapping"},
    };
    for (auto const& c : cases)
    {
        BOOST_TEST_CONTEXT("openapi-info:\n" << c.text)
        {
            auto what = error_of(c.text);
            BOOST_TEST(what.rfind("the configuration key 'openapi-info', " + c.expected, 0) == 0u,
                       what);
        }
    }
}

// yaml-cpp reads the escapes `\N` and `\_` as the Latin-1 bytes 0x85 and
// 0xa0, which are not UTF-8: they are read as the characters they name.
BOOST_AUTO_TEST_CASE(escaped_next_line_and_no_break_space_are_utf8)
{
    auto i = docgen::openapi_info::parse("info:\n  title: \"Caf\\N\\u00e9 \\tb\"\n"
                                         "  description: \"a\\_b\\Lc\\Pd\"\n");
    BOOST_TEST(i.title == "Caf\xc2\x85\xc3\xa9 \tb");
    BOOST_TEST(i.description == "a\xc2\xa0" "b\xe2\x80\xa8" "c\xe2\x80\xa9" "d");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_openapi_info_test
