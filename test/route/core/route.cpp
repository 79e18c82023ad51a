//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/route.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

namespace core_route_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(core_route)

BOOST_FIXTURE_TEST_CASE(first_branch_that_completes_wins, route_test)
{
    route::route r = path("a")(complete("A")) | path("b")(complete("B")) |
                     path("b")(complete("second B"));
    BOOST_TEST((Get("/a") >> r).body() == "A");
    BOOST_TEST((Get("/b") >> r).body() == "B");
}

BOOST_FIXTURE_TEST_CASE(three_branches_collect_rejections_left_first, route_test)
{
    route::route r = get(complete("g")) | put(complete("p")) | delete_(complete("d"));
    auto res = Post("/") >> r;
    BOOST_TEST(!res.handled());
    std::vector<route::rejection> want{route::method_rejection{route::method::get},
                                       route::method_rejection{route::method::put},
                                       route::method_rejection{route::method::delete_}};
    BOOST_TEST(res.rejections() == want, boost::test_tools::per_element());
    BOOST_TEST((Delete("/") >> r).body() == "d");
}

BOOST_FIXTURE_TEST_CASE(concat_is_the_same_as_bars, route_test)
{
    auto r = route::concat(get(complete("g")), put(complete("p")), delete_(complete("d")));
    BOOST_TEST((Put("/") >> r).body() == "p");
    BOOST_TEST((Post("/") >> r).rejections().size() == 3u);
}

BOOST_FIXTURE_TEST_CASE(empty_concat_rejects_with_an_empty_list, route_test)
{
    auto res = Get("/") >> route::concat();
    BOOST_TEST(res.rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(default_route_rejects_everything, route_test)
{
    route::route r;
    BOOST_TEST((Get("/anything") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(copies_share_one_implementation, route_test)
{
    int calls = 0;
    route::route a = complete([&] {
        ++calls;
        return std::string("x");
    });
    route::route b = a;
    Get("/") >> a;
    Get("/") >> b;
    BOOST_TEST(calls == 2);
}

BOOST_FIXTURE_TEST_CASE(erased_and_typed_routes_mix, route_test)
{
    route::route erased = path("e")(complete("E"));
    auto r = erased | path("t")(complete("T"));
    BOOST_TEST((Get("/t") >> r).body() == "T");
    auto s = path("t")(complete("T")) | erased;
    BOOST_TEST((Get("/e") >> s).body() == "E");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_route_test
