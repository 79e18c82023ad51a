//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// example/13_websocket: its routes in process (the test kit's ws_probe),
// the echo and the chat room, then the room over real sockets on a server
// of two threads, its members served by both. Its page in a browser is
// scripts/check-websocket-example.sh's.
#include "websocket.hpp"

#include <route/server.hpp>
#include <route/testkit.hpp>
#include "../support/raw_ws.hpp"
#include "../support/running_server.hpp"
#include <boost/test/unit_test.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace route::testkit;
using route::test::raw_ws;
namespace ws_op = route::test::ws_op;

namespace {

// The example's routes, with a room of their own.
struct example_routes
{
    std::shared_ptr<websocket_example::room> room = std::make_shared<websocket_example::room>();
    route::route routes = websocket_example::routes(room);
};

// The text of the next message frame of `c`, or what came instead.
std::string
next_text(raw_ws& c)
{
    auto f = c.read_message_frame();
    if (!f)
        return "(nothing)";
    if (f->opcode != ws_op::text)
        return "(opcode " + std::to_string(f->opcode) + ")";
    return f->payload;
}

} // namespace

BOOST_AUTO_TEST_SUITE(websocket_example_tests)

BOOST_FIXTURE_TEST_CASE(the_page_talks_to_both_endpoints, route_test)
{
    example_routes e;
    auto r = Get("/") >> e.routes;
    BOOST_TEST(r.status() == route::status::ok);
    BOOST_TEST(r.header("Content-Type") == "text/html; charset=utf-8");
    BOOST_TEST(r.body().find("new WebSocket(base + '/echo')") != std::string::npos);
    BOOST_TEST(r.body().find("new WebSocket(base + '/chat?name=' + ") != std::string::npos);
    for (auto id : {"echo-result", "chat-ada", "chat-grace", "selftest"})
        BOOST_TEST_CONTEXT(id)
        {
            BOOST_TEST(r.body().find("<span id=" + std::string(id) + ">") != std::string::npos);
        }
}

BOOST_FIXTURE_TEST_CASE(the_echo_sends_back_text_and_binary, route_test)
{
    example_routes e;
    ws_probe probe;
    WS("/echo", probe) >> e.routes >> check([&](const result& r) {
        BOOST_TEST(r.is_websocket_upgrade());
        probe.send_message("hello");
        probe.expect_message("hello");
        auto bytes = route::ws_message::binary(std::string("\x00\x01\xff", 3));
        probe.send_message(bytes);
        probe.expect_message(bytes);
        probe.send_message("");
        probe.expect_message("");
        probe.send_completion();
        probe.expect_completion();
    });
    BOOST_TEST((probe.close_code() == 1000));
    BOOST_TEST(probe.handler_error().empty());
}

BOOST_FIXTURE_TEST_CASE(a_member_hears_its_own_join_and_messages, route_test)
{
    example_routes e;
    ws_probe ada;
    BOOST_TEST((WS("/chat?name=ada", ada) >> e.routes).is_websocket_upgrade());
    ada.expect_message("* ada joined");
    BOOST_TEST(e.room->size() == 1u);
    ada.send_message("hello");
    ada.expect_message("ada: hello");
    ada.send_message("again");
    ada.expect_message("ada: again");
    ada.send_completion();
    ada.expect_completion();
    BOOST_TEST((ada.close_code() == 1000));
    BOOST_TEST(e.room->size() == 0u);
}

BOOST_FIXTURE_TEST_CASE(members_hear_each_other_joins_and_leaves, route_test)
{
    example_routes e;
    ws_probe ada, grace;
    WS("/chat?name=ada", ada) >> e.routes;
    ada.expect_message("* ada joined");
    WS("/chat?name=grace", grace) >> e.routes;
    grace.expect_message("* grace joined");
    ada.expect_message("* grace joined");

    ada.send_message("hi grace");
    ada.expect_message("ada: hi grace");
    grace.expect_message("ada: hi grace");
    grace.send_message("hi ada");
    grace.expect_message("grace: hi ada");
    ada.expect_message("grace: hi ada");

    grace.send_completion();
    grace.expect_completion();
    ada.expect_message("* grace left");
    ada.expect_no_message();
    BOOST_TEST(e.room->size() == 1u);
}

