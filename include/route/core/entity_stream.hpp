//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ENTITY_STREAM_HPP
#define ROUTE_CORE_ENTITY_STREAM_HPP

// A request body that is not read before the route runs (pekko-http's
// streamed entity): route::entity_stream.

#include <route/config.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace route {

/** A request body still on its way: the server's connection, or the test
    kit's pieces, hold it, and the route reads it as it needs it.

    Whoever runs the route provides one, for a body it did not read before
    routing. It is read in one of two ways, once:

    - whole (strict): a directive that needs the whole body
      (`entity(as<T>)`, the form-field directives, `decode_request`,
      `to_strict_entity`) asks for it; whoever runs the route reads it,
      bounded by the size limit in force, and runs the route again, which
      then sees the body as `request::body()`;
    - as a stream, through `route::byte_source` (`extract_data_bytes`,
      `file_upload`, ...), piece by piece.

    The reading itself is awaited, so it lives in `<route/app/request_entity.hpp>`.
*/
class entity_stream
{
public:
    /// Where the body is.
    enum class state : unsigned char
    {
        unread,    ///< nothing read yet
        streaming, ///< a `byte_source` reads it
        strict,    ///< read whole: `body()` holds it
        failed,    ///< reading failed (see `failure()`)
    };

    /// Why reading failed.
    enum class failure_kind : unsigned char
    {
        none,
        too_large, ///< larger than the size limit in force
        truncated, ///< the connection ended, or the framing broke, before the end
        timeout,   ///< the body stalled
        consumed,  ///< read as a stream before a directive asked for it whole
    };

    entity_stream(const entity_stream&) = delete;
    entity_stream& operator=(const entity_stream&) = delete;

    /// The body's length in bytes from `Content-Length`, when known.
    std::optional<std::uint64_t> content_length() const noexcept { return length_; }

    state current() const noexcept { return state_; }
    bool is_strict() const noexcept { return state_ == state::strict; }
    failure_kind failure() const noexcept { return failure_; }

    /// The limit that was in force when reading failed with `too_large`.
    std::uint64_t failed_limit() const noexcept { return failed_limit_; }

    /// The whole body once `is_strict()`.
    std::string_view body() const noexcept { return body_; }

    /// The bytes read so far.
    std::uint64_t bytes_read() const noexcept { return read_; }

    /// Called by readers: the body is whole.
    void set_strict(std::string body) noexcept
    {
        body_ = std::move(body);
        state_ = state::strict;
    }

    /// Called by readers: reading failed.
    void set_failed(failure_kind why, std::uint64_t limit = 0) noexcept
    {
        if (state_ == state::failed)
            return;
        state_ = state::failed;
        failure_ = why;
        failed_limit_ = limit;
    }

    /** Called by readers: reading failed for a reason the answer names
        (`text`, e.g. a chunk past the server's `max_chunk_size`), which a
        later read of the failed body fails with too.
    */
    void set_failed(failure_kind why, std::string text) noexcept
    {
        if (state_ == state::failed)
            return;
        set_failed(why);
        failure_text_ = std::move(text);
    }

    /// What `set_failed(why, text)` named; empty otherwise.
    std::string_view failure_text() const noexcept { return failure_text_; }

    /// Called by readers: a byte source reads the body.
    void set_streaming() noexcept
    {
        if (state_ == state::unread)
            state_ = state::streaming;
    }

    /// Called by readers: `n` more bytes were read.
    void count(std::uint64_t n) noexcept { read_ += n; }

protected:
    explicit entity_stream(std::optional<std::uint64_t> length) noexcept : length_(length) {}
    ~entity_stream() = default;

private:
    std::optional<std::uint64_t> length_;
    std::string body_;
    std::string failure_text_;
    std::uint64_t read_ = 0;
    std::uint64_t failed_limit_ = 0;
    state state_ = state::unread;
    failure_kind failure_ = failure_kind::none;
};

} // namespace route

#endif
