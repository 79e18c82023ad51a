//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Request timeouts and request logging served over a real socket on
// 127.0.0.1.
#include <route/server.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/test/unit_test.hpp>
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace server_timeout_test { // this file's own, apart from the other tests built with it

namespace http = boost::beast::http;
namespace net = boost::asio;
using namespace route::dsl;
using namespace std::chrono_literals;
using route::test::client;

namespace {

// What the handlers and the logger of the test application record.
struct observed
{
    std::atomic<bool> slow_frame_destroyed{false};
    std::atomic<bool> slow_aborted{false};
    std::mutex m;
    std::vector<route::request_log_entry> log;
};

struct set_on_destroy
{
    std::atomic<bool>* flag;
    ~set_on_destroy() { *flag = true; }
};

// /slow waits 30 s, far beyond its 100 ms timeout (and the client's 5 s
// read limit); /stubborn catches the cancellation and still answers, too
// late to be sent; /hello answers at once; everything is logged.
route::http_app
timeout_app(std::shared_ptr<observed> o)
{
    route::route slow = path("slow")(with_request_timeout(100ms)(pass(
        [o]() -> net::awaitable<route::route> {
            set_on_destroy g{&o->slow_frame_destroyed};
            net::steady_timer t(co_await net::this_coro::executor, 30s);
            try
            {
                co_await t.async_wait(net::use_awaitable);
            }
            catch (const boost::system::system_error& e)
            {
                o->slow_aborted = e.code() == net::error::operation_aborted;
                throw;
            }
            co_return complete("slow");
        })));
    route::route stubborn = path("stubborn")(with_request_timeout(100ms)(pass(
        []() -> net::awaitable<route::route> {
            net::steady_timer t(co_await net::this_coro::executor, 30s);
            boost::system::error_code ec;
            co_await t.async_wait(net::redirect_error(net::use_awaitable, ec));
            co_return complete("late");
        })));
    route::route r = log_request_result(
        [o](const route::request_log_entry& e) {
            std::lock_guard<std::mutex> lock(o->m);
            o->log.push_back(e);
        },
        log_detail::headers)(slow | stubborn | path("hello")(complete("hi")));
    return route::to_http_routes(r).or_not_found();
}

route::server_options
local()
{
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 2;
    return o;
}

struct running
{
    running() : s(timeout_app(o), local()) { s.start(); }
    std::shared_ptr<observed> o = std::make_shared<observed>();
    route::server s;
};

} // namespace

BOOST_AUTO_TEST_SUITE(server_timeout)

BOOST_AUTO_TEST_CASE(awaiting_handler_is_answered_503_and_the_connection_reused)
{
    running srv;
    client c(srv.s.port());
    // the client gives up after 5 s; the handler would take 30 s
    auto r = c.request(http::verb::get, "/slow");
    BOOST_TEST(r.result_int() == 503u);
    BOOST_TEST(r.body() == "The server was not able to produce a timely response to your request.");
    BOOST_TEST(r[http::field::content_type] == "text/plain; charset=utf-8");
    BOOST_TEST(r.keep_alive());
    auto again = c.request(http::verb::get, "/hello");
    BOOST_TEST(again.result_int() == 200u);
    BOOST_TEST(again.body() == "hi");
    // the next request is read only once the abandoned handler has unwound
    BOOST_TEST(srv.o->slow_aborted.load());
    BOOST_TEST(srv.o->slow_frame_destroyed.load());
}

BOOST_AUTO_TEST_CASE(a_late_answer_of_an_abandoned_handler_is_dropped)
{
    running srv;
    client c(srv.s.port());
    auto r = c.request(http::verb::get, "/stubborn");
    BOOST_TEST(r.result_int() == 503u);
    auto again = c.request(http::verb::get, "/hello");
    BOOST_TEST(again.body() == "hi");
    BOOST_TEST(!c.has_data());
}

BOOST_AUTO_TEST_CASE(requests_are_logged_with_secrets_masked)
{
    running srv;
    client c(srv.s.port());
    http::request<http::string_body> req(http::verb::get, "/hello?x=1", 11);
    req.set(http::field::host, "localhost");
    req.set(http::field::authorization, "Bearer top-secret");
    req.set(http::field::cookie, "sid=hidden");
    auto r = c.request(req);
    BOOST_TEST(r.body() == "hi");
    c.request(http::verb::get, "/nowhere");

    std::lock_guard<std::mutex> lock(srv.o->m);
    BOOST_TEST_REQUIRE(srv.o->log.size() == 2u);
    auto const& e = srv.o->log[0];
    BOOST_TEST(e.method == "GET");
    BOOST_TEST(e.target == "/hello?x=1");
    BOOST_TEST(static_cast<unsigned>(e.status) == 200u);
    BOOST_TEST(e.bytes == 2u);
    auto line = route::format_log_line(e);
    BOOST_TEST(line.find("top-secret") == std::string::npos);
    BOOST_TEST(line.find("hidden") == std::string::npos);
    BOOST_TEST(line.find("Authorization: ***") != std::string::npos);
    BOOST_TEST(line.find("Cookie: ***") != std::string::npos);
    BOOST_TEST(line.find("Host: localhost") != std::string::npos);
    BOOST_TEST((srv.o->log[1].outcome == route::request_log_entry::kind::rejected));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_timeout_test
