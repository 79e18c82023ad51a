//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The coding and size limit directives served over a real socket on
// 127.0.0.1: requests written and answers parsed by Beast, bodies
// compressed and decompressed with zlib here.
#include <route/server.hpp>

#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include <boost/test/unit_test.hpp>
#include "../../support/brotli.hpp"
#include "../../support/zlib.hpp"
#include <string>

namespace server_coding_test { // this file's own, apart from the other tests built with it

namespace http = boost::beast::http;
using namespace route::dsl;
using route::test::client;

namespace {


std::string
report()
{
    std::string s = "[";
    for (int i = 0; i < 300; ++i)
        s += (i ? "," : "") + std::string("{\"id\":") + std::to_string(i) +
             ",\"status\":\"shipped\"}";
    return s + "]";
}

const std::string report_body = report();

// GET /report: compressed by Accept-Encoding; POST /upload: the decoded
// body's size; POST /small: at most 16 bytes
route::http_app
coding_app()
{
    auto body_size = extract([](const route::request_context& ctx) {
        return ctx.request().body().size();
    })([](std::size_t n) { return complete(std::to_string(n)); });
    auto echo = extract([](const route::request_context& ctx) {
        return std::string(ctx.request().body());
    })([](std::string b) { return complete(b); });
    route::route r =
        path("report")(get(encode_response(complete(route::status::ok,
                                                    {{"Content-Type", "application/json"}},
                                                    report_body)))) |
        path("upload")(post(decode_request(body_size))) |
        path("echo")(post(decode_request(echo))) |
        path("small")(post(with_size_limit(16)(entity(as<std::string>)(
            [](const std::string& s) { return complete(std::to_string(s.size())); }))));
    return route::to_http_routes(r).or_not_found();
}

route::server_options
local()
{
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 2;
    o.body_limit = 1024 * 1024;
    return o;
}

struct running
{
    running() : s(coding_app(), local()) { s.start(); }
    ~running() { s.stop(); }
    route::server s;
};

http::request<http::string_body>
get_report(std::string accept)
{
    http::request<http::string_body> req(http::verb::get, "/report", 11);
    req.set(http::field::host, "localhost");
    if (!accept.empty())
        req.set(http::field::accept_encoding, accept);
    return req;
}

http::request<http::string_body>
post_request(std::string target, std::string body, std::string coding = {})
{
    http::request<http::string_body> req(http::verb::post, target, 11);
    req.set(http::field::host, "localhost");
    if (!coding.empty())
        req.set(http::field::content_encoding, coding);
    req.body() = std::move(body);
    req.prepare_payload();
    return req;
}

} // namespace

BOOST_AUTO_TEST_SUITE(server_coding)

BOOST_AUTO_TEST_CASE(gzip_and_deflate_answers_decompress_to_the_body)
{
    running srv;
    client c(srv.s.port());
    auto g = c.request(get_report("gzip"));
    BOOST_TEST(g.result_int() == 200u);
    BOOST_TEST(g[http::field::content_encoding] == "gzip");
    BOOST_TEST(g[http::field::vary] == "Accept-Encoding");
    BOOST_TEST(g[http::field::content_length] == std::to_string(g.body().size()));
    BOOST_TEST(g.body().size() < report_body.size());
    BOOST_TEST(route::test::gunzip(g.body()) == report_body);
    auto d = c.request(get_report("deflate;q=0.9, gzip;q=0.5"));
    BOOST_TEST(d[http::field::content_encoding] == "deflate");
    BOOST_TEST(route::test::inflated(d.body()) == report_body);
    auto plain = c.request(get_report(""));
    BOOST_TEST(plain[http::field::content_encoding] == "");
    BOOST_TEST(plain[http::field::vary] == "Accept-Encoding");
    BOOST_TEST(plain.body() == report_body);
    auto b = c.request(get_report("br"));
    BOOST_TEST(b[http::field::content_encoding] == "br");
    BOOST_TEST(b[http::field::content_length] == std::to_string(b.body().size()));
    BOOST_TEST(route::test::unbrotli(b.body()) == report_body);
    auto none = c.request(get_report("zstd, identity;q=0"));
    BOOST_TEST(none.result_int() == 406u);
    BOOST_TEST(none.body() == "Resource representation is only available with these "
                              "Content-Encodings:\ngzip\ndeflate\nbr\nidentity");
}

BOOST_AUTO_TEST_CASE(a_gzip_request_body_is_decoded_by_the_route)
{
    running srv;
    client c(srv.s.port());
    std::string text = report_body + report_body;
    auto r = c.request(post_request("/echo", route::test::gzip(text), "gzip"));
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == text);
    auto u = c.request(post_request("/upload", "plain"));
    BOOST_TEST(u.body() == "5");
    auto bad = c.request(post_request("/upload", "not gzip", "gzip"));
    BOOST_TEST(bad.result_int() == 400u);
    BOOST_TEST(bad.body() == "The request's encoding is corrupt");
    auto unknown = c.request(post_request("/upload", "x", "zstd"));
    BOOST_TEST(unknown.result_int() == 400u);
    BOOST_TEST(unknown.body() == "The request's Content-Encoding is not supported. Expected:\n"
                                 "gzip or deflate or br or identity");
}

BOOST_AUTO_TEST_CASE(a_bomb_is_413_at_the_servers_limit_and_the_connection_stays_usable)
{
    running srv;
    client c(srv.s.port());
    // 32 MiB of zeros in some 32 KB of gzip; the server's limit is 1 MiB
    auto bomb = route::test::gzip(std::string(32 * 1024 * 1024, '\0'));
    BOOST_TEST(bomb.size() < 64 * 1024);
    auto r = c.request(post_request("/upload", bomb, "gzip"));
    BOOST_TEST(r.result_int() == 413u);
    BOOST_TEST(r.body() == "Request entity exceeds the configured limit of 1048576 bytes");
    // the body was read whole: the next request goes on the same connection
    BOOST_TEST(r.keep_alive());
    auto next = c.request(post_request("/upload", route::test::gzip("abc"), "gzip"));
    BOOST_TEST(next.result_int() == 200u);
    BOOST_TEST(next.body() == "3");
}

BOOST_AUTO_TEST_CASE(with_size_limit_is_413_over_the_wire)
{
    running srv;
    client c(srv.s.port());
    auto ok = c.request(post_request("/small", std::string(16, 'a')));
    BOOST_TEST(ok.result_int() == 200u);
    BOOST_TEST(ok.body() == "16");
    auto r = c.request(post_request("/small", std::string(17, 'a')));
    BOOST_TEST(r.result_int() == 413u);
    BOOST_TEST(r.body() ==
               "Request Content-Length of 17 bytes exceeds the configured limit of 16 bytes");
    BOOST_TEST(r.keep_alive());
    BOOST_TEST(c.request(post_request("/small", "abc")).body() == "3");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_coding_test
