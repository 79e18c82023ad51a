//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_PRODUCE_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_PRODUCE_IPP

// A chunked response written as its producer writes it: each piece one
// chunk, sent before the producer goes on; the connection watched meanwhile,
// so that a client that goes away ends the producer.

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/write.hpp>
#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <exception>
#include <span>
#include <type_traits>
#include <sys/socket.h>
#include <sys/uio.h>

namespace route {
namespace detail {

// Sends what a TCP socket takes at once, without blocking; 0 on any
// error, which the write that follows reports (other streams: 0).
template <class S>
std::size_t
try_send(S& sock, const boost::asio::const_buffer* b, std::size_t n)
{
    if constexpr (std::is_same_v<S, boost::asio::ip::tcp::socket>)
    {
        ::iovec iov[3];
        n = std::min<std::size_t>(n, 3);
        for (std::size_t i = 0; i < n; ++i)
            iov[i] = {const_cast<void*>(b[i].data()), b[i].size()};
        ::msghdr m{};
        m.msg_iov = iov;
        m.msg_iovlen = n;
        auto r = ::sendmsg(sock.native_handle(), &m, MSG_DONTWAIT | MSG_NOSIGNAL);
        return r < 0 ? 0 : static_cast<std::size_t>(r);
    }
    else
    {
        (void)sock;
        (void)b;
        (void)n;
        return 0;
    }
}

// Where a chunked response's producer writes: each piece one chunk,
// written before `write` returns; the deadline runs while a piece waits
// for the client.
template <class Stream>
class basic_session<Stream>::chunks final : public chunk_writer
{
public:
    explicit chunks(basic_session& s) noexcept : s_(&s) {}

    boost::asio::awaitable<void> write(std::string_view data) override
    {
        if (!s_ || s_->state_ == state::closed)
            throw boost::system::system_error(make_error_code(error::connection_closed),
                                              "The connection is closed");
        if (data.empty())
            co_return; // an empty chunk would end the body
        auto& s = *s_;
        // the chunk: its size line, the data, CRLF (HTTP/1.0: the data alone)
        char size_line[2 * sizeof(std::size_t) + 2];
        std::array<boost::asio::const_buffer, 3> b;
        std::size_t nb = 0;
        if (s.version_ >= 11)
        {
            auto [end, ec] = std::to_chars(size_line, size_line + sizeof size_line - 2,
                                           data.size(), 16);
            *end++ = '\r';
            *end++ = '\n';
            b[nb++] = boost::asio::const_buffer(size_line, static_cast<std::size_t>(end - size_line));
            b[nb++] = boost::asio::const_buffer(data.data(), data.size());
            b[nb++] = boost::asio::const_buffer("\r\n", 2);
        }
        else
            b[nb++] = boost::asio::const_buffer(data.data(), data.size());
        // what the socket takes now is sent without waiting (an event is
        // small, and a reader that keeps up always has room for it)
        std::size_t sent = try_send(s.sock_, b.data(), nb);
        std::size_t i = 0;
        for (; i < nb && sent >= b[i].size(); ++i)
            sent -= b[i].size();
        if (i == nb)
            co_return;
        b[i] += sent;
        // the rest once the client has read enough; the deadline runs
        auto self = s.shared_from_this();
        s.deadline_ = later(clock_type::now(), s.w_.opts.idle_timeout);
        boost::system::error_code ec;
        co_await boost::asio::async_write(
            s.sock_, std::span<const boost::asio::const_buffer>(b.data() + i, nb - i),
            boost::asio::redirect_error(boost::asio::use_awaitable, ec));
        s.deadline_ = clock_type::time_point::max();
        if (ec)
            throw boost::system::system_error(ec, "The connection is gone");
    }

