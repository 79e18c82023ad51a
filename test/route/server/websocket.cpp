//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// WebSocket over real sockets: the handshake, messages both ways, and RFC
// 6455's rules for a client that breaks them, driven by a client that
// writes its frames byte by byte (test/support/raw_ws.hpp).

#include <route/server.hpp>
#include <route/app.hpp>
#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include "../../support/raw_ws.hpp"
#include "../../support/running_server.hpp"
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/test/unit_test.hpp>
#include <zlib.h>
#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>

namespace server_websocket_test { // this file's own, apart from the other tests built with it

namespace net = boost::asio;
using namespace route::dsl;
using namespace std::chrono_literals;
using route::test::raw_ws;
namespace op = route::test::ws_op;

namespace {

std::atomic<bool> handler_ended{false};
std::atomic<int> received_nullopt{0};

boost::asio::awaitable<void>
pause(std::chrono::milliseconds d)
{
    net::steady_timer t(co_await net::this_coro::executor, d);
    co_await t.async_wait(net::use_awaitable);
}

boost::asio::awaitable<void>
echo(route::websocket& ws)
{
    struct end
    {
        ~end() { handler_ended = true; }
    } e;
    while (auto m = co_await ws.receive())
        co_await ws.send(std::move(*m));
    ++received_nullopt;
}

route::http_app
app()
{
    route::route r =
        path("echo")(handle_websocket_messages(echo)) |
        path("chat")(handle_websocket_messages_for_protocol(echo, "chat")) |
        path("once")(handle_websocket_messages([](route::websocket& ws) -> net::awaitable<void> {
            if (auto m = co_await ws.receive())
                co_await ws.send(route::ws_message::text("got " + m->data()));
        })) |
        path("boom")(handle_websocket_messages([](route::websocket& ws) -> net::awaitable<void> {
            co_await ws.receive();
            throw std::runtime_error("boom");
        })) |
        path("bye")(handle_websocket_messages([](route::websocket& ws) -> net::awaitable<void> {
            co_await ws.close(4000, "bye");
            // closed: nothing more arrives, sending fails
            BOOST_TEST(!(co_await ws.receive()));
            bool threw = false;
            try
            {
                co_await ws.send(route::ws_message::text("late"));
            }
            catch (const boost::system::system_error& e)
            {
                threw = e.code() == route::error::connection_closed;
            }
            BOOST_TEST(threw);
        })) |
        path("push")(handle_websocket_messages([](route::websocket& ws) -> net::awaitable<void> {
            struct end
            {
                ~end() { handler_ended = true; }
            } e;
            for (int i = 0;; ++i)
            {
                co_await ws.send(route::ws_message::text(std::to_string(i)));
                co_await pause(20ms);
            }
        })) |
        // a reader and a writer side by side: sends while a receive() waits
        path("duplex")(handle_websocket_messages([](route::websocket& ws) -> net::awaitable<void> {
            using namespace net::experimental::awaitable_operators;
            std::string got;
            auto read_one = [&]() -> net::awaitable<void> {
                auto m = co_await ws.receive();
                got = m ? m->data() : "(closed)";
            };
            auto write_three = [&]() -> net::awaitable<void> {
                for (int i = 1; i <= 3; ++i)
                {
                    co_await pause(10ms);
                    co_await ws.send(route::ws_message::text(std::to_string(i)));
                }
            };
            co_await (read_one() && write_three());
            co_await ws.send(route::ws_message::text("got " + got));
        })) |
        // closes while a receive() waits: the receive ends
        path("closer")(handle_websocket_messages([](route::websocket& ws) -> net::awaitable<void> {
            using namespace net::experimental::awaitable_operators;
            struct end
            {
                ~end() { handler_ended = true; }
            } e;
            auto read_all = [&]() -> net::awaitable<void> {
                while (co_await ws.receive())
                {
                }
                ++received_nullopt;
            };
            auto close_soon = [&]() -> net::awaitable<void> {
                co_await pause(20ms);
                co_await ws.close(4001, "enough");
            };
            co_await (read_all() && close_soon());
        })) |
        path("hello")(complete("hi"));
    return route::to_http_routes(r).or_not_found();
}

route::server_options
local()
{
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 1;
    return o;
}

struct running : route::test::running_server
{
    explicit running(route::server_options o = local()) : running_server(app(), o) {}
};

// permessage-deflate as a client does it (RFC 7692 7.2.1): raw deflate,
// sync flush, the final 00 00 ff ff removed
std::string
deflate_message(const std::string& in)
{
    z_stream s{};
    BOOST_REQUIRE(deflateInit2(&s, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) == Z_OK);
    std::string out(deflateBound(&s, in.size()) + 16, '\0');
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    s.avail_in = static_cast<uInt>(in.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    BOOST_REQUIRE(deflate(&s, Z_SYNC_FLUSH) == Z_OK);
    out.resize(out.size() - s.avail_out);
    deflateEnd(&s);
    BOOST_REQUIRE(out.size() >= 4);
    out.resize(out.size() - 4);
    return out;
}

std::string
inflate_message(std::string in)
{
    in += std::string("\x00\x00\xff\xff", 4);
    z_stream s{};
    BOOST_REQUIRE(inflateInit2(&s, -15) == Z_OK);
    std::string out(64 * 1024, '\0');
    s.next_in = reinterpret_cast<Bytef*>(in.data());
    s.avail_in = static_cast<uInt>(in.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    int rc = inflate(&s, Z_SYNC_FLUSH);
    BOOST_REQUIRE(rc == Z_OK || rc == Z_STREAM_END);
    out.resize(out.size() - s.avail_out);
    inflateEnd(&s);
    return out;
}

// Upgrades `c` to `target`; the test fails unless it is 101.
void
open(raw_ws& c, const std::string& target = "/echo", const std::string& extra = {})
{
    auto r = c.upgrade(target, extra);
    BOOST_TEST_REQUIRE(r.result_int() == 101u);
}

// The close frame the server sends next; its code (0: none came).
unsigned
close_code(raw_ws& c)
{
    auto f = c.read_message_frame();
    if (!f)
        return 0;
    BOOST_TEST(f->opcode == op::close);
    return f->close_code();
}

// A client that broke the protocol is closed with `code`, and the
// connection ends.
void
check_failed_with(raw_ws& c, unsigned code)
{
    BOOST_TEST(close_code(c) == code);
    BOOST_TEST(c.closed_by_server());
}

} // namespace

BOOST_AUTO_TEST_SUITE(server_websocket)

BOOST_AUTO_TEST_CASE(the_handshake_is_answered_101_with_the_accept_key)
{
    running srv;
    raw_ws c(srv.s.port());
    auto r = c.upgrade("/echo");
    BOOST_TEST(r.result_int() == 101u);
    // RFC 6455 1.3's example key and answer
    BOOST_TEST(r[boost::beast::http::field::sec_websocket_accept] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=");
    BOOST_TEST(boost::beast::iequals(r[boost::beast::http::field::upgrade], "websocket"));
    BOOST_TEST(r.count(boost::beast::http::field::date) == 1u);
    BOOST_TEST(r.count(boost::beast::http::field::sec_websocket_protocol) == 0u);
}

BOOST_AUTO_TEST_CASE(text_and_binary_messages_are_echoed_as_they_came)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::text, "hello");
    auto f = c.read_message_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->opcode == op::text);
    BOOST_TEST(f->payload == "hello");
    std::string bytes("\x00\x01\xff", 3);
    c.send(op::binary, bytes);
    f = c.read_message_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->opcode == op::binary);
    BOOST_TEST(f->payload == bytes);
    // a large message, in one frame
    std::string big(200 * 1024, 'x');
    c.send(op::binary, big);
    std::string got;
    while (got.size() < big.size())
    {
        f = c.read_message_frame();
        BOOST_TEST_REQUIRE(f.has_value());
        got += f->payload;
    }
    BOOST_TEST((got == big));
}

