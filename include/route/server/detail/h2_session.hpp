//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_H2_SESSION_HPP
#define ROUTE_SERVER_DETAIL_H2_SESSION_HPP

#include <route/config.hpp>
#include <route/app/chunked.hpp>
#include <route/app/detail/exchange.hpp>
#include <route/app/request_entity.hpp>
#include <route/app/http_app.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <boost/asio/buffer.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/system/error_code.hpp>
#include <nghttp2/nghttp2.h>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace route {
namespace detail {

// One HTTP/2 stream: a request and its answer. Shared by the connection
// (until nghttp2 closes the stream) and by the coroutines that run its
// route and its producer, which may outlive the stream.
//
// Its body is read whole before routing while it stays within
// strict_body_limit (and body_limit); a larger one, or one whose
// content-length says so, streams to the route (`entity`): the bytes wait
// in `inbox`, and the client's flow-control window opens only as the route
// reads them.
struct h2_stream final : exchange_sink, std::enable_shared_from_this<h2_stream>
{
    using clock_type = std::chrono::steady_clock;

    explicit h2_stream(std::int32_t i) : id(i), started(clock_type::now()) {}

    // the body's length as its content-length field says it, if it has
    // one that is a number (nghttp2 has checked it against the DATA)
    std::optional<std::uint64_t> declared_length() const noexcept
    {
        auto v = fields.find("content-length");
        if (!v)
            return std::nullopt;
        std::uint64_t n = 0;
        auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), n);
        if (ec != std::errc() || p != v->data() + v->size())
            return std::nullopt;
        return n;
    }

    std::int32_t id;
    clock_type::time_point started; // its first frame
    std::string method, path, authority, scheme;
    header_list fields;
    std::string body;                // read whole before routing
    std::size_t header_bytes = 0;    // the decoded header list, as RFC 9113 counts it
    bool header_too_large = false;   // past header_limit: answered 431
    bool headers_done = false;       // the header block ended
    bool remote_ended = false;       // END_STREAM received: the request is whole
    bool dispatched = false;         // the route runs or ran
    bool answered = false;           // a response was submitted
    bool closed = false;             // nghttp2 closed the stream (or the connection ended)
    // the request, its route and its timeout; its answers go to the
    // connection (`answer_to`, set by h2_session::dispatch)
    exchange ex;
    void* conn = nullptr;
    void (*answer_to)(void* conn, h2_stream& st, route_result r) = nullptr;
    std::shared_ptr<void> (*hold_of)(void* conn, h2_stream& st) = nullptr;
    bool running = false; // the route runs from dispatch: the caller flushes

    void answer(route_result r) override { answer_to(conn, *this, std::move(r)); }
    std::shared_ptr<void> hold() override { return hold_of(conn, *this); }

    // a streamed body: what arrived and the route did not read yet, the
    // bytes of it not yet given back to the flow-control windows, and the
    // wait of a reader (woken when bytes arrive or the stream ends)
    std::shared_ptr<body_reader> entity;
    std::string inbox;
    std::uint64_t unconsumed = 0;
    std::optional<boost::asio::steady_timer> arrived;

    // the answer's body, read by nghttp2's data provider
    ::route::response res;
    std::uint64_t sent = 0;       // of res.body's text
    std::size_t piece = 0;        // of res.body's file
    std::uint64_t piece_done = 0; // of that piece
    // a produced body: what the producer wrote and nghttp2 did not take
    // yet; the producer waits on `drained` until it did
    std::string pending;
    bool produced = false; // the producer ended
    bool deferred = false; // nghttp2 waits for the producer (data deferred)
    std::optional<boost::asio::steady_timer> drained;
    boost::asio::cancellation_signal producer_cancel;
};

/* An HTTP/2 connection (RFC 9113), framed by nghttp2's server session:
   nghttp2 reads and writes the frames, HPACK and flow control; this class
   moves bytes between it and the stream, and runs each stream's request
   through the application, several at once, all on the worker's thread.
   Made by basic_session when a plain connection starts with the HTTP/2
   connection preface, and by tls_handshake when ALPN selected h2.

   Its parts:
     impl/h2_session.ipp         life, reading, writing, timeouts, stop
     impl/h2_session_frames.ipp  nghttp2's callbacks: frames received and sent
     impl/h2_session_stream.ipp  a stream's request through the route, its answer
*/
template <class Stream>
class h2_session : public session_base, public std::enable_shared_from_this<h2_session<Stream>>
{
public:
    using clock_type = std::chrono::steady_clock;

    h2_session(Stream sock, worker& w, const http_app& app);
    ~h2_session();

    h2_session(const h2_session&) = delete;
    h2_session& operator=(const h2_session&) = delete;

    // Starts, with the bytes the connection received already (the start
    // of the connection preface, read while looking for it).
    void start(boost::asio::const_buffer received);

    // Starts after `Upgrade: h2c` (RFC 7540 3.2): writes 101 Switching
    // Protocols, applies the client's SETTINGS payload (HTTP2-Settings,
    // decoded) and runs the upgraded request `st` as stream 1; `received`
    // is what followed the request (the start of the client's preface).
    void start_upgraded(std::string_view settings, bool head, std::shared_ptr<h2_stream> st,
                        boost::asio::const_buffer received);

    // Called by the sweep on this worker's thread.
    void sweep(clock_type::time_point now) override;

