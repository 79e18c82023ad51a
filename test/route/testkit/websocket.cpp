//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// WebSocket routes in process: pekko-http's WebSocketDirectivesSpec, the
// handshake the directives accept, and the probe's expectations.

#include <route/testkit/websocket.hpp>
#include <route/app.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/system/system_error.hpp>
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace testkit_websocket_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

// tag::handlers[]
// pekko's greeter: "Hello <text>!" for each text message, binary ones ignored
boost::asio::awaitable<void>
greeter(route::websocket& ws)
{
    while (auto m = co_await ws.receive())
        if (m->is_text())
            co_await ws.send(route::ws_message::text("Hello " + m->data() + "!"));
}

boost::asio::awaitable<void>
echo(route::websocket& ws)
{
    while (auto m = co_await ws.receive())
        co_await ws.send(*m);
}

route::route
websocket_route()
{
    return handle_websocket_messages(greeter);
}

route::route
websocket_multiple_protocol_route()
{
    return handle_websocket_messages_for_protocol(echo, "echo") |
           handle_websocket_messages_for_protocol(greeter, "greeter");
}
// end::handlers[]

boost::asio::awaitable<void>
pause(std::chrono::milliseconds d)
{
    boost::asio::steady_timer t(co_await boost::asio::this_coro::executor, d);
    co_await t.async_wait(boost::asio::use_awaitable);
}

} // namespace

BOOST_AUTO_TEST_SUITE(testkit_websocket)

// -- pekko-http's WebSocketDirectivesSpec

// tag::probe[]
BOOST_FIXTURE_TEST_CASE(handles_websocket_requests, route_test)
{
    ws_probe probe;
    WS("http://localhost/", probe) >> websocket_route() >> check([&](const result& r) {
        BOOST_TEST(r.is_websocket_upgrade());
        BOOST_TEST(r.status() == route::status::switching_protocols);
        BOOST_TEST(r.header("Upgrade") == "websocket");
        BOOST_TEST(r.header("Connection") == "Upgrade");
        BOOST_TEST(!r.has_header("Sec-WebSocket-Protocol"));
        BOOST_TEST(r.body().empty());

        probe.send_message("Peter");
        probe.expect_message("Hello Peter!");

        probe.send_message(route::ws_message::binary("abcdef"));
        // no answer to a binary message: checked by the next expectation

        probe.send_message("John");
        probe.expect_message("Hello John!");

        probe.send_completion();
        probe.expect_completion();
    });
    BOOST_TEST((probe.close_code() == 1000));
    BOOST_TEST(probe.handler_error().empty());
}
// end::probe[]

BOOST_FIXTURE_TEST_CASE(chooses_the_subprotocol_from_the_offered_ones, route_test)
{
    ws_probe probe;
    WS("http://localhost/", probe, {"other", "echo", "greeter"}) >>
        websocket_multiple_protocol_route() >> check([&](const result& r) {
            BOOST_TEST(r.is_websocket_upgrade());
            BOOST_TEST(r.header("Sec-WebSocket-Protocol") == "echo");
            BOOST_TEST((probe.protocol() == std::optional<std::string>("echo")));

            probe.send_message("Peter");
            probe.expect_message("Peter");

            probe.send_message(route::ws_message::binary("abcdef"));
            probe.expect_message(route::ws_message::binary("abcdef"));

            probe.send_message("John");
            probe.expect_message("John");

            probe.send_completion();
            probe.expect_completion();
        });
}

