//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_WS_SESSION_IPP
#define ROUTE_SERVER_DETAIL_IMPL_WS_SESSION_IPP

#include <route/server/detail/ws_session.hpp>
#include <route/server/server.hpp>
#include <route/core/error.hpp>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/buffer.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/version.hpp>
#include <boost/system/system_error.hpp>
#include <exception>
#include <iostream>

namespace route {
namespace detail {

template <class Stream>
basic_ws_session<Stream>::basic_ws_session(Stream s, worker& w,
                                           std::shared_ptr<const upgrade_handler> h)
    : ws_(std::move(s)), w_(w), h_(std::move(h))
{
}

template <class Stream>
basic_ws_session<Stream>::~basic_ws_session()
{
    w_.remove(this);
}

template <class Stream>
void
basic_ws_session<Stream>::start(std::unique_ptr<request_type> req,
                                std::vector<header_field> fields)
{
    namespace websocket = boost::beast::websocket;
    auto const& o = w_.opts;
    w_.add(this);
    // the opening and closing handshakes get the header timeout; the
    // connection's idleness is the sweep's (websocket_idle_timeout)
    websocket::stream_base::timeout t{};
    t.handshake_timeout = o.header_timeout;
    t.idle_timeout = websocket::stream_base::none();
    t.keep_alive_pings = false;
    ws_.set_option(t);
    ws_.read_message_max(o.websocket_max_message);
    if (o.websocket_deflate)
    {
        websocket::permessage_deflate pmd;
        pmd.server_enable = true;
        ws_.set_option(pmd);
    }
    // pongs (and pings) are signs of life
    ws_.control_callback(
        [this](websocket::frame_type, boost::beast::string_view) { last_active_ = clock_type::now(); });
    // Beast writes the 101 and its own fields; the route's fields, the
    // date and no Server field of Beast's are added by the decorator
    ws_.set_option(websocket::stream_base::decorator(
        [fields = std::move(fields), date = std::string(w_.http_date())](websocket::response_type& r) {
            namespace http = boost::beast::http;
            r.set(http::field::date, boost::beast::string_view(date.data(), date.size()));
            for (auto const& f : fields)
            {
                auto name = boost::beast::string_view(f.name.data(), f.name.size());
                auto known = http::string_to_field(name);
                if (known == http::field::upgrade || known == http::field::connection ||
                    known == http::field::sec_websocket_accept)
                    continue;
                r.set(name, boost::beast::string_view(f.value.data(), f.value.size()));
            }
        }));
    auto& handshake = *req;
    ws_.async_accept(handshake, [self = this->shared_from_this(),
                                 req = std::move(req)](boost::system::error_code ec) mutable {
        self->target_ = std::string(req->target());
        req.reset();
        self->on_accept(ec);
    });
}

template <class Stream>
void
basic_ws_session<Stream>::on_accept(boost::system::error_code ec)
{
    namespace websocket = boost::beast::websocket;
    // what the handshake needed is not kept while the connection lasts
    ws_.set_option(websocket::stream_base::decorator([](websocket::response_type&) {}));
    if (ec)
        return; // the socket closes with this session
    open_ = true;
    last_active_ = last_ping_ = clock_type::now();
    // the handler runs as upgrade_handler::run says (closed with 1000 when
    // it returns, 1011 when it throws), its closing done here: one
    // coroutine frame less for each open connection
    boost::asio::co_spawn(
        ws_.get_executor(), h_->handler()(*this),
        [self = this->shared_from_this()](std::exception_ptr e) {
            self->finish(e ? 1011 : 1000);
            if (!e)
                return;
            try
            {
                std::rethrow_exception(e);
            }
            catch (const boost::system::system_error& x)
            {
                // a send on a closed connection, let through as documented
                if (x.code() != error::connection_closed)
                    std::cerr << "route: the WebSocket handler at " << self->target_
                              << " failed: " << x.what() << std::endl;
            }
            catch (const std::exception& x)
            {
                std::cerr << "route: the WebSocket handler at " << self->target_ << " failed: " << x.what()
                          << std::endl;
            }
            catch (...)
            {
                std::cerr << "route: the WebSocket handler at " << self->target_
                          << " failed with an unknown exception" << std::endl;
            }
        });
}

// An operation rather than a coroutine: an idle connection waits in
// receive(), and a coroutine frame per connection would cost memory.
template <class Stream>
boost::asio::awaitable<std::optional<ws_message>>
basic_ws_session<Stream>::receive()
{
    using handler_sig = void(std::optional<ws_message>);
    return boost::asio::async_initiate<const boost::asio::use_awaitable_t<>&, handler_sig>(
        [this](auto handler) {
            if (!open_ || close_sent_)
                return boost::asio::post(ws_.get_executor(),
                                         [h = std::move(handler)]() mutable {
                                             std::move(h)(std::nullopt);
                                         });
            message_.clear();
            message_buffer_.emplace(message_);
            ws_.async_read(*message_buffer_,
                           [this, h = std::move(handler)](boost::system::error_code ec,
                                                          std::size_t) mutable {
                               std::move(h)(received(ec));
                           });
        },
        boost::asio::use_awaitable);
}

template <class Stream>
std::optional<ws_message>
basic_ws_session<Stream>::received(boost::system::error_code ec)
{
    if (ec)
    {
        // closed by the client (answered by Beast), by us, or failed (Beast
        // sent 1002, 1007 or 1009 when the client broke the protocol)
        open_ = false;
        return std::nullopt;
    }
    if (close_sent_)
        return std::nullopt; // a message that arrives after our close is dropped
    last_active_ = clock_type::now();
    if (ws_.got_text())
        return ws_message::text(std::move(message_));
    return ws_message::binary(std::move(message_));
}

// An operation too, for the CPU a coroutine frame per message would cost.
template <class Stream>
boost::asio::awaitable<void>
basic_ws_session<Stream>::send(ws_message m)
{
    return boost::asio::async_initiate<const boost::asio::use_awaitable_t<>&,
                                       void(std::exception_ptr)>(
        // `m` stays in the awaiting operation's frame until the handler runs
        [this](auto handler, ws_message&& m) {
            if (!open_ || close_sent_)
                return boost::asio::post(ws_.get_executor(),
                                         [h = std::move(handler)]() mutable {
                                             std::move(h)(std::make_exception_ptr(closed()));
                                         });
            ws_.text(m.is_text());
            ws_.async_write(boost::asio::buffer(m.data()),
                            [this, h = std::move(handler)](boost::system::error_code ec,
                                                           std::size_t) mutable {
                                std::move(h)(sent(ec));
                            });
        },
        boost::asio::use_awaitable, std::move(m));
}

template <class Stream>
boost::system::system_error
basic_ws_session<Stream>::closed()
{
    return boost::system::system_error(make_error_code(error::connection_closed),
                                       "route: the WebSocket connection is closed");
}

template <class Stream>
std::exception_ptr
basic_ws_session<Stream>::sent(boost::system::error_code ec)
{
    if (!ec)
    {
        last_active_ = clock_type::now();
        return nullptr;
    }
    open_ = false;
    if (ec == boost::beast::websocket::error::closed)
        return std::make_exception_ptr(closed());
    return std::make_exception_ptr(
        boost::system::system_error(ec, "route: a WebSocket message could not be sent"));
}

template <class Stream>
boost::asio::awaitable<void>
basic_ws_session<Stream>::close(std::uint16_t code, std::string_view reason)
{
    namespace websocket = boost::beast::websocket;
    if (!open_ || close_sent_ || !ws_.is_open())
        co_return;
    if (!is_sendable_close_code(code))
        throw std::invalid_argument("route: " + std::to_string(code) +
                                    " is not a close code an endpoint may send (RFC 6455 7.4)");
    // at most 123 bytes, not cut inside a UTF-8 sequence
    if (reason.size() > 123)
    {
        std::size_t n = 123;
        while (n > 0 && (static_cast<unsigned char>(reason[n]) & 0xC0) == 0x80)
            --n;
        reason = reason.substr(0, n);
    }
    close_sent_ = true;
    websocket::close_reason cr(static_cast<websocket::close_code>(code), boost::beast::string_view(reason.data(), reason.size()));
    co_await ws_.async_close(cr, boost::asio::as_tuple(boost::asio::use_awaitable));
    open_ = false;
}

template <class Stream>
void
basic_ws_session<Stream>::finish(std::uint16_t code)
{
    // closing a closed connection does nothing: the handler's close stands
    if (open_ && !close_sent_ && ws_.is_open())
        begin_close(code, {});
}

template <class Stream>
void
basic_ws_session<Stream>::begin_close(std::uint16_t code, std::string_view reason)
{
    close_sent_ = true;
    namespace websocket = boost::beast::websocket;
    ws_.async_close(websocket::close_reason(static_cast<websocket::close_code>(code),
                                            boost::beast::string_view(reason.data(), reason.size())),
                    [self = this->shared_from_this()](boost::system::error_code) {
                        self->open_ = false;
                    });
}

template <class Stream>
void
basic_ws_session<Stream>::sweep(clock_type::time_point now)
{
    auto const& o = w_.opts;
    if (w_.stopping && now >= w_.hard_stop)
    {
        // the grace period is over: cut the connection
        session_stream<Stream>::close(ws_.next_layer());
        return;
    }
    if (!open_)
        return;
    if (!ws_.is_open())
    {
        // a close was sent or received: the client gets the header timeout
        // to end the closing handshake and its TCP connection
        if (!closing_)
        {
            closing_ = true;
            last_ping_ = now; // from now on, when the closing began
        }
        else if (now - last_ping_ >= o.header_timeout)
            session_stream<Stream>::close(ws_.next_layer());
        return;
    }
    if (close_sent_)
        return;
    if (w_.stopping)
        return begin_close(1001, "The server is stopping");
    if (o.websocket_idle_timeout.count() > 0 && now - last_active_ >= o.websocket_idle_timeout)
        return begin_close(1001, "Idle timeout");
    if (o.websocket_ping_interval.count() > 0 && !pinging_ &&
        now - std::max(last_active_, last_ping_) >= o.websocket_ping_interval)
    {
        pinging_ = true;
        last_ping_ = now;
        ws_.async_ping({}, [self = this->shared_from_this()](boost::system::error_code) {
            self->pinging_ = false;
        });
    }
}

} // namespace detail
} // namespace route

#endif
