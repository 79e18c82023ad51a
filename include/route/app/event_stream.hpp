//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_EVENT_STREAM_HPP
#define ROUTE_APP_EVENT_STREAM_HPP

// Server-Sent Events (pekko-http's ServerSentEvent and its marshalling):
// route::server_sent_event, route::event_writer, route::event_stream.

#include <route/config.hpp>
#include <route/app/chunked.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>
#include <memory>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace route {

/** One event of an event stream (pekko-http's `ServerSentEvent`), as it
    is sent: a view of its texts, which must live until `send` returns
    (temporaries in the `send` call do).

    Its members are views so that the event is a trivially destructible
    aggregate: g++ 12 destroys an aggregate temporary with `std::string`
    members twice when it is an operand of `co_await`, and
    `co_await w.send({.data = ...})` is how events are sent.
*/
struct server_sent_event
{
    /// The data; several lines (split at CR, LF or CRLF) are sent as
    /// several `data:` lines.
    std::string_view data = {};

    /// The event type (`event:`); none when empty.
    std::string_view event = {};

    /// The event id (`id:`), what a reconnecting client sends back as
    /// `Last-Event-ID`; none when empty.
    std::string_view id = {};

    /// The reconnection delay the client should use (`retry:`).
    std::optional<std::chrono::milliseconds> retry = {};
};

/** An event as a client received it (`parse_event_stream`,
    the test kit's `result::events()`): the same fields, owned.
*/
struct received_event
{
    std::string data;
    std::string event;
    std::string id;
    std::optional<std::chrono::milliseconds> retry;

    friend bool operator==(const received_event&, const received_event&) = default;
};

/** The event as sent: `data:` per line of data, then `event:`, `id:` and
    `retry:` when set, and an empty line (as pekko-http renders it). A line
    break in `event` or `id` is sent as a space.
*/
ROUTE_DECL std::string render_event(const server_sent_event& e);

/** The events of an event stream's text, as a client reads them (the
    WHATWG parsing rules; comments and empty events skipped; `retry` kept
    when it is a number). The test kit's `result::events()` uses it.
*/
ROUTE_DECL std::vector<received_event> parse_event_stream(std::string_view text);

/** Where an event stream's producer sends its events (see
    `route::event_stream`).
*/
class event_writer
{
public:
    explicit event_writer(chunk_writer& w) noexcept : w_(&w) {}

    /** Sends one event; returns once the connection took it.

        @throws boost::system::system_error when the connection is gone.
    */
    ROUTE_DECL boost::asio::awaitable<void> send(const server_sent_event& e);

    /// Sends a comment line (`: text`), which clients ignore.
    ROUTE_DECL boost::asio::awaitable<void> comment(std::string_view text = {});

    /// The time of the last send (for keep-alive).
    std::chrono::steady_clock::time_point last_sent() const noexcept { return last_; }

    /// True while a send is in progress.
    bool busy() const noexcept { return busy_; }

private:
    ROUTE_DECL boost::asio::awaitable<void> put(std::string text);

    chunk_writer* w_;
    // wakes a send that waits for the keep-alive's comment to be sent
    std::unique_ptr<boost::asio::steady_timer> wake_;
    std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
    bool busy_ = false;
};

/// The producer of an event stream.
using event_producer = std::function<boost::asio::awaitable<void>(event_writer&)>;

/** A `text/event-stream` response whose events `producer` sends while it
    is sent (Server-Sent Events, pekko-http's `EventStreamMarshalling`).
    Give it to `complete`. With `keep_alive`, a comment line is sent
    whenever no event was sent for that long, so that proxies keep the
    connection open.

    The producer runs as a chunked response's does (`route::chunked`): a
    slow reader slows it, a client that goes away makes `send` throw. A
    reconnecting browser says where it was with `Last-Event-ID`, read with
    `optional_header_value_by_name("Last-Event-ID")`.

    @par Example
    @code
    auto r = path("clock")(get(complete(route::event_stream(
        [](route::event_writer& w) -> boost::asio::awaitable<void> {
            boost::asio::steady_timer t(co_await boost::asio::this_coro::executor);
            for (int i = 0;; ++i)
            {
                co_await w.send({.data = std::to_string(i), .event = "tick"});
                t.expires_after(std::chrono::seconds(1));
                co_await t.async_wait(boost::asio::use_awaitable);
            }
        }, std::chrono::seconds(15)))));
    @endcode
*/
ROUTE_DECL chunked_entity
event_stream(event_producer producer,
             std::optional<std::chrono::milliseconds> keep_alive = std::nullopt);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/app/impl/event_stream.ipp>
#endif

#endif
