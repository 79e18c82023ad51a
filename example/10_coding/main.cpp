//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 10_coding: compressed responses by Accept-Encoding, compressed request
// bodies by Content-Encoding, and the size limit of a request body.

#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <iostream>
#include <string>

using namespace route::dsl;

std::string
catalogue()
{
    std::string s = "[";
    for (int i = 0; i < 100; ++i)
    {
        if (i > 0)
            s += ',';
        s += "{\"sku\":";
        s += std::to_string(i);
        s += ",\"stock\":12}";
    }
    return s + "]";
}

route::route
responses()
{
    // tag::encode[]
    // gzip, deflate, br or nothing, as the client's Accept-Encoding prefers;
    // every answer gets "Vary: Accept-Encoding"
    auto listing = path("catalogue")(get(encode_response(
        complete(route::status::ok, {{"Content-Type", "application/json"}}, catalogue()))));
    // only gzip: a client that cannot take it gets 406
    auto archive = path("archive")(get(encode_response_with(route::coder::gzip)(
        complete(catalogue()))));
    // end::encode[]
    return listing | archive;
}

route::route
requests()
{
    // tag::decode[]
    // the inner route sees the decoded body and no Content-Encoding
    auto upload = path("upload")(post(decode_request(extract([](const route::request_context& ctx) {
        return ctx.request().body().size();
    })([](std::size_t n) { return complete("received " + std::to_string(n) + " bytes"); }))));
    // end::decode[]
    // tag::size-limit[]
    // at most 1 KiB, raw or decoded: more is 413 (the limit applies where
    // the body is read: here by entity, after decode_request)
    auto note = path("note")(post(with_size_limit(1024)(decode_request(
        entity(as<std::string>)([](const std::string&) { return complete("noted"); })))));
    // end::size-limit[]
    return upload | note;
}

int
main()
{
    auto app = route::to_http_routes(responses() | requests()).or_not_found();
    using namespace route::testkit;
    int failures = 0;
    auto show = [&](const std::string& what, const test_request& req, unsigned want) {
        auto res = run(req, app);
        std::cout << what << " -> " << static_cast<unsigned>(res.status()) << ", "
                  << res.body().size() << " bytes [Content-Encoding: "
                  << res.header("Content-Encoding") << "; Vary: " << res.header("Vary") << "]\n";
        failures += static_cast<unsigned>(res.status()) != want;
    };
    show("plain", Get("/catalogue"), 200);
    show("gzip", Get("/catalogue").with_header("Accept-Encoding", "gzip, deflate"), 200);
    show("deflate preferred", Get("/catalogue").with_header("Accept-Encoding", "gzip;q=0.5, deflate"), 200);
    show("br preferred", Get("/catalogue").with_header("Accept-Encoding", "gzip;q=0.5, br"), 200);
    show("archive, br only", Get("/archive").with_header("Accept-Encoding", "br, identity;q=0"), 406);
    show("upload, unknown coding", Post("/upload").with_header("Content-Encoding", "zstd").with_body("x"), 400);
    show("upload, plain", Post("/upload").with_body("hello"), 200);
    show("note, too long", Post("/note").with_body(std::string(2000, 'n')), 413);
    return failures;
}
