//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_IMPL_REQUEST_ENTITY_IPP
#define ROUTE_APP_IMPL_REQUEST_ENTITY_IPP

#include <route/app/request_entity.hpp>
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <exception>
#include <limits>
#include <type_traits>

namespace route {
namespace detail {

void
throw_entity_failure(const entity_stream& s)
{
    std::rethrow_exception(entity_failure(s));
}

boost::asio::awaitable<bool>
body_reader::read_some_into(std::string& piece, std::size_t max)
{
    auto next = co_await read_some(max);
    if (!next)
    {
        piece.clear();
        co_return false;
    }
    piece = std::move(*next);
    co_return true;
}

boost::asio::awaitable<bool>
body_reader::read_some_into(piece_buffer& piece, std::size_t max)
{
    auto next = co_await read_some(max);
    if (!next)
    {
        piece.clear();
        co_return false;
    }
    piece.assign(next->data(), next->size());
    co_return true;
}

namespace entity_impl {

// Reads the rest of `r` into `out`, no more than `limit` bytes.
inline boost::asio::awaitable<void>
read_rest(body_reader& r, std::uint64_t limit, std::string& out)
{
    while (auto piece = co_await r.read_some(body_piece_size))
    {
        r.count(piece->size());
        if (out.size() + piece->size() > limit)
        {
            r.set_failed(entity_stream::failure_kind::too_large, limit);
            co_return;
        }
        out += *piece;
    }
}

// A source of the bytes of a string, in one piece; past `limit`, reading
// fails as a streamed body's would.
class string_source final : public piece_source
{
public:
    explicit string_source(std::string s,
                           std::uint64_t limit = (std::numeric_limits<std::uint64_t>::max)())
        : s_(std::move(s)), limit_(limit)
    {
    }

    boost::asio::awaitable<std::optional<std::string>> read() override
    {
        if (done_ || s_.empty())
            co_return std::nullopt;
        done_ = true;
        if (s_.size() > limit_)
            throw entity_error(error::entity_too_large,
                               "Request Content-Length of " + std::to_string(s_.size()) +
                                   " bytes exceeds the configured limit of " +
                                   std::to_string(limit_) + " bytes");
        co_return std::move(s_);
    }

    boost::asio::awaitable<bool> read_into(piece_buffer& piece, std::size_t max) override
    {
        if (!done_)
        {
            held_ = co_await read();
            if (!held_)
                held_.emplace();
        }
        auto n = std::min(max, held_->size() - at_);
        piece.assign(held_->data() + at_, n);
        at_ += n;
        co_return n > 0;
    }

private:
    std::string s_;
    std::uint64_t limit_;
    bool done_ = false;
    std::optional<std::string> held_; // what read_into gives in pieces
    std::size_t at_ = 0;
};

// A source of a streamed body, counted against the size limit in force.
// It keeps the request's stream, which the one who runs the route keeps
// until the route's result has settled; reading later fails.
class stream_source final : public piece_source
{
public:
    stream_source(std::shared_ptr<body_reader> r, std::uint64_t limit) noexcept
        : r_(std::move(r)), limit_(limit) {}

    boost::asio::awaitable<std::optional<std::string>> read() override
    {
        std::string piece;
        bool const more = co_await read_piece(piece, body_piece_size);
        if (!more)
            co_return std::nullopt;
        co_return piece;
    }

    boost::asio::awaitable<bool> read_into(piece_buffer& piece, std::size_t max) override
    {
        return read_piece(piece, max);
    }

private:
    // std::string or piece_buffer
    template <class Piece>
    boost::asio::awaitable<bool> read_piece(Piece& piece, std::size_t max)
    {
        using st = entity_stream::state;
        auto& r = *r_;
        if (!started_)
        {
            started_ = true;
            if (r.current() == st::strict)
            {
                // read whole meanwhile: serve what was read
                strict_.emplace(r.body());
            }
            else if (r.current() != st::unread)
            {
                if (r.current() != st::failed)
                    r.set_failed(entity_stream::failure_kind::consumed);
                throw_entity_failure(r);
            }
            else
            {
                r.set_streaming();
                if (auto n = r.content_length(); n && *n > limit_)
                {
                    r.set_failed(entity_stream::failure_kind::too_large, limit_);
                    throw_entity_failure(r);
                }
            }
        }
        if (strict_)
        {
            // whole into a string; into aligned storage, in pieces of at
            // most `max` bytes
            if constexpr (std::is_same_v<Piece, std::string>)
            {
                if (strict_->empty())
                    co_return false;
                piece = std::exchange(*strict_, std::string());
                co_return true;
            }
            else
            {
                auto n = std::min(max, strict_->size() - strict_at_);
                piece.assign(strict_->data() + strict_at_, n);
                strict_at_ += n;
                co_return n > 0;
            }
        }
        if (r.current() == st::failed)
            throw_entity_failure(r);
        bool const more = co_await r.read_some_into(piece, max);
        if (!more)
            co_return false;
        r.count(piece.size());
        if (r.bytes_read() > limit_)
        {
            r.set_failed(entity_stream::failure_kind::too_large, limit_);
            throw_entity_failure(r);
        }
        co_return true;
    }