BOOST_FIXTURE_TEST_CASE(rejects_websocket_requests_if_no_subprotocol_matches, route_test)
{
    {
        ws_probe probe;
        auto r = WS("http://localhost/", probe, {"other"}) >> websocket_multiple_protocol_route();
        BOOST_TEST(r.rejections() ==
                   (std::vector<route::rejection>{
                       route::unsupported_websocket_subprotocol_rejection{"echo"},
                       route::unsupported_websocket_subprotocol_rejection{"greeter"}}));
        BOOST_TEST(!probe.connected());
    }
    {
        ws_probe probe;
        auto r = WS("http://localhost/", probe, {"other"}) >>
                 route::seal(websocket_multiple_protocol_route());
        BOOST_TEST(r.status() == route::status::bad_request);
        BOOST_TEST(r.body() == "None of the websocket subprotocols offered in the request are "
                               "supported. Supported are 'echo','greeter'.");
        BOOST_TEST(r.header("Sec-WebSocket-Protocol") == "echo, greeter");
        BOOST_TEST(!r.is_websocket_upgrade());
    }
}

BOOST_FIXTURE_TEST_CASE(rejects_non_websocket_requests, route_test)
{
    BOOST_TEST((Get("http://localhost/") >> websocket_route()).rejection() ==
               route::rejection(route::expected_websocket_request_rejection{}));
    auto r = Get("http://localhost/") >> route::seal(websocket_route());
    BOOST_TEST(r.status() == route::status::bad_request);
    BOOST_TEST(r.body() == "Expected WebSocket Upgrade request");
}

// -- the other directives

BOOST_FIXTURE_TEST_CASE(extract_offered_ws_protocols_lists_them_in_order, route_test)
{
    auto r = extract_offered_ws_protocols([](std::vector<std::string> ps) {
        std::string out;
        for (auto const& p : ps)
            out += (out.empty() ? "" : ",") + p;
        return complete("[" + out + "]");
    });
    ws_probe a, b;
    BOOST_TEST((WS("/", a, {"v2.chat", "v1.chat"}) >> r).body() == "[v2.chat,v1.chat]");
    BOOST_TEST((WS("/", b) >> r).body() == "[]");
    // several fields, spaces and empty elements
    ws_probe c;
    auto req = WS("/", c);
    req.add_header("Sec-WebSocket-Protocol", " a ,, b").add_header("Sec-WebSocket-Protocol", "c");
    BOOST_TEST((req >> r).body() == "[a,b,c]");
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::expected_websocket_request_rejection{}));
}

BOOST_FIXTURE_TEST_CASE(extract_websocket_upgrade_hands_over_the_connection, route_test)
{
    auto r = extract_websocket_upgrade([](route::websocket_upgrade up) {
        if (up.requested_protocols().empty())
            return complete(up.handle_messages(greeter));
        return complete(up.handle_messages(echo, up.requested_protocols().back()));
    });
    {
        ws_probe probe;
        auto res = WS("/", probe, {"a", "b"}) >> r;
        BOOST_TEST(res.is_websocket_upgrade());
        BOOST_TEST(res.header("Sec-WebSocket-Protocol") == "b");
        BOOST_TEST((probe.protocol() == std::optional<std::string>("b")));
        probe.send_message("x");
        probe.expect_message("x");
    }
    {
        ws_probe probe;
        BOOST_TEST((WS("/", probe) >> r).is_websocket_upgrade());
        BOOST_TEST(!probe.protocol());
        probe.send_message("Ada");
        probe.expect_message("Hello Ada!");
    }
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::expected_websocket_request_rejection{}));
}

BOOST_FIXTURE_TEST_CASE(handle_messages_refuses_a_subprotocol_not_offered, route_test)
{
    auto r = extract_websocket_upgrade([](route::websocket_upgrade up) {
        return complete(up.handle_messages(echo, "chat"));
    });
    ws_probe probe;
    // as pekko-http: an error of the route's, answered 500
    BOOST_TEST((WS("/", probe, {"other"}) >> r).status() ==
               route::status::internal_server_error);
    BOOST_TEST(!probe.connected());
    // offered in another case: accepted, answered with the route's spelling
    ws_probe other;
    BOOST_TEST((WS("/", other, {"CHAT"}) >> r).header("Sec-WebSocket-Protocol") == "chat");
    BOOST_CHECK_THROW(route::websocket_upgrade({"a"}).handle_messages(echo, "b"),
                      std::invalid_argument);
}

