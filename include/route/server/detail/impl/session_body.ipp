//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_BODY_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_BODY_IPP

// A streamed request body: the route runs once the header is read, and the
// body is read from the socket only as the route asks for it (through the
// request's entity_stream, a session_body). What the route leaves unread
// is drained after the answer when it is small, else the connection closes.

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <route/core/error.hpp>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>
#include <string>

namespace route {
namespace detail {

template <class Stream>
boost::asio::awaitable<std::optional<std::string>>
session_body<Stream>::read_some(std::size_t max)
{
    std::string piece;
    bool const more = co_await read_some_into(piece, max);
    if (!more)
        co_return std::nullopt;
    co_return piece;
}

template <class Stream>
boost::asio::awaitable<bool>
session_body<Stream>::read_some_into(piece_buffer& piece, std::size_t max)
{
    if (!s_)
        throw entity_error(error::connection_closed,
                           "The request is over: its body can no longer be read");
    auto s = s_->shared_from_this();
    co_return co_await s->read_body_piece(piece, max);
}

template <class Stream>
boost::asio::awaitable<bool>
session_body<Stream>::read_some_into(std::string& piece, std::size_t max)
{
    if (!s_)
        throw entity_error(error::connection_closed,
                           "The request is over: its body can no longer be read");
    // the session stays alive while it reads
    auto s = s_->shared_from_this();
    co_return co_await s->read_body_piece(piece, max);
}

// A body of known length is streamed when it is longer than what is read
// whole before routing (strict_body_limit, and never more than
// body_limit); a chunked one when it is not received whole yet (see
// chunked_body_buffered).
template <class Stream>
bool
basic_session<Stream>::streams_body() const
{
    auto n = parser_->content_length();
    return n && (*n > w_.opts.strict_body_limit || *n > w_.opts.body_limit);
}

template <class Stream>
void
basic_session<Stream>::start_streamed_body()
{
    namespace http = boost::beast::http;
    auto const& h = parser_->get();
    auto expect = h[http::field::expect];
    if (continue_ == continue_state::none && h.version() >= 11 &&
        boost::beast::iequals(expect, "100-continue"))
        continue_ = continue_state::expected;
    std::optional<std::uint64_t> length;
    if (!parser_->chunked())
        if (auto n = parser_->content_length())
            length = *n;
    // the header moves to a parser that writes the body where it is asked to
    sreq_ = std::make_unique<streamed_request>(
        std::move(*parser_), std::make_shared<session_body<Stream>>(*this, length));
    parser_.reset();
    sreq_->parser.body_limit(boost::none); // the route's size limit applies
    sreq_->parser.eager(true);
    sreq_->chunks.limits = chunk_limits_of(w_.opts);
    sreq_->parser.on_chunk_header(sreq_->chunks);
    sreq_->left = length;
    process();
}

template <class Stream>
template <class Piece>
boost::asio::awaitable<bool>
basic_session<Stream>::read_body_piece(Piece& out, std::size_t max)
{
    namespace http = boost::beast::http;
    using fk = entity_stream::failure_kind;
    auto fail_with = [this](fk why, error e, std::string text) {
        if (sreq_)
            sreq_->body->set_failed(why);
        return entity_error(e, std::move(text));
    };
    if (!sreq_ || sreq_->done())
    {
        out.clear();
        co_return false;
    }
    auto timed_out = [this, &fail_with] {
        return fail_with(fk::timeout, error::entity_timeout,
                         "The request body was not received within the configured "
                         "body timeout of " +
                             std::to_string(w_.opts.body_timeout.count()) + " ms");
    };
    if (body_read_ == body_read_state::timed_out)
        throw timed_out();
    if (body_read_ != body_read_state::idle)
        throw fail_with(fk::consumed, error::entity_consumed,
                        "The request body is read from two places at once");
    struct busy
    {
        body_read_state& s;
        explicit busy(body_read_state& x) : s(x) { s = body_read_state::busy; }
        ~busy()
        {
            if (s != body_read_state::timed_out)
                s = body_read_state::idle;
        }
    } guard(body_read_);
    if (continue_ == continue_state::expected)
    {
        // the client waits for this before it sends the body
        static constexpr char text[] = "HTTP/1.1 100 Continue\r\n\r\n";
        continue_ = continue_state::writing;
        auto [ec, n] = co_await boost::asio::async_write(
            sock_, boost::asio::buffer(text, sizeof text - 1),
            boost::asio::as_tuple(boost::asio::use_awaitable));
        continue_ = continue_state::sent;
        if (ec)
            throw fail_with(fk::truncated, error::entity_truncated,
                            "The connection failed before the request body: " + ec.message());
    }
    // waits for bytes, no longer than body_timeout; read into `b`
    auto receive = [this, &fail_with, &timed_out](boost::asio::mutable_buffer b)
        -> boost::asio::awaitable<std::size_t> {
        body_read_ = body_read_state::receiving;
        deadline_ = later(clock_type::now(), w_.opts.body_timeout);
        auto [ec, n] = co_await sock_.async_read_some(
            b, boost::asio::as_tuple(boost::asio::use_awaitable));
        if (body_read_ == body_read_state::receiving)
            body_read_ = body_read_state::busy;
        deadline_ = clock_type::time_point::max();
        if (body_read_ == body_read_state::timed_out)
            throw timed_out();
        // a read cancelled by its reader (to_strict_entity's timeout won)
        // leaves the failure to the reader to name
        if (ec == boost::asio::error::operation_aborted)
            throw entity_error(error::entity_truncated,
                               "The request body could not be read: " + ec.message());
        if (ec)
            throw fail_with(fk::truncated, error::entity_truncated,
                            ec == boost::asio::error::eof
                                ? std::string("The request body ended before its end: "
                                              "the client closed the connection")
                                : "The request body could not be read: " + ec.message());
        co_return n;
    };
    if (sreq_->left)
    {
        // a body of known length has no framing: what the read buffer
        // holds of it, else a read from the socket straight into the piece
        // (whose bytes are overwritten: resizing it to the size it had
        // fills nothing)
        auto& left = *sreq_->left;
        auto want = static_cast<std::size_t>(std::min<std::uint64_t>(max, left));
        if (buf_.size() > 0)
        {
            auto n = std::min(want, buf_.size());
            out.assign(static_cast<const char*>(buf_.data().data()), n);
            buf_.consume(n);
        }
        else
        {
            out.reserve(want);
            out.resize(want);
            out.resize(co_await receive(boost::asio::buffer(out.data(), out.size())));
        }
        left -= out.size();
        co_return true;
    }
    out.clear();
    out.reserve(max);
    auto& p = sreq_->parser;
    // the piece is what has arrived, up to max: sized by the read buffer
    std::size_t got = 0;
    while (true)
    {
        if (buf_.size() > 0)
        {
            if (out.size() == got)
                out.resize(got + std::min(max - got, buf_.size()));
            p.get().body().data = out.data() + got;
            p.get().body().size = out.size() - got;
            boost::system::error_code ec;
            auto used = p.put(buf_.data(), ec);
            buf_.consume(used);
            got = out.size() - p.get().body().size;
            if (ec && ec != http::error::need_buffer && !sreq_->chunks.refusal)
            {
                // framing that has not ended yet, or that the parser could
                // not read (a size of more than 16 digits): refused once it
                // breaks the limits
                auto pending = buf_.data();
                sreq_->chunks.refusal = refuse_pending_framing(
                    std::string_view(static_cast<const char*>(pending.data()), pending.size()),
                    sreq_->chunks.limits);
                if (!sreq_->chunks.refusal && ec == http::error::need_more)
                    ec = {};
            }
            if (ec == http::error::need_buffer)
                ec = {};
            if (sreq_->chunks.refusal)
            {
                // named in the answer, whoever reads the failed body next
                sreq_->body->set_failed(fk::truncated, sreq_->chunks.refusal.text);
                throw entity_error(error::entity_truncated, sreq_->chunks.refusal.text);
            }
            if (ec)
                throw fail_with(fk::truncated, error::entity_truncated,
                                "The request body is malformed: " + ec.message());
            if (got > 0 || p.is_done())
                break;
            if (used > 0 && buf_.size() > 0)
                continue; // framing only (a chunk header): the data follows
        }
        auto room = buf_.max_size() - buf_.size();
        buf_.commit(
            co_await receive(buf_.prepare(std::min<std::size_t>(room, body_piece_size))));
    }
    out.resize(got);
    co_return got > 0;
}

template <class Stream>
bool
basic_session<Stream>::body_pending() const noexcept
{
    return sreq_ && !sreq_->done();
}

// Before the answer: what becomes of the body the route did not read.
// A small rest is read and dropped after the answer, so that the
// connection serves the next request; a large or broken one, one refused
// as too large (413), or one the client has not sent yet (it waits for
// "100 Continue"), closes it.
template <class Stream>
void
basic_session<Stream>::plan_body_rest(::route::status answer)
{
    if (!body_pending())
        return;
    sreq_->drain = false;
    if (sreq_->body->current() == entity_stream::state::failed ||
        continue_ == continue_state::expected || w_.stopping ||
        answer == ::route::status::payload_too_large)
    {
        keep_alive_ = false;
        return;
    }
    std::optional<std::uint64_t> rest = sreq_->left;
    if (!rest)
        if (auto n = sreq_->parser.content_length_remaining())
            rest = *n;
    if (!rest || *rest <= w_.opts.body_limit)
        sreq_->drain = keep_alive_;
    else
        keep_alive_ = false;
}

template <class Stream>
void
basic_session<Stream>::drain_body()
{
    state_ = state::processing;
    sreq_->body->detach();
    boost::asio::co_spawn(
        sock_.get_executor(),
        [](std::shared_ptr<basic_session> self) -> boost::asio::awaitable<bool> {
            std::uint64_t n = 0;
            std::string piece;
            for (;;)
            {
                bool const more = co_await self->read_body_piece(piece, body_piece_size);
                if (!more)
                    break;
                n += piece.size();
                if (n > self->w_.opts.body_limit)
                    co_return false;
            }
            co_return true;
        }(this->shared_from_this()),
        [self = this->shared_from_this()](std::exception_ptr e, bool ok) {
            self->end_body();
            if (self->state_ == state::closed)
                return;
            if (e || !ok)
                return self->linger();
            self->next_request();
        });
}

template <class Stream>
void
basic_session<Stream>::end_body() noexcept
{
    if (sreq_)
    {
        sreq_->body->detach();
        sreq_.reset();
    }
    if (continue_ == continue_state::expected)
        continue_ = continue_state::none;
    if (body_read_ == body_read_state::timed_out)
        body_read_ = body_read_state::idle;
}

} // namespace detail
} // namespace route

#endif
