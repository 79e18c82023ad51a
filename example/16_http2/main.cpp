//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 16_http2: one application served over HTTP/2 and HTTP/1.1 at once, on
// a plain port (h2c: by prior knowledge or by `Upgrade: h2c`) and, given
// a certificate, on a TLS port too (h2 chosen by ALPN); served until
// SIGINT or SIGTERM.
//
//   http2 [--port N] [--tls-port N] [--address A] [--cert FILE --key FILE]
//
// --port (the plain one) defaults to 8080, --tls-port to 8443 (0: a free
// port), --address to 127.0.0.1. The certificate and key are found as in
// 15_https: --cert and --key, else $TLS_CERT_FILE and $TLS_KEY_FILE
// (scripts/make-server-certificate.sh DIR makes a test pair); without
// them only the plain port is served. The program prints one line per
// port once it listens:
//
//   http2: h2c and HTTP/1.1 on http://127.0.0.1:8080
//   http2: h2 and HTTP/1.1 on https://127.0.0.1:8443
//
// Then:
//
//   curl --http2-prior-knowledge http://127.0.0.1:8080/version   HTTP/2 over http
//   curl --http2 http://127.0.0.1:8080/version                   HTTP/2 over http (upgraded)
//   curl --http1.1 http://127.0.0.1:8080/version                 HTTP/1.1 over http
//   curl --cacert ca.pem https://localhost:8443/version          HTTP/2 over https

#include "../15_https/certificate.hpp"

#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void
usage(std::string_view why)
{
    std::cerr << "http2: " << why << "\n"
              << "usage: http2 [--port N] [--tls-port N] [--address A] [--cert FILE --key FILE]\n"
                 "  (without --cert and --key: $TLS_CERT_FILE and $TLS_KEY_FILE, if set;\n"
                 "   scripts/make-server-certificate.sh DIR makes a test pair)\n";
    std::exit(2);
}

unsigned short
port_number(std::string_view option, const char* text)
{
    unsigned v = 0;
    std::string_view s(text);
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size() || v > 65535)
        usage(std::string(option) + " wants a number up to 65535, not '" + std::string(s) + "'");
    return static_cast<unsigned short>(v);
}

namespace net = boost::asio;
using namespace route::dsl;

// tag::version[]
// "HTTP/2", "HTTP/1.1" or "HTTP/1.0": route::request::version() is 20, 11
// or 10, whichever protocol the request came over
std::string
protocol(const route::request& req)
{
    unsigned v = req.version();
    return v == 20 ? "HTTP/2" : "HTTP/" + std::to_string(v / 10) + '.' + std::to_string(v % 10);
}

route::route
version_route()
{
    return path("version")(get((extract_request & extract_scheme)(
        [](route::request req, std::string scheme) {
            return complete(protocol(req) + " over " + scheme + "\n");
        })));
}
// end::version[]

// tag::wait[]
// The streams of an HTTP/2 connection run concurrently: while this route
// awaits its timer, the connection's other streams are served.
route::route
wait_route()
{
    return path("wait")(get(parameter(param("ms").as<int>().with_default(500))([](int ms) {
        return validate(ms >= 0 && ms <= 5000, "ms must be from 0 to 5000")(
            extract_request([ms](route::request req) -> net::awaitable<route::route> {
                net::steady_timer t(co_await net::this_coro::executor,
                                    std::chrono::milliseconds(ms));
                co_await t.async_wait(net::use_awaitable);
                co_return complete("waited " + std::to_string(ms) + " ms over " +
                                   protocol(req) + "\n");
            }));
    })));
}
// end::wait[]

} // namespace

int
main(int argc, char** argv)
{
    route::server_options plain;
    plain.address = "127.0.0.1";
    plain.port = 8080;
    unsigned short tls_port = 8443;
    std::optional<std::string> cert, key;
    for (int i = 1; i < argc; ++i)
    {
        std::string_view a(argv[i]);
        if (a != "--port" && a != "--tls-port" && a != "--address" && a != "--cert" &&
            a != "--key")
            usage("unknown option " + std::string(a));
        if (i + 1 >= argc)
            usage("missing value after " + std::string(a));
        const char* v = argv[++i];
        if (a == "--port")
            plain.port = port_number(a, v);
        else if (a == "--tls-port")
            tls_port = port_number(a, v);
        else if (a == "--address")
            plain.address = v;
        else if (a == "--cert")
            cert = v;
        else
            key = v;
    }
    if (cert.has_value() != key.has_value())
        usage("--cert and --key go together");

    try
    {
        // tag::serve[]
        route::http_app app = route::to_http_routes(version_route() | wait_route()).or_not_found();
        // HTTP/2 is on by default (server_options::http2): on a plain port
        // a connection that opens with HTTP/2's preface, or a request with
        // `Upgrade: h2c`, speaks HTTP/2; any other, HTTP/1.1
        route::server h2c(app, plain);
        // on a TLS port, ALPN offers h2 before http/1.1
        route::server_options secure = plain;
        secure.port = tls_port;
        secure.tls = certificate::find(cert, key);
        std::unique_ptr<route::server> h2;
        if (secure.tls)
            h2 = std::make_unique<route::server>(app, secure);
        // end::serve[]
        h2c.start();
        std::cout << "http2: h2c and HTTP/1.1 on http://" << plain.address << ':' << h2c.port()
                  << "\n";
        if (h2)
        {
            h2->start();
            std::cout << "http2: h2 and HTTP/1.1 on https://" << secure.address << ':'
                      << h2->port() << "\n";
        }
        std::cout << std::flush;
        if (h2)
        {
            h2->wait_for_signal();
            h2c.stop();
        }
        else
            h2c.wait_for_signal();
    }
    catch (const std::exception& e)
    {
        std::cerr << "http2: " << e.what() << "\n";
        return 1;
    }
}
