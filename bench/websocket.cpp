//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A WebSocket echo server through route::server (one thread, 127.0.0.1),
// measured by bench/run-websocket.sh against the hand-written Beast server
// of bench/websocket_baseline.cpp, which takes the same arguments:
//
//   websocket [--port N]   N: the TCP port, 0 (the default): one the system
//                          chooses; prints "websocket: listening on
//                          127.0.0.1:PORT" once it listens
//
// GET /ws with a WebSocket handshake is handed to handle_websocket_messages,
// whose handler sends every message back as it came (text as text, binary
// as binary) until the connection closes. Anything else is answered 404
// (or 400 at /ws without a handshake). The server's options are its
// defaults but for the address, the port, one thread and a short
// shutdown_grace.

#include <route/route.hpp>
#include <route/app.hpp> // handle_websocket_messages, route::websocket
#include <route/server.hpp>
#include <boost/asio/awaitable.hpp>
#include <chrono>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <string_view>
#include <utility>

using namespace route::dsl;

namespace {

boost::asio::awaitable<void>
echo(route::websocket& ws)
{
    while (auto m = co_await ws.receive())
        co_await ws.send(std::move(*m));
}

int
usage()
{
    std::cerr << "usage: websocket [--port N]\n";
    return 2;
}

} // namespace

int
main(int argc, char** argv)
{
    unsigned long port = 0;
    for (int i = 1; i < argc; i += 2)
    {
        if (std::string_view(argv[i]) != "--port" || i + 1 == argc)
            return usage();
        char* end = nullptr;
        port = std::strtoul(argv[i + 1], &end, 10);
        if (*argv[i + 1] == '\0' || *end != '\0' || port > 65535)
            return usage();
    }

    route::server_options o;
    o.address = "127.0.0.1";
    o.port = static_cast<unsigned short>(port);
    o.threads = 1;
    // connections still open when the script stops the server are not waited for
    o.shutdown_grace = std::chrono::seconds(1);
    try
    {
        route::server s(route::to_http_routes(path("ws")(handle_websocket_messages(echo)))
                            .or_not_found(),
                        o);
        std::cout << "websocket: listening on 127.0.0.1:" << s.port() << std::endl;
        s.start();
        s.wait_for_signal();
    }
    catch (const std::exception& e)
    {
        std::cerr << "websocket: " << e.what() << '\n';
        return 1;
    }
    return 0;
}
