//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_DETAIL_ENTITY_HPP
#define ROUTE_APP_DETAIL_ENTITY_HPP

// The implementation details of <route/app/entity.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace route {

namespace detail {

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

#endif
