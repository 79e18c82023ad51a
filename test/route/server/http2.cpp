//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// HTTP/2 served over real sockets on 127.0.0.1: h2c by prior knowledge
// (nghttp2's client session), h2 by ALPN on TLS (curl), and HTTP/1.1 on
// the same port.
#include <route/server.hpp>

#include <route/app.hpp>
#include <route/route.hpp>
#include "../../support/child_process.hpp"
#include "../../support/h2_client.hpp"
#include "../../support/http_client.hpp"
#include "../../support/running_server.hpp"
#include "../../support/tls.hpp"
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <memory>
#include <string>

namespace net = boost::asio;
using namespace route::dsl;
using namespace std::chrono_literals;
using route::test::h2_client;

namespace {

// What /hold waits for: /release ends the wait (else 10 s pass).
struct gate
{
    std::unique_ptr<net::steady_timer> timer;
};

// Destroys the gate's timer while the server that made it still runs: a
// timer must not outlive its io_context. Declared after the server.
struct gate_closer
{
    std::shared_ptr<gate> g;
    ~gate_closer() { g->timer.reset(); }
};

route::http_app
h2_app(std::shared_ptr<gate> g)
{
    route::route r =
        path("hello")(get(complete("hi"))) |
        path("echo")(post(entity(as<std::string>)([](std::string b) { return complete(b); }))) |
        path("version")(extract_request(
            [](route::request req) { return complete(std::to_string(req.version())); })) |
        path("hold")(get([g]() -> net::awaitable<route::route> {
            g->timer = std::make_unique<net::steady_timer>(co_await net::this_coro::executor, 10s);
            boost::system::error_code ec;
            co_await g->timer->async_wait(net::redirect_error(net::use_awaitable, ec));
            co_return complete(ec == net::error::operation_aborted ? "released" : "expired");
        })) |
        path("release")(get([g] {
            if (g->timer)
                g->timer->cancel();
            return complete("ok");
        })) |
        path("numbers")(get(complete(route::chunked(
            "text/plain", [](route::chunk_writer& w) -> net::awaitable<void> {
                // more than the client's first flow-control window (64 KiB)
                for (int i = 0; i < 100; ++i)
                    co_await w.write(std::string(1000, static_cast<char>('a' + i % 26)));
            }))));
    return route::to_http_routes(r).or_not_found();
}

route::server_options
h2_options()
{
    auto o = route::test::streaming_options();
    o.header_limit = 1024;
    return o;
}

std::string
expected_numbers()
{
    std::string s;
    for (int i = 0; i < 100; ++i)
        s += std::string(1000, static_cast<char>('a' + i % 26));
    return s;
}

} // namespace

BOOST_AUTO_TEST_SUITE(http2)

BOOST_AUTO_TEST_CASE(h2c_serves_the_routes_and_http1_on_the_same_port)
{
    auto g = std::make_shared<gate>();
    route::test::running_server srv(h2_app(g), h2_options());
    h2_client c(srv.s.port());
    auto hello = c.submit("GET", "/hello");
    auto echo = c.submit("POST", "/echo", std::string(40000, 'x'));
    auto version = c.submit("GET", "/version");
    auto missing = c.submit("GET", "/nowhere");
    auto method = c.submit("PUT", "/hello");
    auto numbers = c.submit("GET", "/numbers");
    auto big = c.submit("GET", "/hello", {}, {{"x-big", std::string(2000, 'y')}});
    c.run();
    BOOST_TEST(c.results[hello].status == 200);
    BOOST_TEST(c.results[hello].body == "hi");
    BOOST_TEST(c.results[echo].status == 200);
    BOOST_TEST(c.results[echo].body == std::string(40000, 'x'));
    BOOST_TEST(c.results[version].body == "20");
    BOOST_TEST(c.results[missing].status == 404);
    BOOST_TEST(c.results[missing].body == "The requested resource could not be found.");
    BOOST_TEST(c.results[method].status == 405);
    BOOST_TEST(c.results[numbers].status == 200);
    BOOST_TEST(c.results[numbers].body == expected_numbers());
    BOOST_TEST(c.results[big].status == 431);

    route::test::client h1(srv.s.port());
    h1.send("GET /version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    auto res = h1.read();
    BOOST_TEST(res.result_int() == 200u);
    BOOST_TEST(res.body() == "11");
}

BOOST_AUTO_TEST_CASE(streams_run_concurrently_and_past_the_limit_are_refused)
{
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.http2_max_concurrent_streams = 2;
    route::test::running_server srv(h2_app(g), o);
    gate_closer closer{g};
    h2_client c(srv.s.port());
    // /hold waits until /release, a later stream of the same connection, runs
    auto hold = c.submit("GET", "/hold");
    auto release = c.submit("GET", "/release");
    c.run();
    BOOST_TEST(c.results[hold].body == "released");
    BOOST_TEST(c.results[release].body == "ok");

    // two streams open (/hold waits): the third is refused
    h2_client d(srv.s.port());
    auto first = d.submit("GET", "/hold");
    auto second = d.submit("GET", "/hello");
    auto third = d.submit("GET", "/hello");
    d.run(5s, third);
    BOOST_TEST(d.results[third].error == std::uint32_t(NGHTTP2_REFUSED_STREAM));
    BOOST_TEST(d.results[third].status == 0);
    d.run(5s, second);
    BOOST_TEST(d.results[second].status == 200);
    BOOST_TEST(!d.results[first].closed);
    // room again: a new stream is served, and ends the wait of the first
    auto again = d.submit("GET", "/release");
    d.run();
    BOOST_TEST(d.results[again].status == 200);
    BOOST_TEST(d.results[first].body == "released");
}

BOOST_AUTO_TEST_CASE(without_http2_the_preface_is_a_bad_http1_request)
{
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.http2 = false;
    route::test::running_server srv(h2_app(g), o);
    route::test::client c(srv.s.port());
    c.send("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    auto raw = c.read_all();
    BOOST_TEST(raw.starts_with("HTTP/1.1 400 "));
    BOOST_TEST(raw.find("\r\n\r\nhi") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(h2_by_alpn_on_tls)
{
    static const route::test::test_pki pki;
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.tls.emplace();
    o.tls->certificate_chain_file = pki.file("server.pem");
    o.tls->private_key_file = pki.file("server.key");
    route::test::running_server srv(h2_app(g), o);
    auto url = "https://127.0.0.1:" + std::to_string(srv.s.port()) + "/version";
    route::test::child_process h2("/usr/bin/curl", {"-sk", "--http2", "-w", " %{http_version}", url});
    BOOST_TEST(h2.rest_of_stdout() == "20 2");
    BOOST_TEST(h2.wait() == 0);
    route::test::child_process h1("/usr/bin/curl", {"-sk", "--http1.1", "-w", " %{http_version}", url});
    BOOST_TEST(h1.rest_of_stdout() == "11 1.1");
    BOOST_TEST(h1.wait() == 0);
}

BOOST_AUTO_TEST_SUITE_END()
