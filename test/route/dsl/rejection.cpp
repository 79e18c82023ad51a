//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/rejection.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(dsl_rejection)

BOOST_FIXTURE_TEST_CASE(default_handler_inside_a_route, route_test)
{
    auto r = handle_rejections(route::default_rejection_handler())(
        get(complete("g")) | put(complete("p")));
    auto res = Post("/") >> r;
    BOOST_TEST(res.status() == route::status::method_not_allowed);
    BOOST_TEST(res.header("Allow") == "GET, PUT");
}

BOOST_FIXTURE_TEST_CASE(custom_handler_sees_cancelled_list, route_test)
{
    std::size_t seen = 99;
    route::rejection_handler h([&](const std::vector<route::rejection>& list)
                                   -> std::optional<route::route> {
        seen = list.size();
        return route::route(complete(route::status::payment_required, "handled"));
    });
    auto r = handle_rejections(h)(get(reject(route::validation_rejection{"v"})) |
                                  post(complete("p")));
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::payment_required);
    BOOST_TEST(seen == 1u); // the POST method rejection was cancelled
}

BOOST_FIXTURE_TEST_CASE(declining_handler_lets_rejections_through, route_test)
{
    route::rejection_handler h([](const std::vector<route::rejection>&)
                                   -> std::optional<route::route> { return std::nullopt; });
    auto r = handle_rejections(h)(get(complete("g"))) | post(complete("p"));
    BOOST_TEST((Post("/") >> r).body() == "p");
    auto res = Put("/") >> r;
    BOOST_TEST(res.rejections().size() == 2u);
}

BOOST_FIXTURE_TEST_CASE(handler_is_not_used_when_the_route_completes, route_test)
{
    bool called = false;
    route::rejection_handler h([&](const std::vector<route::rejection>&)
                                   -> std::optional<route::route> {
        called = true;
        return std::nullopt;
    });
    Get("/") >> handle_rejections(h)(complete("fine"));
    BOOST_TEST(!called);
}

BOOST_AUTO_TEST_SUITE_END()
