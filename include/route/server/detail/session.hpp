//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_SESSION_HPP
#define ROUTE_SERVER_DETAIL_SESSION_HPP

#include <route/config.hpp>
#include <route/app/http_app.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/core/timeout_access.hpp>
#include <route/server/detail/fields_source.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/serializer.hpp>
#include <boost/beast/http/string_body.hpp>
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

/* What a session does with its stream besides reading and writing, for
   each stream it runs over: `open(s)` once before the first read,
   `shutdown_send(s)` (no more output), `available(s)` (bytes received and
   not read yet), `cancel(s)` (abandon a pending read), `close(s)`.
   Defined for a TCP socket here and for Beast's in-memory test stream in
   <route/server/detail/memory_session.hpp>.
*/
template <class Stream>
struct session_stream;

template <>
struct session_stream<boost::asio::ip::tcp::socket>
{
    using socket = boost::asio::ip::tcp::socket;

    static void open(socket& s)
    {
        boost::system::error_code ec;
        s.set_option(boost::asio::ip::tcp::no_delay(true), ec);
    }
    static bool shutdown_send(socket& s)
    {
        boost::system::error_code ec;
        s.shutdown(socket::shutdown_send, ec);
        return !ec;
    }
    static std::size_t available(socket& s)
    {
        boost::system::error_code ec;
        auto n = s.available(ec);
        return ec ? 0 : n;
    }
    static void cancel(socket& s)
    {
        boost::system::error_code ec;
        s.cancel(ec);
    }
    static void close(socket& s)
    {
        boost::system::error_code ec;
        s.shutdown(socket::shutdown_send, ec);
        s.close(ec);
    }
    static std::string remote_address(const socket& s)
    {
        boost::system::error_code ec;
        auto ep = s.remote_endpoint(ec);
        if (ec)
            return {};
        auto a = ep.address();
        if (a.is_v6() && a.to_v6().is_v4_mapped())
            return boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, a.to_v6())
                .to_string();
        return a.to_string();
    }
};

// The peer address of a session's stream, asked only when a route wants it.
template <class Stream>
class stream_peer final : public peer_source
{
public:
    explicit stream_peer(const Stream& s) noexcept : s_(s) {}

    std::string remote_address() const override
    {
        return session_stream<Stream>::remote_address(s_);
    }

private:
    const Stream& s_;
};

// One connection: reads requests with Beast's parser, runs the
// application, writes the answers in order. Lives on its worker's thread.
// `Stream` is an AsyncStream with a `session_stream<Stream>`.
template <class Stream>
class basic_session : public session_base,
                      public std::enable_shared_from_this<basic_session<Stream>>
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

    // The size of the pieces a body streamed from a file is sent in.
    static constexpr std::size_t file_chunk_size = 64 * 1024;

private:
    enum class state
    {
        idle,       // waiting for the first byte of a request
        header,     // reading the header block
        body,       // reading the body
        processing, // the route runs (or awaits)
        writing,
        lingering,  // the last answer is sent: reading what the client still sends
        closed,
    };

    void next_request();
    void begin_request();
    void read_some();
    void on_read(boost::system::error_code ec, std::size_t n);
    void read_available();
    void on_data();
    bool read_header();
    bool accept_header();
    bool complete_request_buffered() const;
    void write_continue();
    std::string header_limit_text() const;
    void on_parse_error(boost::system::error_code ec);
    void fail(::route::status s, std::string text);
    void process();
    void respond(route_result r);
    void await_result(route_result r);
    void arm_route_timeout(std::uint64_t generation);
    void on_route_timeout(std::uint64_t generation);
    void on_settled(std::exception_ptr e, route_result r);
    void write(::route::response r);
    void on_write(boost::system::error_code ec);
    void write_file_piece();
    void after_write(boost::system::error_code ec);
    void linger();
    void discard();
    void close();

    // The error naming what is wrong with the query of an origin-form
    // request-target, or none.
    static boost::system::error_code check_query(std::string_view target);

    // now + d, or the end of time when that overflows
    static clock_type::time_point later(clock_type::time_point now,
                                                   std::chrono::milliseconds d) noexcept;

    Stream sock_;
    worker& w_;
    const http_app& app_;
    boost::beast::flat_buffer buf_;
    std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
    boost::beast::http::response<boost::beast::http::string_body> res_;
    // a body streamed from a file: the header is written by the serializer,
    // then the pieces, read into chunk_ one at a time; allocated per file
    // answer (400 bytes), so that an idle connection does not carry it
    std::unique_ptr<boost::beast::http::response_serializer<boost::beast::http::string_body>> sr_;
    std::shared_ptr<const file_body> file_;
    std::unique_ptr<char[]> chunk_;
    std::size_t piece_ = 0;          // the piece being sent
    std::uint64_t piece_done_ = 0;   // its bytes sent
    beast_fields_source fields_;
    stream_peer<Stream> peer_{sock_};
    std::optional<::route::request> request_;
    // the current request's timeout, set by the timeout directives
    ::route::timeout_access timeout_;
    // what watches the timeout of a pending result; made for the first one
    struct awaiting
    {
        template <class Executor>
        explicit awaiting(const Executor& ex) : timer(ex) {}
        boost::asio::steady_timer timer;
        boost::asio::cancellation_signal cancel;
    };
    std::unique_ptr<awaiting> awaiting_;
    // counts pending results, so that a late timer knows it is stale
    std::uint64_t generation_ = 0;
    // the request was answered by its timeout while its route still runs:
    // the request stays alive until the route's coroutine has unwound
    bool abandoned_ = false;
    // the answer is written and waits for the abandoned route to unwind
    bool write_done_ = false;
    boost::system::error_code write_ec_;
    state state_ = state::idle;
    clock_type::time_point deadline_ = clock_type::time_point::max();
    // the current request's reception ends by then (request_timeout)
    clock_type::time_point request_deadline_ = clock_type::time_point::max();
    // bytes of the current request's header block given to the parser
    std::size_t header_bytes_ = 0;
    unsigned version_ = 11;
    bool keep_alive_ = true;
    bool head_ = false;
    bool continued_ = false;
    bool writing_continue_ = false; // "100 Continue" is being written
};

/// The connection of the server: a TCP socket.
using session = basic_session<boost::asio::ip::tcp::socket>;

} // namespace detail
} // namespace route

// templates: the implementation is always visible
#include <route/server/detail/impl/session.ipp>

#endif
