//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/app/health.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/json/parse.hpp>
#include <stdexcept>

namespace app_health_test { // this file's own, apart from the other tests built with it

using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(health)

BOOST_FIXTURE_TEST_CASE(ready_and_alive_when_every_check_holds, route_test)
{
    route::health h;
    h.add_readiness_check("database", [] { return true; });
    h.add_liveness_check("loop", [] { return true; });
    auto r = route::health_route(h);
    auto ready = Get("/ready") >> r;
    BOOST_TEST(static_cast<unsigned>(ready.status()) == 200u);
    BOOST_TEST(ready.header("Content-Type") == "application/json");
    BOOST_TEST(ready.header("Cache-Control") == "no-store");
    BOOST_TEST(boost::json::parse(ready.body()) ==
               boost::json::parse(R"({"status":"UP","checks":{"server":"UP","database":"UP"}})"));
    auto alive = Get("/alive") >> r;
    BOOST_TEST(static_cast<unsigned>(alive.status()) == 200u);
    BOOST_TEST(boost::json::parse(alive.body()) ==
               boost::json::parse(R"({"status":"UP","checks":{"loop":"UP"}})"));
}

BOOST_FIXTURE_TEST_CASE(a_check_that_fails_or_throws_is_named_down, route_test)
{
    route::health h;
    bool connected = false;
    h.add_readiness_check("database", [&] { return connected; });
    h.add_readiness_check("cache", []() -> bool { throw std::runtime_error("unreachable"); });
    h.add_liveness_check("loop", [] { return true; });
    auto r = route::health_route(h);
    auto ready = Get("/ready") >> r;
    BOOST_TEST(static_cast<unsigned>(ready.status()) == 503u);
    BOOST_TEST(boost::json::parse(ready.body()) ==
               boost::json::parse(R"({"status":"DOWN","checks":{"server":"UP","database":"DOWN","cache":"DOWN"}})"));
    // readiness differs from liveness: the instance is not to be restarted
    BOOST_TEST(static_cast<unsigned>((Get("/alive") >> r).status()) == 200u);
    connected = true;
    // checks run at each request
    BOOST_TEST(boost::json::parse((Get("/ready") >> r).body()).at("checks").at("database") == "UP");
}

BOOST_FIXTURE_TEST_CASE(a_draining_server_is_not_ready_but_alive, route_test)
{
    route::health h;
    auto r = route::health_route(h);
    h.set_draining(true);
    auto ready = Get("/ready") >> r;
    BOOST_TEST(static_cast<unsigned>(ready.status()) == 503u);
    BOOST_TEST(boost::json::parse(ready.body()) ==
               boost::json::parse(R"({"status":"DOWN","checks":{"server":"DOWN"}})"));
    BOOST_TEST(static_cast<unsigned>((Get("/alive") >> r).status()) == 200u);
    h.set_draining(false);
    BOOST_TEST(static_cast<unsigned>((Get("/ready") >> r).status()) == 200u);
}

BOOST_FIXTURE_TEST_CASE(only_get_on_the_two_paths, route_test)
{
    route::health h;
    auto r = route::health_route(h);
    BOOST_TEST(!(Get("/health") >> r).handled());
    BOOST_TEST(!(Post("/ready") >> r).handled());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace app_health_test
