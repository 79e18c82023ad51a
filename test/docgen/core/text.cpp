//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/text.hpp>

#include <boost/json/parse.hpp>
#include <boost/test/unit_test.hpp>
#include <string>

namespace core_text_test { // this file's own, apart from the other tests built with it

BOOST_AUTO_TEST_SUITE(text)

BOOST_AUTO_TEST_CASE(a_comment_stays_on_one_line_and_open)
{
    BOOST_TEST(docgen::comment_text("a\nb\rc\td") == "a b c d");
    BOOST_TEST(docgen::comment_text("ends */ here") == "ends * / here");
    BOOST_TEST(docgen::comment_text("**/") == "** /");
    BOOST_TEST(docgen::comment_text("a/b*c") == "a/b*c");
}

BOOST_AUTO_TEST_CASE(javascript_strings_escape_the_line_separators)
{
    BOOST_TEST(docgen::javascript_string("a\"b\\c") == "\"a\\\"b\\\\c\"");
    BOOST_TEST(docgen::javascript_string("a\xe2\x80\xa8" "b\xe2\x80\xa9" "c") ==
               "\"a\\u2028b\\u2029c\"");
    BOOST_TEST(docgen::javascript_string("caf\xc3\xa9\n") == "\"caf\xc3\xa9\\n\"");
}

BOOST_AUTO_TEST_CASE(pretty_json_has_a_member_a_line)
{
    auto v = boost::json::parse(R"({"a":[1,{"b":null}],"c":{},"d":[],"e":"x)" "\xe2\x80\xa8" R"("})");
    BOOST_TEST(docgen::pretty_json(v) == "{\n"
                                         "  \"a\": [\n"
                                         "    1,\n"
                                         "    {\n"
                                         "      \"b\": null\n"
                                         "    }\n"
                                         "  ],\n"
                                         "  \"c\": {},\n"
                                         "  \"d\": [],\n"
                                         "  \"e\": \"x\xe2\x80\xa8\"\n"
                                         "}");
    auto js = docgen::pretty_json(v, docgen::json_strings::javascript);
    BOOST_TEST(js.find("\"e\": \"x\\u2028\"") != std::string::npos, js);
    BOOST_TEST(docgen::pretty_json(boost::json::parse("[true,-7]")) == "[\n  true,\n  -7\n]");
    BOOST_TEST(boost::json::parse(js) == v); // still JSON, the same value
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_text_test