BOOST_FIXTURE_TEST_CASE(optional_protocol_accepts_any_handshake_when_empty, route_test)
{
    auto any = handle_websocket_messages_for_optional_protocol(echo, std::nullopt);
    auto chat = handle_websocket_messages_for_optional_protocol(echo, std::string("chat"));
    ws_probe a, b, c;
    auto ra = WS("/", a, {"chat"}) >> any;
    BOOST_TEST(ra.is_websocket_upgrade());
    BOOST_TEST(!ra.has_header("Sec-WebSocket-Protocol"));
    auto rb = WS("/", b, {"x", "Chat"}) >> chat;
    BOOST_TEST(rb.is_websocket_upgrade());
    BOOST_TEST(rb.header("Sec-WebSocket-Protocol") == "chat");
    BOOST_TEST((WS("/", c) >> chat).rejection() ==
               route::rejection(route::unsupported_websocket_subprotocol_rejection{"chat"}));
}

BOOST_FIXTURE_TEST_CASE(a_protocol_literal_is_kept_inside_the_route, route_test)
{
    using route::dsl::detail::short_text;
    static_assert(std::is_same_v<decltype(handle_websocket_messages_for_protocol(echo, "echo")),
                                 implementation_defined::websocket_messages_route<short_text>>);
    static_assert(
        std::is_same_v<decltype(handle_websocket_messages_for_protocol(echo, std::string("e"))),
                       implementation_defined::websocket_messages_route<std::string>>);
    // a long one keeps a std::string, and works the same
    auto r = handle_websocket_messages_for_protocol(echo, "a.subprotocol.name.longer.than.31");
    static_assert(std::is_same_v<decltype(r),
                                 implementation_defined::websocket_messages_route<std::string>>);
    ws_probe probe;
    BOOST_TEST((WS("/", probe, {"a.subprotocol.name.longer.than.31"}) >> r).header(
                   "Sec-WebSocket-Protocol") == "a.subprotocol.name.longer.than.31");
}

BOOST_FIXTURE_TEST_CASE(an_upgrade_passes_through_applications, route_test)
{
    auto app = route::to_http_routes(path("ws")(websocket_route())).or_not_found();
    ws_probe probe;
    auto r = WS("/ws", probe) >> app;
    BOOST_TEST(r.is_websocket_upgrade());
    probe.send_message("Ada");
    probe.expect_message("Hello Ada!");
    ws_probe other;
    BOOST_TEST((WS("/elsewhere", other) >> app).status() == route::status::not_found);
}

// -- the handler model, through the probe

BOOST_FIXTURE_TEST_CASE(a_handler_that_throws_closes_with_1011, route_test)
{
    auto r = handle_websocket_messages([](route::websocket& ws) -> boost::asio::awaitable<void> {
        co_await ws.send(route::ws_message::text("first"));
        auto m = co_await ws.receive();
        throw std::runtime_error("boom after " + (m ? m->data() : std::string("nothing")));
    });
    ws_probe probe;
    BOOST_TEST((WS("/", probe) >> r).is_websocket_upgrade());
    probe.expect_message("first");
    probe.send_message("x");
    probe.expect_completion();
    BOOST_TEST((probe.close_code() == 1011));
    BOOST_TEST(probe.handler_error() == "boom after x");
}

BOOST_FIXTURE_TEST_CASE(a_handler_that_returns_closes_with_1000, route_test)
{
    auto r = handle_websocket_messages([](route::websocket& ws) -> boost::asio::awaitable<void> {
        co_await ws.send(route::ws_message::text("bye"));
    });
    ws_probe probe;
    WS("/", probe) >> r;
    probe.expect_message("bye");
    probe.expect_completion();
    BOOST_TEST((probe.close_code() == 1000));
    BOOST_TEST(probe.close_reason().empty());
}

