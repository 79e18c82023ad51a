//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/spelling.hpp>

#include <docgen/record.hpp>
#include <docgen/schema_walk.hpp>
#include <boost/test/unit_test.hpp>
#include <sstream>
#include <stdexcept>
#include <string>

BOOST_AUTO_TEST_SUITE(docgen_spelling)

BOOST_AUTO_TEST_CASE(a_spelled_value_is_its_enum_and_reads_and_writes_its_spelling)
{
    docgen::spelled<docgen::security_type> t = "mutualTLS";
    BOOST_TEST((t == docgen::security_type::mutual_tls));
    BOOST_TEST((t.value() == docgen::security_type::mutual_tls));
    BOOST_TEST(t.text() == "mutualTLS");
    BOOST_TEST(t == "mutualTLS");
    BOOST_TEST(!(t == "mutualTls")); // spellings are exact
    BOOST_TEST(t == std::string("mutualTLS"));
    std::ostringstream os;
    os << t;
    BOOST_TEST(os.str() == "mutualTLS");

    t = docgen::security_type::api_key;
    BOOST_TEST(t.text() == "apiKey");
    switch (t)
    {
    case docgen::security_type::api_key:
        break;
    default:
        BOOST_ERROR("switched on another value");
    }

    // the default is the first of the table
    BOOST_TEST((docgen::spelled<docgen::security_type>() == docgen::security_type::http));
    BOOST_TEST((docgen::spelled<docgen::parameter_location>() == docgen::parameter_location::none));
    BOOST_TEST(docgen::spelled<docgen::parameter_location>().text() == "");
}

BOOST_AUTO_TEST_CASE(text_that_is_no_spelling_is_an_error_naming_the_spellings)
{
    BOOST_TEST((docgen::spelled<docgen::part_kind>::from_text("blob") == std::nullopt));
    BOOST_TEST((docgen::spelled<docgen::part_kind>::from_text("file") == docgen::part_kind::file));
    BOOST_TEST(docgen::spelled<docgen::part_kind>::expected() == "`file` or `text`");
    BOOST_TEST(docgen::spelled<docgen::security_type>::expected() ==
               "`http`, `apiKey`, `oauth2`, `openIdConnect` or `mutualTLS`");
    // the empty spelling (none) is not offered
    BOOST_TEST(docgen::spelled<docgen::http_auth_scheme>::expected() == "`bearer` or `basic`");
    try
    {
        docgen::spelled<docgen::parameter_location> p("body");
        BOOST_ERROR("no error");
    }
    catch (const std::invalid_argument& e)
    {
        BOOST_TEST(std::string(e.what()) ==
                   "'body' is not one of `query`, `header`, `cookie` or `path`");
    }
}

BOOST_AUTO_TEST_CASE(a_record_holds_enums_made_from_spellings)
{
    docgen::parameter_record p{"limit", "query", true, false, {}, {}};
    BOOST_TEST((p.in == docgen::parameter_location::query));
    docgen::security_scheme s{"key", "apiKey", "", "cookie", "session"};
    BOOST_TEST((s.type == docgen::security_type::api_key));
    BOOST_TEST((s.scheme == docgen::http_auth_scheme::none));
    BOOST_TEST((s.in == docgen::parameter_location::cookie));
    docgen::body_part_record part{"avatar", "file", "image/png", "a.png", ""};
    BOOST_TEST((part.kind == docgen::part_kind::file));
}

BOOST_AUTO_TEST_CASE(a_schema_kind_is_read_once_from_its_type)
{
    route::json::schema s;
    BOOST_TEST((docgen::kind_of(s) == docgen::schema_kind::any));
    for (auto [type, kind] : {std::pair{"object", docgen::schema_kind::object},
                              std::pair{"array", docgen::schema_kind::array},
                              std::pair{"string", docgen::schema_kind::string},
                              std::pair{"integer", docgen::schema_kind::integer},
                              std::pair{"number", docgen::schema_kind::number},
                              std::pair{"boolean", docgen::schema_kind::boolean}})
    {
        s.type = type;
        BOOST_TEST((docgen::kind_of(s) == kind), type);
    }
    s.type = "null"; // no type route derives: a scalar of its own
    BOOST_TEST((docgen::kind_of(s) == docgen::schema_kind::other));
}

BOOST_AUTO_TEST_SUITE_END()
