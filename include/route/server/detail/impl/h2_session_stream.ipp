//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_H2_SESSION_STREAM_IPP
#define ROUTE_SERVER_DETAIL_IMPL_H2_SESSION_STREAM_IPP

// An HTTP/2 stream: its request through the application (its own
// coroutine while it awaits), its answer through nghttp2's data provider,
// a produced body sent as its producer writes.

#include <route/server/detail/h2_session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <route/app/async.hpp>
#include <route/core/error.hpp>
#include <route/core/exception_handler.hpp>
#include <route/core/request_context.hpp>
#include <route/detail/iequals.hpp>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/http/verb.hpp>
#include <boost/system/system_error.hpp>
#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace route {
namespace detail {

// Where a produced HTTP/2 body is written: the stream's pending bytes,
// which nghttp2 takes as flow control allows; write() returns once it did.
template <class Stream>
class h2_chunks final : public chunk_writer
{
public:
    h2_chunks(std::shared_ptr<h2_session<Stream>> s, std::shared_ptr<h2_stream> st)
        : s_(std::move(s)), st_(std::move(st)) {}

    boost::asio::awaitable<void> write(std::string_view data) override
    {
        if (st_->closed)
            throw boost::system::system_error(make_error_code(error::connection_closed));
        if (data.empty())
            co_return;
        st_->pending.append(data);
        s_->resume(*st_);
        while (!st_->pending.empty() && !st_->closed)
        {
            st_->drained->expires_at(std::chrono::steady_clock::time_point::max());
            co_await st_->drained->async_wait(boost::asio::as_tuple(boost::asio::use_awaitable));
        }
        if (st_->closed)
            throw boost::system::system_error(make_error_code(error::connection_closed));
    }

private:
    std::shared_ptr<h2_session<Stream>> s_;
    std::shared_ptr<h2_stream> st_;
};

template <class Stream>
void
h2_session<Stream>::dispatch(const std::shared_ptr<h2_stream>& st)
{
    st->dispatched = true;
    if (st->header_too_large)
        return respond(st, text_response(::route::status::request_header_fields_too_large,
                                         "Request header fields exceed the configured limit of " +
                                             std::to_string(w_.opts.header_limit) + " bytes"));
    // routes read the host from Host: HTTP/2 carries it in :authority
    if (!st->authority.empty() && !st->fields.find("host"))
        st->fields.add("host", st->authority);
    auto verb = boost::beast::http::string_to_verb(st->method);
    ::route::method m = verb == boost::beast::http::verb::unknown ? ::route::method(st->method)
                                                                   : ::route::method(verb);
    if (auto bad = st->ex.begin(std::move(m), st->path, st->fields, st->body))
        return respond(st, std::move(*bad));
    st->ex.req()
        .with_peer(peer_)
        .with_scheme(session_stream<Stream>::scheme)
        .with_body_limit(w_.opts.body_limit)
        .with_version(20);
    if (!st->remote_ended)
    {
        // the body streams to the route
        st->arrived.emplace(sock_.get_executor());
        st->entity = std::make_shared<h2_body<Stream>>(this->weak_from_this(), st,
                                                       st->declared_length());
        st->ex.req().with_streamed_entity(*st->entity);
        // what arrived with the header block is taken as read: the window
        // of the rest opens as the route reads it
    }
    // the stream's route may await: then on its own coroutine, cancelled
    // when the stream or the connection ends first (h2_stream's exchange)
    st->conn = this;
    st->answer_to = &h2_session::answered;
    st->hold_of = &h2_session::held;
    st->running = true;
    st->ex.run(app_, *st, sock_.get_executor());
    st->running = false;
}

// The exchange's answer: sent unless the stream was reset or already
// answered (by its timeout), and written at once unless dispatch, whose
// caller writes, runs.
template <class Stream>
void
h2_session<Stream>::answered(void* conn, h2_stream& st, route_result r)
{
    auto& s = *static_cast<h2_session*>(conn);
    if (st.closed || st.answered)
        return;
    s.respond(st.shared_from_this(),
              r.is_completed() ? std::move(r.response()) : internal_error_response());
    if (!st.running)
        s.flush();
}

// What a stream's pending route holds: the connection (its request refers
// to the connection's peer) and the stream (its exchange).
template <class Stream>
std::shared_ptr<void>
h2_session<Stream>::held(void* conn, h2_stream& st)
{
    auto& s = *static_cast<h2_session*>(conn);
    return std::make_shared<std::pair<std::shared_ptr<h2_session>, std::shared_ptr<h2_stream>>>(
        s.shared_from_this(), st.shared_from_this());
}

template <class Stream>
void
h2_session<Stream>::consumed(h2_stream& st, std::size_t n)
{
    if (closed_ || st.closed || n == 0)
        return;
    n = static_cast<std::size_t>(std::min<std::uint64_t>(n, st.unconsumed));
    st.unconsumed -= n;
    nghttp2_session_consume(ng_, st.id, n);
    flush();
}

template <class Stream>
boost::asio::awaitable<std::optional<std::string>>
h2_body<Stream>::read_some(std::size_t max)
{
    using fk = entity_stream::failure_kind;
    auto st = st_.lock();
    auto s = s_.lock();
    auto fail_with = [this](fk why, error e, std::string text) {
        set_failed(why);
        return entity_error(e, std::move(text));
    };
    if (!st || !s)
        throw entity_error(error::connection_closed,
                           "The request is over: its body can no longer be read");
    while (true)
    {
        if (!st->inbox.empty())
        {
            auto n = std::min(max, st->inbox.size());
            std::string out;
            if (n == st->inbox.size())
                out.swap(st->inbox);
            else
            {
                out.assign(st->inbox, 0, n);
                st->inbox.erase(0, n);
            }
            s->consumed(*st, n);
            co_return out;
        }
        if (st->remote_ended)
            co_return std::nullopt;
        if (st->closed)
            throw fail_with(fk::truncated, error::entity_truncated,
                            "The request body ended before its end: the client reset the "
                            "stream or the connection closed");
        // waits for bytes, no longer than body_timeout: DATA, the stream's
        // end and its reset cancel the wait
        auto timeout = s->w_.opts.body_timeout;
        st->arrived->expires_at(h2_session<Stream>::later(std::chrono::steady_clock::now(),
                                                          timeout));
        auto [ec] = co_await st->arrived->async_wait(
            boost::asio::as_tuple(boost::asio::use_awaitable));
        if (!ec && st->inbox.empty() && !st->remote_ended && !st->closed)
            throw fail_with(fk::timeout, error::entity_timeout,
                            "The request body was not received within the configured body "
                            "timeout of " +
                                std::to_string(timeout.count()) + " ms");
        // cancelled: the route's own cancellation, or the connection ended
        if (ec && !st->closed && st->inbox.empty() && !st->remote_ended)
        {
            auto cs = co_await boost::asio::this_coro::cancellation_state;
            if (cs.cancelled() != boost::asio::cancellation_type::none)
                throw fail_with(fk::truncated, error::entity_truncated,
                                "The request body can no longer be read: the request was "
                                "cancelled");
        }
    }
}

template <class Stream>
void
h2_session<Stream>::respond(const std::shared_ptr<h2_stream>& st, ::route::response r)
{
    if (st->closed || st->answered)
        return;
    st->answered = true;
    if (r.upgrade())
        r = text_response(::route::status::bad_request,
                          "WebSocket upgrades are not supported over HTTP/2");
    auto wire = wire_of(r, st->method == "HEAD");
    bool body = wire.body != response_wire::body_kind::none;
    auto const& length = wire.length;
    // the fields, lower-case, but those the transport writes: those of
    // HTTP/1.1's connection management have no place in HTTP/2 (RFC 9113
    // 8.2.2)
    std::vector<std::string> names;
    names.reserve(r.headers.size());
    for (auto& f : r.headers)
    {
        std::string n(f.name);
        for (auto& c : n)
            c = ascii_lower(c);
        names.push_back(std::move(n));
    }
    auto status = std::to_string(static_cast<unsigned>(r.status));
    auto date = w_.http_date();
    auto size = length ? std::to_string(*length) : std::string();
    std::vector<nghttp2_nv> nv;
    nv.reserve(r.headers.size() + 3);
    auto add = [&nv](std::string_view n, std::string_view v) {
        nv.push_back({reinterpret_cast<std::uint8_t*>(const_cast<char*>(n.data())),
                      reinterpret_cast<std::uint8_t*>(const_cast<char*>(v.data())), n.size(),
                      v.size(), NGHTTP2_NV_FLAG_NONE});
    };
    add(":status", status);
    for (std::size_t i = 0; i < names.size(); ++i)
        // Upgrade is connection-specific too (RFC 9113 8.2.2)
        if (!framing_field(names[i]) && names[i] != "upgrade")
            add(names[i], r.headers[i].value);
    add("date", date);
    if (length)
        add("content-length", size);
    st->res = std::move(r);
    nghttp2_data_provider provider{};
    provider.source.ptr = st.get();
    provider.read_callback = &h2_session::read_body;
    if (nghttp2_submit_response(ng_, st->id, nv.data(), nv.size(), body ? &provider : nullptr) != 0)
    {
        nghttp2_submit_rst_stream(ng_, NGHTTP2_FLAG_NONE, st->id, NGHTTP2_INTERNAL_ERROR);
        return;
    }
    if (wire.body == response_wire::body_kind::produced)
        start_producer(st);
}

// Runs the producer of a produced body: its own coroutine, cancelled when
// the stream or the connection ends first. A producer that fails resets
// the stream: the client sees the body did not end.
template <class Stream>
void
h2_session<Stream>::start_producer(const std::shared_ptr<h2_stream>& st)
{
    st->drained.emplace(sock_.get_executor());
    auto self = this->shared_from_this();
    auto run = [](std::shared_ptr<h2_session> s,
                  std::shared_ptr<h2_stream> x) -> boost::asio::awaitable<void> {
        h2_chunks<Stream> w(s, x);
        auto const& body = *x->res.produced();
        co_await ::route::detail::produce_body(body.source, body.coding, w);
    };
    boost::asio::co_spawn(sock_.get_executor(), run(self, st),
                          boost::asio::bind_cancellation_slot(
                              st->producer_cancel.slot(), [self, st](std::exception_ptr e) {
                                  st->produced = true;
                                  if (st->closed)
                                      return;
                                  if (e)
                                      nghttp2_submit_rst_stream(self->ng_, NGHTTP2_FLAG_NONE,
                                                                st->id, NGHTTP2_INTERNAL_ERROR);
                                  else
                                      self->resume(*st);
                                  self->flush();
                              }));
}

// nghttp2 has room for more of a produced body: let the data provider run.
template <class Stream>
void
h2_session<Stream>::resume(h2_stream& st)
{
    if (st.closed || !st.deferred)
        return;
    st.deferred = false;
    nghttp2_session_resume_data(ng_, st.id);
    flush();
}

// nghttp2's data provider: the next bytes of a stream's answer, at most `n`.
template <class Stream>
ssize_t
h2_session<Stream>::read_body(nghttp2_session*, std::int32_t, std::uint8_t* out, std::size_t n,
                              std::uint32_t* flags, nghttp2_data_source* source, void*)
{
    auto& st = *static_cast<h2_stream*>(source->ptr);
    auto& r = st.res;
    std::size_t done = 0;
    if (r.produced())
    {
        if (st.pending.empty())
        {
            if (st.produced)
            {
                *flags |= NGHTTP2_DATA_FLAG_EOF;
                return 0;
            }
            st.deferred = true;
            return NGHTTP2_ERR_DEFERRED;
        }
        done = std::min(n, st.pending.size());
        std::memcpy(out, st.pending.data(), done);
        st.pending.erase(0, done);
        if (st.pending.empty() && st.drained)
            st.drained->cancel(); // the producer goes on
        return static_cast<ssize_t>(done);
    }
    if (auto file = r.file())
    {
        auto const& pieces = file->pieces;
        while (done < n && st.piece < pieces.size())
        {
            auto const& p = pieces[st.piece];
            auto left = p.length - st.piece_done;
            if (left == 0)
            {
                ++st.piece;
                st.piece_done = 0;
                continue;
            }
            auto want = static_cast<std::size_t>(std::min<std::uint64_t>(left, n - done));
            std::size_t got = want;
            if (p.literal)
                std::memcpy(out + done, p.text.data() + st.piece_done, want);
            else
            {
                std::error_code ec;
                got = file->file ? file->file->read_at(p.offset + st.piece_done,
                                                       reinterpret_cast<char*>(out + done), want,
                                                       ec)
                                 : 0;
                // the length is promised and cannot be kept: the stream is reset
                if (ec || got == 0)
                    return NGHTTP2_ERR_TEMPORAL_CALLBACK_FAILURE;
            }
            done += got;
            st.piece_done += got;
        }
        if (st.piece == pieces.size())
            *flags |= NGHTTP2_DATA_FLAG_EOF;
        return static_cast<ssize_t>(done);
    }
    // text: the provider is set for a body of one of the three kinds only
    auto const& text = *r.text();
    done = static_cast<std::size_t>(std::min<std::uint64_t>(n, text.size() - st.sent));
    std::memcpy(out, text.data() + st.sent, done);
    st.sent += done;
    if (st.sent == text.size())
        *flags |= NGHTTP2_DATA_FLAG_EOF;
    return static_cast<ssize_t>(done);
}

} // namespace detail
} // namespace route

#endif