BOOST_AUTO_TEST_CASE(fragments_are_joined_into_one_message)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::text, "hel", false);
    c.send(op::ping, "between fragments"); // control frames may interleave
    c.send(op::continuation, "lo ", false);
    c.send(op::continuation, "world", true);
    auto pong = c.read_frame();
    BOOST_TEST_REQUIRE(pong.has_value());
    BOOST_TEST(pong->opcode == op::pong);
    BOOST_TEST(pong->payload == "between fragments");
    auto f = c.read_message_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->payload == "hello world");
}

BOOST_AUTO_TEST_CASE(a_ping_is_answered_with_its_payload)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::ping, "are you there");
    auto f = c.read_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->opcode == op::pong);
    BOOST_TEST(f->payload == "are you there");
}

BOOST_AUTO_TEST_CASE(the_selected_subprotocol_is_answered)
{
    running srv;
    raw_ws c(srv.s.port());
    auto r = c.upgrade("/chat", "Sec-WebSocket-Protocol: other, chat\r\n");
    BOOST_TEST(r.result_int() == 101u);
    BOOST_TEST(r[boost::beast::http::field::sec_websocket_protocol] == "chat");
}

BOOST_AUTO_TEST_CASE(routes_reject_what_is_not_a_handshake_as_before)
{
    running srv;
    route::test::client c(srv.s.port());
    auto r = c.request(boost::beast::http::verb::get, "/echo");
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body() == "Expected WebSocket Upgrade request");
    BOOST_TEST(c.request(boost::beast::http::verb::get, "/hello").body() == "hi");
    raw_ws w(srv.s.port());
    auto u = w.upgrade("/chat", "Sec-WebSocket-Protocol: other\r\n");
    BOOST_TEST(u.result_int() == 400u);
}

