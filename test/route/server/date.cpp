//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The Date field route::server writes: an IMF-fixdate with English names
// (RFC 9110 5.6.7, 6.6.1) whatever locale the program set.

#include <route/server/server.hpp>

#include <route/route.hpp>
#include "../../support/german_locale.hpp"
#include "../../support/http_client.hpp"
#include "../../support/running_server.hpp"
#include <boost/test/unit_test.hpp>
#include <string>

namespace server_date_test { // this file's own, apart from the other tests built with it

namespace http = boost::beast::http;

route::http_app
hello_app()
{
    using namespace route::dsl;
    return route::to_http_routes(route::route(path("hello")(get(complete("hi"))))).or_not_found();
}

BOOST_AUTO_TEST_SUITE(server_date)

BOOST_AUTO_TEST_CASE(the_date_is_written_as_rfc_9110_has_it)
{
    route::test::running_server srv(hello_app(), route::test::streaming_options());
    route::test::client c(srv.s.port());
    c.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n");
    auto res = c.read();
    BOOST_TEST(res.result_int() == 200u);
    route::test::check_english_http_date(res[http::field::date]);
}

// the locale set as a program sets it (LC_ALL=de_DE.UTF-8, setlocale and
// std::locale::global): strftime would write "So, 06 Nov 1994"
BOOST_AUTO_TEST_CASE(the_date_is_english_in_a_german_locale,
                     *boost::unit_test::precondition(route::test::german_locale_available))
{
    route::test::german_locale german;
    BOOST_TEST_REQUIRE(route::test::strftime_names() == "So Nov");
    route::test::running_server srv(hello_app(), route::test::streaming_options());
    route::test::client c(srv.s.port());
    for (auto target : {"/hello", "/nowhere"})
    {
        c.send(std::string("GET ") + target + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
        auto res = c.read();
        BOOST_TEST_CONTEXT(target) { route::test::check_english_http_date(res[http::field::date]); }
    }
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_date_test
