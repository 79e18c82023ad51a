//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_H2_SESSION_IPP
#define ROUTE_SERVER_DETAIL_IMPL_H2_SESSION_IPP

// An HTTP/2 connection's life: nghttp2's session, reading, writing, the
// sweep's timeouts, stop (GOAWAY) and closing.

#include <route/server/detail/h2_session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <boost/asio/write.hpp>
#include <algorithm>
#include <limits>
#include <new>
#include <string_view>

namespace route {
namespace detail {

template <class Stream>
h2_session<Stream>::h2_session(Stream sock, worker& w, const http_app& app)
    : sock_(std::move(sock)), w_(w), app_(app)
{
    struct callbacks_deleter
    {
        void operator()(nghttp2_session_callbacks* p) const { nghttp2_session_callbacks_del(p); }
    };
    nghttp2_session_callbacks* raw = nullptr;
    if (nghttp2_session_callbacks_new(&raw) != 0)
        throw std::bad_alloc();
    std::unique_ptr<nghttp2_session_callbacks, callbacks_deleter> cbs(raw);
    nghttp2_session_callbacks_set_on_begin_headers_callback(raw, &h2_session::on_begin_headers);
    nghttp2_session_callbacks_set_on_header_callback(raw, &h2_session::on_header);
    nghttp2_session_callbacks_set_on_data_chunk_recv_callback(raw, &h2_session::on_data_chunk);
    nghttp2_session_callbacks_set_on_frame_recv_callback(raw, &h2_session::on_frame);
    nghttp2_session_callbacks_set_on_stream_close_callback(raw, &h2_session::on_stream_close);
    nghttp2_session_callbacks_set_on_frame_send_callback(raw, &h2_session::on_frame_sent);
    struct option_deleter
    {
        void operator()(nghttp2_option* p) const { nghttp2_option_del(p); }
    };
    nghttp2_option* opt_raw = nullptr;
    if (nghttp2_option_new(&opt_raw) != 0)
        throw std::bad_alloc();
    std::unique_ptr<nghttp2_option, option_deleter> opt(opt_raw);
    nghttp2_option_set_max_outbound_ack(opt_raw, max_outbound_ack);
    nghttp2_option_set_max_settings(opt_raw, max_settings);
    nghttp2_option_set_max_continuations(opt_raw, max_continuations);
    // the windows open as the routes read the bodies (consumed()): a body
    // streamed to a slow route is held back in the client
    nghttp2_option_set_no_auto_window_update(opt_raw, 1);
    if (nghttp2_session_server_new2(&ng_, raw, this, opt_raw) != 0)
        throw std::bad_alloc();
}

template <class Stream>
h2_session<Stream>::~h2_session()
{
    nghttp2_session_del(ng_);
    w_.remove(this);
}

template <class Stream>
void
h2_session<Stream>::start(boost::asio::const_buffer received)
{
    begin();
    if (closed_)
        return;
    if (received.size() > 0 && !receive(received.data(), received.size()))
        return;
    flush();
    read();
}

template <class Stream>
void
h2_session<Stream>::start_upgraded(std::string_view settings, bool head,
                                   std::shared_ptr<h2_stream> st,
                                   boost::asio::const_buffer received)
{
    prelude_ = "HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n";
    begin();
    if (closed_)
        return;
    if (nghttp2_session_upgrade2(ng_, reinterpret_cast<const std::uint8_t*>(settings.data()),
                                 settings.size(), head ? 1 : 0, st.get()) != 0)
        return close();
    // the upgraded request came whole, its body read before routing
    st->headers_done = true;
    st->remote_ended = true;
    streams_.emplace(st->id, st);
    dispatch(st);
    if (received.size() > 0 && !receive(received.data(), received.size()))
        return;
    flush();
    read();
}

// The connection's part of a start: the sweep's list, the idle timeout and
// the server's SETTINGS, the first frame it sends.
template <class Stream>
void
h2_session<Stream>::begin()
{
    w_.add(this);
    session_stream<Stream>::open(sock_);
    deadline_ = later(clock_type::now(), w_.opts.idle_timeout);
    window_start_ = clock_type::now();
    auto limit = std::min<std::size_t>(w_.opts.header_limit,
                                       std::numeric_limits<std::uint32_t>::max());
    nghttp2_settings_entry settings[] = {
        {NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS, w_.opts.http2_max_concurrent_streams},
        {NGHTTP2_SETTINGS_MAX_HEADER_LIST_SIZE, static_cast<std::uint32_t>(limit)},
    };
    if (nghttp2_submit_settings(ng_, NGHTTP2_FLAG_NONE, settings, std::size(settings)) != 0)
        return close();
    in_.reset(new char[read_size]);
}

// Gives nghttp2 what arrived; false (and the connection is closed) when
// nghttp2 cannot go on: not HTTP/2, or a connection error it could not
// answer with a GOAWAY.
template <class Stream>
bool
h2_session<Stream>::receive(const void* data, std::size_t n)
{
    receiving_ = true;
    auto rv = nghttp2_session_mem_recv(ng_, static_cast<const std::uint8_t*>(data), n);
    receiving_ = false;
    if (rv < 0)
    {
        close();
        return false;
    }
    return true;
}

template <class Stream>
void
h2_session<Stream>::read()
{
    if (closed_)
        return;
    sock_.async_read_some(
        boost::asio::buffer(in_.get(), read_size),
        [self = this->shared_from_this()](boost::system::error_code ec, std::size_t n) {
            if (self->closed_)
                return;
            if (ec)
                return self->close();
            if (self->streams_.empty())
                self->deadline_ =
                    later(clock_type::now(), self->w_.opts.idle_timeout);
            if (!self->receive(self->in_.get(), n))
                return;
            self->flush();
            self->read();
        });
}

// Writes what nghttp2 has to send, one batch at a time; closes the
// connection once nghttp2 wants neither to read nor to write (after a
// GOAWAY), or once a stopping connection has no stream left.
template <class Stream>
void
h2_session<Stream>::flush()
{
    // called again once the write under way, or the reading, is done
    if (writing_ || receiving_ || closed_)
        return;
    out_.clear();
    if (!prelude_.empty())
    {
        out_.swap(prelude_);
        prelude_.clear();
    }
    while (out_.size() < write_batch)
    {
        const std::uint8_t* data = nullptr;
        auto n = nghttp2_session_mem_send(ng_, &data);
        if (n < 0)
            return close();
        if (n == 0)
            break;
        out_.append(reinterpret_cast<const char*>(data), static_cast<std::size_t>(n));
    }
    if (out_.empty())
    {
        if ((!nghttp2_session_want_read(ng_) && !nghttp2_session_want_write(ng_)) ||
            (goaway_ && streams_.empty()))
            close();
        return;
    }
    writing_ = true;
    boost::asio::async_write(
        sock_, boost::asio::buffer(out_),
        [self = this->shared_from_this()](boost::system::error_code ec, std::size_t) {
            self->writing_ = false;
            if (ec)
                return self->close();
            self->flush();
        });
}

template <class Stream>
void
h2_session<Stream>::sweep(clock_type::time_point now)
{
    if (closed_)
        return;
    if (w_.stopping && now >= w_.hard_stop)
        return close();
    if (w_.stopping && !goaway_)
    {
        // no new stream; those the client opened so far are served
        goaway_ = true;
        nghttp2_submit_goaway(ng_, NGHTTP2_FLAG_NONE, nghttp2_session_get_last_proc_stream_id(ng_),
                              NGHTTP2_NO_ERROR, nullptr, 0);
        return flush();
    }
    // requests not received in time: a header block still open after
    // header_timeout holds the whole connection (nothing else may be sent
    // on it meanwhile), which closes; a body read whole before routing and
    // not complete after request_timeout is answered 408
    bool timed_out = false;
    for (auto& [id, st] : streams_)
    {
        if (st->dispatched)
            continue;
        if (!st->headers_done && now - st->started >= w_.opts.header_timeout)
            return close();
        if (st->headers_done && now - st->started >= w_.opts.request_timeout)
        {
            timed_out = true;
            st->dispatched = true;
            respond(st, text_response(::route::status::request_timeout,
                                      "The request was not received completely within the "
                                      "configured request timeout of " +
                                          std::to_string(w_.opts.request_timeout.count()) +
                                          " ms"));
        }
    }
    if (timed_out)
        flush();
    if (streams_.empty() && now >= deadline_)
        close();
}

template <class Stream>
void
h2_session<Stream>::close()
{
    if (closed_)
        return;
    closed_ = true;
    session_stream<Stream>::close(sock_);
    // routes and producers still running end now; their coroutines hold
    // their streams
    auto streams = std::move(streams_);
    streams_.clear();
    for (auto& [id, st] : streams)
    {
        st->closed = true;
        st->ex.cancel();
        st->producer_cancel.emit(boost::asio::cancellation_type::terminal);
        if (st->drained)
            st->drained->cancel();
        if (st->arrived)
            st->arrived->cancel();
    }
}

template <class Stream>
void
h2_session<Stream>::calm_down()
{
    if (calm_)
        return;
    calm_ = true;
    goaway_ = true;
    // GOAWAY with the last stream id nghttp2 handed over; once it is sent
    // nghttp2 wants neither to read nor to write, and flush() closes
    nghttp2_session_terminate_session(ng_, NGHTTP2_ENHANCE_YOUR_CALM);
}

template <class Stream>
bool
h2_session<Stream>::count(unsigned& counter, unsigned limit, clock_type::time_point now)
{
    if (now - window_start_ >= flood_window)
    {
        window_start_ = now;
        resets_ = 0;
        empty_frames_ = 0;
    }
    return ++counter > limit;
}

template <class Stream>
typename h2_session<Stream>::clock_type::time_point
h2_session<Stream>::later(clock_type::time_point now, std::chrono::milliseconds d) noexcept
{
    if (d >= std::chrono::duration_cast<std::chrono::milliseconds>(
                 clock_type::time_point::max() - now))
        return clock_type::time_point::max();
    return now + d;
}

} // namespace detail
} // namespace route

#endif