BOOST_AUTO_TEST_CASE(a_client_close_is_answered_and_ends_the_handlers_receive)
{
    running srv;
    handler_ended = false;
    received_nullopt = 0;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::close, raw_ws::close_payload(1000, "done"));
    BOOST_TEST(close_code(c) == 1000u);
    BOOST_TEST(c.closed_by_server());
    c.disconnect();
    for (int i = 0; i < 300 && !handler_ended; ++i)
        std::this_thread::sleep_for(10ms);
    BOOST_TEST(handler_ended.load());
    BOOST_TEST(received_nullopt.load() == 1);
}

BOOST_AUTO_TEST_CASE(a_client_that_keeps_its_tcp_connection_after_the_close_is_cut)
{
    auto o = local();
    o.header_timeout = 300ms;
    handler_ended = false;
    running srv(o);
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::close, raw_ws::close_payload(1000));
    BOOST_TEST(close_code(c) == 1000u);
    // the client neither closes nor sends anything more
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < 300 && !handler_ended; ++i)
        std::this_thread::sleep_for(10ms);
    BOOST_TEST(handler_ended.load());
    BOOST_TEST((std::chrono::steady_clock::now() - t0 < 3s));
}

BOOST_AUTO_TEST_CASE(a_handler_that_returns_closes_with_1000)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c, "/once");
    c.send(op::text, "x");
    auto f = c.read_message_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->payload == "got x");
    BOOST_TEST(close_code(c) == 1000u);
    c.send(op::close, raw_ws::close_payload(1000));
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_handler_that_throws_closes_with_1011)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c, "/boom");
    c.send(op::text, "x");
    BOOST_TEST(close_code(c) == 1011u);
}

BOOST_AUTO_TEST_CASE(a_handlers_close_sends_its_code_and_reason)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c, "/bye");
    auto f = c.read_message_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->opcode == op::close);
    BOOST_TEST(f->close_code() == 4000u);
    BOOST_TEST(f->payload.substr(2) == "bye");
    c.send(op::close, raw_ws::close_payload(4000));
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_handler_sends_while_its_receive_waits)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c, "/duplex");
    // the handler's receive() waits all along: nothing was sent yet
    for (auto expected : {"1", "2", "3"})
    {
        auto f = c.read_message_frame();
        BOOST_TEST_REQUIRE(f.has_value());
        BOOST_TEST(f->opcode == op::text);
        BOOST_TEST(f->payload == expected);
    }
    c.send(op::text, "done");
    auto f = c.read_message_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->payload == "got done");
    BOOST_TEST(close_code(c) == 1000u);
    c.send(op::close, raw_ws::close_payload(1000));
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_handlers_close_ends_its_waiting_receive)
{
    running srv;
    handler_ended = false;
    received_nullopt = 0;
    raw_ws c(srv.s.port());
    open(c, "/closer");
    auto f = c.read_message_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->opcode == op::close);
    BOOST_TEST(f->close_code() == 4001u);
    c.send(op::close, raw_ws::close_payload(4001));
    BOOST_TEST(c.closed_by_server());
    c.disconnect();
    for (int i = 0; i < 300 && !handler_ended; ++i)
        std::this_thread::sleep_for(10ms);
    BOOST_TEST(handler_ended.load());
    BOOST_TEST(received_nullopt.load() == 1);
}

