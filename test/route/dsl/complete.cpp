//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/complete.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

namespace dsl_complete_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(dsl_complete)

BOOST_FIXTURE_TEST_CASE(status_alone, route_test)
{
    auto res = Get("/") >> complete(route::status::no_content);
    BOOST_TEST(res.status() == route::status::no_content);
    BOOST_TEST(res.body().empty());
    BOOST_TEST(!res.has_header("Content-Type"));

    auto created = Get("/") >> complete(route::status::created);
    BOOST_TEST(created.status() == route::status::created);
    BOOST_TEST(created.body() == "Created");
}

BOOST_FIXTURE_TEST_CASE(status_and_body, route_test)
{
    auto res = Get("/") >> complete(route::status::accepted, std::string("queued"));
    BOOST_TEST(res.status() == route::status::accepted);
    BOOST_TEST(res.body() == "queued");
    BOOST_TEST(res.header("Content-Type") == "text/plain; charset=utf-8");
}

BOOST_FIXTURE_TEST_CASE(string_forms_are_plain_text, route_test)
{
    std::string s = "string";
    std::string_view v = "view";
    for (auto const& res : {Get("/") >> complete("literal"), Get("/") >> complete(s),
                            Get("/") >> complete(v)})
    {
        BOOST_TEST(res.status() == route::status::ok);
        BOOST_TEST(res.header("Content-Type") == "text/plain; charset=utf-8");
    }
    BOOST_TEST((Get("/") >> complete("literal")).body() == "literal");
    BOOST_TEST((Get("/") >> complete(s)).body() == "string");
    BOOST_TEST((Get("/") >> complete(v)).body() == "view");
}

BOOST_FIXTURE_TEST_CASE(values_are_copied_when_the_route_is_built, route_test)
{
    std::string s = "before";
    auto r = complete(s);
    s = "after";
    BOOST_TEST((Get("/") >> r).body() == "before");
}

BOOST_FIXTURE_TEST_CASE(a_function_is_evaluated_per_request, route_test)
{
    int n = 0;
    auto r = complete([&] { return std::to_string(++n); });
    BOOST_TEST((Get("/") >> r).body() == "1");
    BOOST_TEST((Get("/") >> r).body() == "2");

    auto s = complete(route::status::created, [&] { return std::to_string(++n); });
    auto res = Get("/") >> s;
    BOOST_TEST(res.status() == route::status::created);
    BOOST_TEST(res.body() == "3");

    auto t = complete([] { return route::status::gone; });
    BOOST_TEST((Get("/") >> t).status() == route::status::gone);
}

BOOST_FIXTURE_TEST_CASE(a_whole_response, route_test)
{
    route::response r = route::text_response(route::status::ok, "hi");
    r.set_header("X-Thing", "1");
    auto res = Get("/") >> complete(r);
    BOOST_TEST(res.header("x-thing") == "1");
    BOOST_TEST(res.body() == "hi");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_complete_test