    std::shared_ptr<body_reader> r_;
    std::uint64_t limit_;
    std::optional<std::string> strict_;
    std::size_t strict_at_ = 0;
    bool started_ = false;
};

} // namespace entity_impl

boost::asio::awaitable<void>
read_strict(body_reader& r, std::uint64_t limit, std::optional<std::chrono::milliseconds> timeout)
{
    using namespace boost::asio::experimental::awaitable_operators;
    if (r.current() != entity_stream::state::unread)
        co_return;
    std::string out;
    if (auto n = r.content_length())
    {
        if (*n > limit)
        {
            r.set_failed(entity_stream::failure_kind::too_large, limit);
            co_return;
        }
        out.reserve(static_cast<std::size_t>(*n));
    }
    try
    {
        if (timeout)
        {
            boost::asio::steady_timer t(co_await boost::asio::this_coro::executor, *timeout);
            auto which = co_await (entity_impl::read_rest(r, limit, out) ||
                                   t.async_wait(boost::asio::use_awaitable));
            if (which.index() == 1)
                r.set_failed(entity_stream::failure_kind::timeout);
        }
        else
            co_await entity_impl::read_rest(r, limit, out);
    }
    catch (const boost::system::system_error& e)
    {
        r.set_failed(e.code() == make_error_code(error::entity_timeout)
                         ? entity_stream::failure_kind::timeout
                         : entity_stream::failure_kind::truncated);
    }
    if (r.current() != entity_stream::state::failed)
        r.set_strict(std::move(out));
}

std::shared_ptr<piece_source>
body_source_of(const request_context& ctx)
{
    auto const& req = ctx.request();
    if (!req.is_streamed())
        return std::make_shared<entity_impl::string_source>(std::string(req.body()),
                                                            ctx.size_limit());
    return std::make_shared<entity_impl::stream_source>(
        static_cast<body_reader&>(*req.streamed_entity()).shared_from_this(), ctx.size_limit());
}

byte_source
data_bytes_of(const request_context& ctx)
{
    return byte_source(body_source_of(ctx));
}

} // namespace detail

byte_source
byte_source::from_string(std::string s)
{
    return byte_source(std::make_shared<detail::entity_impl::string_source>(std::move(s)));
}

boost::asio::awaitable<std::string>
byte_source::read_all(std::uint64_t limit)
{
    std::string out;
    while (auto piece = co_await read())
    {
        if (out.size() + piece->size() > limit)
            throw entity_error(error::entity_too_large,
                               "Request entity exceeds the configured limit of " +
                                   std::to_string(limit) + " bytes");
        out += *piece;
    }
    co_return out;
}

request_entity::request_entity(const request_context& ctx)
{
    auto const& req = ctx.request();
    if (auto ct = req.header("Content-Type"))
        content_type_ = std::string(*ct);
    // a body streamed on the wire that to_strict_entity read whole is
    // strict inside it only: outside, the entity is the streamed one,
    // its source the bytes read
    auto const* s = req.streamed_entity();
    strict_ = !req.is_streamed() && (!s || ctx.strict_entity());
    if (!strict_ && s && s->is_strict())
    {
        length_ = s->content_length();
        source_ = detail::data_bytes_of(ctx);
        return;
    }
    if (strict_)
    {
        // data_bytes() reads data_: the body is copied once
        data_ = std::string(req.body());
        length_ = data_.size();
        return;
    }
    length_ = req.streamed_entity()->content_length();
    source_ = detail::data_bytes_of(ctx);
}

} // namespace route

#endif