// RFC 6455: what a client must not send fails the connection with 1002
BOOST_AUTO_TEST_CASE(an_unmasked_client_frame_is_1002)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::text, "plain", true, false);
    check_failed_with(c, 1002);
}

BOOST_AUTO_TEST_CASE(reserved_bits_are_1002)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::text, "x", true, true, 2);
    check_failed_with(c, 1002);
}

BOOST_AUTO_TEST_CASE(rsv1_without_permessage_deflate_is_1002)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c); // no extension offered
    c.send(op::text, "x", true, true, 4);
    check_failed_with(c, 1002);
}

BOOST_AUTO_TEST_CASE(an_unknown_opcode_is_1002)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(3, "x");
    check_failed_with(c, 1002);
    raw_ws d(srv.s.port());
    open(d);
    d.send(11, "x"); // a reserved control opcode
    check_failed_with(d, 1002);
}

BOOST_AUTO_TEST_CASE(a_fragmented_control_frame_is_1002)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::ping, "x", false);
    check_failed_with(c, 1002);
}

BOOST_AUTO_TEST_CASE(a_control_frame_over_125_bytes_is_1002)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::ping, std::string(126, 'p'));
    check_failed_with(c, 1002);
}

BOOST_AUTO_TEST_CASE(a_continuation_without_a_start_is_1002)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::continuation, "x");
    check_failed_with(c, 1002);
}

BOOST_AUTO_TEST_CASE(a_new_message_inside_a_fragmented_one_is_1002)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::text, "a", false);
    c.send(op::text, "b");
    check_failed_with(c, 1002);
}

BOOST_AUTO_TEST_CASE(invalid_close_codes_are_1002)
{
    for (unsigned code : {0u, 999u, 1004u, 1005u, 1006u, 1015u, 1016u, 2000u, 2999u})
    {
        BOOST_TEST_CONTEXT("close code " << code)
        {
            running srv;
            raw_ws c(srv.s.port());
            open(c);
            c.send(op::close, raw_ws::close_payload(code));
            check_failed_with(c, 1002);
        }
    }
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::close, "x"); // a one-byte payload
    check_failed_with(c, 1002);
}

BOOST_AUTO_TEST_CASE(invalid_utf8_in_a_text_message_is_1007)
{
    running srv;
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::text, "ok \xc3\x28");
    check_failed_with(c, 1007);
    // also across fragments
    raw_ws d(srv.s.port());
    open(d);
    d.send(op::text, "\xe2\x82", false);
    d.send(op::continuation, "\x28");
    check_failed_with(d, 1007);
}

BOOST_AUTO_TEST_CASE(a_message_over_the_limit_is_1009)
{
    auto o = local();
    o.websocket_max_message = 1000;
    running srv(o);
    raw_ws c(srv.s.port());
    open(c);
    c.send(op::text, std::string(1000, 'a'));
    auto f = c.read_message_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->payload.size() == 1000u);
    // over the limit in fragments
    c.send(op::text, std::string(600, 'a'), false);
    c.send(op::continuation, std::string(600, 'a'));
    check_failed_with(c, 1009);
}

