//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_SESSION_HPP
#define ROUTE_SERVER_DETAIL_SESSION_HPP

#include <route/config.hpp>
#include <route/app/chunked.hpp>
#include <route/app/detail/exchange.hpp>
#include <route/app/request_entity.hpp>
#include <route/app/http_app.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/server/detail/chunk_limits.hpp>
#include <route/server/detail/fields_source.hpp>
#include <route/server/detail/session_stream.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/serializer.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/buffer_body.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/system/error_code.hpp>
#include <chrono>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace route {
namespace detail {

struct worker;

// What the worker's sweep sees of a connection, whatever its stream.
class session_base
{
public:
    virtual ~session_base() = default;

    // Called by the sweep on the worker's thread.
    virtual void sweep(std::chrono::steady_clock::time_point now) = 0;

    session_base* prev = nullptr;
    session_base* next = nullptr;
};

template <class Stream>
class basic_session;

template <class Stream>
class basic_ws_session;

template <class Stream>
class h2_session;

// The body of a request the session streams to its route (the request's
// entity_stream): reads go to the session while the request lasts.
template <class Stream>
class session_body final : public body_reader
{
public:
    session_body(basic_session<Stream>& s, std::optional<std::uint64_t> length) noexcept
        : body_reader(length), s_(&s) {}

    boost::asio::awaitable<std::optional<std::string>> read_some(std::size_t max) override;
    boost::asio::awaitable<bool> read_some_into(std::string& piece, std::size_t max) override;
    boost::asio::awaitable<bool> read_some_into(piece_buffer& piece, std::size_t max) override;