BOOST_FIXTURE_TEST_CASE(a_handler_closes_with_its_own_code, route_test)
{
    auto r = handle_websocket_messages([](route::websocket& ws) -> boost::asio::awaitable<void> {
        co_await ws.close(4000, "policy");
        // closed: nothing more arrives, sending throws
        auto m = co_await ws.receive();
        BOOST_TEST(!m);
        bool threw = false;
        try
        {
            co_await ws.send(route::ws_message::text("late"));
        }
        catch (const boost::system::system_error&)
        {
            threw = true;
        }
        BOOST_TEST(threw);
    });
    ws_probe probe;
    WS("/", probe) >> r;
    probe.send_message("ignored");
    probe.expect_completion();
    BOOST_TEST((probe.close_code() == 4000));
    BOOST_TEST(probe.close_reason() == "policy");
}

BOOST_FIXTURE_TEST_CASE(after_the_clients_completion_sending_throws, route_test)
{
    auto outcome = std::make_shared<std::string>();
    auto r = handle_websocket_messages(
        [outcome](route::websocket& ws) -> boost::asio::awaitable<void> {
            while (auto m = co_await ws.receive())
                *outcome += m->data();
            try
            {
                co_await ws.send(route::ws_message::text("too late"));
                *outcome += " sent";
            }
            catch (const boost::system::system_error& e)
            {
                *outcome += e.code() == route::error::connection_closed ? " closed" : " other";
            }
        });
    ws_probe probe;
    WS("/", probe) >> r;
    probe.send_message("a");
    probe.send_message("b");
    probe.send_completion();
    probe.expect_completion();
    BOOST_TEST(*outcome == "ab closed");
    BOOST_TEST((probe.close_code() == 1000));
}

// A handler may await one receive() and one send() or close() at a time: a
// reader and a writer side by side, as a chat member is.

BOOST_FIXTURE_TEST_CASE(a_handler_sends_while_its_receive_waits, route_test)
{
    auto r = handle_websocket_messages([](route::websocket& ws) -> boost::asio::awaitable<void> {
        using namespace boost::asio::experimental::awaitable_operators;
        std::string got;
        auto read_one = [&]() -> boost::asio::awaitable<void> {
            auto m = co_await ws.receive();
            got = m ? m->data() : "(closed)";
        };
        auto write_three = [&]() -> boost::asio::awaitable<void> {
            for (int i = 1; i <= 3; ++i)
            {
                co_await pause(std::chrono::milliseconds(5));
                co_await ws.send(route::ws_message::text(std::to_string(i)));
            }
        };
        co_await (read_one() && write_three());
        co_await ws.send(route::ws_message::text("got " + got));
    });
    ws_probe probe;
    WS("/", probe) >> r;
    // the handler's receive() waits all along: nothing was sent yet
    probe.expect_message("1");
    probe.expect_message("2");
    probe.expect_message("3");
    probe.send_message("done");
    probe.expect_message("got done");
    probe.expect_completion();
    BOOST_TEST((probe.close_code() == 1000));
}

BOOST_FIXTURE_TEST_CASE(a_handlers_close_ends_its_waiting_receive, route_test)
{
    auto outcome = std::make_shared<std::string>();
    auto r = handle_websocket_messages(
        [outcome](route::websocket& ws) -> boost::asio::awaitable<void> {
            using namespace boost::asio::experimental::awaitable_operators;
            auto read_all = [&]() -> boost::asio::awaitable<void> {
                while (co_await ws.receive())
                    *outcome += "message ";
                *outcome += "nullopt ";
            };
            auto close_soon = [&]() -> boost::asio::awaitable<void> {
                co_await pause(std::chrono::milliseconds(5));
                co_await ws.close(4001, "enough");
            };
            co_await (read_all() && close_soon());
            *outcome += "ended";
        });
    ws_probe probe;
    WS("/", probe) >> r;
    probe.expect_completion();
    BOOST_TEST((probe.close_code() == 4001));
    BOOST_TEST(probe.close_reason() == "enough");
    // the waiting receive() ended with std::nullopt, then the handler
    probe.expect_no_message(std::chrono::milliseconds(20));
    BOOST_TEST(*outcome == "nullopt ended");
    BOOST_TEST(probe.handler_error().empty());
}

