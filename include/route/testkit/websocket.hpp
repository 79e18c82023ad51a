//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_WEBSOCKET_HPP
#define ROUTE_TESTKIT_WEBSOCKET_HPP

// WebSocket routes in the test kit (pekko-http's WSProbe and WS(uri, flow)):
// route::testkit::ws_probe, the client end of a connection in memory, and
// the request builder WS.

#include <route/config.hpp>
#include <route/app/websocket.hpp>
#include <route/testkit/detail/websocket.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace route {
namespace testkit {

/** The client end of a WebSocket connection in a test (pekko-http's
    `WSProbe`): give it to `WS(uri, probe)`, and when the route answers
    with an upgrade the test kit starts the route's handler on the test
    runtime (the `io_context` of `route_test`), connected to the probe in
    memory, without a socket.

    Each expectation runs the runtime until it is met, or fails the test
    (through `fail`) after the probe's timeout (3 s unless set). When the
    handler returns, the probe sees the connection closed with 1000; when
    it throws, with 1011 (`close_code()`, `handler_error()`).

    @par Example
    @code
    BOOST_FIXTURE_TEST_CASE(greets, route::testkit::route_test)
    {
        using namespace route::testkit;
        ws_probe probe;
        WS("/greeter", probe) >> greeter_route >> check([&](const result& r) {
            BOOST_TEST(r.is_websocket_upgrade());
            probe.send_message("Peter");
            probe.expect_message("Hello Peter!");
            probe.send_completion();
            probe.expect_completion();
        });
    }
    @endcode
*/
class ws_probe
{
public:
    /// A probe whose expectations wait at most `timeout`.
    ROUTE_DECL explicit ws_probe(std::chrono::milliseconds timeout = std::chrono::seconds(3));
    ROUTE_DECL ~ws_probe();

    ws_probe(const ws_probe&) = delete;
    ws_probe& operator=(const ws_probe&) = delete;

    /// Sends a text message to the handler.
    ROUTE_DECL void send_message(std::string_view text);

    /// Sends a message (text or binary) to the handler.
    ROUTE_DECL void send_message(ws_message m);

    /** Closes the client's side (a close frame with 1000): the handler's
        `receive()` gives `std::nullopt`, and its `send` throws.
    */
    ROUTE_DECL void send_completion();

    /** The next message the handler sent. Fails the test when none
        arrives within the timeout, or when the connection closes first.
    */
    ROUTE_DECL ws_message expect_message();

    /// Expects the next message to be the text message `text`.
    ROUTE_DECL void expect_message(std::string_view text);

    /// Expects the next message to be `m` (text or binary).
    ROUTE_DECL void expect_message(const ws_message& m);

    /** Expects the connection to be closed by the handler's side (it
        returned, threw, or called `close`) with no message before.
        Fails the test on a message, or when it stays open past the timeout.
    */
    ROUTE_DECL void expect_completion();

    /** Expects no message for `d`: runs the handler that long, and fails
        the test when it sends one.
    */
    ROUTE_DECL void expect_no_message(std::chrono::milliseconds d = std::chrono::milliseconds(100));

    /// True once a route's upgrade connected the probe to its handler.
    ROUTE_DECL bool connected() const noexcept;

    /// The subprotocol of the connection, if any.
    ROUTE_DECL std::optional<std::string> protocol() const;

    /// The close code of the handler's side, once it closed.
    ROUTE_DECL std::optional<std::uint16_t> close_code() const noexcept;

    /// The close reason of the handler's side ("" until it closed).
    ROUTE_DECL std::string close_reason() const;

    /// What the handler threw, or "" (it returned, or runs still).
    ROUTE_DECL std::string handler_error() const;

private:
    friend test_request WS(std::string, ws_probe&, std::vector<std::string>);

    std::shared_ptr<detail::probe_state> state_;
};

/** A WebSocket handshake request for `target` whose connection, when the
    route accepts it, is connected to `probe` (pekko-http's
    `WS(uri, clientSideHandler, subprotocols)`): a GET with `Upgrade:
    websocket`, `Connection: Upgrade`, `Sec-WebSocket-Key`,
    `Sec-WebSocket-Version: 13`, and `Sec-WebSocket-Protocol` listing
    `protocols` when there are some.

    @par Example
    @code
    ws_probe probe;
    auto r = WS("/chat", probe, {"v2.chat", "v1.chat"}) >> chat_route;
    BOOST_TEST(r.header("Sec-WebSocket-Protocol") == "v2.chat");
    @endcode
*/
ROUTE_DECL test_request WS(std::string target, ws_probe& probe,
                           std::vector<std::string> protocols = {});

} // namespace testkit
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/testkit/impl/websocket.ipp>
#endif

#endif
