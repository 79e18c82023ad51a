//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_MEMORY_SESSION_HPP
#define ROUTE_SERVER_DETAIL_MEMORY_SESSION_HPP

// The server's connection handling over Beast's in-memory test stream:
// the same session, state machine included, without a socket or a thread.
// For the server's tests and its fuzz target (fuzz/server.cpp).

#include <route/server/detail/session.hpp>
#include <route/server/detail/h2_session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <boost/beast/_experimental/test/stream.hpp>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace route {
namespace detail {

template <class Executor>
struct session_stream<boost::beast::test::basic_stream<Executor>>
{
    using stream = boost::beast::test::basic_stream<Executor>;

    static constexpr std::string_view scheme = "http";

    static void open(stream&) {}

    // The test stream has no half-close: the peer sees the end of the
    // output when the session closes.
    static bool shutdown_send(stream&) { return true; }

    static std::size_t available(stream& s) { return s.str().size(); }

    // The test stream cannot cancel one read; the session ignores a read
    // that completes after a timeout answer took over.
    static void cancel(stream&) {}

    static void close(stream& s) { s.close(); }

    // an in-memory peer has no address
    static std::string remote_address(const stream&) { return {}; }
};

// One connection of a session of type Session over an in-memory stream:
// `input` then the end of the client's input; `start_args` go to the
// session's start().
template <template <class> class Session, class... StartArgs>
std::string
serve_connection_in_memory(const http_app& app, const server_options& opts,
                           std::string_view input, std::size_t read_size,
                           StartArgs... start_args)
{
    using stream = boost::beast::test::stream;
    worker w(opts);
    stream server_end(w.ioc);
    stream client_end(w.ioc);
    server_end.connect(client_end);
    server_end.append(boost::beast::string_view(input.data(), input.size()));
    if (read_size != 0)
        server_end.read_size(read_size);
    server_end.close_remote();
    std::make_shared<Session<stream>>(std::move(server_end), w, app)->start(start_args...);
    w.ioc.run();
    auto out = client_end.str();
    return std::string(out.data(), out.size());
}

/** Serves `input` as the bytes one client sends on one connection, followed
    by the end of its input, and returns the bytes the server wrote back.

    The session runs on an io_context of its own until the connection is
    closed. `read_size`, when not 0, bounds the bytes one read returns, so
    that a request can arrive in pieces.
*/
inline std::string
serve_in_memory(const http_app& app, const server_options& opts, std::string_view input,
                std::size_t read_size = 0)
{
    return serve_connection_in_memory<basic_session>(app, opts, input, read_size);
}

/** As serve_in_memory, for an HTTP/2 connection (h2c by prior knowledge):
    `input` is what the client sends from its connection preface on, the
    result the frames the server wrote back.
*/
inline std::string
serve_h2_in_memory(const http_app& app, const server_options& opts, std::string_view input,
                   std::size_t read_size = 0)
{
    return serve_connection_in_memory<h2_session>(app, opts, input, read_size,
                                                  boost::asio::const_buffer());
}

} // namespace detail
} // namespace route

#endif
