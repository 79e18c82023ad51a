//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_WEBSOCKET_HPP
#define ROUTE_APP_WEBSOCKET_HPP

// WebSocket routes (pekko-http's WebSocketDirectives): the messages and
// the connection a handler gets (route::ws_message, route::websocket),
// the upgrade a route answers with (route::upgrade_handler), and the
// directives handle_websocket_messages(_for_protocol, _for_optional_protocol),
// extract_websocket_upgrade and extract_offered_ws_protocols.

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <route/dsl/detail/short_text.hpp>
#include <route/dsl/directive.hpp>
#include <boost/asio/awaitable.hpp>
#include <cstdint>
#include <exception>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

/** One whole WebSocket message: text (UTF-8) or binary. Fragments are
    joined before a handler sees a message.

    @par Example
    @code
    auto a = route::ws_message::text("hello");
    auto b = route::ws_message::binary(std::string("\x01\x02", 2));
    @endcode
*/
class ws_message
{
public:
    /// A text message.
    static ws_message text(std::string data) { return ws_message(false, std::move(data)); }

    /// A binary message; `data` holds its bytes.
    static ws_message binary(std::string data) { return ws_message(true, std::move(data)); }

    /// True for a text message.
    bool is_text() const noexcept { return !binary_; }

    /// True for a binary message.
    bool is_binary() const noexcept { return binary_; }

    /// The message's text, or its bytes.
    const std::string& data() const noexcept { return data_; }

    /// Equal when both are text, or both binary, with the same data.
    friend bool operator==(const ws_message&, const ws_message&) = default;

private:
    ws_message(bool binary, std::string data) : data_(std::move(data)), binary_(binary) {}

    std::string data_;
    bool binary_ = false;
};

/** Writes the message readably: `text("hello")`, or `binary(3 bytes: 01 02 ff)`
    (at most 32 bytes shown).
*/
ROUTE_DECL std::ostream& operator<<(std::ostream& os, const ws_message& m);

/** A WebSocket connection, as a handler sees it (pekko-http's message
    flow, as awaitable calls). The server implements it over its socket,
    the test kit over a `route::testkit::ws_probe`.

    A handler is the only user of its connection, and calls it from the
    connection's executor (where the handler runs) only. It may await at
    most one `receive()` and one `send()` or `close()` at a time: a reader
    and a writer side by side (e.g. `co_await (reader() && writer())` with
    `boost::asio::experimental::awaitable_operators`), so that a handler
    waiting for the next message can still send. Other threads hand it
    what to send through a queue of its own, never by calling it
    (example/13_websocket's chat room).
*/
class websocket
{
public:
    /** The next message from the client, whole; `std::nullopt` once the
        connection is closed: the client closed it (the close is answered
        by the connection), the handler closed it, or it was lost. Waits
        until a message arrives.
    */
    virtual boost::asio::awaitable<std::optional<ws_message>> receive() = 0;

    /** Sends `m`. Returns once the connection took it.

        @throws boost::system::system_error (`route::error::connection_closed`,
        or the socket's error) when the connection is closed or gone; let it
        propagate, or stop sending.
    */
    virtual boost::asio::awaitable<void> send(ws_message m) = 0;

    /** Closes the connection with `code` (RFC 6455 7.4: 1000 normal,
        1001 going away, 1008 policy violation, 1011 internal error, ...)
        and `reason` (at most 123 bytes). `reason` is read before the call
        returns; await the call where it is made. Closing a connection that
        is closed or gone does nothing and does not throw. Messages that
        arrive afterwards are dropped: `receive()` gives `std::nullopt`.
    */
    virtual boost::asio::awaitable<void> close(std::uint16_t code = 1000,
                                               std::string_view reason = {}) = 0;

    /// The subprotocol selected by the handshake, if any.
    virtual std::optional<std::string> protocol() const = 0;

protected:
    ~websocket() = default;
};

/** What handles the messages of a WebSocket connection: an awaiting
    function of the connection (see `handle_websocket_messages`).

    When it returns, the connection is closed with 1000 (normal closure)
    unless it was closed already; when it throws, with 1011 (internal
    error).
*/
using ws_handler = std::function<boost::asio::awaitable<void>(websocket&)>;

