//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/cookie.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

namespace dsl_cookie_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

auto session = cookie("session")([](route::http_cookie c) {
    return complete(c.name + "=" + c.value);
});

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_cookie)

BOOST_FIXTURE_TEST_CASE(extracts_a_cookie_by_name, route_test)
{
    BOOST_TEST((Get("/").with_header("Cookie", "session=abc") >> session).body() ==
               "session=abc");
    BOOST_TEST((Get("/").with_header("Cookie", "a=1; session=abc; b=2") >> session).body() ==
               "session=abc");
    BOOST_TEST((Get("/").with_header("cookie", "session=") >> session).body() == "session=");
}

BOOST_FIXTURE_TEST_CASE(parses_the_cookie_string_of_rfc_6265, route_test)
{
    struct row
    {
        const char* header;
        const char* body;
    };
    for (auto const& x : {
             row{"session=abc", "session=abc"},
             row{"  session = abc ;x=1", "session=abc"},
             row{"x=1;session=\"quoted\"", "session=quoted"},
             row{"junk; session=v=w", "session=v=w"},
             row{"session=first; session=second", "session=first"},
             row{"sessionid=x; session=y", "session=y"},
             row{"session x=1; session=y", "session=y"},
             row{"session; session=z", "session=z"},
             row{"=x;\tsession\t=\tv\t", "session=v"},
             row{"session=\"", "session=\""},
         })
    {
        BOOST_TEST_CONTEXT(x.header)
        {
            BOOST_TEST((Get("/").with_header("Cookie", x.header) >> session).body() == x.body);
        }
    }
}

BOOST_FIXTURE_TEST_CASE(every_cookie_header_is_read_in_order, route_test)
{
    auto r = Get("/").add_header("Cookie", "a=1").add_header("Cookie", "session=two") >> session;
    BOOST_TEST(r.body() == "session=two");
    auto first = Get("/").add_header("Cookie", "session=one").add_header("Cookie", "session=two") >>
                 session;
    BOOST_TEST(first.body() == "session=one");
}

BOOST_FIXTURE_TEST_CASE(names_are_case_sensitive, route_test)
{
    BOOST_TEST((Get("/").with_header("Cookie", "Session=abc") >> session).rejection() ==
               route::rejection(route::missing_cookie_rejection{"session"}));
}

BOOST_FIXTURE_TEST_CASE(absent_rejects_as_missing, route_test)
{
    BOOST_TEST((Get("/") >> session).rejection() ==
               route::rejection(route::missing_cookie_rejection{"session"}));
    BOOST_TEST((Get("/").with_header("Cookie", "other=1") >> session).rejection() ==
               route::rejection(route::missing_cookie_rejection{"session"}));
}

BOOST_FIXTURE_TEST_CASE(missing_is_400_with_pekkos_text, route_test)
{
    auto r = Get("/") >> route::to_http_routes(session);
    BOOST_TEST(r.status() == route::status::bad_request);
    BOOST_TEST(r.body() == "Request is missing required cookie 'session'");
}

BOOST_FIXTURE_TEST_CASE(optional_cookie_never_rejects, route_test)
{
    auto r = optional_cookie("theme")([](std::optional<route::http_cookie> c) {
        return complete(c ? c->value : std::string("light"));
    });
    BOOST_TEST((Get("/") >> r).body() == "light");
    BOOST_TEST((Get("/").with_header("Cookie", "theme=dark") >> r).body() == "dark");
}

BOOST_FIXTURE_TEST_CASE(combines_with_headers_and_parameters, route_test)
{
    auto r = (cookie("session") & parameter("q"))([](route::http_cookie c, std::string q) {
        return complete(c.value + ":" + q);
    });
    BOOST_TEST((Get("/?q=x").with_header("Cookie", "session=s") >> r).body() == "s:x");
    BOOST_TEST((Get("/?q=x") >> r).rejection() ==
               route::rejection(route::missing_cookie_rejection{"session"}));
}

BOOST_FIXTURE_TEST_CASE(a_missing_cookie_comes_before_a_missing_query_parameter, route_test)
{
    // pekko's order: missing cookie (400) before missing query parameter (404)
    auto r = parameter("q")([](std::string q) { return complete(q); }) | session;
    auto res = Get("/") >> route::to_http_routes(r);
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "Request is missing required cookie 'session'");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_cookie_test
