//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_WS_SESSION_HPP
#define ROUTE_SERVER_DETAIL_WS_SESSION_HPP

// A connection after a WebSocket upgrade: Beast's websocket::stream over
// the socket the HTTP session handed over, implementing route::websocket
// for the route's handler.

#include <route/config.hpp>
#include <route/app/websocket.hpp>
#include <route/core/response.hpp>
#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/buffer.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <boost/system/system_error.hpp>
#include <chrono>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace route {
namespace detail {

/* One WebSocket connection. Lives on its worker's thread, in the worker's
   list of sessions: the sweep pings it when quiet, closes it when idle
   (1001) and on stop (1001, then shutdown_grace), and cuts it at the
   hard stop. Beast answers pings and the client's close, and fails the
   connection on protocol errors (1002), invalid UTF-8 (1007) and messages
   over the limit (1009).
*/
template <class Stream>
class basic_ws_session final : public session_base,
                               public ::route::websocket,
                               public std::enable_shared_from_this<basic_ws_session<Stream>>
{
public:
    using clock_type = std::chrono::steady_clock;
    using request_type = boost::beast::http::request<boost::beast::http::string_body>;

    basic_ws_session(Stream s, worker& w, std::shared_ptr<const upgrade_handler> h);
    ~basic_ws_session();

    basic_ws_session(const basic_ws_session&) = delete;
    basic_ws_session& operator=(const basic_ws_session&) = delete;

    /* Answers the handshake `req` (101, with `fields` besides those Beast
       writes, and permessage-deflate when the client offers it and the
       options allow), then runs the handler.
    */
    void start(std::unique_ptr<request_type> req, std::vector<header_field> fields);

    void sweep(clock_type::time_point now) override;

    // route::websocket
    boost::asio::awaitable<std::optional<ws_message>> receive() override;
    boost::asio::awaitable<void> send(ws_message m) override;
    boost::asio::awaitable<void> close(std::uint16_t code, std::string_view reason) override;
    std::optional<std::string> protocol() const override { return h_->protocol(); }

private:
    // the handshake answered: the handler runs
    void on_accept(boost::system::error_code ec);
    // what a receive() gives once its read completed
    std::optional<ws_message> received(boost::system::error_code ec);
    // what a send() gives once its write completed
    std::exception_ptr sent(boost::system::error_code ec);
    static boost::system::system_error closed();
    // the handler ended: close with `code` unless closed
    void finish(std::uint16_t code);
    // a close the sweep starts (idle, stop): the handler's receive() ends
    void begin_close(std::uint16_t code, std::string_view reason);

    boost::beast::websocket::stream<Stream> ws_;
    worker& w_;
    std::shared_ptr<const upgrade_handler> h_;
    // the message being received; moved out whole into a ws_message
    std::string message_;
    // the read's view of message_, made for each read
    std::optional<
        boost::asio::dynamic_string_buffer<char, std::char_traits<char>, std::allocator<char>>>
        message_buffer_;
    clock_type::time_point last_active_; // a frame received or a message sent
    // the last ping; once closing_, when the sweep saw the closing handshake begin
    clock_type::time_point last_ping_;
    // the handshake's target, for the log of a handler that fails
    std::string target_;
    bool open_ = false;       // the handshake is done and no close was sent or received
    bool close_sent_ = false; // a close was started, by the handler or the sweep
    bool pinging_ = false;
    bool closing_ = false; // a close was sent or received (seen by the sweep)
};

/// The WebSocket connection of the server.
using ws_session = basic_ws_session<boost::asio::ip::tcp::socket>;

/// True for a close code an endpoint may send (RFC 6455 7.4; 1012-1014 as registered).
constexpr bool
is_sendable_close_code(std::uint16_t c) noexcept
{
    return (c >= 1000 && c <= 1003) || (c >= 1007 && c <= 1014) || (c >= 3000 && c <= 4999);
}

} // namespace detail
} // namespace route

#include <route/server/detail/impl/ws_session.ipp>

#endif
