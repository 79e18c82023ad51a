//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_DETAIL_BODY_READER_HPP
#define ROUTE_APP_DETAIL_BODY_READER_HPP

// What a streamed request body is read with: the awaited reader of an
// entity_stream that the server's connection and the test kit implement,
// and the aligned storage of the pieces it reads.

#include <route/config.hpp>
#include <route/core/entity_stream.hpp>
#include <boost/asio/awaitable.hpp>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>

namespace route {

namespace detail {

/** The storage of a piece of a body, aligned on a page: a read from a
    socket copies into it up to three times faster than into memory 16
    bytes off the pages it comes from (a sender's sendfile(2) hands over
    whole page-cache pages), and a piece the size of the one before
    costs neither an allocation nor a fill.
*/
class piece_buffer
{
public:
    static constexpr std::size_t alignment = 4096;

    char* data() noexcept { return p_.get(); }
    const char* data() const noexcept { return p_.get(); }
    std::size_t size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    std::string_view view() const noexcept { return {p_.get(), size_}; }

    /// Room for `n` bytes; the bytes held are lost when it grows.
    void reserve(std::size_t n)
    {
        if (n <= capacity_)
            return;
        p_.reset(static_cast<char*>(::operator new(n, std::align_val_t{alignment})));
        capacity_ = n;
        size_ = 0;
    }

    /// `n` bytes, within the room reserved: those past the old size are not set.
    void resize(std::size_t n) noexcept { size_ = n <= capacity_ ? n : capacity_; }

    void clear() noexcept { size_ = 0; }

    void assign(const char* p, std::size_t n)
    {
        reserve(n);
        if (n > 0)
            std::memcpy(p_.get(), p, n);
        size_ = n;
    }

private:
    struct release
    {
        void operator()(char* p) const noexcept
        {
            ::operator delete(p, std::align_val_t{alignment});
        }
    };

    std::unique_ptr<char, release> p_;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
};

/** An `entity_stream` whose bytes are awaited: what the server's
    connection and the test kit provide. Every `entity_stream` is one, and
    is owned by a `std::shared_ptr` (sources keep it).
*/
class body_reader : public entity_stream, public std::enable_shared_from_this<body_reader>
{
public:
    /** The next piece of the body, at most `max` bytes; `std::nullopt`
        at its end. Waits until bytes arrive: nothing more is taken from
        the connection than asked for, plus one read buffer.

        @throws boost::system::system_error when the body cannot be read
        (see `route::error`); the stream is then failed.
    */
    virtual boost::asio::awaitable<std::optional<std::string>> read_some(std::size_t max) = 0;

    /** As `read_some`, into `piece`, whose storage is reused (a piece of
        the same size as the one before costs neither an allocation nor a
        fill); false at the end, with `piece` empty. By default a move of
        what `read_some` returns.
    */
    ROUTE_DECL virtual boost::asio::awaitable<bool> read_some_into(std::string& piece,
                                                                   std::size_t max);

    /// As `read_some_into`, into aligned storage. By default a copy of
    /// what `read_some` returns.
    ROUTE_DECL virtual boost::asio::awaitable<bool> read_some_into(piece_buffer& piece,
                                                                   std::size_t max);

protected:
    using entity_stream::entity_stream;
    ~body_reader() = default;

};

/// The size of the pieces streamed bodies are read in.
inline constexpr std::size_t body_piece_size = 64 * 1024;

/** Reads the rest of `r` whole into it (`set_strict`), no more than
    `limit` bytes, within `timeout` when set; on failure the stream is
    failed and nothing is thrown.
*/
ROUTE_DECL boost::asio::awaitable<void>
read_strict(body_reader& r, std::uint64_t limit,
            std::optional<std::chrono::milliseconds> timeout);

/// Throws the failure of a failed stream.
[[noreturn]] ROUTE_DECL void throw_entity_failure(const entity_stream& s);

} // namespace detail

} // namespace route

// the implementation is <route/app/impl/request_entity.ipp>, which
// <route/app/request_entity.hpp> includes in header-only builds

#endif
