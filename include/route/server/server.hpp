//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_SERVER_HPP
#define ROUTE_SERVER_SERVER_HPP

// server_options, the server handle and serve().

#include <route/config.hpp>
#include <route/app/health.hpp>
#include <route/app/http_app.hpp>
#include <route/server/tls.hpp>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace route {

/** How a server listens, and its limits. Defaults follow pekko-http's.
*/
struct server_options
{
    /// The IP address to bind ("0.0.0.0": all IPv4 interfaces).
    std::string address = "0.0.0.0";

    /// The TCP port; 0 lets the system choose (see `server::port()`).
    unsigned short port = 8080;

    /// Set: the server speaks HTTPS (TLS 1.2 and 1.3) with this
    /// certificate and key, and plain HTTP not at all (doc/route/tls.adoc).
    std::optional<tls_options> tls;

    /// Threads running the I/O and the routes; 0: one per core.
    unsigned threads = 0;

    /// Largest header block, in bytes: the request line and the header
    /// fields, up to and including the empty line that ends them
    /// (`CRLF CRLF`); larger: 431 and close.
    std::size_t header_limit = 8 * 1024;

    /// The size limit of request bodies, in bytes, unless a route sets
    /// another (`with_size_limit`, `without_size_limit`): a body that a
    /// route reads past it is answered 413.
    std::uint64_t body_limit = 8 * 1024 * 1024;

    /// A request body whose `Content-Length` is at most this (and at most
    /// `body_limit`) is read whole before the route runs (a strict
    /// entity). A longer one, or a chunked one, is streamed: the route
    /// runs once the header is read, and the body is read from the socket
    /// as the route asks for it (doc/route/streaming.adoc).
    std::uint64_t strict_body_limit = 1024 * 1024;

    /// The largest chunk of a chunked request body, in bytes (pekko-http's
    /// `max-chunk-size`): a chunk header naming a larger size is answered
    /// 400 (`HTTP chunk size exceeds the configured limit of N bytes`) and
    /// the connection closed, before any of its bytes are waited for.
    std::uint64_t max_chunk_size = 1024 * 1024;

    /// The longest chunk extension (`;name=value` after a chunk's size) of
    /// a chunked request body, in characters (pekko-http's
    /// `max-chunk-ext-length`): longer is answered 400 (`HTTP chunk
    /// extension length exceeds configured limit of N characters`) and the
    /// connection closed, as soon as that many have arrived.
    std::size_t max_chunk_ext_length = 256;

    /// A connection waiting for its next request this long is closed.
    std::chrono::milliseconds idle_timeout = std::chrono::seconds(60);

    /// A request whose header block is not complete this long after its
    /// first byte arrived is cut (slowloris).
    std::chrono::milliseconds header_timeout = std::chrono::seconds(10);

    /// A request not received completely (header block and strict body)
    /// this long after its first byte arrived is answered 408 and its
    /// connection closed (slow bodies). A streamed body is not held to it,
    /// but to `body_timeout`.
    std::chrono::milliseconds request_timeout = std::chrono::seconds(20);

    /// While a route reads a streamed request body, a wait for its next
    /// bytes longer than this fails the read (408, then close): an upload
    /// may take as long as it needs, as long as it does not stall.
    std::chrono::milliseconds body_timeout = std::chrono::seconds(20);

    /// On stop, requests in flight get this long to finish, and WebSocket
    /// connections (closed with 1001) this long to end.
    std::chrono::milliseconds shutdown_grace = std::chrono::seconds(10);

    /// Readiness the server drives (doc/operations.adoc): from the moment
    /// `stop()` is called (SIGTERM or SIGINT under `serve`), its
    /// readiness is down (`/ready` answers 503), its liveness unchanged.
    std::shared_ptr<::route::health> health;

