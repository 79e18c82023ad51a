//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_UPGRADE_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_UPGRADE_IPP

// WebSocket handshakes: the checks made before routing, and the hand-over
// of the connection to a ws_session once a route accepted the upgrade.

#include <route/server/detail/session.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <route/detail/iequals.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/detail/ws_session.hpp>
#include <route/server/detail/h2_session.hpp>
#include <route/server/server.hpp>
#include <algorithm>
#include <iterator>
#include <optional>
#include <string>
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
    {
        bool found = false;
        for_each_element(std::string_view(it->value().data(), it->value().size()),
                         [&](std::string_view e) {
                             found = iequals(e, token);
                             return !found;
                         });
        if (found)
            return true;
    }
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
    // the exchange (its request refers to the header just moved) goes with
    // this session, after the handler that answered has returned
    state_ = state::closed;
    deadline_ = clock_type::time_point::max();
    auto ws = std::make_shared<basic_ws_session<Stream>>(std::move(sock_), w_,
        std::get<std::shared_ptr<const upgrade_handler>>(std::move(r.body)));
    ws->start(std::move(req), std::move(r.headers));
}

// HTTP/2's connection preface (RFC 9113 3.4): a connection whose first
// bytes are all of it speaks HTTP/2; one whose first bytes are a shorter
// prefix of it (a preface split across reads) may still be.
template <class Stream>
typename basic_session<Stream>::preface_match
basic_session<Stream>::h2_preface() const noexcept
{
    constexpr std::string_view preface = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";
    auto b = buf_.data();
    auto n = std::min(b.size(), preface.size());
    if (n == 0 || std::string_view(static_cast<const char*>(b.data()), n) != preface.substr(0, n))
        return preface_match::none;
    return n == preface.size() ? preface_match::whole : preface_match::partial;
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

// `Upgrade: h2c` (RFC 7540 3.2) on a plain connection, with HTTP/2 on and
// the server not stopping: the request names h2c in Upgrade, Upgrade and
// HTTP2-Settings in Connection, and carries one HTTP2-Settings field, the
// client's SETTINGS payload in base64url. Its body, read whole before
// routing, goes with it; a body streamed to the route (see streams_body:
// past strict_body_limit or body_limit, or chunked and not all received)
// does not, and such a request is served over HTTP/1.1, as a server may
// ignore the upgrade (RFC 7540 3.2).
template <class Stream>
std::optional<std::string>
basic_session<Stream>::h2c_settings() const
{
    namespace http = boost::beast::http;
    // Beast's parser has noted whether Connection lists "upgrade": without
    // it (nearly every request) no field is looked up
    if (!w_.opts.http2 || w_.stopping || sreq_ || !parser_ || !parser_->upgrade())
        return std::nullopt;
    auto const& h = parser_->get();
    if (!field_lists_token(h, http::field::upgrade, "h2c") ||
        !field_lists_token(h, http::field::connection, "upgrade") ||
        !field_lists_token(h, http::field::connection, "http2-settings"))
        return std::nullopt;
    auto range = h.equal_range("HTTP2-Settings");
    if (range.first == range.second || std::next(range.first) != range.second)
        return std::nullopt;
    // base64url without padding, as base64
    auto value = range.first->value();
    std::string text(value.data(), value.size());
    for (auto& c : text)
        c = c == '-' ? '+' : c == '_' ? '/' : c;
    if (text.size() % 4 == 1)
        return std::nullopt;
    text.append((4 - text.size() % 4) % 4, '=');
    // every digit decoded (strict base64); a SETTINGS payload is made of
    // 6-byte settings
    auto settings = decode_base64(text);
    if (!settings || settings->size() % 6 != 0)
        return std::nullopt;
    return settings;
}

template <class Stream>
void
basic_session<Stream>::hand_over_h2c(std::string settings)
{
    namespace http = boost::beast::http;
    auto const& h = parser_->get();
    auto st = std::make_shared<h2_stream>(1);
    st->method.assign(h.method_string().data(), h.method_string().size());
    st->path.assign(h.target().data(), h.target().size());
    st->scheme = std::string(session_stream<Stream>::scheme);
    for (auto const& f : h)
    {
        auto name = f.name_string();
        // HTTP/1.1's connection management stays behind (RFC 9113 8.2.2)
        if (boost::beast::iequals(name, "connection") || boost::beast::iequals(name, "upgrade") ||
            boost::beast::iequals(name, "http2-settings") ||
            boost::beast::iequals(name, "keep-alive") ||
            boost::beast::iequals(name, "proxy-connection") ||
            boost::beast::iequals(name, "transfer-encoding") || boost::beast::iequals(name, "te"))
            continue;
        st->fields.add(std::string_view(name.data(), name.size()),
                       std::string_view(f.value().data(), f.value().size()));
    }
    st->body = std::move(parser_->get().body());
    bool head = h.method() == http::verb::head;
    parser_.reset();
    state_ = state::closed;
    deadline_ = clock_type::time_point::max();
    auto h2 = std::make_shared<h2_session<Stream>>(std::move(sock_), w_, app_);
    h2->start_upgraded(settings, head, std::move(st), buf_.data());
    buf_.clear();
}

} // namespace detail
} // namespace route

#endif
