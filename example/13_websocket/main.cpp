//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 13_websocket: an echo and a chat room over WebSocket, and the page that
// talks to both (websocket.hpp), served until SIGINT or SIGTERM.
//
//   websocket [--port N] [--address A] [--threads N]
//
// --port defaults to 8080 (0: a free port), --address to 0.0.0.0,
// --threads to 2: the members of the chat room are then served by
// different threads, as on a larger server. The program prints
// "websocket: listening on ADDRESS:PORT" once it listens.

#include "websocket.hpp"

#include <route/server.hpp>
#include <charconv>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void
usage(std::string_view why)
{
    std::cerr << "websocket: " << why << "\n"
              << "usage: websocket [--port N] [--address A] [--threads N]\n";
    std::exit(2);
}

unsigned
number(std::string_view option, const char* text, unsigned max)
{
    unsigned v = 0;
    std::string_view s(text);
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || v > max)
        usage(std::string(option) + " wants a number up to " + std::to_string(max) + ", not '" +
              std::string(s) + "'");
    return v;
}

} // namespace

int
main(int argc, char** argv)
{
    route::server_options server_options; // 0.0.0.0:8080
    server_options.threads = 2;
    // on stop, WebSocket connections are closed with 1001: wait for their
    // clients briefly
    server_options.shutdown_grace = std::chrono::seconds(1);
    for (int i = 1; i < argc; ++i)
    {
        std::string_view a(argv[i]);
        if (a != "--port" && a != "--address" && a != "--threads")
            usage("unknown option " + std::string(a));
        if (i + 1 >= argc)
            usage("missing value after " + std::string(a));
        const char* v = argv[++i];
        if (a == "--port")
            server_options.port = static_cast<unsigned short>(number(a, v, 65535));
        else if (a == "--address")
            server_options.address = v;
        else
        {
            server_options.threads = number(a, v, 64);
            if (server_options.threads == 0)
                usage("--threads wants at least 1");
        }
    }

    // tag::serve[]
    try
    {
        // the chat room, shared by the routes of every thread
        auto room = std::make_shared<websocket_example::room>();
        route::server s(websocket_example::make_app(room), server_options);
        s.start();
        std::cout << "websocket: listening on " << server_options.address << ':' << s.port()
                  << " (" << server_options.threads << " threads)" << std::endl;
        s.wait_for_signal();
    }
    catch (const std::exception& e)
    {
        std::cerr << "websocket: " << e.what() << "\n";
        return 1;
    }
    // end::serve[]
}