/** The WebSocket side of an upgrade response (`response::upgrade()`): the
    handler that takes over the connection after the 101 response, and
    the subprotocol the route selected. The server and the test kit run
    it with `run`.
*/
class upgrade_handler
{
public:
    /// A handler `h`, answering with `protocol` (none: no `Sec-WebSocket-Protocol`).
    upgrade_handler(ws_handler h, std::optional<std::string> protocol)
        : h_(std::move(h)), protocol_(std::move(protocol))
    {
    }

    /// The subprotocol selected, if any.
    const std::optional<std::string>& protocol() const noexcept { return protocol_; }

    /// The handler.
    const ws_handler& handler() const noexcept { return h_; }

    /** Runs the handler on `ws`, then closes `ws`: with 1000 when the
        handler returned, 1011 when it threw (closing a closed connection
        does nothing, so the handler's own close stands). Returns what the
        handler threw (null when it returned), for the caller to log.
        `*this` must live until the returned awaitable completes.
    */
    ROUTE_DECL boost::asio::awaitable<std::exception_ptr> run(websocket& ws) const;

private:
    ws_handler h_;
    std::optional<std::string> protocol_;
};

/** A valid WebSocket handshake request (pekko-http's `WebSocketUpgrade`):
    what `extract_websocket_upgrade` extracts. Answer it with
    `complete(upgrade.handle_messages(handler))`.
*/
class websocket_upgrade
{
public:
    /// An upgrade offering the subprotocols `requested`.
    explicit websocket_upgrade(std::vector<std::string> requested)
        : requested_(std::move(requested))
    {
    }

    /** The subprotocols the client offers (`Sec-WebSocket-Protocol`), in
        its order of preference; empty when it offers none.
    */
    const std::vector<std::string>& requested_protocols() const noexcept { return requested_; }

    /** The response that accepts the upgrade and hands the connection to
        `h`, selecting `subprotocol` when set: status 101, `Upgrade:
        websocket`, `Connection: Upgrade`, `Sec-WebSocket-Protocol:
        <subprotocol>`, and `response::upgrade()`. Give it to `complete`.

        @throws std::invalid_argument when `subprotocol` is not one the
        client offers (compared ignoring case), as pekko-http.

        @par Example
        @code
        auto r = extract_websocket_upgrade([](route::websocket_upgrade up) {
            return complete(up.handle_messages(echo, "chat"));
        });
        @endcode
    */
    ROUTE_DECL response
    handle_messages(ws_handler h, std::optional<std::string> subprotocol = std::nullopt) const;

private:
    std::vector<std::string> requested_;
};

} // namespace route

#include <route/app/detail/websocket.hpp>

namespace route {

namespace dsl {
namespace implementation_defined {

/// The directive `extract_websocket_upgrade` is.
class extract_websocket_upgrade_directive
    : public directive_base<extract_websocket_upgrade_directive, websocket_upgrade>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto u = ::route::detail::websocket_upgrade_of(ctx.request());
        if (!u)
            return route_result::rejected({expected_websocket_request_rejection{}});
        return k(ctx, std::move(*u));
    }
};

/// The directive `extract_offered_ws_protocols` is.
class extract_offered_ws_protocols_directive
    : public directive_base<extract_offered_ws_protocols_directive, std::vector<std::string>>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto u = ::route::detail::websocket_upgrade_of(ctx.request());
        if (!u)
            return route_result::rejected({expected_websocket_request_rejection{}});
        return k(ctx, std::vector<std::string>(u->requested_protocols()));
    }
};

/** The route `handle_websocket_messages...` return: the handler and the
    subprotocol it needs, if any, kept as the other directives keep text
    (`Text`: a short literal inside the route, else a `std::string`).
*/
template <class Text>
class websocket_messages_route : public route_expression<websocket_messages_route<Text>>
{
public:
    websocket_messages_route(ws_handler h, std::optional<Text> protocol)
        : h_(std::move(h)), protocol_(std::move(protocol))
    {
    }

