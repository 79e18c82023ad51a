//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 12_streaming: an upload form, a server clock over Server-Sent Events and
// a generated chunked download (streaming.hpp), served until SIGINT or
// SIGTERM.
//
//   streaming [--port N] [--address A] [--upload-dir DIR]
//
// --port defaults to 8080 (0: a free port), --address to 0.0.0.0,
// --upload-dir to a new directory under the system's temporary directory.
// The program prints "streaming: listening on ADDRESS:PORT" once it
// listens, and where uploads go.

#include "streaming.hpp"

#include <route/server.hpp>
#include <charconv>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>
#include <unistd.h>

namespace {

[[noreturn]] void
usage(std::string_view why)
{
    std::cerr << "streaming: " << why << "\n"
              << "usage: streaming [--port N] [--address A] [--upload-dir DIR]\n";
    std::exit(2);
}

unsigned short
port_number(const char* text)
{
    unsigned v = 0;
    std::string_view s(text);
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || v > 65535)
        usage("--port wants a number up to 65535, not '" + std::string(s) + "'");
    return static_cast<unsigned short>(v);
}

} // namespace

int
main(int argc, char** argv)
{
    route::server_options server_options; // 0.0.0.0:8080
    // an event stream never ends by itself: on stop, wait for it briefly
    server_options.shutdown_grace = std::chrono::seconds(1);
    streaming::options options;
    for (int i = 1; i < argc; ++i)
    {
        std::string_view a(argv[i]);
        if (a != "--port" && a != "--address" && a != "--upload-dir")
            usage("unknown option " + std::string(a));
        if (i + 1 >= argc)
            usage("missing value after " + std::string(a));
        const char* v = argv[++i];
        if (a == "--port")
            server_options.port = port_number(v);
        else if (a == "--address")
            server_options.address = v;
        else
            options.upload_dir = v;
    }
    if (options.upload_dir.empty())
        options.upload_dir = std::filesystem::temp_directory_path() /
                             ("route-streaming-uploads-" + std::to_string(::getpid()));

    // tag::serve[]
    try
    {
        route::server s(streaming::make_app(options), server_options);
        s.start();
        std::cout << "streaming: listening on " << server_options.address << ':' << s.port()
                  << "\nstreaming: uploads go to " << options.upload_dir.string() << std::endl;
        s.wait_for_signal();
    }
    catch (const std::exception& e)
    {
        std::cerr << "streaming: " << e.what() << "\n";
        return 1;
    }
    // end::serve[]
}