    // The size of the reads from the connection.
    static constexpr std::size_t read_size = 16 * 1024;

    // Up to this many bytes of frames are written at once.
    static constexpr std::size_t write_batch = 64 * 1024;

    // Flood limits (doc/route/http2.adoc). Answers to PING and SETTINGS queued
    // unsent (the client does not read them): past this, the connection
    // ends (nghttp2's NGHTTP2_ERR_FLOODED).
    static constexpr std::size_t max_outbound_ack = 1000;
    // Settings in one SETTINGS frame.
    static constexpr std::size_t max_settings = 32;
    // CONTINUATION frames after one HEADERS frame.
    static constexpr std::size_t max_continuations = 8;
    // DATA frames with no payload and no END_STREAM in one window, as
    // nothing but a way to make the server work.
    static constexpr unsigned max_empty_frames = 100;
    // The window over which stream resets and empty frames are counted;
    // more than 2 * http2_max_concurrent_streams RST_STREAM frames from
    // the client in one window end the connection (rapid reset).
    static constexpr std::chrono::seconds flood_window{1};
    // A header list this many times header_limit (the client ignored
    // SETTINGS_MAX_HEADER_LIST_SIZE) ends the connection.
    static constexpr std::size_t header_list_overrun = 4;

private:
    template <class S>
    friend class h2_chunks;

    template <class S>
    friend class h2_body;

    // h2_session.ipp
    bool receive(const void* data, std::size_t n);
    void read();
    void begin();
    void flush();
    void close();
    // ends the connection: GOAWAY ENHANCE_YOUR_CALM, then close once sent
    void calm_down();
    // counts a frame of a flood in its window; true past `limit`
    bool count(unsigned& counter, unsigned limit, clock_type::time_point now);
    // now + d, or the end of time when that overflows
    static clock_type::time_point later(clock_type::time_point now,
                                        std::chrono::milliseconds d) noexcept;
    static int on_begin_headers(nghttp2_session*, const nghttp2_frame*, void*);
    static int on_header(nghttp2_session*, const nghttp2_frame*, const std::uint8_t*, std::size_t,
                         const std::uint8_t*, std::size_t, std::uint8_t, void*);
    static int on_data_chunk(nghttp2_session*, std::uint8_t, std::int32_t, const std::uint8_t*,
                             std::size_t, void*);
    static int on_frame(nghttp2_session*, const nghttp2_frame*, void*);
    static int on_stream_close(nghttp2_session*, std::int32_t, std::uint32_t, void*);
    static int on_frame_sent(nghttp2_session*, const nghttp2_frame*, void*);

    // h2_session_stream.ipp
    void dispatch(const std::shared_ptr<h2_stream>& st);
    // the exchange's answer for a stream, and what its pending route holds
    static void answered(void* conn, h2_stream& st, route_result r);
    static std::shared_ptr<void> held(void* conn, h2_stream& st);
    void respond(const std::shared_ptr<h2_stream>& st, ::route::response r);
    // the route read `n` bytes of a streamed body: the client may send as many more
    void consumed(h2_stream& st, std::size_t n);
    void start_producer(const std::shared_ptr<h2_stream>& st);
    void resume(h2_stream& st);
    static ssize_t read_body(nghttp2_session*, std::int32_t, std::uint8_t*, std::size_t,
                                   std::uint32_t*, nghttp2_data_source*, void*);

    Stream sock_;
    worker& w_;
    const http_app& app_;
    stream_peer<Stream> peer_{sock_};
    nghttp2_session* ng_ = nullptr;
    std::map<std::int32_t, std::shared_ptr<h2_stream>> streams_;
    std::unique_ptr<char[]> in_;
    std::string out_;
    std::string prelude_; // written before the first frames (101 for h2c)
    // flood counters, reset when the window passes
    clock_type::time_point window_start_{};
    unsigned resets_ = 0;
    unsigned empty_frames_ = 0;
    bool writing_ = false;
    bool receiving_ = false; // in nghttp2_session_mem_recv: no write then
    bool goaway_ = false;
    bool calm_ = false; // ended for a flood: GOAWAY ENHANCE_YOUR_CALM
    bool closed_ = false;
    clock_type::time_point deadline_ = clock_type::time_point::max();
};

/// The body of a request streamed to its route over HTTP/2 (the request's
// entity_stream): reads take what arrived, and wait (no longer than
// body_timeout) when nothing did.
template <class Stream>
class h2_body final : public body_reader
{
public:
    h2_body(std::weak_ptr<h2_session<Stream>> s, std::weak_ptr<h2_stream> st,
            std::optional<std::uint64_t> length) noexcept
        : body_reader(length), s_(std::move(s)), st_(std::move(st)) {}

    boost::asio::awaitable<std::optional<std::string>> read_some(std::size_t max) override;

private:
    std::weak_ptr<h2_session<Stream>> s_;
    std::weak_ptr<h2_stream> st_;
};

// The HTTP/2 connection of the server over plain TCP (h2c).
using h2c_session = h2_session<boost::asio::ip::tcp::socket>;

} // namespace detail
} // namespace route

#include <route/server/detail/impl/h2_session.ipp>
#include <route/server/detail/impl/h2_session_frames.ipp>
#include <route/server/detail/impl/h2_session_stream.ipp>

#endif