BOOST_AUTO_TEST_CASE(another_version_is_426_with_the_version_spoken)
{
    running srv;
    route::test::client c(srv.s.port());
    c.send("GET /echo HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 426u);
    BOOST_TEST(r[boost::beast::http::field::sec_websocket_version] == "13");
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_handshake_with_a_body_is_400)
{
    running srv;
    route::test::client c(srv.s.port());
    c.send("GET /echo HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
           "Content-Length: 5\r\n\r\nhello");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body() == "Bad request: a WebSocket handshake request has no body");
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_request_pipelined_behind_a_handshake_is_refused)
{
    running srv;
    route::test::client c(srv.s.port());
    c.send(raw_ws::handshake("/echo") + "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body() ==
               "Bad request: data after a WebSocket handshake request, before its answer");
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(permessage_deflate_is_negotiated_when_offered)
{
    running srv;
    raw_ws c(srv.s.port());
    auto r = c.upgrade("/echo", "Sec-WebSocket-Extensions: permessage-deflate\r\n");
    BOOST_TEST_REQUIRE(r.result_int() == 101u);
    BOOST_TEST(std::string(r[boost::beast::http::field::sec_websocket_extensions])
                   .starts_with("permessage-deflate"));
    std::string text(4000, 'z');
    c.send(op::text, deflate_message(text), true, true, 4);
    auto f = c.read_message_frame();
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->rsv == 4u); // compressed
    BOOST_TEST(f->payload.size() < text.size());
    BOOST_TEST((inflate_message(f->payload) == text));

    auto o = local();
    o.websocket_deflate = false;
    running plain(o);
    raw_ws d(plain.s.port());
    auto r2 = d.upgrade("/echo", "Sec-WebSocket-Extensions: permessage-deflate\r\n");
    BOOST_TEST(r2.result_int() == 101u);
    BOOST_TEST(r2.count(boost::beast::http::field::sec_websocket_extensions) == 0u);
}

BOOST_AUTO_TEST_CASE(a_quiet_connection_is_pinged)
{
    auto o = local();
    o.websocket_ping_interval = 100ms;
    running srv(o);
    raw_ws c(srv.s.port());
    open(c);
    auto f = c.read_frame(3s);
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->opcode == op::ping);
}

BOOST_AUTO_TEST_CASE(an_idle_connection_is_closed_with_1001)
{
    auto o = local();
    o.websocket_ping_interval = 0ms;
    o.websocket_idle_timeout = 200ms;
    running srv(o);
    raw_ws c(srv.s.port());
    open(c);
    auto t0 = std::chrono::steady_clock::now();
    BOOST_TEST(close_code(c) == 1001u);
    BOOST_TEST((std::chrono::steady_clock::now() - t0 < 3s));
    // a connection that keeps talking stays open
    raw_ws d(srv.s.port());
    open(d);
    for (int i = 0; i < 6; ++i)
    {
        d.send(op::text, "still here");
        auto f = d.read_message_frame();
        BOOST_TEST_REQUIRE(f.has_value());
        BOOST_TEST(f->opcode == op::text);
        std::this_thread::sleep_for(80ms);
    }
}

BOOST_AUTO_TEST_CASE(stop_closes_every_websocket_with_1001)
{
    auto o = local();
    o.shutdown_grace = 2s;
    handler_ended = false;
    auto srv = std::make_unique<running>(o);
    raw_ws a(srv->s.port());
    open(a);
    raw_ws b(srv->s.port());
    open(b, "/push");
    BOOST_TEST(b.read_message_frame().has_value());
    std::thread stopper([&] { srv.reset(); });
    BOOST_TEST(close_code(a) == 1001u);
    a.send(op::close, raw_ws::close_payload(1001));
    std::optional<route::test::ws_frame> f;
    do
        f = b.read_message_frame();
    while (f && f->opcode == op::text);
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->close_code() == 1001u);
    b.send(op::close, raw_ws::close_payload(1001));
    stopper.join();
    BOOST_TEST(handler_ended.load());
    BOOST_TEST(a.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_client_that_does_not_answer_the_close_is_cut_after_the_grace)
{
    auto o = local();
    o.shutdown_grace = 300ms;
    auto srv = std::make_unique<running>(o);
    raw_ws c(srv->s.port());
    open(c);
    c.send(op::text, "x");
    BOOST_TEST(c.read_message_frame().has_value());
    auto t0 = std::chrono::steady_clock::now();
    srv.reset(); // stop: the close (1001) is never answered
    BOOST_TEST((std::chrono::steady_clock::now() - t0 < 5s));
    BOOST_TEST(close_code(c) == 1001u);
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_websocket_test
