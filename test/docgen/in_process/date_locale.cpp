//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The Date field of an application documented in process, as route::server
// writes it: an IMF-fixdate with English names (RFC 9110 5.6.7) whatever
// locale the program set.

#include <docgen/spec.hpp>

#include <route/app.hpp>
#include <route/route.hpp>
#include "../../support/german_locale.hpp"
#include <boost/test/unit_test.hpp>

namespace in_process_date_locale_test { // this file's own, apart from the other tests built with it

route::http_app
hello_app()
{
    using namespace route::dsl;
    return route::to_http_routes(route::route(path("hello")(get(complete("hi"))))).or_not_found();
}

BOOST_AUTO_TEST_SUITE(in_process_date_locale)

BOOST_AUTO_TEST_CASE(the_date_is_english_in_a_german_locale,
                     *boost::unit_test::precondition(route::test::german_locale_available))
{
    route::test::german_locale german;
    BOOST_TEST_REQUIRE(route::test::strftime_names() == "So Nov");
    auto app = hello_app();
    for (auto target : {"/hello", "/nowhere"})
        BOOST_TEST_CONTEXT(target)
        {
            auto r = docgen::detail::send_in_process(app, {"GET", target, {}, {}});
            BOOST_TEST(r.has_header("Date"));
            route::test::check_english_http_date(r.header_value("Date"));
        }
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace in_process_date_locale_test
