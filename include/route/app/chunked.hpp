//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_CHUNKED_HPP
#define ROUTE_APP_CHUNKED_HPP

// Responses produced while they are sent (pekko-http's chunked entities
// from a Source): route::chunked, its chunk_writer, and the body the
// server and the test kit run.

#include <route/config.hpp>
#include <route/core/marshal.hpp>
#include <route/core/response.hpp>
#include <boost/asio/awaitable.hpp>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

namespace route {

/** Where a chunked response's producer writes (see `route::chunked`).

    The server sends each piece as an HTTP/1.1 chunk; the test kit collects
    them (`result::chunks()`).
*/
class chunk_writer
{
public:
    /** Sends `data` (nothing when it is empty). Returns once the
        connection took the bytes: a slow reader slows the producer, and
        memory stays bounded.

        @throws boost::system::system_error (`route::error::connection_closed`,
        or the socket's error) when the connection is gone; the producer
        should let it propagate, which ends the stream.
    */
    virtual boost::asio::awaitable<void> write(std::string_view data) = 0;

protected:
    ~chunk_writer() = default;
};

/** A response body produced while it is sent (`route::produced_body`). The
    server and the test kit call `produce` once per response.
*/
class streamed_body
{
public:
    virtual ~streamed_body() = default;

    /// Writes the body to `w`; returns at its end, throws to cut it.
    virtual boost::asio::awaitable<void> produce(chunk_writer& w) const = 0;
};

/// The producer of a chunked response.
using chunk_producer = std::function<boost::asio::awaitable<void>(chunk_writer&)>;

/** A chunked response entity: its content type and its producer, what
    `complete(...)` takes (see `route::chunked`).
*/
struct chunked_entity
{
    std::string content_type;
    std::shared_ptr<const streamed_body> body;
};

} // namespace route

#include <route/app/detail/chunked.hpp>

namespace route {

/** A response whose body `producer` writes while it is sent, with
    `Transfer-Encoding: chunked` (pekko-http's `HttpEntity.Chunked`):
    a generated download, a long computation's output as it comes. Give
    it to `complete`.

    `producer` is an awaiting function of a `route::chunk_writer&`, run by
    the server once the response's header is sent (by the test kit at
    once). Each `co_await w.write(piece)` returns when the connection took
    the bytes. An exception from the producer, or a client that goes away
    (its `write` throws), ends the stream: the client sees the response
    cut (no last chunk) and the connection is closed. An HTTP/1.0 client
    gets the bytes unframed, and the connection closed at the end.

    @par Example
    @code
    auto r = path("numbers")(get(complete(route::chunked("text/plain",
        [](route::chunk_writer& w) -> boost::asio::awaitable<void> {
            for (int i = 0; i < 1000; ++i)
                co_await w.write(std::to_string(i) + "\n");
        }))));
    @endcode
*/
inline chunked_entity
chunked(std::string content_type, chunk_producer producer)
{
    return {std::move(content_type),
            std::make_shared<const detail::producer_body>(std::move(producer))};
}

/// `complete(route::chunked(...))`: a 200 response with the stream as its body.
template <>
struct marshaller<chunked_entity>
{
    static void write(response& r, const chunked_entity& e)
    {
        r.headers.push_back({"Content-Type", e.content_type});
        r.body = produced_body{e.body, nullptr};
    }
};

} // namespace route

#endif
