//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_IPP

// A session's life: start, the sweep's timeouts, closing.

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>

namespace route {
namespace detail {

template <class Stream>
basic_session<Stream>::basic_session(Stream sock, worker& w, const http_app& app)
    : sock_(std::move(sock)), w_(w), app_(app)
{
    buf_.max_size(w_.opts.header_limit + 64 * 1024);
}

template <class Stream>
basic_session<Stream>::~basic_session()
{
    end_body();
    w_.remove(this);
}

template <class Stream>
void
basic_session<Stream>::start()
{
    w_.add(this);
    session_stream<Stream>::open(sock_);
    next_request();
}

template <class Stream>
void
basic_session<Stream>::sweep(clock_type::time_point now)
{
    if (state_ == state::closed)
        return;
    if (w_.stopping &&
        (state_ == state::idle || state_ == state::lingering || now >= w_.hard_stop))
        return close();
    if (now < deadline_)
        return;
    if ((state_ == state::header || state_ == state::body) && now >= request_deadline_ &&
        continue_ != continue_state::writing)
    {
        // the request did not arrive in time: say so, then close
        session_stream<Stream>::cancel(sock_);
        return fail(::route::status::request_timeout,
                    "The request was not received completely within the configured "
                    "request timeout of " +
                        std::to_string(w_.opts.request_timeout.count()) + " ms");
    }
    if (state_ == state::processing && body_read_ == body_read_state::receiving)
    {
        // the streamed body stalled: its read fails, the route answers
        // (408 by the default exception handler), then the connection closes
        body_read_ = body_read_state::timed_out;
        deadline_ = clock_type::time_point::max();
        session_stream<Stream>::cancel(sock_);
        return;
    }
    close();
}

template <class Stream>
void
basic_session<Stream>::close()
{
    if (state_ == state::closed)
        return;
    state_ = state::closed;
    session_stream<Stream>::close(sock_);
    // a producer waiting for something else than the connection ends now
    if (prod_ && prod_->writer)
        prod_->cancel.emit(boost::asio::cancellation_type::terminal);
}

template <class Stream>
typename basic_session<Stream>::clock_type::time_point
basic_session<Stream>::later(clock_type::time_point now, std::chrono::milliseconds d) noexcept
{
    // a timeout too large to add means none
    if (d >= std::chrono::duration_cast<std::chrono::milliseconds>(
                 clock_type::time_point::max() - now))
        return clock_type::time_point::max();
    return now + d;
}

} // namespace detail
} // namespace route

#endif
