//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The WebSocket types and the handshake the directives accept; the
// directives with a connection are tested with the probe
// (test/route/testkit/websocket.cpp).

#include <route/app/websocket.hpp>

#include <route/app.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/test/unit_test.hpp>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace app_websocket_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

boost::asio::awaitable<void>
echo(route::websocket& ws)
{
    while (auto m = co_await ws.receive())
        co_await ws.send(*m);
}

std::string
printed(const auto& v)
{
    std::ostringstream os;
    os << v;
    return os.str();
}

// A connection that records what the handler does.
class recording_websocket final : public route::websocket
{
public:
    boost::asio::awaitable<std::optional<route::ws_message>> receive() override
    {
        if (incoming.empty())
            co_return std::nullopt;
        auto m = incoming.front();
        incoming.erase(incoming.begin());
        co_return m;
    }

    boost::asio::awaitable<void> send(route::ws_message m) override
    {
        sent.push_back(std::move(m));
        co_return;
    }

    boost::asio::awaitable<void> close(std::uint16_t code, std::string_view) override
    {
        closes.push_back(code);
        co_return;
    }

    std::optional<std::string> protocol() const override { return std::nullopt; }

    std::vector<route::ws_message> incoming;
    std::vector<route::ws_message> sent;
    std::vector<int> closes;
};

// Runs `h` through an upgrade handler on `ws`; returns what it threw.
std::string
run_handler(route::ws_handler h, recording_websocket& ws)
{
    boost::asio::io_context io;
    route::upgrade_handler u(std::move(h), std::nullopt);
    std::string error = "not run";
    boost::asio::co_spawn(io, u.run(ws), [&](std::exception_ptr e, std::exception_ptr thrown) {
        error = e ? "run threw" : "";
        if (thrown)
        {
            try
            {
                std::rethrow_exception(thrown);
            }
            catch (const std::exception& x)
            {
                error = x.what();
            }
        }
    });
    io.run();
    return error;
}

} // namespace

BOOST_AUTO_TEST_SUITE(app_websocket)

BOOST_FIXTURE_TEST_CASE(only_a_valid_handshake_is_an_upgrade, route_test)
{
    auto r = route::route(handle_websocket_messages(echo));
    auto upgrade = [] {
        return Get("/")
            .with_header("Upgrade", "websocket")
            .with_header("Connection", "Upgrade")
            .with_header("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")
            .with_header("Sec-WebSocket-Version", "13");
    };
    BOOST_TEST((upgrade() >> r).is_websocket_upgrade());
    // tokens, in any case
    BOOST_TEST((upgrade().with_header("Upgrade", "WebSocket").with_header(
                    "Connection", "keep-alive, upgrade") >> r)
                   .is_websocket_upgrade());
    struct bad_case
    {
        const char* what;
        test_request req;
    };
    std::vector<bad_case> cases;
    cases.push_back({"POST", Post("/")
                                 .with_header("Upgrade", "websocket")
                                 .with_header("Connection", "Upgrade")
                                 .with_header("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")
                                 .with_header("Sec-WebSocket-Version", "13")});
    cases.push_back({"no Upgrade", Get("/")
                                       .with_header("Connection", "Upgrade")
                                       .with_header("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")
                                       .with_header("Sec-WebSocket-Version", "13")});
    cases.push_back({"Upgrade: h2c", upgrade().with_header("Upgrade", "h2c")});
    cases.push_back({"Connection: keep-alive", upgrade().with_header("Connection", "keep-alive")});
    cases.push_back({"no key", Get("/")
                                   .with_header("Upgrade", "websocket")
                                   .with_header("Connection", "Upgrade")
                                   .with_header("Sec-WebSocket-Version", "13")});
    cases.push_back({"short key", upgrade().with_header("Sec-WebSocket-Key", "c2hvcnQ=")});
    cases.push_back({"key not base64", upgrade().with_header("Sec-WebSocket-Key",
                                                             "dGhlIHNhbXBsZSBub25jZQ!=")});
    cases.push_back({"version 8", upgrade().with_header("Sec-WebSocket-Version", "8")});
    cases.push_back({"no version", Get("/")
                                       .with_header("Upgrade", "websocket")
                                       .with_header("Connection", "Upgrade")
                                       .with_header("Sec-WebSocket-Key",
                                                    "dGhlIHNhbXBsZSBub25jZQ==")});
    for (auto const& c : cases)
    {
        BOOST_TEST_CONTEXT(c.what)
        {
            BOOST_TEST((c.req >> r).rejection() ==
                       route::rejection(route::expected_websocket_request_rejection{}));
        }
    }
}

BOOST_AUTO_TEST_CASE(messages_compare_and_print)
{
    auto t = route::ws_message::text("x");
    auto b = route::ws_message::binary("x");
    BOOST_TEST(t.is_text());
    BOOST_TEST(!t.is_binary());
    BOOST_TEST(b.is_binary());
    BOOST_TEST(t.data() == b.data());
    BOOST_TEST(!(t == b));
    BOOST_TEST(t == route::ws_message::text("x"));
    BOOST_TEST(printed(t) == "text(\"x\")");
    BOOST_TEST(printed(route::ws_message::binary("")) == "binary(0 bytes)");
    BOOST_TEST(printed(route::ws_message::binary(std::string(40, 'a'))).ends_with("61 61 ...)"));
}

BOOST_AUTO_TEST_CASE(the_upgrade_response_carries_the_handler)
{
    route::websocket_upgrade up({"a", "B"});
    auto r = up.handle_messages(echo, "b");
    BOOST_TEST(r.status == route::status::switching_protocols);
    BOOST_TEST(r.header("Upgrade") == "websocket");
    BOOST_TEST(r.header("Connection") == "Upgrade");
    BOOST_TEST(r.header("Sec-WebSocket-Protocol") == "b");
    BOOST_TEST(!r.has_header("Sec-WebSocket-Accept"));
    BOOST_TEST(r.body_size() == 0u);
    BOOST_TEST_REQUIRE(r.upgrade() != nullptr);
    BOOST_TEST(r.upgrade()->protocol().value_or("") == "b");
    BOOST_TEST(static_cast<bool>(r.upgrade()->handler()));
    auto none = up.handle_messages(echo);
    BOOST_TEST(!none.has_header("Sec-WebSocket-Protocol"));
    BOOST_TEST(!none.upgrade()->protocol());
    BOOST_CHECK_THROW(up.handle_messages(echo, "c"), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(run_closes_with_1000_after_a_handler_that_returns)
{
    recording_websocket ws;
    ws.incoming = {route::ws_message::text("a"), route::ws_message::binary("b")};
    BOOST_TEST(run_handler(echo, ws) == "");
    BOOST_TEST(ws.sent == (std::vector<route::ws_message>{route::ws_message::text("a"),
                                                           route::ws_message::binary("b")}),
               boost::test_tools::per_element());
    BOOST_TEST(ws.closes == std::vector<int>{1000}, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(run_closes_with_1011_after_a_handler_that_throws)
{
    recording_websocket ws;
    auto thrower = [](route::websocket&) -> boost::asio::awaitable<void> {
        throw std::runtime_error("boom");
        co_return;
    };
    BOOST_TEST(run_handler(thrower, ws) == "boom");
    BOOST_TEST(ws.closes == std::vector<int>{1011}, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace app_websocket_test