    route_result operator()(const request_context& ctx) const
    {
        auto u = ::route::detail::websocket_upgrade_of(ctx.request());
        if (!u)
            return route_result::rejected({expected_websocket_request_rejection{}});
        std::optional<std::string> selected;
        if (protocol_)
        {
            std::string_view p(*protocol_);
            if (!::route::detail::offers_protocol(u->requested_protocols(), p))
                return route_result::rejected(
                    {unsupported_websocket_subprotocol_rejection{std::string(p)}});
            selected.emplace(p);
        }
        return route_result(::route::detail::upgrade_response(
            std::make_shared<const upgrade_handler>(h_, std::move(selected))));
    }

private:
    ws_handler h_;
    std::optional<Text> protocol_;
};

} // namespace implementation_defined

/** Answers a WebSocket handshake by handing the connection to `h`
    (pekko-http's `handleWebSocketMessages`); subprotocols the client
    offers are ignored (none is selected). Other requests are rejected
    with `expected_websocket_request_rejection` (400).

    `h` is an awaiting function of a `route::websocket&`, run once the
    101 response is sent (see `route::ws_handler`): when it returns the
    connection is closed with 1000, when it throws with 1011.

    @par Example
    @code
    auto echo = [](route::websocket& ws) -> boost::asio::awaitable<void> {
        while (auto m = co_await ws.receive())
            co_await ws.send(*m);
    };
    auto r = path("ws")(handle_websocket_messages(echo));
    @endcode

    @see handle_websocket_messages_for_protocol, extract_websocket_upgrade
*/
inline implementation_defined::websocket_messages_route<detail::short_text>
handle_websocket_messages(ws_handler h)
{
    return {std::move(h), std::nullopt};
}

/** Answers a WebSocket handshake that offers the subprotocol `protocol`
    (compared ignoring case) by handing the connection to `h`, selecting
    `protocol` (pekko-http's `handleWebSocketMessagesForProtocol`). A
    handshake that does not offer it is rejected with
    `unsupported_websocket_subprotocol_rejection{protocol}`, other requests
    with `expected_websocket_request_rejection`. Alternatives serve several
    subprotocols at one path.

    @par Example
    @code
    auto r = path("ws")(handle_websocket_messages_for_protocol(echo, "echo") |
                        handle_websocket_messages_for_protocol(greeter, "greeter"));
    @endcode
*/
template <class P>
    requires std::is_convertible_v<const P&, std::string_view>
implementation_defined::websocket_messages_route<detail::text_for_t<P>>
handle_websocket_messages_for_protocol(ws_handler h, const P& protocol)
{
    return {std::move(h), detail::text_for_t<P>(std::string_view(protocol))};
}

/** `handle_websocket_messages_for_protocol(h, *protocol)` when
    `protocol` is set, else `handle_websocket_messages(h)` (pekko-http's
    `handleWebSocketMessagesForOptionalProtocol`).
*/
inline implementation_defined::websocket_messages_route<std::string>
handle_websocket_messages_for_optional_protocol(ws_handler h, std::optional<std::string> protocol)
{
    return {std::move(h), std::move(protocol)};
}

/** Extracts the WebSocket handshake as a `route::websocket_upgrade`
    (pekko-http's `extractWebSocketUpgrade`): the subprotocols offered,
    and `handle_messages` to accept it. Other requests are rejected with
    `expected_websocket_request_rejection`.

    @par Example
    @code
    auto r = extract_websocket_upgrade([](route::websocket_upgrade up) {
        if (up.requested_protocols().empty())
            return complete(up.handle_messages(echo));
        return complete(up.handle_messages(echo, up.requested_protocols().front()));
    });
    @endcode
*/
inline constexpr implementation_defined::extract_websocket_upgrade_directive
    extract_websocket_upgrade{};

/** Extracts the subprotocols a WebSocket handshake offers, as a
    `std::vector<std::string>` (pekko-http's `extractOfferedWsProtocols`;
    empty when none). Other requests are rejected with
    `expected_websocket_request_rejection`.
*/
inline constexpr implementation_defined::extract_offered_ws_protocols_directive
    extract_offered_ws_protocols{};

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/app/impl/websocket.ipp>
#endif

#endif
