//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_WRITE_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_WRITE_IPP

// Writing answers: whole, from a file in pieces, or chunked as a producer
// writes them; then the next request, or lingering before the close.

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <route/app/websocket.hpp>
#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/write.hpp>
#include <algorithm>
#include <array>
#include <charconv>
#include <exception>
#include <span>
#include <type_traits>
#include <sys/socket.h>
#include <sys/uio.h>

namespace route {
namespace detail {

template <class Stream>
void
basic_session<Stream>::write(::route::response r)
{
    namespace http = boost::beast::http;
    // a WebSocket upgrade a route accepted: the connection goes on as a
    // WebSocket, unless it cannot
    if (r.upgrade)
    {
        auto why = upgrade_refusal();
        if (why.empty())
            return hand_over(std::move(r));
        keep_alive_ = false;
        r = text_response(w_.stopping ? ::route::status::service_unavailable
                                      : ::route::status::bad_request,
                          std::move(why));
    }
    // on stop, answer what was received in full; the last answer says close
    if (w_.stopping && keep_alive_ && !complete_request_buffered())
        keep_alive_ = false;
    plan_body_rest(r.status);
    state_ = state::writing;
    deadline_ = later(clock_type::now(), w_.opts.idle_timeout);
    res_ = {};
    res_.result(r.status);
    res_.version(version_);
    for (auto& f : r.headers)
        res_.insert(boost::beast::string_view(f.name.data(), f.name.size()),
                    boost::beast::string_view(f.value.data(), f.value.size()));
    auto date = w_.http_date();
    res_.set(http::field::date, boost::beast::string_view(date.data(), date.size()));
    res_.keep_alive(keep_alive_);
    if (!status_allows_body(r.status))
    {
        // 1xx, 204, 304: no body and no length (RFC 9110 8.6, 6.4.1)
        res_.erase(http::field::content_length);
        res_.erase(http::field::transfer_encoding);
    }
    else if (head_ && r.stream)
    {
        // the header a GET would have had: chunked, no length
        res_.erase(http::field::content_length);
        if (version_ >= 11)
            res_.chunked(true);
        return write_header_then(&basic_session::wrote_header_only);
    }
    else if (head_)
    {
        // the length the body would have had (RFC 9110 9.3.2)
        res_.erase(http::field::transfer_encoding);
        res_.content_length(r.body_size());
    }
    else if (r.file)
    {
        // the header now, then the file in pieces of file_chunk_size
        res_.erase(http::field::transfer_encoding);
        res_.content_length(r.file->size());
        file_ = std::move(r.file);
        piece_ = 0;
        piece_done_ = 0;
        return write_header_then(&basic_session::write_file_piece);
    }
    else if (r.stream)
    {
        // the header now, then the producer's pieces as chunks; an
        // HTTP/1.0 client gets them unframed, ended by the close
        res_.erase(http::field::content_length);
        if (version_ >= 11)
            res_.chunked(true);
        else
        {
            res_.erase(http::field::transfer_encoding);
            keep_alive_ = false;
            res_.keep_alive(false);
        }
        if (!prod_)
            prod_ = std::make_unique<producing>();
        prod_->stream = std::move(r.stream);
        return write_header_then(&basic_session::start_producer);
    }
    else
    {
        res_.body() = std::move(r.body);
        res_.prepare_payload();
    }
    http::async_write(sock_, res_,
                      [self = this->shared_from_this()](boost::system::error_code ec, std::size_t) {
                          self->on_write(ec);
                      });
}

// Writes the header of res_ alone, then calls `next`.
template <class Stream>
void
basic_session<Stream>::write_header_then(void (basic_session::*next)())
{
    namespace http = boost::beast::http;
    sr_ = std::make_unique<http::response_serializer<http::string_body>>(res_);
    http::async_write_header(sock_, *sr_,
                             [self = this->shared_from_this(), next](boost::system::error_code ec,
                                                                     std::size_t) {
                                 if (ec || self->state_ == state::closed)
                                     return self->on_write(ec);
                                 ((*self).*next)();
                             });
}

template <class Stream>
void
basic_session<Stream>::wrote_header_only()
{
    on_write({});
}

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
    if (!abandoned_ && !body_pending())
    {
        request_.reset();
        parser_.reset();
    }
    deadline_ = clock_type::time_point::max(); // while the producer waits
    // the producer's coroutine is the stream's own: the body and the
    // writer it uses are prod_'s until on_produced, the session the
    // completion handler's
    boost::asio::co_spawn(
        sock_.get_executor(), prod_->stream->produce(*prod_->writer),
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
    // read buffer is no bigger than the watch's read
    if (buf_.size() == 0 && buf_.capacity() > watch_read_size)
        buf_.shrink_to_fit();
    auto room = buf_.max_size() - buf_.size();
    if (room < watch_read_size || buf_.size() >= 4096)
        return;
    watching_ = true;
    sock_.async_read_some(buf_.prepare(watch_read_size), [self = this->shared_from_this()](
                                                 boost::system::error_code ec, std::size_t n) {
        self->watching_ = false;
        if (!ec)
            self->buf_.commit(n);
        if (self->watch_done_)
        {
            // the producer ended while the read was out: go on now
            self->watch_done_ = false;
            return self->on_write(self->prod_->watch_ec);
        }
        if (ec)
            return self->close();
        if (self->prod_->writer)
            self->watch();
    });
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
    if (watching_ && state_ != state::closed)
    {
        // the watch's read is out: end it, and go on when it has completed
        watch_done_ = true;
        prod_->watch_ec = ec;
        session_stream<Stream>::cancel(sock_);
        return;
    }
    on_write(ec);
}

// Sends the next piece of a body streamed from a file: up to
// file_chunk_size bytes, read when they are sent; the deadline moves on
// with each piece.
template <class Stream>
void
basic_session<Stream>::write_file_piece()
{
    if (!chunk_)
        chunk_.reset(new char[file_chunk_size]);
    std::size_t n = 0;
    auto const& pieces = file_->pieces;
    while (n < file_chunk_size && piece_ < pieces.size())
    {
        auto const& p = pieces[piece_];
        auto left = p.length - piece_done_;
        if (left == 0)
        {
            ++piece_;
            piece_done_ = 0;
            continue;
        }
        auto want = static_cast<std::size_t>(std::min<std::uint64_t>(left, file_chunk_size - n));
        std::size_t got = want;
        if (p.literal)
            std::copy_n(p.text.data() + piece_done_, want, chunk_.get() + n);
        else
        {
            std::error_code rec;
            got = file_->file ? file_->file->read_at(p.offset + piece_done_, chunk_.get() + n,
                                                      want, rec)
                               : 0;
            if (rec || got == 0)
            {
                // the length is promised and cannot be kept: the client
                // must see the answer end early, by the connection's end
                keep_alive_ = false;
                return on_write(boost::system::errc::make_error_code(
                    boost::system::errc::io_error));
            }
        }
        n += got;
        piece_done_ += got;
    }
    if (n == 0)
        return on_write({});
    deadline_ = later(clock_type::now(), w_.opts.idle_timeout);
    boost::asio::async_write(
        sock_, boost::asio::buffer(chunk_.get(), n),
        [self = this->shared_from_this()](boost::system::error_code ec, std::size_t) {
            if (ec || self->state_ == state::closed)
                return self->on_write(ec);
            self->write_file_piece();
        });
}

template <class Stream>
void
basic_session<Stream>::on_write(boost::system::error_code ec)
{
    if (abandoned_)
    {
        // the answer to a timed-out request: wait until its route unwinds
        write_done_ = true;
        write_ec_ = ec;
        return;
    }
    after_write(ec);
}

template <class Stream>
void
basic_session<Stream>::after_write(boost::system::error_code ec)
{
    request_.reset();
    // the answer is sent: its fields and body are not needed any more,
    // and the connection may now wait long for its next request
    sr_.reset();
    file_.reset();
    chunk_.reset();
    res_ = {};
    if (state_ == state::closed)
        return;
    if (ec)
    {
        end_body();
        return close();
    }
    if (!keep_alive_)
    {
        end_body();
        return linger();
    }
    if (drain_)
        return drain_body(); // then the next request
    end_body();
    next_request();
}

// Closing a socket with unread input resets the connection, and the client
// may lose the answer it has not read yet: stop sending, read and drop what
// the client still sends, for a moment, then close.

// Closing a socket with unread input resets the connection, and the client
// may lose the answer it has not read yet: stop sending, read and drop what
// the client still sends, for a moment, then close.
template <class Stream>
void
basic_session<Stream>::linger()
{
    if (state_ == state::closed)
        return;
    state_ = state::lingering;
    deadline_ = clock_type::now() +
                std::min<std::chrono::milliseconds>(w_.opts.idle_timeout, std::chrono::seconds(1));
    // on stop, wait only when there is input to drop
    if (!session_stream<Stream>::shutdown_send(sock_) ||
        (w_.stopping && session_stream<Stream>::available(sock_) == 0))
        return close();
    buf_.consume(buf_.size());
    discard();
}

template <class Stream>
void
basic_session<Stream>::discard()
{
    sock_.async_read_some(buf_.prepare(4096),
                          [self = this->shared_from_this()](boost::system::error_code ec, std::size_t) {
                              if (self->state_ != state::lingering)
                                  return;
                              if (ec)
                                  return self->close();
                              self->discard();
                          });
}

} // namespace detail
} // namespace route

#endif
