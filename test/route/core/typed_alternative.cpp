//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/typed_alternative.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <string>
#include <type_traits>

namespace core_typed_alternative_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(core_typed_alternative)

BOOST_FIXTURE_TEST_CASE(a_few_typed_routes_stay_typed, route_test)
{
    auto two = get(complete("g")) | put(complete("p"));
    auto four = two | (post(complete("o")) | delete_(complete("d")));
    static_assert(!std::is_same_v<decltype(two), route::implementation_defined::alternative>);
    static_assert(!std::is_same_v<decltype(four), route::implementation_defined::alternative>);
    BOOST_TEST((Put("/") >> two).body() == "p");
    BOOST_TEST((Delete("/") >> four).body() == "d");
    BOOST_TEST(route::describe_dispatch(four).starts_with("typed alternative of 4 routes"));
}

BOOST_FIXTURE_TEST_CASE(a_fifth_route_erases_them_into_a_flat_alternative, route_test)
{
    auto four = route::concat(get(complete("g")), put(complete("p")), post(complete("o")),
                              delete_(complete("d")));
    auto five = four | patch(complete("a"));
    static_assert(std::is_same_v<decltype(five), route::implementation_defined::alternative>);
    BOOST_TEST(five.size() == 5u);
    BOOST_TEST((Patch("/") >> five).body() == "a");
}

BOOST_FIXTURE_TEST_CASE(rejections_are_collected_left_first, route_test)
{
    auto r = get(complete("g")) | put(complete("p"));
    auto res = Post("/") >> r;
    std::vector<route::rejection> want{route::method_rejection{route::method::get},
                                       route::method_rejection{route::method::put}};
    BOOST_TEST(res.rejections() == want, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_typed_alternative_test
