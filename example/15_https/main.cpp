//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 15_https: a small service over HTTPS, served until SIGINT or SIGTERM;
// SIGHUP loads the certificate and key files again, so that renewed files
// are taken up without a restart.
//
//   https [--port N] [--address A] [--cert FILE --key FILE]
//
// --cert and --key name the certificate chain and its private key (PEM);
// without them the program reads the environment's TLS_CERT_FILE and
// TLS_KEY_FILE (certificate.hpp). A throw-away pair for localhost and
// 127.0.0.1, signed by a test CA made with it, comes from
//
//   scripts/make-server-certificate.sh /tmp/tls     (ca.pem, server.pem, server.key)
//
// --port defaults to 8443 (0: a free port), --address to 127.0.0.1. Once
// it listens, the program prints "route: listening on ADDRESS:PORT (HTTPS;
// ...)"; then, trusting the test CA:
//
//   curl --cacert /tmp/tls/ca.pem https://localhost:8443/hello

#include "certificate.hpp"

#include <route/route.hpp>
#include <route/server.hpp>
#include <charconv>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void
usage(std::string_view why)
{
    std::cerr << "https: " << why << "\n"
              << "usage: https [--port N] [--address A] [--cert FILE --key FILE]\n"
                 "  (without --cert and --key: $TLS_CERT_FILE and $TLS_KEY_FILE;\n"
                 "   scripts/make-server-certificate.sh DIR makes a test pair)\n";
    std::exit(2);
}

unsigned short
port_number(const char* text)
{
    unsigned v = 0;
    std::string_view s(text);
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size() || v > 65535)
        usage("--port wants a number up to 65535, not '" + std::string(s) + "'");
    return static_cast<unsigned short>(v);
}

// tag::routes[]
using namespace route::dsl;

// The same routes as over plain HTTP: TLS is the server's business. The
// scheme the request arrived with is https, and every answer tells the
// browser to come back over HTTPS only (HSTS, RFC 6797).
route::route
routes()
{
    return respond_with_header("Strict-Transport-Security", "max-age=31536000")(
        path("hello")(get(extract_scheme([](std::string scheme) {
            return complete("Hello over " + scheme + "!\n");
        }))) |
        path("hello" / segment)([](std::string name) {
            return get(complete("Hello, " + name + ", over TLS!\n"));
        }));
}
// end::routes[]

} // namespace

int
main(int argc, char** argv)
{
    route::server_options options;
    options.address = "127.0.0.1";
    options.port = 8443;
    std::optional<std::string> cert, key;
    for (int i = 1; i < argc; ++i)
    {
        std::string_view a(argv[i]);
        if (a != "--port" && a != "--address" && a != "--cert" && a != "--key")
            usage("unknown option " + std::string(a));
        if (i + 1 >= argc)
            usage("missing value after " + std::string(a));
        const char* v = argv[++i];
        if (a == "--port")
            options.port = port_number(v);
        else if (a == "--address")
            options.address = v;
        else if (a == "--cert")
            cert = v;
        else
            key = v;
    }
    if (cert.has_value() != key.has_value())
        usage("--cert and --key go together");

    // tag::serve[]
    try
    {
        // --cert and --key, else $TLS_CERT_FILE and $TLS_KEY_FILE
        options.tls = certificate::find(cert, key);
        if (!options.tls)
            usage("no certificate: give --cert FILE --key FILE, or set TLS_CERT_FILE and "
                  "TLS_KEY_FILE");
        // Loads the files first: one that is not a certificate or a key, or
        // a key of another certificate, throws, naming the file. Then serves
        // until SIGINT or SIGTERM; SIGHUP loads the files again for the
        // connections to come (server::reload_tls).
        route::serve(route::to_http_routes(routes()).or_not_found(), options);
    }
    catch (const std::exception& e)
    {
        std::cerr << "https: " << e.what() << "\n";
        return 1;
    }
    // end::serve[]
}
