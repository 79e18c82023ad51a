//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 14_cors: a page and the API it calls across origins (cors.hpp), on two
// ports of one process, served until SIGINT or SIGTERM.
//
//   cors [--page-port N] [--api-port N] [--address A]
//
// --page-port defaults to 8080, --api-port to 8081 (0: a free port),
// --address to 127.0.0.1. Once both listen the program prints
// "cors: page on http://A:P, api on http://A:Q" and the URL to open.

#include "cors.hpp"

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
    std::cerr << "cors: " << why << "\n"
              << "usage: cors [--page-port N] [--api-port N] [--address A]\n";
    std::exit(2);
}

unsigned short
port_number(std::string_view option, const char* text)
{
    unsigned v = 0;
    std::string_view s(text);
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || v > 65535)
        usage(std::string(option) + " wants a port number, not '" + std::string(s) + "'");
    return static_cast<unsigned short>(v);
}

} // namespace

int
main(int argc, char** argv)
{
    route::server_options page_options;
    page_options.address = "127.0.0.1";
    page_options.port = 8080;
    route::server_options api_options = page_options;
    api_options.port = 8081;
    for (int i = 1; i < argc; ++i)
    {
        std::string_view a(argv[i]);
        if (a != "--page-port" && a != "--api-port" && a != "--address")
            usage("unknown option " + std::string(a));
        if (i + 1 >= argc)
            usage("missing value after " + std::string(a));
        const char* v = argv[++i];
        if (a == "--page-port")
            page_options.port = port_number(a, v);
        else if (a == "--api-port")
            api_options.port = port_number(a, v);
        else
            page_options.address = api_options.address = v;
    }

    try
    {
        // the page's server binds first: the API allows the page's origin
        route::server page(cors_example::make_page_app(), page_options);
        std::string page_origin =
            "http://" + page_options.address + ':' + std::to_string(page.port());
        route::server api(cors_example::make_api_app(page_origin,
                                                     std::make_shared<cors_example::store>()),
                          api_options);
        std::string api_origin = "http://" + api_options.address + ':' + std::to_string(api.port());
        page.start();
        api.start();
        std::cout << "cors: page on " << page_origin << ", api on " << api_origin << "\n"
                  << "open " << page_origin << "/?api=" << api_origin << std::endl;
        page.wait_for_signal();
        api.stop();
    }
    catch (const std::exception& e)
    {
        std::cerr << "cors: " << e.what() << "\n";
        return 1;
    }
}