BOOST_FIXTURE_TEST_CASE(expect_no_message_waits_and_sees_nothing, route_test)
{
    auto r = handle_websocket_messages([](route::websocket& ws) -> boost::asio::awaitable<void> {
        while (auto m = co_await ws.receive())
            if (m->data() == "ping")
                co_await ws.send(route::ws_message::text("pong"));
    });
    ws_probe probe;
    WS("/", probe) >> r;
    probe.send_message("hello");
    auto start = std::chrono::steady_clock::now();
    probe.expect_no_message(std::chrono::milliseconds(50));
    BOOST_TEST((std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(50)));
    probe.send_message("ping");
    BOOST_TEST(probe.expect_message() == route::ws_message::text("pong"));
}

BOOST_FIXTURE_TEST_CASE(the_probe_reports_what_it_did_not_get, route_test)
{
    struct throwing_failures
    {
        failure_handler previous = set_failure_handler(nullptr); // throws std::logic_error
        ~throwing_failures() { set_failure_handler(previous); }
    } scope;
    auto message_of = [](auto f) -> std::string {
        try
        {
            f();
        }
        catch (const std::logic_error& e)
        {
            return e.what();
        }
        return "no failure";
    };
    auto r = handle_websocket_messages([](route::websocket& ws) -> boost::asio::awaitable<void> {
        while (auto m = co_await ws.receive())
            if (m->data() == "ping")
                co_await ws.send(route::ws_message::text("pong"));
            else if (m->data() == "bytes")
                co_await ws.send(route::ws_message::binary(std::string("\x01\xff", 2)));
    });
    ws_probe probe(std::chrono::milliseconds(30));
    BOOST_TEST(message_of([&] { probe.expect_message(); }).find("not connected") !=
               std::string::npos);
    WS("/", probe) >> r;
    BOOST_TEST(message_of([&] { probe.expect_message(); }) ==
               "Expected a WebSocket message within 30 ms but got none");
    probe.send_message("ping");
    BOOST_TEST(message_of([&] { probe.expect_message("pang"); }) ==
               "Expected the WebSocket message text(\"pang\") but got text(\"pong\")");
    probe.send_message("bytes");
    BOOST_TEST(message_of([&] { probe.expect_no_message(std::chrono::milliseconds(10)); }) ==
               "Expected no WebSocket message within 10 ms but got binary(2 bytes: 01 ff)");
    BOOST_TEST(message_of([&] { probe.expect_completion(); }) ==
               "Expected the WebSocket connection to be closed but got the message "
               "binary(2 bytes: 01 ff)");
    probe.expect_message(route::ws_message::binary(std::string("\x01\xff", 2)));
    BOOST_TEST(message_of([&] { probe.expect_completion(); }) ==
               "Expected the WebSocket connection to be closed within 30 ms but it stayed open");
    probe.send_completion();
    BOOST_TEST(message_of([&] { probe.expect_message(); }) ==
               "Expected a WebSocket message but the connection was closed with code 1000");
    BOOST_TEST(message_of([&] { probe.send_message("more"); }) ==
               "The WebSocket probe cannot send text(\"more\") after send_completion()");
}

BOOST_AUTO_TEST_CASE(a_probe_runs_without_the_fixture)
{
    // no route_test: the probe runs the handler on a runtime of its own
    ws_probe probe;
    BOOST_TEST((WS("/", probe) >> websocket_route()).is_websocket_upgrade());
    probe.send_message("Ada");
    probe.expect_message("Hello Ada!");
    // the probe goes away with the handler still waiting
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace testkit_websocket_test
