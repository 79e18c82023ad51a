//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The GitHub stand-in on 127.0.0.1: GET /users/{username} and
// GET /repos/{owner}/{repo} answered from recorded bodies.
//
//   github_stand_in [--port N] [--address A] [--data DIR] [--threads N] [--https]
//
// Once listening it prints one line to stdout, then serves until SIGINT or
// SIGTERM:
//
//   github-stand-in: listening on 127.0.0.1:PORT
//
// With --https it serves the same routes over TLS, with a certificate made
// at start-up in a temporary folder (removed on exit), and prints two lines:
//
//   github-stand-in: listening on https://127.0.0.1:PORT
//   github-stand-in: certificate /tmp/github-stand-in-XXXXXX/cert.pem

#include "self_signed.hpp"
#include "stand_in.hpp"

#include <route/server.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <charconv>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>
#include <utility>

namespace {

constexpr std::string_view usage_text =
    "usage: github_stand_in [--port N] [--address A] [--data DIR] [--threads N] [--https]\n"
    "  --port N     TCP port; 0: any free port (default 0)\n"
    "  --address A  IP address to bind (default 127.0.0.1)\n"
    "  --data DIR   folder of the recorded bodies (default test/fixtures/github)\n"
    "  --threads N  server threads; 0: one per core (default 1)\n"
    "  --https      serve over TLS with a self-signed certificate made at start-up\n"
    "               for localhost and 127.0.0.1; its PEM file is printed\n";

[[noreturn]] void
usage(std::string_view why)
{
    std::cerr << "github-stand-in: " << why << "\n" << usage_text;
    std::exit(2);
}

unsigned long
number(std::string_view flag, std::string_view s, unsigned long max)
{
    unsigned long v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size() || v > max)
        usage(std::string(flag) + " wants a number from 0 to " + std::to_string(max) + ", not '" +
              std::string(s) + "'");
    return v;
}

// The routes over TLS, served by route::server with the certificate made
// at start-up; its folder goes away on return.
int
serve_https(github_stand_in::data_set bodies, route::server_options options)
{
    try
    {
        // signals are caught before the folder is made, so that it goes away
        boost::asio::io_context signals_io(1);
        boost::asio::signal_set signals(signals_io, SIGINT, SIGTERM);
        signals.async_wait([](boost::system::error_code, int) {});
        github_stand_in::self_signed_certificate cert({"localhost"}, {"127.0.0.1"}, "localhost",
                                                      "github-stand-in-");
        route::tls_options tls;
        tls.certificate_chain_file = cert.cert_file().string();
        tls.private_key_file = cert.key_file().string();
        options.tls = std::move(tls);
        route::server s(
            route::to_http_routes(github_stand_in::routes(std::move(bodies))).or_not_found(),
            options);
        s.start();
        auto host = options.address.find(':') == std::string::npos ? options.address
                                                                     : "[" + options.address + "]";
        std::cout << "github-stand-in: listening on https://" << host << ":" << s.port()
                  << "\ngithub-stand-in: certificate " << cert.cert_file().string() << std::endl;
        signals_io.run();
        s.stop();
        return 0;
    }
    catch (const std::exception& e)
    {
        std::cerr << "github-stand-in: " << e.what() << "\n";
        return 1;
    }
}

} // namespace

int
main(int argc, char** argv)
{
    route::server_options options;
    options.address = "127.0.0.1";
    options.port = 0;
    options.threads = 1;
    std::string data = "test/fixtures/github";
    bool https = false;
    for (int i = 1; i < argc; ++i)
    {
        std::string_view a(argv[i]);
        if (a == "--help")
        {
            std::cout << usage_text;
            return 0;
        }
        if (a == "--https")
        {
            https = true;
            continue;
        }
        if (a != "--port" && a != "--address" && a != "--data" && a != "--threads")
            usage("unknown option '" + std::string(a) + "'");
        if (i + 1 >= argc)
            usage("missing value after " + std::string(a));
        std::string_view v(argv[++i]);
        if (a == "--port")
            options.port = static_cast<unsigned short>(number(a, v, 65535));
        else if (a == "--address")
            options.address = v;
        else if (a == "--data")
            data = v;
        else
            options.threads = static_cast<unsigned>(number(a, v, 256));
    }

    github_stand_in::data_set bodies;
    try
    {
        bodies = github_stand_in::load(data);
    }
    catch (const std::exception& e)
    {
        std::cerr << "github-stand-in: " << e.what()
                  << " (--data DIR names the folder of the recorded bodies; default: "
                     "test/fixtures/github, relative to the current directory)\n";
        return 1;
    }

    if (https)
        return serve_https(std::move(bodies), options);

    try
    {
        route::server s(
            route::to_http_routes(github_stand_in::routes(std::move(bodies))).or_not_found(),
            options);
        // signals are caught from here on, before the line that tells
        // scripts the server is up
        boost::asio::io_context signals_io(1);
        boost::asio::signal_set signals(signals_io, SIGINT, SIGTERM);
        signals.async_wait([](boost::system::error_code, int) {});
        s.start();
        std::cout << "github-stand-in: listening on " << options.address << ":" << s.port()
                  << std::endl;
        signals_io.run();
        s.stop();
    }
    catch (const std::exception& e)
    {
        std::cerr << "github-stand-in: " << e.what() << "\n";
        return 1;
    }
}
