//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/server/server.hpp>

#include <route/server.hpp>
#include <route/app/async.hpp>
#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/test/unit_test.hpp>
#include <atomic>
#include <chrono>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

namespace server_server_test { // this file's own, apart from the other tests built with it

namespace net = boost::asio;
namespace http = boost::beast::http;
using tcp = net::ip::tcp;
using namespace route::dsl;
using namespace std::chrono_literals;
using route::test::client;

namespace {

std::atomic<int> counter{0};

route::http_app
test_app()
{
    route::route r =
        path("hello")(get(complete("hi"))) | path("echo")(post(entity(as<std::string>)([](std::string b) { return complete(b); }))) |
        path("count")(post([] {
            ++counter;
            return complete(route::status::no_content);
        })) |
        path("slow")(get([]() -> net::awaitable<route::route> {
            net::steady_timer t(co_await net::this_coro::executor, 300ms);
            co_await t.async_wait(net::use_awaitable);
            co_return complete("slow");
        })) |
        path("boom")(get([]() -> route::route { throw std::runtime_error("boom"); })) |
        path("ip")(get(extract_client_ip([](std::string ip) { return complete(ip); }))) |
        path("where")(get((extract_scheme & extract_host)([](std::string s, std::string h) {
            return complete(s + " " + h);
        })));
    return route::to_http_routes(r).or_not_found();
}

route::server_options
local(unsigned threads = 2)
{
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = threads;
    return o;
}

struct running
{
    explicit running(route::server_options o = local()) : s(test_app(), o) { s.start(); }
    route::server s;
};

} // namespace

BOOST_AUTO_TEST_SUITE(server)

BOOST_AUTO_TEST_CASE(answers_with_length_and_date_and_keeps_the_connection)
{
    running srv;
    client c(srv.s.port());
    auto a = c.request(http::verb::get, "/hello");
    BOOST_TEST(a.result_int() == 200u);
    BOOST_TEST(a.body() == "hi");
    BOOST_TEST(a[http::field::content_length] == "2");
    BOOST_TEST(a[http::field::content_type] == "text/plain; charset=utf-8");
    BOOST_TEST(a[http::field::date].ends_with(" GMT"));
    BOOST_TEST(a.keep_alive());
    auto b = c.request(http::verb::get, "/nothing");
    BOOST_TEST(b.result_int() == 404u);
    BOOST_TEST(b.body() == "The requested resource could not be found.");
    auto d = c.request(http::verb::put, "/hello");
    BOOST_TEST(d.result_int() == 405u);
    BOOST_TEST(d[http::field::allow] == "GET");
}

BOOST_AUTO_TEST_CASE(pipelined_requests_are_answered_in_order)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n"
           "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
           "GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n"
           "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
           "2\r\nxy\r\n1\r\nz\r\n0\r\n\r\n");
    BOOST_TEST(c.read().body() == "hi");
    BOOST_TEST(c.read().body() == "abc");
    BOOST_TEST(c.read().result_int() == 404u);
    BOOST_TEST(c.read().body() == "xyz");
}

BOOST_AUTO_TEST_CASE(http_1_0_closes_unless_keep_alive_is_asked)
{
    running srv;
    {
        client c(srv.s.port());
        c.send("GET /hello HTTP/1.0\r\n\r\n");
        auto r = c.read();
        BOOST_TEST(r.version() == 10u);
        BOOST_TEST(r.body() == "hi");
        BOOST_TEST(c.closed_by_server());
    }
    {
        client c(srv.s.port());
        c.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n");
        auto r = c.read();
        BOOST_TEST(r.keep_alive());
        c.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n");
        BOOST_TEST(c.read().body() == "hi");
    }
}

BOOST_AUTO_TEST_CASE(connection_close_is_honoured)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.body() == "hi");
    BOOST_TEST(!r.keep_alive());
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(expect_100_continue)
{
    running srv;
    client c(srv.s.port());
    c.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n");
    auto interim = c.read();
    BOOST_TEST(interim.result_int() == 100u);
    c.send("hello");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == "hello");
}

BOOST_AUTO_TEST_CASE(oversized_body_gives_413_naming_the_limit)
{
    auto o = local();
    o.body_limit = 1024;
    running srv(o);
    client c(srv.s.port());
    c.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 413u);
    BOOST_TEST(r.body() == "Request Content-Length of 5000 bytes exceeds the configured limit of 1024 bytes");
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(default_body_limit_is_8_mib)
{
    running srv;
    client c(srv.s.port());
    c.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 8388609\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 413u);
    BOOST_TEST(r.body().find("8388608 bytes") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(chunked_body_over_the_limit_gives_413)
{
    auto o = local();
    o.body_limit = 8;
    running srv(o);
    client c(srv.s.port());
    c.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n0123456789abcdef\r\n0\r\n\r\n");
    BOOST_TEST(c.read().result_int() == 413u);
}

BOOST_AUTO_TEST_CASE(huge_headers_give_431)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /hello HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(9000, 'a') + "\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 431u);
    BOOST_TEST(r.body() == "Request header fields exceed the configured limit of 8192 bytes");
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(malformed_requests_give_400_and_close)
{
    running srv;
    for (std::string raw : {"GARBAGE\r\n\r\n", "GET /hello HTTP/9.9\r\n\r\n",
                            "GET /hello HTTP/1.1\r\nBad Header\r\n\r\n",
                            "POST /echo HTTP/1.1\r\nContent-Length: abc\r\n\r\n"})
    {
        BOOST_TEST_CONTEXT(raw)
        {
            client c(srv.s.port());
            c.send(raw);
            auto r = c.read();
            BOOST_TEST(r.result_int() == 400u);
            BOOST_TEST(c.closed_by_server());
        }
    }
    // and the server still serves
    client c(srv.s.port());
    BOOST_TEST(c.request(http::verb::get, "/hello").body() == "hi");
}

BOOST_AUTO_TEST_CASE(bad_request_target_gives_400)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /he%zzllo HTTP/1.1\r\nHost: x\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body().starts_with("Illegal request-target"));
}

