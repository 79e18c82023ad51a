//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_IPP

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <route/app/async.hpp>
#include <route/core/request_context.hpp>
#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/url/authority_view.hpp>
#include <boost/url/parse.hpp>
#include <algorithm>
#include <cstdint>
#include <exception>
#include <limits>
#include <utility>

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
        !writing_continue_)
    {
        // the request did not arrive in time: say so, then close
        session_stream<Stream>::cancel(sock_);
        return fail(::route::status::request_timeout,
                    "The request was not received completely within the configured "
                    "request timeout of " +
                        std::to_string(w_.opts.request_timeout.count()) + " ms");
    }
    close();
}

template <class Stream>
void
basic_session<Stream>::next_request()
{
    parser_.emplace();
    // read_header() never gives the parser more than the limit
    parser_->header_limit(static_cast<std::uint32_t>(std::min<std::size_t>(
        w_.opts.header_limit, std::numeric_limits<std::uint32_t>::max())));
    parser_->body_limit(w_.opts.body_limit);
    // the header block alone first, so that its bytes can be counted
    parser_->eager(false);
    header_bytes_ = 0;
    continued_ = false;
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
    if (state_ == state::idle)
    {
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
    if (!continued_ && h.version() >= 11 && expect.size() == 12 &&
        boost::beast::iequals(expect, "100-continue"))
    {
        continued_ = true;
        return write_continue();
    }
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
bool
basic_session<Stream>::accept_header()
{
    namespace http = boost::beast::http;
    auto const& h = parser_->get();
    auto te = h.equal_range(http::field::transfer_encoding);
    if (te.first != te.second)
    {
        if (h.version() < 11)
        {
            fail(::route::status::bad_request,
                 "Bad request: Transfer-Encoding in an HTTP/1.0 request");
            return false;
        }
        // the only transfer coding understood is chunked, once and last
        std::size_t codings = 0;
        bool chunked = false;
        for (auto it = te.first; it != te.second; ++it)
        {
            std::string_view list(it->value().data(), it->value().size());
            while (!list.empty())
            {
                auto comma = list.find(',');
                auto item = list.substr(0, comma);
                list = comma == std::string_view::npos ? std::string_view()
                                                       : list.substr(comma + 1);
                auto first = item.find_first_not_of(" \t");
                if (first == std::string_view::npos)
                    continue; // an empty list element
                item = item.substr(first, item.find_last_not_of(" \t") - first + 1);
                ++codings;
                chunked = boost::beast::iequals(item, "chunked");
            }
        }
        // and the parser frames the body as chunked too
        if (!chunked || !parser_->chunked())
        {
            fail(::route::status::bad_request,
                 "Bad request: the final transfer coding is not chunked");
            return false;
        }
        if (codings != 1)
        {
            fail(::route::status::bad_request,
                 "Bad request: transfer codings other than chunked are not supported");
            return false;
        }
    }
    auto host = h.equal_range(http::field::host);
    auto hosts = std::distance(host.first, host.second);
    if (hosts == 0 && h.version() >= 11)
    {
        fail(::route::status::bad_request, "Bad request: missing Host header");
        return false;
    }
    if (hosts > 1)
    {
        fail(::route::status::bad_request, "Bad request: more than one Host header");
        return false;
    }
    if (hosts == 1)
    {
        // Host = uri-host [ ":" port ]: an authority without user info
        auto v = host.first->value();
        auto a = boost::urls::parse_authority(std::string_view(v.data(), v.size()));
        if (!a || a->has_userinfo())
        {
            fail(::route::status::bad_request, "Bad request: invalid Host header");
            return false;
        }
    }
    return true;
}

template <class Stream>
bool
basic_session<Stream>::complete_request_buffered() const
{
    namespace http = boost::beast::http;
    if (buf_.size() == 0)
        return false;
    http::request_parser<http::string_body> p;
    p.header_limit(static_cast<std::uint32_t>(std::min<std::size_t>(
        w_.opts.header_limit, std::numeric_limits<std::uint32_t>::max())));
    p.body_limit(w_.opts.body_limit);
    p.eager(true);
    auto data = buf_.data();
    auto const* b = static_cast<const char*>(data.data());
    std::size_t off = 0;
    boost::system::error_code ec;
    while (off < data.size() && !p.is_done())
    {
        auto used = p.put(boost::asio::const_buffer(b + off, data.size() - off), ec);
        if (ec || used == 0)
            break;
        off += used;
    }
    return p.is_done();
}

template <class Stream>
void
basic_session<Stream>::write_continue()
{
    static constexpr char text[] = "HTTP/1.1 100 Continue\r\n\r\n";
    writing_continue_ = true;
    boost::asio::async_write(
        sock_, boost::asio::buffer(text, sizeof text - 1),
        [self = this->shared_from_this()](boost::system::error_code ec, std::size_t) {
            self->writing_continue_ = false;
            if (ec || self->state_ != state::body)
                return self->close();
            self->read_some();
        });
}

template <class Stream>
std::string
basic_session<Stream>::header_limit_text() const
{
    return "Request header fields exceed the configured limit of " +
           std::to_string(w_.opts.header_limit) + " bytes";
}

template <class Stream>
void
basic_session<Stream>::on_parse_error(boost::system::error_code ec)
{
    namespace http = boost::beast::http;
    if (ec == http::error::header_limit)
        return fail(::route::status::request_header_fields_too_large, header_limit_text());
    if (ec == http::error::body_limit)
    {
        // the limit is checked as soon as the header block is read,
        // before the parser counts it as done: read the field itself
        auto field = parser_->get()[http::field::content_length];
        std::string text =
            !field.empty() && parser_->get().find(http::field::transfer_encoding) ==
                                  parser_->get().end()
                ? "Request Content-Length of " + std::string(field) +
                      " bytes exceeds the configured limit of " +
                      std::to_string(w_.opts.body_limit) + " bytes"
                : "Request entity exceeds the configured limit of " +
                      std::to_string(w_.opts.body_limit) + " bytes";
        return fail(::route::status::payload_too_large, std::move(text));
    }
    fail(::route::status::bad_request, "Bad request: " + ec.message());
}

template <class Stream>
void
basic_session<Stream>::fail(::route::status s, std::string text)
{
    // where a request could not be read, its end is unknown: close
    keep_alive_ = false;
    version_ = 11;
    // the answer to a HEAD request has no body, even an error's (RFC 9110 9.3.2)
    head_ = parser_ && parser_->is_header_done() &&
            parser_->get().method() == boost::beast::http::verb::head;
    write(text_response(s, std::move(text)));
}

template <class Stream>
void
basic_session<Stream>::process()
{
    namespace http = boost::beast::http;
    state_ = state::processing;
    deadline_ = clock_type::time_point::max();
    auto const& msg = parser_->get();
    keep_alive_ = msg.keep_alive();
    version_ = msg.version();
    head_ = msg.method() == http::verb::head;
    auto target = msg.target();
    if (auto ec = check_query(std::string_view(target.data(), target.size())))
        return write(text_response(::route::status::bad_request,
                                   "Illegal request-target: " + ec.message()));
    ::route::method m = msg.method() == http::verb::unknown
                            ? ::route::method(std::string_view(msg.method_string().data(),
                                                               msg.method_string().size()))
                            : ::route::method(msg.method());
    fields_.reset(msg.base());
    request_.emplace(std::move(m), std::string_view(target.data(), target.size()), fields_,
                     std::string_view(msg.body()));
    request_->with_peer(peer_).with_body_limit(w_.opts.body_limit);
    timeout_.reset();
    request_->with_timeout_access(timeout_);
    route_result r;
    try
    {
        r = app_(*request_);
    }
    catch (...)
    {
        r = route_result::failed(std::current_exception());
    }
    if (!r.is_pending())
        return respond(std::move(r));
    await_result(std::move(r));
}

// Awaits a pending result under the request's timeout (route::timeout_access,
// set by the timeout directives, also while the result is pending). When the
// timeout passes first, the timeout's answer is written at once and the
// route's coroutine is cancelled; the request (which the coroutine may still
// read) stays alive until it has unwound, and its late result is dropped.
template <class Stream>
void
basic_session<Stream>::await_result(route_result r)
{
    if (!awaiting_)
        awaiting_ = std::make_unique<awaiting>(sock_.get_executor());
    auto generation = ++generation_;
    // the session outlives the route's coroutine, whose completion holds it
    timeout_.on_change([this, generation] { arm_route_timeout(generation); });
    arm_route_timeout(generation);
    boost::asio::co_spawn(sock_.get_executor(), ::route::settle(std::move(r)),
                          boost::asio::bind_cancellation_slot(
                              awaiting_->cancel.slot(),
                              [self = this->shared_from_this()](std::exception_ptr e,
                                                                route_result x) {
                                  self->on_settled(e, std::move(x));
                              }));
}

template <class Stream>
void
basic_session<Stream>::arm_route_timeout(std::uint64_t generation)
{
    if (generation != generation_ || state_ != state::processing || abandoned_)
        return;
    if (!timeout_.enabled())
    {
        awaiting_->timer.cancel();
        return;
    }
    awaiting_->timer.expires_at(timeout_.deadline());
    awaiting_->timer.async_wait(
        [self = this->shared_from_this(), generation](boost::system::error_code ec) {
            if (!ec)
                self->on_route_timeout(generation);
        });
}

template <class Stream>
void
basic_session<Stream>::on_route_timeout(std::uint64_t generation)
{
    if (generation != generation_ || state_ != state::processing || abandoned_)
        return;
    abandoned_ = true;
    timeout_.on_change(nullptr);
    ::route::response res;
    try
    {
        res = timeout_.timeout_response(*request_);
    }
    catch (...)
    {
        res = internal_error_response();
    }
    awaiting_->cancel.emit(boost::asio::cancellation_type::terminal);
    write(std::move(res));
}

template <class Stream>
void
basic_session<Stream>::on_settled(std::exception_ptr e, route_result r)
{
    awaiting_->timer.cancel();
    if (abandoned_)
    {
        // answered by the timeout: this result is dropped
        abandoned_ = false;
        if (write_done_)
        {
            write_done_ = false;
            after_write(write_ec_);
        }
        return;
    }
    timeout_.on_change(nullptr);
    if (e)
        r = route_result::failed(e);
    respond(std::move(r));
}

// An application's settled result is completed; anything else would be a
// broken application, answered 500.
template <class Stream>
void
basic_session<Stream>::respond(route_result r)
{
    if (r.is_completed())
        return write(std::move(r.response()));
    write(internal_error_response());
}

template <class Stream>
void
basic_session<Stream>::write(::route::response r)
{
    namespace http = boost::beast::http;
    // on stop, answer what was received in full; the last answer says close
    if (w_.stopping && keep_alive_ && !complete_request_buffered())
        keep_alive_ = false;
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
        sr_ = std::make_unique<http::response_serializer<http::string_body>>(res_);
        http::async_write_header(sock_, *sr_,
                                 [self = this->shared_from_this()](boost::system::error_code ec,
                                                                   std::size_t) {
                                     if (ec || self->state_ == state::closed)
                                         return self->on_write(ec);
                                     self->write_file_piece();
                                 });
        return;
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
        return close();
    if (!keep_alive_)
        return linger();
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

template <class Stream>
void
basic_session<Stream>::close()
{
    if (state_ == state::closed)
        return;
    state_ = state::closed;
    session_stream<Stream>::close(sock_);
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

template <class Stream>
boost::system::error_code
basic_session<Stream>::check_query(std::string_view target)
{
    // absolute-form is parsed whole by request_context::make
    if (target.empty() || target.front() != '/')
        return {};
    auto q = target.find('?');
    if (q == std::string_view::npos)
        return {};
    auto query = target.substr(q + 1);
    // a fragment is no part of a request-target; request_context drops it
    query = query.substr(0, query.find('#'));
    return ::route::detail::check_query(query);
}

} // namespace detail
} // namespace route

#endif