BOOST_FIXTURE_TEST_CASE(a_binary_message_ends_the_members_connection_with_1003, route_test)
{
    example_routes e;
    ws_probe ada, grace;
    WS("/chat?name=ada", ada) >> e.routes;
    WS("/chat?name=grace", grace) >> e.routes;
    ada.expect_message("* ada joined");
    ada.expect_message("* grace joined");
    grace.expect_message("* grace joined");
    grace.send_message(route::ws_message::binary("\x01\x02"));
    grace.expect_completion();
    BOOST_TEST((grace.close_code() == 1003));
    BOOST_TEST(grace.close_reason() == "The chat takes text messages only");
    ada.expect_message("* grace left");
}

BOOST_FIXTURE_TEST_CASE(the_chat_wants_a_name_and_a_handshake, route_test)
{
    example_routes e;
    auto app = websocket_example::make_app(e.room);
    ws_probe nameless, empty, long_name;
    BOOST_TEST((WS("/chat", nameless) >> app).status() == route::status::not_found);
    BOOST_TEST((WS("/chat?name=", empty) >> app).status() == route::status::bad_request);
    BOOST_TEST((WS("/chat?name=" + std::string(33, 'x'), long_name) >> app).status() ==
               route::status::bad_request);
    BOOST_TEST(!nameless.connected());
    BOOST_TEST(!empty.connected());
    BOOST_TEST(!long_name.connected());
    // a plain GET is not a handshake
    auto plain = Get("/chat?name=ada") >> app;
    BOOST_TEST(plain.status() == route::status::bad_request);
    BOOST_TEST(plain.body() == "Expected WebSocket Upgrade request");
    BOOST_TEST((Get("/echo") >> app).status() == route::status::bad_request);
    BOOST_TEST(e.room->size() == 0u);
}

// The room over real sockets: a server of two threads, its connections
// spread over both, so that members on one thread queue messages for
// members on the other. Every member sees every message, in the room's
// order.
BOOST_AUTO_TEST_CASE(the_room_spans_the_servers_threads)
{
    auto room = std::make_shared<websocket_example::room>();
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 2;
    o.shutdown_grace = std::chrono::seconds(1);
    route::test::running_server served(websocket_example::make_app(room), o);

    const std::vector<std::string> names = {"ada", "grace", "alan", "edsger"};
    std::vector<std::unique_ptr<raw_ws>> members;
    for (std::size_t i = 0; i < names.size(); ++i)
    {
        members.push_back(std::make_unique<raw_ws>(served.s.port()));
        auto head = members.back()->upgrade("/chat?name=" + names[i]);
        BOOST_TEST_REQUIRE(head.result_int() == 101u);
        // each member in the room hears the newcomer
        for (std::size_t j = 0; j <= i; ++j)
            BOOST_TEST(next_text(*members[j]) == "* " + names[i] + " joined");
    }
    // all speak at once, several messages each
    for (int round = 0; round < 5; ++round)
        for (std::size_t i = 0; i < names.size(); ++i)
            members[i]->send(ws_op::text, "message " + std::to_string(round));
    std::vector<std::string> first_seen;
    for (std::size_t j = 0; j < members.size(); ++j)
        BOOST_TEST_CONTEXT("member " << names[j])
        {
            std::vector<std::string> seen;
            for (std::size_t k = 0; k < 5 * names.size(); ++k)
                seen.push_back(next_text(*members[j]));
            if (j == 0)
                first_seen = seen;
            else
                BOOST_TEST(seen == first_seen, boost::test_tools::per_element());
            // each member's own messages in the order it sent them
            for (auto const& name : names)
            {
                int next = 0;
                for (auto const& s : seen)
                    if (s == name + ": message " + std::to_string(next))
                        ++next;
                BOOST_TEST(next == 5, name << "'s messages, in order");
            }
        }
    // one leaves with a close frame, the server answers it, and the client
    // ends its TCP connection (the handler's receive() ends with it): the
    // others hear it
    members[1]->send(ws_op::close, raw_ws::close_payload(1000));
    auto closing = members[1]->read_message_frame();
    BOOST_TEST_REQUIRE(closing.has_value());
    BOOST_TEST(closing->opcode == ws_op::close);
    members[1]->disconnect();
    for (std::size_t j : {0u, 2u, 3u})
        BOOST_TEST_CONTEXT("member " << names[j])
        {
            BOOST_TEST(next_text(*members[j]) == "* grace left");
        }
    BOOST_TEST(room->size() == 3u);
}

BOOST_AUTO_TEST_SUITE_END()
