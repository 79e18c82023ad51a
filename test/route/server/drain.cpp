//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/server/server.hpp>

#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include <boost/test/unit_test.hpp>
#include <memory>
#include <thread>

namespace server_drain_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using route::test::client;
namespace http = boost::beast::http;
using namespace std::chrono_literals;

namespace {

unsigned
status_of(unsigned short port, const char* target)
{
    client c(port); // a new connection each time
    return static_cast<unsigned>(c.request(http::verb::get, target).result());
}

} // namespace

BOOST_AUTO_TEST_SUITE(drain)

// The drain sequence: on stop(), /ready is 503 at once while /alive stays
// 200 and the service still serves new connections, for drain_delay; then
// new connections are refused.
BOOST_AUTO_TEST_CASE(not_ready_then_serving_for_the_drain_delay_then_refusing)
{
    auto h = std::make_shared<route::health>();
    h->add_liveness_check("loop", [] { return true; });
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 1;
    o.health = h;
    o.drain_delay = 1500ms;
    auto items = path("items")(get(complete("[]")));
    route::server s(route::to_http_routes(route::health_route(*h) | items).or_not_found(), o);
    s.start();
    auto port = s.port();
    BOOST_TEST(status_of(port, "/ready") == 200u);
    auto began = std::chrono::steady_clock::now();
    std::thread stopper([&] { s.stop(); });
    // not ready at once (within a few ms of stop())
    unsigned ready = 200;
    for (int i = 0; i < 100 && ready == 200; ++i)
    {
        ready = status_of(port, "/ready");
        if (ready == 200)
            std::this_thread::sleep_for(5ms);
    }
    BOOST_TEST(ready == 503u);
    BOOST_TEST(status_of(port, "/alive") == 200u);
    BOOST_TEST(status_of(port, "/items") == 200u);
    // all this within the delay: the server still accepts
    BOOST_TEST((std::chrono::steady_clock::now() - began < 1500ms));
    stopper.join();
    BOOST_TEST((std::chrono::steady_clock::now() - began >= 1500ms));
    BOOST_CHECK_THROW(client{port}, boost::system::system_error);
}

BOOST_AUTO_TEST_CASE(without_a_delay_stop_is_at_once_and_readiness_down)
{
    auto h = std::make_shared<route::health>();
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 1;
    o.health = h;
    route::server s(route::to_http_routes(route::health_route(*h)).or_not_found(), o);
    s.start();
    BOOST_TEST(!h->draining());
    s.stop();
    BOOST_TEST(h->draining());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_drain_test