BOOST_AUTO_TEST_CASE(slow_headers_are_cut)
{
    auto o = local();
    o.header_timeout = 200ms;
    running srv(o);
    client c(srv.s.port());
    c.send("GET /hello HTTP/1.1\r\nHost: x\r\n"); // never finished
    BOOST_TEST(c.closed_by_server(3s));
}

BOOST_AUTO_TEST_CASE(idle_connections_are_closed)
{
    auto o = local();
    o.idle_timeout = 200ms;
    running srv(o);
    client c(srv.s.port());
    BOOST_TEST(c.request(http::verb::get, "/hello").body() == "hi");
    BOOST_TEST(c.closed_by_server(3s));
}

BOOST_AUTO_TEST_CASE(exceptions_give_500_and_the_server_keeps_serving)
{
    running srv;
    client c(srv.s.port());
    auto r = c.request(http::verb::get, "/boom");
    BOOST_TEST(r.result_int() == 500u);
    BOOST_TEST(r.body() == "There was an internal server error.");
    BOOST_TEST(c.request(http::verb::get, "/hello").body() == "hi");
}

BOOST_AUTO_TEST_CASE(routes_see_the_peer_address_scheme_and_host)
{
    running srv;
    client c(srv.s.port());
    BOOST_TEST(c.request(http::verb::get, "/ip").body() == "127.0.0.1");
    BOOST_TEST(c.request(http::verb::get, "/where").body() == "http localhost");
}

BOOST_AUTO_TEST_CASE(head_gets_the_length_without_a_body)
{
    auto app = route::to_http_routes(head(complete("twelve chars"))).or_not_found();
    route::server s(app, local());
    s.start();
    client c(s.port());
    // two answers in a row parse only if the first carried no body
    c.send("HEAD / HTTP/1.1\r\nHost: x\r\n\r\nHEAD / HTTP/1.1\r\nHost: x\r\n\r\n");
    for (int i = 0; i < 2; ++i)
    {
        auto r = c.read_head();
        BOOST_TEST(r.result_int() == 200u);
        BOOST_TEST(r[http::field::content_length] == "12");
    }
}

BOOST_AUTO_TEST_CASE(an_awaiting_handler_does_not_block_its_thread)
{
    running srv(local(1));
    client slow(srv.s.port());
    auto t0 = std::chrono::steady_clock::now();
    slow.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    // while the slow handler waits 300 ms on the only server thread, 50
    // requests on another connection complete; had the handler blocked
    // the thread, the slow answer would come first
    client fast(srv.s.port());
    BOOST_TEST_REQUIRE(fast.request(http::verb::get, "/hello").body() == "hi");
    BOOST_TEST(!slow.has_data());
    for (int i = 1; i < 50; ++i)
        BOOST_TEST_REQUIRE(fast.request(http::verb::get, "/hello").body() == "hi");
    if (std::chrono::steady_clock::now() - t0 < 250ms)
        BOOST_TEST(!slow.has_data());
    auto r = slow.read();
    BOOST_TEST(r.body() == "slow");
    BOOST_TEST((std::chrono::steady_clock::now() - t0 >= 300ms));
}

BOOST_AUTO_TEST_CASE(concurrent_connections_lose_nothing)
{
    running srv(local(2));
    counter = 0;
    std::vector<std::thread> threads;
    std::atomic<int> ok{0};
    for (int t = 0; t < 8; ++t)
        threads.emplace_back([&] {
            client c(srv.s.port());
            for (int i = 0; i < 50; ++i)
                if (c.request(http::verb::post, "/count").result_int() == 204u)
                    ++ok;
        });
    for (auto& t : threads)
        t.join();
    BOOST_TEST(ok == 400);
    BOOST_TEST(counter == 400);
}

BOOST_AUTO_TEST_CASE(stop_lets_requests_in_flight_finish)
{
    auto srv = std::make_unique<running>(local(1));
    auto port = srv->s.port();
    client slow(port);
    slow.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    client idle(port);
    BOOST_TEST(idle.request(http::verb::get, "/hello").body() == "hi");
    std::this_thread::sleep_for(50ms); // the slow request is in its handler
    std::thread stopper([&] { srv->s.stop(); });
    auto r = slow.read();
    BOOST_TEST(r.body() == "slow");
    BOOST_TEST(!r.keep_alive());
    BOOST_TEST(idle.closed_by_server());
    stopper.join();
    BOOST_CHECK_THROW(client{port}, boost::system::system_error);
}

BOOST_AUTO_TEST_CASE(bad_address_and_busy_port_are_named)
{
    auto o = local();
    o.address = "not-an-address";
    try
    {
        route::server s(test_app(), o);
        BOOST_FAIL("a bad address must throw");
    }
    catch (const std::system_error& e)
    {
        BOOST_TEST(std::string(e.what()).find("server_options.address 'not-an-address'") !=
                   std::string::npos);
    }
    running first;
    auto p = local();
    p.port = first.s.port();
    try
    {
        route::server s(test_app(), p);
        // SO_REUSEADDR does not allow two listeners on one port
        BOOST_FAIL("a busy port must throw");
    }
    catch (const std::system_error& e)
    {
        BOOST_TEST(std::string(e.what()).find("127.0.0.1:" + std::to_string(p.port)) !=
                   std::string::npos);
    }
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_server_test