    /// On stop, before anything else: the server reports not ready (see
    /// `health`) and goes on accepting and serving this long, so that a
    /// balancer that checks readiness stops sending first; then it stops
    /// accepting and drains within `shutdown_grace`. 0: at once.
    std::chrono::milliseconds drain_delay{0};

    /// The largest WebSocket message a client may send, in bytes, whole
    /// (fragments joined, after decompression); larger: close 1009.
    std::size_t websocket_max_message = 1024 * 1024;

    /// permessage-deflate (RFC 7692) on WebSocket connections whose client
    /// offers it.
    bool websocket_deflate = true;

    /// A WebSocket connection on which nothing was received or sent this
    /// long is pinged (its client's pong counts as activity); 0: never.
    std::chrono::milliseconds websocket_ping_interval = std::chrono::seconds(30);

    /// A WebSocket connection on which nothing was received or sent this
    /// long is closed with 1001; 0: never.
    std::chrono::milliseconds websocket_idle_timeout = std::chrono::seconds(120);

    /// HTTP/2 (doc/route/http2.adoc): `h2` offered by ALPN on TLS next to
    /// `http/1.1`, and `h2c` with prior knowledge on plain connections;
    /// HTTP/1.1 clients are served on the same port as before.
    bool http2 = true;

    /// The streams an HTTP/2 client may have open at once on a connection
    /// (SETTINGS_MAX_CONCURRENT_STREAMS); more are refused (REFUSED_STREAM).
    std::uint32_t http2_max_concurrent_streams = 100;
};

/** An HTTP/1.1 server running an application: a handle for tests and
    embedding.

    The constructor binds and listens (so `port()` is known at once);
    `start()` runs the threads; `stop()` stops accepting, lets requests in
    flight finish (within `shutdown_grace`), closes idle keep-alive
    connections and joins the threads.

    @par Example
    @code
    route::server s(app, {.address = "127.0.0.1", .port = 0, .threads = 2});
    s.start();
    // ... talk to 127.0.0.1:s.port() ...
    s.stop();
    @endcode
*/
class server
{
public:
    /** Binds and listens.

        @throws std::system_error naming the address and port when the
        address is not an IP address or cannot be bound.
    */
    ROUTE_DECL server(http_app app, server_options options = {});

    /// Stops the server if it runs.
    ROUTE_DECL ~server();

    server(const server&) = delete;
    server& operator=(const server&) = delete;

    /// The port the server listens on.
    ROUTE_DECL unsigned short port() const noexcept;

    /// Starts the threads; returns at once.
    ROUTE_DECL void start();

    /** Reports not ready (`server_options::health`) and serves on for
        `server_options::drain_delay`; then stops accepting, drains, and
        joins the threads. Idempotent; a second call while the first waits
        out the delay stops at once.
    */
    ROUTE_DECL void stop();

    /// Blocks until the process receives SIGINT or SIGTERM, then stops.
    ROUTE_DECL void wait_for_signal();

    /** Loads the TLS certificate, key and client CA files of
        `server_options::tls` again, for the connections accepted from now
        on; open connections keep theirs. Call it when the files were
        renewed (`serve` does on SIGHUP).

        @throws std::runtime_error naming the file when one does not load
        (the server goes on with the ones it had); std::logic_error when
        the server has no `tls` options.
    */
    ROUTE_DECL void reload_tls();

    struct impl;

private:
    std::unique_ptr<impl> impl_;
};

/** Serves `app` until SIGINT or SIGTERM, then drains and returns. With
    `options.tls`, SIGHUP loads the certificate and key files again
    (`server::reload_tls`); a failure is reported on stderr, and the
    server goes on with the old ones.

    @par Example
    @code
    route::serve(route::to_http_routes(items).or_not_found(),
                 route::server_options{.address = "0.0.0.0", .port = 8080, .threads = 4});
    @endcode
*/
ROUTE_DECL void serve(http_app app, server_options options = {});

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/server/impl/server.ipp>
#endif

#endif
