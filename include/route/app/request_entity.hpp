//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_REQUEST_ENTITY_HPP
#define ROUTE_APP_REQUEST_ENTITY_HPP

// Request entities, strict or streamed (pekko-http's HttpEntity), read in
// awaiting handlers: route::byte_source, route::request_entity, and the
// directives extract_data_bytes, extract_request_entity, to_strict_entity.

#include <route/config.hpp>
#include <route/app/detail/body_reader.hpp>
#include <route/core/detail/strict_entity.hpp>
#include <route/core/entity_stream.hpp>
#include <route/core/error.hpp>
#include <route/core/request_context.hpp>
#include <route/dsl/basic.hpp>
#include <route/dsl/directive.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/system/system_error.hpp>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace route {

/** A request body read piece by piece in an awaiting handler (pekko-http's
    `Source[ByteString, Any]` of `extractDataBytes`).

    A small value that shares its state: copies read the same bytes. A
    default-constructed source is empty.

    @par Example
    @code
    auto r = path("count")(post(extract_data_bytes([](route::byte_source src)
                                                   -> boost::asio::awaitable<route::route> {
        std::uint64_t n = 0;
        while (auto piece = co_await src.read())
            n += piece->size();
        co_return complete(std::to_string(n));
    })));
    @endcode
*/
class byte_source
{
public:
    /// What a source reads from: implement it for sources of your own.
    class impl
    {
    public:
        virtual ~impl() = default;

        /// The next piece; `std::nullopt` at the end.
        virtual boost::asio::awaitable<std::optional<std::string>> read() = 0;
    };

    /// An empty source.
    byte_source() = default;

    /// A source reading from `i`.
    explicit byte_source(std::shared_ptr<impl> i) noexcept : i_(std::move(i)) {}

    /// A source of the bytes of `s`, in one piece.
    ROUTE_DECL static byte_source from_string(std::string s);

    /** The next piece of the body (never empty); `std::nullopt` at its
        end. Waits until bytes arrive (back-pressure: the connection is
        read only as fast as this is called).

        @throws boost::system::system_error with a `route::error`:
        `entity_too_large` past the size limit in force (413 by the
        default exception handler), `entity_truncated` when the client
        went away or broke the framing (400), `entity_timeout` when the
        body stalled (408), `entity_consumed` when another source already
        read it.
    */
    boost::asio::awaitable<std::optional<std::string>> read()
    {
        if (!i_)
            co_return std::nullopt;
        co_return co_await i_->read();
    }

    /** Reads the rest whole, no more than `limit` bytes (past it:
        `boost::system::system_error` with `route::error::entity_too_large`).
    */
    ROUTE_DECL boost::asio::awaitable<std::string>
    read_all(std::uint64_t limit = std::numeric_limits<std::uint64_t>::max());

private:
    std::shared_ptr<impl> i_;
};

/** The entity of a request, as pekko-http's `HttpEntity`: strict (the body
    is in memory) or streamed (it is read as the route asks for it).

    @par Example
    @code
    auto r = extract_request_entity([](route::request_entity e) {
        return complete(e.is_strict() ? "strict" : "streamed");
    });
    @endcode
*/
class request_entity
{
public:
    request_entity() = default;

    /// The entity of the request of `ctx`, read within its size limit.
    ROUTE_DECL explicit request_entity(const request_context& ctx);

    /// True when the whole body is in memory (`data()`).
    bool is_strict() const noexcept { return strict_; }

    /// The `Content-Type` of the request ("" when it has none).
    const std::string& content_type() const noexcept { return content_type_; }

    /// The length from `Content-Length`, when known (always for a strict body).
    std::optional<std::uint64_t> content_length() const noexcept { return length_; }

    /// The whole body of a strict entity ("" for a streamed one).
    const std::string& data() const noexcept { return data_; }

    /** The body as a source of pieces: of `data()` when strict (a new
        source each call), of the connection otherwise (read once).
    */
    byte_source data_bytes() const
    {
        return strict_ ? byte_source::from_string(data_) : source_;
    }

private:
    bool strict_ = true;
    std::string content_type_;
    std::optional<std::uint64_t> length_;
    std::string data_;
    byte_source source_;
};

} // namespace route

#include <route/app/detail/piece_source.hpp>

namespace route {

namespace dsl {
namespace implementation_defined {

/// The directive `to_strict_entity(timeout)` returns.
class to_strict_entity_directive : public directive_base<to_strict_entity_directive>
{
public:
    explicit to_strict_entity_directive(std::optional<std::chrono::milliseconds> t) noexcept
        : timeout_(t) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        if (auto r = ::route::detail::require_strict_entity(ctx, timeout_))
            return std::move(*r);
        return k(ctx.with_strict_entity());
    }

private:
    std::optional<std::chrono::milliseconds> timeout_;
};

} // namespace implementation_defined

/** Extracts the request body as a `route::byte_source`, read in an
    awaiting handler (pekko-http's `extractDataBytes`). The size limit in
    force (`with_size_limit`, the server's `body_limit`) applies as the
    bytes arrive.

    @par Example
    @code
    auto r = post(extract_data_bytes([](route::byte_source src) -> boost::asio::awaitable<route::route> {
        std::string first = (co_await src.read()).value_or("");
        co_return complete(std::to_string(first.size()));
    }));
    @endcode
*/
inline constexpr implementation_defined::extract_fixed_directive<byte_source,
                                                                 &::route::detail::data_bytes_of>
    extract_data_bytes{};

/** Extracts the request's entity, strict or streamed
    (pekko-http's `extractRequestEntity`).
*/
inline constexpr implementation_defined::extract_fixed_directive<
    request_entity, &::route::detail::request_entity_of>
    extract_request_entity{};

/** Reads the whole request body before the inner route runs, within
    `timeout` and the size limit in force (pekko-http's `toStrictEntity`).
    Inside, `request().body()` holds it and every directive sees a strict
    entity; the routes around it still see the entity the request came
    with (`extract_request_entity` outside gives a streamed one, whose
    bytes are those read). A body that does not arrive in time fails the request with
    `route::error::entity_timeout` (408 by the default exception handler);
    one over the size limit rejects with `request_entity_too_large_rejection`
    (413).

    @par Example
    @code
    auto r = to_strict_entity(std::chrono::seconds(5))(
        extract_request_entity([](route::request_entity e) { return complete(e.data()); }));
    @endcode
*/
inline implementation_defined::to_strict_entity_directive
to_strict_entity(std::chrono::milliseconds timeout)
{
    return implementation_defined::to_strict_entity_directive(timeout);
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/app/impl/request_entity.ipp>
#endif

#endif
