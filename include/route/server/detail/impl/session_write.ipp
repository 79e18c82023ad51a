//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_WRITE_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_WRITE_IPP

// Writing answers: whole, or from a file in pieces (a producer's chunks:
// session_produce.ipp); then the next request, or lingering before the
// close.

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <route/app/websocket.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/write.hpp>
#include <algorithm>

namespace route {
namespace detail {

template <class Stream>
void
basic_session<Stream>::write(::route::response r)
{
    namespace http = boost::beast::http;
    // a WebSocket upgrade a route accepted: the connection goes on as a
    // WebSocket, unless it cannot
    if (r.upgrade())
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
    auto const wire = wire_of(r, head_);
    res_ = {};
    res_.result(r.status);
    res_.version(version_);
    for (auto& f : r.headers)
        if (!framing_field(f.name))
            res_.insert(boost::beast::string_view(f.name.data(), f.name.size()),
                        boost::beast::string_view(f.value.data(), f.value.size()));
    auto date = w_.http_date();
    res_.set(http::field::date, boost::beast::string_view(date.data(), date.size()));
    res_.keep_alive(keep_alive_);
    using body_kind = response_wire::body_kind;
    switch (wire.body)
    {
    case body_kind::file:
        // the header now, then the file in pieces of file_chunk_size
        res_.content_length(*wire.length);
        file_ = std::get<std::shared_ptr<const file_body>>(std::move(r.body));
        piece_ = 0;
        piece_done_ = 0;
        return write_header_then(&basic_session::write_file_piece);
    case body_kind::produced:
        // the header now, then the producer's pieces as chunks; an
        // HTTP/1.0 client gets them unframed, ended by the close
        if (version_ >= 11)
            res_.chunked(true);
        else
        {
            keep_alive_ = false;
            res_.keep_alive(false);
        }
        if (!prod_)
            prod_ = std::make_unique<producing>();
        prod_->stream = std::move(r.produced()->source);
        prod_->coding = std::move(r.produced()->coding);
        return write_header_then(&basic_session::start_producer);
    case body_kind::text:
        res_.body() = std::move(*r.text());
        break;
    case body_kind::none:
        break;
    }
    if (wire.length)
        // the body's length, also for HEAD (RFC 9110 9.3.2)
        res_.content_length(*wire.length);
    else if (wire.status_allows_body)
    {
        // HEAD of a produced body: the header a GET would have had,
        // chunked, no length
        if (version_ >= 11)
            res_.chunked(true);
        return write_header_then(&basic_session::wrote_header_only);
    }
    // (1xx, 204, 304: no body and no length, RFC 9110 8.6, 6.4.1)
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
    if (ex_ && ex_->abandoned())
    {
        // the answer to a timed-out request: wait until its route unwinds
        written_ = ec;
        return;
    }
    after_write(ec);
}

template <class Stream>
void
basic_session<Stream>::after_write(boost::system::error_code ec)
{
    // the request is answered (a route abandoned at its timeout has
    // unwound by now)
    if (ex_ && !ex_->pending())
        ex_.reset();
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
    if (sreq_ && sreq_->drain)
        return drain_body(); // then the next request
    end_body();
    next_request();
}

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