    // The request is over: reads fail from now on.
    void detach() noexcept { s_ = nullptr; }

private:
    basic_session<Stream>* s_;
};

// One connection: reads requests with Beast's parser, runs the
// application, writes the answers in order. Lives on its worker's thread.
// `Stream` is an AsyncStream with a `session_stream<Stream>`.
//
// Its parts, one concern each:
//   impl/session.ipp          life, timeouts (the sweep), closing
//   impl/session_read.ipp     reading a request's header and strict body
//   impl/session_framing.ipp  HTTP/1.1 framing checks and error answers
//   impl/session_process.ipp  the request handed to its exchange (app/detail/
//                             exchange.hpp: the route, pending results, the
//                             route timeout, reruns), and its answer
//   impl/session_body.ipp     a streamed request body, read as the route asks
//   impl/session_write.ipp    writing answers: whole or from a file
//   impl/session_produce.ipp  a chunked answer, written as its producer writes
//   impl/session_upgrade.ipp  WebSocket handshakes: checks before routing,
//                             the hand-over of the connection to a ws_session;
//                             h2c by prior knowledge: to an h2_session
template <class Stream>
class basic_session : public session_base,
                      public std::enable_shared_from_this<basic_session<Stream>>,
                      private exchange_sink
{
public:
    using clock_type = std::chrono::steady_clock;

    basic_session(Stream sock, worker& w, const http_app& app);
    ~basic_session();

    basic_session(const basic_session&) = delete;
    basic_session& operator=(const basic_session&) = delete;

    void start();

    // Called by the sweep on this worker's thread.
    void sweep(clock_type::time_point now) override;

    // The bytes the read buffer holds allocated (for the tests: an idle
    // connection keeps no more than idle_read_size).
    std::size_t read_buffer_capacity() const noexcept { return buf_.capacity(); }

    // The read while waiting for a request, and the most an idle
    // connection keeps of its read buffer.
    static constexpr std::size_t idle_read_size = 512;

    // The read that watches the connection while a producer runs.
    static constexpr std::size_t watch_read_size = 64;

    // The size of the pieces a body streamed from a file is sent in.
    static constexpr std::size_t file_chunk_size = 64 * 1024;

    // The next piece of the streamed body into `out` (a std::string or a
    // piece_buffer), whose storage is reused (session_body::read_some_into);
    // false at its end.
    template <class Piece>
    boost::asio::awaitable<bool> read_body_piece(Piece& out, std::size_t max);

private:
    friend class session_body<Stream>;
    class chunks;

    using string_parser = boost::beast::http::request_parser<boost::beast::http::string_body>;
    using stream_parser = boost::beast::http::request_parser<boost::beast::http::buffer_body>;

    enum class state
    {
        idle,       // waiting for the first byte of a request
        header,     // reading the header block
        body,       // reading a strict body (before the route runs)
        processing, // the route runs (or awaits), perhaps reading a streamed body
        writing,
        lingering,  // the last answer is sent: reading what the client still sends
        closed,
    };

    // session_read.ipp
    void next_request();
    void begin_request();
    void read_some();
    void on_read(boost::system::error_code ec, std::size_t n);
    void read_available();
    void on_data();
    bool read_header();
    void write_continue();

    // session_framing.ipp
    bool accept_header();
    bool complete_request_buffered() const;
    bool chunked_body_buffered(framing_refusal& refusal) const;
    bool streams_body() const;
    std::string header_limit_text() const;
    void on_parse_error(boost::system::error_code ec);
    void fail(::route::status s, std::string text);

    // session_process.ipp
    void process();
    // the exchange's answer, and the end of a route abandoned at its timeout
    void answer(route_result r) override;
    void unwound() override;
    std::shared_ptr<void> hold() override;

    // session_body.ipp
    void start_streamed_body();
    bool body_pending() const noexcept;
    void plan_body_rest(::route::status answer);
    void drain_body();
    void end_body() noexcept;

    // session_write.ipp
    void write(::route::response r);
    void write_header_then(void (basic_session::*next)());
    void wrote_header_only();
    void write_file_piece();
    void on_write(boost::system::error_code ec);
    void after_write(boost::system::error_code ec);
    void linger();
    void discard();

    // session_produce.ipp
    void start_producer();
    void end_produced(std::exception_ptr e);
    void on_produced(std::exception_ptr e);
    void watch();

    // session_upgrade.ipp
    bool accept_upgrade_header();
    // a WebSocket upgrade the route accepted: why it cannot be, or ""
    std::string upgrade_refusal() const;
    void hand_over(::route::response r);
    // how much of HTTP/2's connection preface the read buffer starts with
    // (h2c by prior knowledge)
    enum class preface_match
    {
        none,    // not the preface: HTTP/1.1
        partial, // a prefix of it, shorter than the preface: wait for more
        whole,
    };
    preface_match h2_preface() const noexcept;
    // hands the socket, and what it received, to an h2_session
    void hand_over_h2();
    // `Upgrade: h2c` the server takes: the decoded HTTP2-Settings, or none
    std::optional<std::string> h2c_settings() const;
    // answers 101 and hands the socket and the request, as stream 1, to an
    // h2_session
    void hand_over_h2c(std::string settings);

    // session.ipp
    void close();
    // now + d, or the end of time when that overflows
    static clock_type::time_point later(clock_type::time_point now,
                                        std::chrono::milliseconds d) noexcept;

    // the header of the request being served
    const boost::beast::http::request_header<>& header() const noexcept
    {
        return sreq_ ? sreq_->parser.get().base() : parser_->get().base();
    }

    Stream sock_;
    worker& w_;
    const http_app& app_;
    boost::beast::flat_buffer buf_;
    // the parser of the request being read: made per request, so that a
    // connection streaming a response does not carry it
    std::unique_ptr<string_parser> parser_;
    boost::beast::http::response<boost::beast::http::string_body> res_;
    // a body streamed from a file or produced while sent: the header is
    // written by the serializer, then the pieces; allocated per such
    // answer, so that an idle connection does not carry them
    std::unique_ptr<boost::beast::http::response_serializer<boost::beast::http::string_body>> sr_;
    std::shared_ptr<const file_body> file_;
    std::unique_ptr<char[]> chunk_;
    std::size_t piece_ = 0;          // the piece being sent
    std::uint64_t piece_done_ = 0;   // its bytes sent
    // a response produced while it is sent: made for the first one, kept
    // (its signal is bound to the producer) until the next or the end
    struct producing
    {
        std::shared_ptr<const streamed_body> stream;
        std::shared_ptr<const piece_coding> coding; // encode_response's, if any
        std::shared_ptr<chunks> writer; // set while the producer runs
        boost::asio::cancellation_signal cancel; // ends the producer on close
        // the read that watches the connection while the producer runs
        enum class watch_state
        {
            off,
            reading,
            ended, // the producer ended while the read was out: go on when it completes
        };
        watch_state watch = watch_state::off;
        boost::system::error_code watch_ec; // the producer's end, when `ended`
    };
    std::unique_ptr<producing> prod_;
    // a streamed request body: its parser (the header's, moved) and the
    // request's entity_stream; made per streamed request
    struct streamed_request
    {
        streamed_request(string_parser&& p, std::shared_ptr<session_body<Stream>> b)
            : parser(std::move(p)), body(std::move(b)) {}
        stream_parser parser;
        std::shared_ptr<session_body<Stream>> body;
        // the limits on its chunks, checked by the parser (chunked bodies)
        chunk_check chunks;
        // a body of known length (not chunked): its bytes still to come,
        // read where the route's pieces are, without the parser
        std::optional<std::uint64_t> left;
        bool done() const noexcept { return left ? *left == 0 : parser.is_done(); }
        // the rest the route did not read is read and dropped after the
        // answer (plan_body_rest)
        bool drain = false;
    };
    std::unique_ptr<streamed_request> sreq_;
    beast_fields_source fields_;
    stream_peer<Stream> peer_{sock_};
    // the request being served, its route and its timeout; made per
    // request, so that an idle connection does not carry it
    std::unique_ptr<exchange> ex_;
    // the answer to a request answered by its timeout is written and waits
    // for the abandoned route to unwind: how its writing ended
    std::optional<boost::system::error_code> written_;
    state state_ = state::idle;
    clock_type::time_point deadline_ = clock_type::time_point::max();
    // the current request's reception ends by then (request_timeout)
    clock_type::time_point request_deadline_ = clock_type::time_point::max();
    // bytes of the current request's header block given to the parser
    std::size_t header_bytes_ = 0;
    unsigned version_ = 11;
    bool keep_alive_ = true;
    bool head_ = false;
    bool first_ = true; // no request began on this connection yet
    // the request's "Expect: 100-continue" (HTTP/1.1)
    enum class continue_state
    {
        none,     // not asked for
        expected, // the streamed body waits for it: sent at its first read
        writing,
        sent,
    };
    continue_state continue_ = continue_state::none;
    // the reading of a streamed body
    enum class body_read_state
    {
        idle,
        busy,      // a read is under way
        receiving, // it waits on the socket
        timed_out, // the body stalled: its reads fail
    };
    body_read_state body_read_ = body_read_state::idle;
};

/// The connection of the server: a TCP socket.
using session = basic_session<boost::asio::ip::tcp::socket>;

} // namespace detail
} // namespace route

// templates: the implementation is always visible
#include <route/server/detail/impl/session.ipp>
#include <route/server/detail/impl/session_read.ipp>
#include <route/server/detail/impl/session_framing.ipp>
#include <route/server/detail/impl/session_process.ipp>
#include <route/server/detail/impl/session_body.ipp>
#include <route/server/detail/impl/session_write.ipp>
#include <route/server/detail/impl/session_produce.ipp>
#include <route/server/detail/impl/session_upgrade.ipp>

#endif
