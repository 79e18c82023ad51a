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
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace route {

/** The text of one field of a `server_sent_event`: a copy of what it was
    given, owned by the event that holds it.

    It converts from anything a `std::string_view` does (a literal, a
    `std::string`, a temporary one) and to `std::string_view`. Texts of up
    to `inline_size` characters are kept inside it; a longer one takes one
    allocation.

    It is trivially destructible, and the event it is a member of frees
    it: g++ 12 destroys the members of an aggregate temporary a second
    time when the aggregate is an operand of `co_await`, and
    `co_await w.send({.data = ...})` is how events are sent. An
    `event_text` outside an event keeps a long text allocated; it is meant
    as an event's member only.
*/
class event_text
{
public:
    /// Texts this long or shorter need no allocation.
    static constexpr std::size_t inline_size = 23;

    event_text() noexcept = default;

    /// A copy of `s`.
    event_text(std::string_view s) { assign(s); }

    /// A copy of `s`.
    event_text(const char* s) : event_text(std::string_view(s)) {}

    /// A copy of `s`.
    event_text(const std::string& s) : event_text(std::string_view(s)) {}

    event_text(const event_text& other) : event_text(other.view()) {}

    event_text(event_text&& other) noexcept { steal(other); }

    event_text& operator=(const event_text& other)
    {
        if (this != &other)
        {
            event_text copy(other);
            release();
            steal(copy);
        }
        return *this;
    }

    event_text& operator=(event_text&& other) noexcept
    {
        if (this != &other)
        {
            release();
            steal(other);
        }
        return *this;
    }

    /// The text.
    std::string_view view() const noexcept { return {data(), size_}; }
    operator std::string_view() const noexcept { return view(); }

    const char* data() const noexcept { return size_ <= inline_size ? inline_ : heap_; }
    std::size_t size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }

    friend bool operator==(const event_text& a, std::string_view b) noexcept
    {
        return a.view() == b;
    }

    /// Writes the text.
    template <class Ostream>
    friend auto operator<<(Ostream& os, const event_text& t) -> decltype(os << std::string_view())
    {
        return os << t.view();
    }

private:
    friend struct server_sent_event;

    void assign(std::string_view s)
    {
        if (s.size() <= inline_size)
            std::char_traits<char>::copy(inline_, s.data(), s.size());
        else
        {
            heap_ = new char[s.size()];
            std::char_traits<char>::copy(heap_, s.data(), s.size());
        }
        size_ = s.size();
    }

    void steal(event_text& other) noexcept
    {
        size_ = other.size_;
        if (size_ <= inline_size)
            std::char_traits<char>::copy(inline_, other.inline_, size_);
        else
            heap_ = other.heap_;
        other.size_ = 0;
    }

    // called by the event that owns it
    void release() noexcept
    {
        if (size_ > inline_size)
            delete[] heap_;
        size_ = 0;
    }

    union
    {
        char inline_[inline_size];
        char* heap_;
    };
    std::size_t size_ = 0;
};

/** One event of an event stream (pekko-http's `ServerSentEvent`). It owns
    its texts: an event may be built from temporaries and sent later.

    @par Example
    @code
    route::server_sent_event e{.data = "tick " + std::to_string(i), .event = "tick",
                               .id = std::to_string(i)};
    co_await w.send(e);
    @endcode
*/
struct server_sent_event
{
    /// The data; several lines (split at CR, LF or CRLF) are sent as
    /// several `data:` lines.
    event_text data = {};

    /// The event type (`event:`); none when empty.
    event_text event = {};

    /// The event id (`id:`), what a reconnecting client sends back as
    /// `Last-Event-ID`; none when empty.
    event_text id = {};

    /// The reconnection delay the client should use (`retry:`).
    std::optional<std::chrono::milliseconds> retry = {};

    // frees the texts, which are trivially destructible (see event_text);
    // an aggregate may declare a destructor
    ~server_sent_event()
    {
        data.release();
        event.release();
        id.release();
    }
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
