//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_H2_SESSION_FRAMES_IPP
#define ROUTE_SERVER_DETAIL_IMPL_H2_SESSION_FRAMES_IPP

// What nghttp2 calls back with as it reads the client's frames and sends
// the server's: streams begun and their header fields, DATA, whole frames
// (where the floods are counted and requests dispatched), frames sent and
// streams closed.

#include <route/server/detail/h2_session.hpp>
#include <route/server/detail/worker.hpp>
#include <algorithm>
#include <string_view>

namespace route {
namespace detail {

template <class Stream>
int
h2_session<Stream>::on_begin_headers(nghttp2_session* ng, const nghttp2_frame* frame, void* user)
{
    auto* self = static_cast<h2_session*>(user);
    if (frame->hd.type != NGHTTP2_HEADERS || frame->headers.cat != NGHTTP2_HCAT_REQUEST ||
        self->calm_)
        return 0;
    auto st = std::make_shared<h2_stream>(frame->hd.stream_id);
    nghttp2_session_set_stream_user_data(ng, st->id, st.get());
    self->streams_.emplace(st->id, std::move(st));
    return 0;
}

template <class Stream>
int
h2_session<Stream>::on_header(nghttp2_session* ng, const nghttp2_frame* frame,
                              const std::uint8_t* name, std::size_t namelen,
                              const std::uint8_t* value, std::size_t valuelen, std::uint8_t,
                              void* user)
{
    auto* self = static_cast<h2_session*>(user);
    if (frame->hd.type != NGHTTP2_HEADERS || frame->headers.cat != NGHTTP2_HCAT_REQUEST)
        return 0; // trailers are not kept
    auto* st = static_cast<h2_stream*>(nghttp2_session_get_stream_user_data(ng, frame->hd.stream_id));
    if (!st)
        return 0;
    // the header list size of RFC 9113 6.5.2: 32 bytes of overhead a field
    st->header_bytes += namelen + valuelen + 32;
    auto limit = self->w_.opts.header_limit;
    if (st->header_bytes / header_list_overrun > limit)
    {
        // far past the limit the client was told: not a request to answer
        st->header_too_large = true;
        self->calm_down();
        return 0;
    }
    if (st->header_too_large)
        return 0;
    if (st->header_bytes > limit)
    {
        st->header_too_large = true;
        return 0;
    }
    std::string_view n(reinterpret_cast<const char*>(name), namelen);
    std::string_view v(reinterpret_cast<const char*>(value), valuelen);
    if (n == ":method")
        st->method = v;
    else if (n == ":path")
        st->path = v;
    else if (n == ":authority")
        st->authority = v;
    else if (n == ":scheme")
        st->scheme = v;
    else if (!n.empty() && n.front() != ':')
        st->fields.add(n, v);
    return 0;
}

template <class Stream>
int
h2_session<Stream>::on_data_chunk(nghttp2_session* ng, std::uint8_t, std::int32_t id,
                                  const std::uint8_t* data, std::size_t n, void* user)
{
    auto* self = static_cast<h2_session*>(user);
    auto* st = static_cast<h2_stream*>(nghttp2_session_get_stream_user_data(ng, id));
    std::string_view bytes(reinterpret_cast<const char*>(data), n);
    if (st && st->entity)
    {
        // streamed: kept until the route reads it, the window closed meanwhile
        st->inbox.append(bytes);
        st->unconsumed += n;
        if (st->arrived)
            st->arrived->cancel();
        return 0;
    }
    // read whole, or not wanted (answered already): the window reopens now
    nghttp2_session_consume(ng, id, n);
    if (!st || st->dispatched)
        return 0;
    auto strict = std::min<std::uint64_t>(self->w_.opts.strict_body_limit,
                                          self->w_.opts.body_limit);
    if (n > strict - std::min<std::uint64_t>(st->body.size(), strict))
    {
        // larger than what is read before routing: the route reads the
        // rest as it arrives, what came so far first
        st->inbox = std::move(st->body);
        st->body.clear();
        st->inbox.append(bytes);
        self->dispatch(self->streams_.at(id));
        return 0;
    }
    st->body.append(bytes);
    return 0;
}

template <class Stream>
int
h2_session<Stream>::on_frame(nghttp2_session* ng, const nghttp2_frame* frame, void* user)
{
    auto* self = static_cast<h2_session*>(user);
    // rapid reset (CVE-2023-44487): streams opened and reset faster than
    // they can be served
    if (frame->hd.type == NGHTTP2_RST_STREAM &&
        self->count(self->resets_, 2 * self->w_.opts.http2_max_concurrent_streams,
                    clock_type::now()))
        self->calm_down();
    // empty DATA frames: nothing to read, work to do
    if (frame->hd.type == NGHTTP2_DATA && frame->hd.length == 0 &&
        !(frame->hd.flags & NGHTTP2_FLAG_END_STREAM) &&
        self->count(self->empty_frames_, max_empty_frames, clock_type::now()))
        self->calm_down();
    if (frame->hd.type != NGHTTP2_HEADERS && frame->hd.type != NGHTTP2_DATA)
        return 0;
    auto* st = static_cast<h2_stream*>(nghttp2_session_get_stream_user_data(ng, frame->hd.stream_id));
    if (!st || self->calm_)
        return 0;
    bool ended = frame->hd.flags & NGHTTP2_FLAG_END_STREAM;
    if (frame->hd.type == NGHTTP2_HEADERS)
        st->headers_done = true;
    if (ended)
    {
        st->remote_ended = true;
        if (st->arrived)
            st->arrived->cancel(); // a reader waiting for more sees the end
    }
    if (st->dispatched)
        return 0;
    // the whole request arrived, or a header block too large to route
    if (ended || st->header_too_large)
        self->dispatch(self->streams_.at(st->id));
    // a body its content-length says is larger than what is read before
    // routing streams to the route from the start
    else if (frame->hd.type == NGHTTP2_HEADERS)
        if (auto length = st->declared_length();
            length && *length > std::min<std::uint64_t>(self->w_.opts.strict_body_limit,
                                                        self->w_.opts.body_limit))
            self->dispatch(self->streams_.at(st->id));
    return 0;
}

// A response ended (END_STREAM) before its request did: the client is told
// to stop sending it (RFC 9113 8.1), and what it sent meanwhile is dropped.
template <class Stream>
int
h2_session<Stream>::on_frame_sent(nghttp2_session* ng, const nghttp2_frame* frame, void* user)
{
    if (!(frame->hd.type == NGHTTP2_HEADERS || frame->hd.type == NGHTTP2_DATA) ||
        !(frame->hd.flags & NGHTTP2_FLAG_END_STREAM))
        return 0;
    auto* self = static_cast<h2_session*>(user);
    auto* st = static_cast<h2_stream*>(nghttp2_session_get_stream_user_data(ng, frame->hd.stream_id));
    if (st && !st->remote_ended && !self->calm_)
        nghttp2_submit_rst_stream(ng, NGHTTP2_FLAG_NONE, st->id, NGHTTP2_NO_ERROR);
    return 0;
}

template <class Stream>
int
h2_session<Stream>::on_stream_close(nghttp2_session*, std::int32_t id, std::uint32_t, void* user)
{
    auto* self = static_cast<h2_session*>(user);
    auto it = self->streams_.find(id);
    if (it == self->streams_.end())
        return 0;
    auto st = std::move(it->second);
    self->streams_.erase(it);
    st->closed = true;
    // a route or producer still running for it (the client reset the
    // stream) is cancelled
    st->ex.cancel();
    st->producer_cancel.emit(boost::asio::cancellation_type::terminal);
    if (st->drained)
        st->drained->cancel();
    if (st->arrived)
        st->arrived->cancel();
    // what arrived of a streamed body and was never read goes back to the
    // connection's window
    if (st->unconsumed > 0)
        nghttp2_session_consume_connection(self->ng_, static_cast<std::size_t>(st->unconsumed));
    st->unconsumed = 0;
    if (self->streams_.empty())
        self->deadline_ = later(clock_type::now(), self->w_.opts.idle_timeout);
    return 0;
}

} // namespace detail
} // namespace route

#endif
