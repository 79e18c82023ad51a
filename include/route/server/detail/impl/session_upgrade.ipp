//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_UPGRADE_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_UPGRADE_IPP

// WebSocket handshakes: the checks made before routing, and the hand-over
// of the connection to a ws_session once a route accepted the upgrade.

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/detail/ws_session.hpp>
#include <route/server/detail/h2_session.hpp>
#include <route/server/server.hpp>
#include <boost/beast/http/rfc7230.hpp>
#include <string_view>

namespace route {
namespace detail {

// True when a field of `h` named `name` lists `token` (ignoring case).
inline bool
field_lists_token(const boost::beast::http::request_header<>& h,
                  boost::beast::http::field name, std::string_view token)
{
    auto range = h.equal_range(name);
    for (auto it = range.first; it != range.second; ++it)
        if (boost::beast::http::token_list(it->value())
                .exists(boost::beast::string_view(token.data(), token.size())))
            return true;
    return false;
}

// Before routing: a WebSocket handshake (a GET asking to upgrade to
// websocket) of another version than 13 is answered 426 with the version
// this server speaks (RFC 6455 4.4), one with a body 400; both close.
template <class Stream>
bool
basic_session<Stream>::accept_upgrade_header()
{
    namespace http = boost::beast::http;
    auto const& h = parser_->get();
    if (h.method() != http::verb::get || !field_lists_token(h, http::field::upgrade, "websocket"))
        return true;
    auto version = h.find(http::field::sec_websocket_version);
    if (version != h.end() && version->value() != "13")
    {
        keep_alive_ = false;
        version_ = 11;
        head_ = false;
        auto r = text_response(::route::status::upgrade_required,
                               "Unsupported WebSocket version: this server speaks version 13");
        r.headers.push_back({"Sec-WebSocket-Version", "13"});
        write(std::move(r));
        return false;
    }
    if (h.has_content_length() || h.chunked())
    {
        auto length = h[http::field::content_length];
        if (h.chunked() || (length != "0"))
        {
            fail(::route::status::bad_request,
                 "Bad request: a WebSocket handshake request has no body");
            return false;
        }
    }
    return true;
}

template <class Stream>
std::string
basic_session<Stream>::upgrade_refusal() const
{
    if (w_.stopping)
        return "The server is stopping";
    // the client must wait for the answer before it sends frames, and
    // nothing may follow the handshake request (RFC 6455 4.1)
    if (buf_.size() > 0)
        return "Bad request: data after a WebSocket handshake request, before its answer";
    if (sreq_ || !parser_ || !parser_->is_done())
        return "Bad request: a WebSocket handshake request has no body";
    return {};
}

// Hands the socket to a WebSocket session, which answers the handshake
// (101) and runs the route's handler; this session ends.
template <class Stream>
void
basic_session<Stream>::hand_over(::route::response r)
{
    using request_type = typename basic_ws_session<Stream>::request_type;
    auto req = std::make_unique<request_type>(parser_->release());
    parser_.reset();
    request_.reset();
    state_ = state::closed;
    deadline_ = clock_type::time_point::max();
    auto ws = std::make_shared<basic_ws_session<Stream>>(std::move(sock_), w_, std::move(r.upgrade));
    ws->start(std::move(req), std::move(r.headers));
}

// The first bytes of HTTP/2's connection preface ("PRI * HTTP/2.0\r\n..."),
// enough to tell it from an HTTP/1.1 request; nghttp2 checks the rest.
template <class Stream>
bool
basic_session<Stream>::h2_preface() const noexcept
{
    constexpr std::string_view start = "PRI * HTTP/2.0";
    auto b = buf_.data();
    return b.size() >= start.size() &&
           std::string_view(static_cast<const char*>(b.data()), start.size()) == start;
}

// Hands the socket and the bytes read so far to an HTTP/2 session; this
// session ends.
template <class Stream>
void
basic_session<Stream>::hand_over_h2()
{
    parser_.reset();
    state_ = state::closed;
    deadline_ = clock_type::time_point::max();
    auto h2 = std::make_shared<h2_session<Stream>>(std::move(sock_), w_, app_);
    h2->start(buf_.data());
    buf_.clear();
}

} // namespace detail
} // namespace route

#endif
