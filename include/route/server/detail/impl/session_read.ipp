//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_READ_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_READ_IPP

// Reading a request: its header block, counted against the limit, and a
// strict body (one read whole before the route runs).

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>
#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <new>
#include <type_traits>

namespace route {
namespace detail {

template <class Stream>
void
basic_session<Stream>::next_request()
{
    // Beast's parser has no reset: a new one, in the last one's storage
    // when the connection still has it (one allocation less per request)
    if (auto* p = parser_.release())
    {
        std::destroy_at(p);
        try
        {
            std::construct_at(p);
        }
        catch (...)
        {
            ::operator delete(p);
            throw;
        }
        parser_.reset(p);
    }
    else
        parser_ = std::make_unique<string_parser>();
    // read_header() never gives the parser more than the limit
    parser_->header_limit(static_cast<std::uint32_t>(std::min<std::size_t>(
        w_.opts.header_limit, std::numeric_limits<std::uint32_t>::max())));
    // a body longer than body_limit is streamed, to the route's size limit
    // (see streams_body); a strict one is never longer than the limit
    parser_->body_limit(boost::none);
    // the header block alone first, so that its bytes can be counted
    parser_->eager(false);
    header_bytes_ = 0;
    continue_ = continue_state::none;
    if (w_.stopping && !complete_request_buffered())
        return linger();
    if (buf_.size() > 0)
    {
        begin_request();
        return on_data();
    }
    // Nothing of the next request yet: the connection may stay idle for
    // long, and most of its memory would be the read buffer, grown for
    // the last request. Give it back; read_some() starts a small one.
    if (buf_.capacity() > idle_read_size)
        buf_.shrink_to_fit();
    state_ = state::idle;
    deadline_ = later(clock_type::now(), w_.opts.idle_timeout);
    read_some();
}

template <class Stream>
void
basic_session<Stream>::begin_request()
{
    auto now = clock_type::now();
    state_ = state::header;
    request_deadline_ = later(now, w_.opts.request_timeout);
    deadline_ = std::min(later(now, w_.opts.header_timeout), request_deadline_);
}

template <class Stream>
void
basic_session<Stream>::read_some()
{
    // While idle, the first bytes of a request go into a small buffer
    // (Beast's own smallest read), so that an idle connection holds only
    // that; once a request arrives, reads are large.
    std::size_t want = state_ == state::idle && buf_.size() == 0 ? idle_read_size : 16 * 1024;
    auto room = buf_.max_size() - buf_.size();
    if (room == 0)
        return fail(::route::status::request_header_fields_too_large, header_limit_text());
    if (want > room)
        want = room;
    sock_.async_read_some(buf_.prepare(want),
                          [self = this->shared_from_this()](boost::system::error_code ec,
                                                      std::size_t n) {
                              self->on_read(ec, n);
                          });
}

template <class Stream>
void
basic_session<Stream>::on_read(boost::system::error_code ec, std::size_t n)
{
    if (state_ != state::idle && state_ != state::header && state_ != state::body)
        return; // closed, or a timeout answer took over
    if (ec)
        return close();
    buf_.commit(n);
    if constexpr (std::is_same_v<Stream, boost::asio::ip::tcp::socket>)
    {
        // h2c by prior knowledge: HTTP/2 from the connection's first byte;
        // a preface split across reads is waited for
        if (state_ == state::idle && first_ && w_.opts.http2)
        {
            switch (h2_preface())
            {
            case preface_match::whole:
                return hand_over_h2();
            case preface_match::partial:
                return read_some();
            case preface_match::none:
                break;
            }
        }
    }
    if (state_ == state::idle)
    {
        first_ = false;
        if (n == idle_read_size)
            read_available();
        begin_request();
    }
    else if (state_ == state::body)
        deadline_ = std::min(later(clock_type::now(), w_.opts.idle_timeout), request_deadline_);
    on_data();
}

// The small idle read came back full: what else the client sent at once
// (a large request, pipelined requests) is taken now, as one large read
// would have, so that it counts as received (a stop answers every request
// received in full).
template <class Stream>
void
basic_session<Stream>::read_available()
{
    auto want = std::min({session_stream<Stream>::available(sock_),
                          buf_.max_size() - buf_.size(), std::size_t(16 * 1024)});
    if (want == 0)
        return;
    boost::system::error_code ec;
    auto n = sock_.read_some(buf_.prepare(want), ec);
    // an error shows again on the next read
    if (!ec)
        buf_.commit(n);
}

template <class Stream>
void
basic_session<Stream>::on_data()
{
    namespace http = boost::beast::http;
    if (!parser_->is_header_done())
    {
        if (!read_header())
            return;
        if (!parser_->is_header_done())
            return read_some();
        if (!accept_header())
            return;
        if (!parser_->is_done() && parser_->chunked())
        {
            // the limits on its framing are checked on what has arrived,
            // whether it is read whole or streamed
            framing_refusal refusal;
            bool const whole = chunked_body_buffered(refusal);
            if (refusal)
                return fail(refusal.status, std::move(refusal.text));
            if (!whole)
                return start_streamed_body(); // the route runs now, and reads the body
        }
        else if (!parser_->is_done() && streams_body())
            return start_streamed_body();
        parser_->body_limit(w_.opts.body_limit);
        if (!parser_->is_done())
        {
            state_ = state::body;
            deadline_ = std::min(later(clock_type::now(), w_.opts.idle_timeout), request_deadline_);
        }
        parser_->eager(true);
    }
    boost::system::error_code ec;
    while (buf_.size() > 0 && !parser_->is_done())
    {
        auto used = parser_->put(buf_.data(), ec);
        buf_.consume(used);
        if (ec == http::error::need_more)
        {
            ec = {};
            break;
        }
        if (ec)
            break;
        if (used == 0)
            break;
    }
    if (ec)
        return on_parse_error(ec);
    if (parser_->is_done())
        return process();
    auto const& h = parser_->get();
    auto expect = h[http::field::expect];
    if (continue_ == continue_state::none && h.version() >= 11 && expect.size() == 12 &&
        boost::beast::iequals(expect, "100-continue"))
        return write_continue();
    read_some();
}

// The request line and the header fields, up to and including the empty
// line that ends them, count against the limit: the parser is never given
// more than what is left of it.
template <class Stream>
bool
basic_session<Stream>::read_header()
{
    namespace http = boost::beast::http;
    auto const limit = w_.opts.header_limit;
    while (!parser_->is_header_done() && buf_.size() > 0)
    {
        auto allowed = limit - header_bytes_;
        auto data = buf_.data();
        auto n = std::min(data.size(), allowed);
        boost::system::error_code ec;
        auto used = n == 0 ? 0 : parser_->put(boost::asio::const_buffer(data.data(), n), ec);
        buf_.consume(used);
        header_bytes_ += used;
        if (n == 0 || ec == http::error::need_more)
        {
            if (data.size() >= allowed)
            {
                // the block does not end within the limit
                fail(::route::status::request_header_fields_too_large, header_limit_text());
                return false;
            }
            return true;
        }
        if (ec)
        {
            on_parse_error(ec);
            return false;
        }
    }
    return true;
}

// What the parser accepts but RFC 9112 does not: framing the server cannot
// be sure of (then the connection must close, lest the rest of the message
// be read as the next request), and a missing or ambiguous Host.

template <class Stream>
void
basic_session<Stream>::write_continue()
{
    static constexpr char text[] = "HTTP/1.1 100 Continue\r\n\r\n";
    continue_ = continue_state::writing;
    boost::asio::async_write(
        sock_, boost::asio::buffer(text, sizeof text - 1),
        [self = this->shared_from_this()](boost::system::error_code ec, std::size_t) {
            self->continue_ = continue_state::sent;
            if (ec || self->state_ != state::body)
                return self->close();
            self->read_some();
        });
}

} // namespace detail
} // namespace route

#endif