    void detach() noexcept { s_ = nullptr; }

private:
    basic_session* s_;
};

// Runs the producer of a chunked response, then ends the body.
template <class Stream>
void
basic_session<Stream>::start_producer()
{
    prod_->writer = std::make_shared<chunks>(*this);
    // the header is sent and the route is done: what the request and the
    // answer's header held is not needed while the body is produced (an
    // event stream may last for hours)
    sr_.reset();
    res_ = {};
    if (ex_ && !ex_->abandoned() && !ex_->pending() && !body_pending())
    {
        ex_.reset();
        parser_.reset();
    }
    deadline_ = clock_type::time_point::max(); // while the producer waits
    // the producer's coroutine is the stream's own: the body and the
    // writer it uses are prod_'s until on_produced, the session the
    // completion handler's
    boost::asio::co_spawn(
        sock_.get_executor(), produce_body(prod_->stream, prod_->coding, *prod_->writer),
        boost::asio::bind_cancellation_slot(
            prod_->cancel.slot(),
            [self = this->shared_from_this()](std::exception_ptr e) { self->end_produced(e); }));
    // a client that goes away is seen at once, not at the producer's next
    // write: read while the producer runs (unless the route still reads
    // the request's body)
    if (!body_pending())
        watch();
}

// A read while a producer runs: the end of the connection closes the
// session, which cancels the producer; bytes of a pipelined request are
// kept for it (a few KiB, then the watch stops).
template <class Stream>
void
basic_session<Stream>::watch()
{
    // an event stream may last for hours: while nothing arrives, the
    // connection holds no read buffer (a plain socket) or one no bigger
    // than the watch's read
    if (buf_.size() == 0 && buf_.capacity() > 0)
        buf_.shrink_to_fit();
    auto room = buf_.max_size() - buf_.size();
    if (room < watch_read_size || buf_.size() >= 4096)
        return;
    using watch_state = typename producing::watch_state;
    prod_->watch = watch_state::reading;
    auto done = [self = this->shared_from_this()](boost::system::error_code ec, std::size_t n) {
        auto const was = std::exchange(self->prod_->watch, watch_state::off);
        if (!ec)
            self->buf_.commit(n);
        if (was == watch_state::ended)
            // the producer ended while the read was out: go on now
            return self->on_write(self->prod_->watch_ec);
        if (ec)
            return self->close();
        if (self->prod_->writer)
            self->watch();
    };
    if constexpr (std::is_same_v<Stream, boost::asio::ip::tcp::socket>)
    {
        // a plain socket is waited on, and read once something arrived,
        // without blocking; a wakeup with nothing to read waits again
        sock_.async_wait(Stream::wait_read, [this, done = std::move(done)](
                                                boost::system::error_code ec) mutable {
            if (ec)
                return done(ec, 0);
            auto b = buf_.prepare(watch_read_size);
            auto r = ::recv(sock_.native_handle(), b.data(), b.size(), MSG_DONTWAIT);
            if (r > 0)
                return done(ec, static_cast<std::size_t>(r));
            if (r == 0)
                return done(boost::asio::error::eof, 0);
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
            {
                if (prod_->watch == watch_state::ended)
                    return done(boost::asio::error::operation_aborted, 0);
                prod_->watch = watch_state::off;
                if (prod_->writer)
                    watch();
                return;
            }
            done(boost::system::error_code(errno, boost::system::system_category()), 0);
        });
    }
    else
        sock_.async_read_some(buf_.prepare(watch_read_size), std::move(done));
}

// The producer has returned: the last chunk (HTTP/1.1), then on_produced.
template <class Stream>
void
basic_session<Stream>::end_produced(std::exception_ptr e)
{
    if (!e && state_ == state::closed)
        e = std::make_exception_ptr(
            boost::system::system_error(make_error_code(error::connection_closed)));
    if (e || version_ < 11)
        return on_produced(e);
    static constexpr char last[] = "0\r\n\r\n";
    boost::asio::const_buffer b(last, sizeof last - 1);
    b += try_send(sock_, &b, 1);
    if (b.size() == 0)
        return on_produced(nullptr);
    boost::asio::async_write(
        sock_, b, [self = this->shared_from_this()](boost::system::error_code ec, std::size_t) {
            self->on_produced(ec ? std::make_exception_ptr(boost::system::system_error(ec))
                                 : nullptr);
        });
}

template <class Stream>
void
basic_session<Stream>::on_produced(std::exception_ptr e)
{
    prod_->writer->detach();
    prod_->writer.reset();
    prod_->stream.reset();
    boost::system::error_code ec;
    if (e)
    {
        // the body is cut: the client sees it by the connection's end
        keep_alive_ = false;
        ec = boost::system::errc::make_error_code(boost::system::errc::io_error);
    }
    if (prod_->watch == producing::watch_state::reading && state_ != state::closed)
    {
        // the watch's read is out: end it, and go on when it has completed
        prod_->watch = producing::watch_state::ended;
        prod_->watch_ec = ec;
        session_stream<Stream>::cancel(sock_);
        return;
    }
    on_write(ec);
}

} // namespace detail
} // namespace route

#endif
