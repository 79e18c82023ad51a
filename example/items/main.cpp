//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The items service on 0.0.0.0:8080.
//
//   items [--port N] [--address A] [--threads N] [--seed N] [--log]
//         [--tls-cert FILE --tls-key FILE] [--docs DIR [--swagger-ui DIR]]
//         [--health] [--drain-delay MS]
//
// --seed N starts the list with items 1..N (named "item 1" ...).
// --log writes one line per request to stderr (method, target, status,
// body bytes, microseconds), e.g. "GET /items/1 200 24B 41us".
// --tls-cert FILE --tls-key FILE serve HTTPS with that certificate chain
// and key (PEM); SIGHUP loads them again.
// --docs DIR serves the documentation docgen wrote for the service into DIR
// (the items specification: target/docgen/items) at /docs (the HTML page)
// and /docs/openapi.yml; --swagger-ui DIR adds Swagger UI at /docs/swagger/
// from DIR, the npm package swagger-ui-dist's folder (scripts/run.sh passes
// both).
// --health serves GET /ready and GET /alive (route::health_route); on
// SIGTERM the service is not ready at once, and with --drain-delay MS it
// serves on that long before it stops accepting.

#include "items.hpp"

#include <docgen/docs_route.hpp>
#include <route/server.hpp>
#include <charconv>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void
usage(std::string_view why)
{
    std::cerr << "items: " << why << "\n"
              << "usage: items [--port N] [--address A] [--threads N] [--seed N] [--log]\n"
                 "             [--tls-cert FILE --tls-key FILE] [--docs DIR [--swagger-ui DIR]]\n"
                 "             [--health] [--drain-delay MS]\n";
    std::exit(2);
}

unsigned long
number(std::string_view flag, const char* text, unsigned long max)
{
    unsigned long v = 0;
    std::string_view s(text);
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || v > max)
        usage(std::string(flag) + " wants a number up to " + std::to_string(max) + ", not '" +
              std::string(s) + "'");
    return v;
}

} // namespace

int
main(int argc, char** argv)
{
    route::server_options options; // 0.0.0.0:8080, one thread per core
    unsigned long seed = 0;
    bool log = false;
    bool health = false;
    std::string cert, key;
    docgen::docs_options docs;
    for (int i = 1; i < argc; ++i)
    {
        std::string_view a(argv[i]);
        if (a == "--log")
        {
            log = true;
            continue;
        }
        if (a == "--health")
        {
            health = true;
            continue;
        }
        if (a != "--port" && a != "--address" && a != "--threads" && a != "--seed" &&
            a != "--tls-cert" && a != "--tls-key" && a != "--docs" && a != "--swagger-ui" &&
            a != "--drain-delay")
            usage("unknown option " + std::string(a));
        if (i + 1 >= argc)
            usage("missing value after " + std::string(a));
        const char* v = argv[++i];
        if (a == "--port")
            options.port = static_cast<unsigned short>(number(a, v, 65535));
        else if (a == "--address")
            options.address = v;
        else if (a == "--threads")
            options.threads = static_cast<unsigned>(number(a, v, 256));
        else if (a == "--tls-cert")
            cert = v;
        else if (a == "--tls-key")
            key = v;
        else if (a == "--docs")
            docs.output_dir = v;
        else if (a == "--swagger-ui")
            docs.swagger_ui_dir = v;
        else if (a == "--drain-delay")
            options.drain_delay = std::chrono::milliseconds(number(a, v, 3600000));
        else
            seed = number(a, v, 1000000);
    }
    if (cert.empty() != key.empty())
        usage("--tls-cert and --tls-key go together");
    if (docs.output_dir.empty() && !docs.swagger_ui_dir.empty())
        usage("--swagger-ui goes with --docs");
    if (!cert.empty())
    {
        route::tls_options tls;
        tls.certificate_chain_file = cert;
        tls.private_key_file = key;
        options.tls = std::move(tls);
    }

    items::store store;
    for (unsigned long n = seed; n >= 1; --n)
        store.add({static_cast<std::int64_t>(n), "item " + std::to_string(n)});

    // tag::serve[]
    try
    {
        route::route r = items::routes(store);
        // tag::docs[]
        if (!docs.output_dir.empty()) // --docs target/docgen/items --swagger-ui ...
            r = std::move(r) | route::dsl::path_prefix("docs")(docgen::docs_route(docs));
        // end::docs[]
        // tag::health[]
        if (health) // --health: /ready and /alive, not ready while the server drains
        {
            options.health = std::make_shared<route::health>();
            r = route::health_route(*options.health) | std::move(r);
        }
        // end::health[]
        // sealed inside the logger, so that a line shows the status sent (404...)
        if (log)
            r = route::dsl::log_request_result(route::ostream_logger(std::cerr))(
                route::seal(std::move(r)));
        route::serve(route::to_http_routes(std::move(r)).or_not_found(), options);
    }
    catch (const std::exception& e)
    {
        std::cerr << "items: " << e.what() << "\n";
        return 1;
    }
    // end::serve[]
}
