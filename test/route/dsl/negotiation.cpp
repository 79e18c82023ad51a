//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// complete(value)'s content negotiation, as pekko-http's
// MarshallingDirectivesSpec and ContentNegotiationSpec state it.

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <map>
#include <string>

namespace dsl_negotiation_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

const auto json = complete(std::map<std::string, std::string>{{"name", "H\xc3\xa4ll\xc3\xb6"}});
const auto text = complete("hello");

route::rejection
unaccepted(std::string type)
{
    return route::unaccepted_response_content_type_rejection{{std::move(type)}};
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_negotiation)

BOOST_FIXTURE_TEST_CASE(json_is_utf8_and_follows_accept_charset, route_test)
{
    auto plain = Get("/") >> json;
    BOOST_TEST(plain.header("Content-Type") == "application/json");
    BOOST_TEST(plain.body() == "{\"name\":\"H\xc3\xa4ll\xc3\xb6\"}");
    // a non-UTF-8 or unknown charset: rejected
    BOOST_TEST((Get("/").with_header("Accept-Charset", "ISO-8859-1") >> json).rejection() ==
               unaccepted("application/json"));
    BOOST_TEST((Get("/").with_header("Accept-Charset", "unknown") >> json).rejection() ==
               unaccepted("application/json"));
    // the charset parameter of Accept is ignored; Accept-Charset decides
    for (auto a : {"application/json;charset=utf8", "application/json;charset=iso-8859-1"})
        BOOST_TEST((Get("/").with_header("Accept", a) >> json).handled());
    BOOST_TEST((Get("/")
                    .with_header("Accept", "application/json;charset=iso-8859-1")
                    .with_header("Accept-Charset", "UTF-8") >> json)
                   .handled());
    BOOST_TEST((Get("/")
                    .with_header("Accept", "application/json;charset=iso-8859-1")
                    .with_header("Accept-Charset", "ISO-8859-1") >> json)
                   .rejection() == unaccepted("application/json"));
}

BOOST_FIXTURE_TEST_CASE(accept_chooses_by_the_most_specific_range, route_test)
{
    auto accepts = [](const char* accept, const auto& r) {
        return (Get("/").with_header("Accept", accept) >> r).handled();
    };
    BOOST_TEST(accepts("*/*", text));
    BOOST_TEST(accepts("text/*", text));
    BOOST_TEST(accepts("text/plain;q=0.5, application/json", text));
    BOOST_TEST(accepts("application/json, text/plain", json));
    BOOST_TEST(!accepts("text/css", text));
    BOOST_TEST(!accepts("application/xml", json));
    // text/plain before text/* before */*, whatever their order
    BOOST_TEST(!accepts("*/*, text/*;q=0", text));
    BOOST_TEST(accepts("text/*;q=0, text/plain", text));
    BOOST_TEST(!accepts("text/plain;q=0, */*", text));
    // a range with a parameter the type does not have does not match
    BOOST_TEST(!accepts("text/plain;format=flowed", text));
    // an Accept field that does not parse is ignored
    BOOST_TEST(accepts("no-slash", text));
    // several fields add up
    BOOST_TEST((Get("/").add_header("Accept", "text/css").add_header("Accept", "text/plain") >> text)
                   .handled());
}

BOOST_FIXTURE_TEST_CASE(accept_charset_named_before_star, route_test)
{
    auto accepts = [](const char* charsets) {
        return (Get("/").with_header("Accept-Charset", charsets) >> text).handled();
    };
    BOOST_TEST(accepts("utf-8"));
    BOOST_TEST(accepts("*"));
    BOOST_TEST(accepts("iso-8859-1, *;q=0.1"));
    BOOST_TEST(!accepts("iso-8859-1"));
    BOOST_TEST(!accepts("*;q=0"));
    BOOST_TEST(!accepts("utf-8;q=0, *"));
    BOOST_TEST(accepts("*;q=0, UTF-8"));
}

BOOST_FIXTURE_TEST_CASE(unaccepted_types_answer_406, route_test)
{
    auto r = Get("/").with_header("Accept", "text/css") >> text;
    BOOST_TEST(r.rejection() == unaccepted("text/plain; charset=utf-8"));
    auto res = Get("/").with_header("Accept", "text/css") >>
               route::to_http_routes(complete(route::status::created, "made") | json);
    BOOST_TEST(res.status() == route::status::not_acceptable);
    BOOST_TEST(res.body() == "Resource representation is only available with these types:\n"
                             "text/plain; charset=utf-8\napplication/json");
    // an error's body is sent in its own type (pekko's fallback for
    // statuses other than 2xx), a status alone and a response as they are
    auto missing = Get("/").with_header("Accept", "application/json") >>
                   complete(route::status::not_found, "There is no item with id 9.");
    BOOST_TEST(missing.status() == route::status::not_found);
    BOOST_TEST(missing.body() == "There is no item with id 9.");
    BOOST_TEST((Get("/").with_header("Accept", "text/css") >> complete(route::status::no_content))
                   .status() == route::status::no_content);
    BOOST_TEST((Get("/").with_header("Accept", "text/css") >> complete([] {
                    route::response x;
                    x.set_header("Content-Type", "image/png");
                    return x;
                })).handled());
}

// HTTP's grammar (RFC 9110 5.6): a quoted parameter may hold commas and
// semicolons; a token and the quoted token are one value; a range with a
// parameter that does not parse makes the field one that does not parse
BOOST_FIXTURE_TEST_CASE(accept_is_read_with_quoted_strings, route_test)
{
    auto accepts = [](const char* accept, const auto& r) {
        return (Get("/").with_header("Accept", accept) >> r).handled();
    };
    BOOST_TEST(!accepts("text/plain;title=\"a, text/plain\", text/css", text));
    BOOST_TEST(accepts("text/css;title=\"a; b\", text/plain", text));
    BOOST_TEST(accepts("text/css;level, text/css", text)); // ignored as a whole
    BOOST_TEST(accepts("text/plain;q=2, text/css", text)); // ignored as a whole
    BOOST_TEST(accepts("*/html", text));                   // not a media range: ignored
    BOOST_TEST(!accepts("text/plain;Q=0", text));
    auto utf8 = [](const char* charsets) {
        return (Get("/").with_header("Accept-Charset", charsets) >> text).handled();
    };
    BOOST_TEST(utf8("iso-8859-1;x=\"a, utf-8\", utf-8;q=0.5"));
    BOOST_TEST(!utf8("iso-8859-1;x=\"a, utf-8\""));
    BOOST_TEST(utf8("utf-8;q=0, bad charset")); // ignored as a whole
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_negotiation_test
