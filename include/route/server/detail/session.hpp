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
#include <route/server/detail/fields_source.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/system/error_code.hpp>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace route {
namespace detail {

struct worker;

// One connection: reads requests with Beast's parser, runs the
// application, writes the answers in order. Lives on its worker's thread.
class session : public std::enable_shared_from_this<session>
{
public:
    using tcp = boost::asio::ip::tcp;
    using clock_type = std::chrono::steady_clock;

    ROUTE_DECL session(tcp::socket sock, worker& w, const http_app& app);
    ROUTE_DECL ~session();

    session(const session&) = delete;
    session& operator=(const session&) = delete;

    ROUTE_DECL void start();

    // Called by the sweep on this worker's thread.
    ROUTE_DECL void sweep(clock_type::time_point now);

    session* prev = nullptr;
    session* next = nullptr;

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

    ROUTE_DECL void next_request();
    ROUTE_DECL void begin_request();
    ROUTE_DECL void read_some();
    ROUTE_DECL void on_read(boost::system::error_code ec, std::size_t n);
    ROUTE_DECL void on_data();
    ROUTE_DECL bool read_header();
    ROUTE_DECL bool accept_header();
    ROUTE_DECL bool complete_request_buffered() const;
    ROUTE_DECL void write_continue();
    ROUTE_DECL std::string header_limit_text() const;
    ROUTE_DECL void on_parse_error(boost::system::error_code ec);
    ROUTE_DECL void fail(::route::status s, std::string text);
    ROUTE_DECL void process();
    ROUTE_DECL void respond(route_result r);
    ROUTE_DECL void write(::route::response r);
    ROUTE_DECL void on_write(boost::system::error_code ec);
    ROUTE_DECL void linger();
    ROUTE_DECL void discard();
    ROUTE_DECL void close();

    // The error naming what is wrong with the query of an origin-form
    // request-target, or none.
    ROUTE_DECL static boost::system::error_code check_query(std::string_view target);

    // now + d, or the end of time when that overflows
    ROUTE_DECL static clock_type::time_point later(clock_type::time_point now,
                                                   std::chrono::milliseconds d) noexcept;

    tcp::socket sock_;
    worker& w_;
    const http_app& app_;
    boost::beast::flat_buffer buf_;
    std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
    boost::beast::http::response<boost::beast::http::string_body> res_;
    beast_fields_source fields_;
    std::optional<::route::request> request_;
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

} // namespace detail
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/server/detail/impl/session.ipp>
#endif

#endif
