//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Streamed entities over real sockets: request bodies read as the route
// asks for them, chunked responses and event streams, and every way they
// fail (limit, stall, abort, disconnect).

#include <route/server.hpp>
#include <route/app.hpp>
#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include "../../support/running_server.hpp"
#include "../../support/zlib.hpp"
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/test/unit_test.hpp>
#include <atomic>
#include <chrono>
#include <string>
#include <thread>

namespace server_streaming_test { // this file's own, apart from the other tests built with it

namespace net = boost::asio;
using namespace route::dsl;
using namespace std::chrono_literals;
using route::test::client;

namespace {

std::atomic<int> produced{0};
std::atomic<bool> producer_ended{false};
std::atomic<std::uint64_t> largest_piece{0};

// Counts the body's bytes as they arrive.
boost::asio::awaitable<route::route>
count_bytes(route::byte_source src)
{
    std::uint64_t n = 0;
    while (auto piece = co_await src.read())
    {
        n += piece->size();
        if (piece->size() > largest_piece)
            largest_piece = piece->size();
    }
    co_return complete(std::to_string(n));
}

boost::asio::awaitable<void>
pause(std::chrono::milliseconds d)
{
    net::steady_timer t(co_await net::this_coro::executor, d);
    co_await t.async_wait(net::use_awaitable);
}

route::chunked_entity
numbers()
{
    return route::chunked("text/plain", [](route::chunk_writer& w) -> boost::asio::awaitable<void> {
        for (int i = 0; i < 5; ++i)
            co_await w.write(std::to_string(i) + "\n");
    });
}

route::http_app
app()
{
    route::route r =
        path("count")(post(without_size_limit(extract_data_bytes(&count_bytes)))) |
        path("limited")(post(with_size_limit(1000)(extract_data_bytes(&count_bytes)))) |
        path("echo")(post(entity(as<std::string>)([](std::string b) {
            return complete(std::to_string(b.size()) + ":" + b.substr(0, 16));
        }))) |
        path("ignore")(post(complete("ignored"))) |
        path("kind")(post(extract_request_entity([](route::request_entity e) {
            return complete(e.is_strict() ? "strict" : "streamed");
        }))) |
        path("strict")(post(to_strict_entity(2s)(extract_request_entity([](route::request_entity e) {
            return complete(std::string(e.is_strict() ? "strict " : "streamed ") +
                            std::to_string(e.data().size()));
        })))) |
        path("quick")(post(to_strict_entity(200ms)(extract_request_entity([](route::request_entity e) {
            return complete("strict " + std::to_string(e.data().size()));
        })))) |
        path("encoded")(encode_response(get(complete(numbers())))) |
        path("numbers")(get(complete(numbers())) | head(complete(numbers()))) |
        path("forever")(get(complete(route::chunked("text/plain",
            [](route::chunk_writer& w) -> boost::asio::awaitable<void> {
                producer_ended = false;
                struct end
                {
                    ~end() { producer_ended = true; }
                } e;
                for (;;)
                {
                    co_await w.write(std::string(1024, 'x'));
                    ++produced;
                    co_await pause(10ms);
                }
            })))) |
        path("sleepy")(get(complete(route::chunked("text/plain",
            [](route::chunk_writer& w) -> boost::asio::awaitable<void> {
                producer_ended = false;
                struct end
                {
                    ~end() { producer_ended = true; }
                } e;
                co_await w.write("first");
                co_await pause(60s);
            })))) |
        path("events")(get(optional_header_value_by_name("Last-Event-ID")(
            [](std::optional<std::string> last) {
                int from = last ? std::stoi(*last) + 1 : 0;
                return complete(route::event_stream(
                    [from](route::event_writer& w) -> boost::asio::awaitable<void> {
                        for (int i = from; i < from + 3; ++i)
                            co_await w.send({.data = "n=" + std::to_string(i) + "\nok",
                                             .event = "tick",
                                             .id = std::to_string(i)});
                    }));
            }))) |
        path("quiet")(get(complete(route::event_stream(
            [](route::event_writer& w) -> boost::asio::awaitable<void> {
                co_await pause(250ms);
                co_await w.send({.data = "late"});
            },
            50ms)))) |
        path("hello")(get(complete("hi")));
    return route::to_http_routes(r).or_not_found();
}

route::server_options
local()
{
    return route::test::streaming_options(); // bodies over 1 KiB are streamed
}

struct running : route::test::running_server
{
    explicit running(route::server_options o = local()) : running_server(app(), o) {}
};

std::string
post_head(const std::string& path, std::uint64_t length)
{
    return "POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: " +
           std::to_string(length) + "\r\n\r\n";
}

std::string
chunk(const std::string& s)
{
    char size[32];
    std::snprintf(size, sizeof size, "%zx\r\n", s.size());
    return size + s + "\r\n";
}

} // namespace

BOOST_AUTO_TEST_SUITE(streaming)

BOOST_AUTO_TEST_CASE(a_large_body_is_read_in_pieces_as_it_arrives)
{
    running srv;
    client c(srv.s.port());
    std::uint64_t size = 5 * 1024 * 1024;
    largest_piece = 0;
    c.send(post_head("/count", size));
    std::string block(256 * 1024, 'a');
    for (std::uint64_t sent = 0; sent < size; sent += block.size())
        c.send(block);
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == std::to_string(size));
    // pieces of at most the reading size: never the body whole
    BOOST_TEST(largest_piece.load() <= 64u * 1024);
    BOOST_TEST(r.keep_alive());
}

BOOST_AUTO_TEST_CASE(a_chunked_body_sent_slowly_is_streamed)
{
    running srv;
    client c(srv.s.port());
    c.send("POST /kind HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk("abc"));
    std::this_thread::sleep_for(50ms);
    c.send(chunk("def") + "0\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.body() == "streamed");
    // the rest was drained: the connection serves the next request
    c.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    BOOST_TEST(c.read().body() == "hi");
}

BOOST_AUTO_TEST_CASE(a_small_body_is_strict)
{
    running srv;
    client c(srv.s.port());
    c.send(post_head("/kind", 5) + "hello");
    BOOST_TEST(c.read().body() == "strict");
}

BOOST_AUTO_TEST_CASE(entity_reads_a_streamed_body_whole)
{
    running srv;
    client c(srv.s.port());
    std::string body(200 * 1024, 'z');
    c.send(post_head("/echo", body.size()) + body);
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == std::to_string(body.size()) + ":" + std::string(16, 'z'));
    c.send(post_head("/echo", 3) + "abc");
    BOOST_TEST(c.read().body() == "3:abc");
}

BOOST_AUTO_TEST_CASE(to_strict_entity_makes_the_entity_strict)
{
    running srv;
    client c(srv.s.port());
    std::string body(10 * 1024, 'q');
    c.send(post_head("/strict", body.size()) + body);
    BOOST_TEST(c.read().body() == "strict 10240");
}

BOOST_AUTO_TEST_CASE(a_body_over_the_size_limit_is_413_as_it_arrives)
{
    running srv;
    client c(srv.s.port());
    // a chunked body: its length shows only as it arrives
    c.send("POST /limited HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" +
           chunk(std::string(600, 'a')));
    std::this_thread::sleep_for(50ms);
    c.try_send(chunk(std::string(600, 'b')));
    auto r = c.read();
    BOOST_TEST(r.result_int() == 413u);
    BOOST_TEST(r.body() == "Request entity exceeds the configured limit of 1000 bytes");
    BOOST_TEST(!r.keep_alive());
    BOOST_TEST(c.closed_by_server());
}

// pekko-http's parser limits on chunked framing (max-chunk-size 1 MiB,
// max-chunk-ext-length 256): refused as soon as the bytes show it, with
// 400 and a close, whether the body is streamed (the chunk header comes
// after the route started reading) or read whole (it came with the header)
BOOST_AUTO_TEST_CASE(a_chunk_size_past_the_limit_is_400_at_once)
{
    std::string const head = "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n";
    for (bool streamed : {true, false})
        for (std::string size : {"7fffffffffffffff", "100001", "0000000000000000000100001",
                                 "fffffffffffffffff"})
        {
            BOOST_TEST_CONTEXT((streamed ? "streamed, " : "with the header, ") << size)
            {
                running srv;
                client c(srv.s.port());
                if (streamed)
                {
                    c.send(head + chunk("abc"));
                    std::this_thread::sleep_for(50ms);
                    c.try_send(size + "\r\n");
                }
                else
                    c.send(head + size + "\r\n");
                // well within the server's body_timeout (20 s): nothing is
                // waited for
                auto r = c.read(4s);
                BOOST_TEST(r.result_int() == 400u);
                BOOST_TEST(r.body() ==
                           "HTTP chunk size exceeds the configured limit of 1048576 bytes");
                BOOST_TEST(!r.keep_alive());
                BOOST_TEST(c.closed_by_server());
            }
        }
}

BOOST_AUTO_TEST_CASE(a_chunk_size_not_yet_ended_is_refused_once_its_digits_pass_the_limit)
{
    // no CRLF yet: the digits already name more than the limit
    running srv;
    client c(srv.s.port());
    c.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk("abc"));
    std::this_thread::sleep_for(50ms);
    c.try_send("7fffffff");
    auto r = c.read(4s);
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body() == "HTTP chunk size exceeds the configured limit of 1048576 bytes");
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_chunk_at_the_size_limit_is_read)
{
    auto o = local();
    o.max_chunk_size = 100;
    running srv(o);
    client c(srv.s.port());
    std::string const head = "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n";
    c.send(head + chunk("abc"));
    std::this_thread::sleep_for(50ms);
    c.send(chunk(std::string(100, 'm')) + "0\r\n\r\n");
    BOOST_TEST(c.read(4s).body() == "103:abc" + std::string(13, 'm'));
    c.send(head + chunk(std::string(101, 'm')) + "0\r\n\r\n");
    auto r = c.read(4s);
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body() == "HTTP chunk size exceeds the configured limit of 100 bytes");
}

BOOST_AUTO_TEST_CASE(a_chunk_extension_past_the_limit_is_400_at_once)
{
    std::string const head = "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n";
    std::string const text =
        "HTTP chunk extension length exceeds configured limit of 256 characters";
    for (bool streamed : {true, false})
        for (bool ended : {true, false})
        {
            BOOST_TEST_CONTEXT((streamed ? "streamed" : "with the header")
                               << (ended ? ", the line ended" : ", the line not ended"))
            {
                running srv;
                client c(srv.s.port());
                // 200 KB of extension, its line ended or still going
                std::string ext = "5;x=" + std::string(200 * 1000, 'e') + (ended ? "\r\n" : "");
                if (streamed)
                {
                    c.send(head + chunk("abc"));
                    std::this_thread::sleep_for(50ms);
                    c.try_send(ext);
                }
                else
                    c.try_send(head + ext);
                auto r = c.read(4s);
                BOOST_TEST(r.result_int() == 400u);
                BOOST_TEST(r.body() == text);
                BOOST_TEST(c.closed_by_server());
            }
        }
    // 256 characters (the `;` counts, as in RFC 9112's chunk-ext) are
    // allowed, 257 are not
    running srv;
    client c(srv.s.port());
    c.send(head + "3;" + std::string(255, 'e') + "\r\nabc\r\n0\r\n\r\n");
    BOOST_TEST(c.read(4s).body() == "3:abc");
    c.send(head + "3;" + std::string(256, 'e') + "\r\nabc\r\n0\r\n\r\n");
    auto r = c.read(4s);
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body() == text);
}

BOOST_AUTO_TEST_CASE(a_chunked_trailer_past_the_header_limit_is_400)
{
    auto o = local();
    o.header_limit = 1024;
    running srv(o);
    client c(srv.s.port());
    c.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk("abc"));
    std::this_thread::sleep_for(50ms);
    c.try_send("0\r\nX-Trailer: " + std::string(4096, 't'));
    auto r = c.read(4s);
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body() ==
               "The trailer of the chunked request body exceeds the configured limit of 1024 bytes");
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_chunk_past_the_body_limit_with_the_header_is_413)
{
    // the chunk cannot fit a body read whole: as a Content-Length past
    // body_limit, 413
    auto o = local();
    o.body_limit = 1000;
    o.max_chunk_size = 1024 * 1024;
    running srv(o);
    client c(srv.s.port());
    c.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n10000\r\n");
    auto r = c.read(4s);
    BOOST_TEST(r.result_int() == 413u);
    BOOST_TEST(r.body() == "Request entity exceeds the configured limit of 1000 bytes");
    BOOST_TEST(c.closed_by_server());
}

// BasicDirectivesSpec "return 408 Request Timeout status on timeout": a
// client declares 100 bytes, sends 10 and stalls. A body within
// strict_body_limit is read before the route runs, so it is held to
// request_timeout, not to to_strict_entity's timeout (doc/route/streaming.adoc);
// with strict_body_limit 0 every body is streamed, and to_strict_entity's
// 200 ms answer it, as in pekko
BOOST_AUTO_TEST_CASE(a_stalled_body_is_408_by_to_strict_entity_when_streamed)
{
    auto o = local();
    o.strict_body_limit = 0;
    running srv(o);
    client c(srv.s.port());
    c.send(post_head("/quick", 100) + std::string(10, 's'));
    // long before request_timeout and body_timeout (20 s)
    auto r = c.read(4s);
    BOOST_TEST(r.result_int() == 408u);
    BOOST_TEST(r.body() == "The request body was not received in time");
    BOOST_TEST(c.closed_by_server());
    // a body that arrives in time is read
    client d(srv.s.port());
    d.send(post_head("/quick", 5) + "hello");
    BOOST_TEST(d.read(4s).body() == "strict 5");
}

BOOST_AUTO_TEST_CASE(a_stalled_strict_body_is_408_by_the_request_timeout)
{
    auto o = local();
    o.request_timeout = 1s;
    running srv(o);
    client c(srv.s.port());
    c.send(post_head("/quick", 100) + std::string(10, 's'));
    auto r = c.read(4s);
    BOOST_TEST(r.result_int() == 408u);
    BOOST_TEST(r.body() == "The request was not received completely within the configured "
                           "request timeout of 1000 ms");
}

BOOST_AUTO_TEST_CASE(a_declared_length_over_the_limit_is_413_before_the_body)
{
    running srv;
    client c(srv.s.port());
    c.send(post_head("/limited", 5000));
    auto r = c.read(2s);
    BOOST_TEST(r.result_int() == 413u);
    BOOST_TEST(r.body() ==
               "Request Content-Length of 5000 bytes exceeds the configured limit of 1000 bytes");
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(an_unread_small_rest_is_drained_and_the_connection_kept)
{
    running srv;
    client c(srv.s.port());
    std::string body(4096, 'r');
    c.send(post_head("/ignore", body.size()) + body + "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.body() == "ignored");
    BOOST_TEST(r.keep_alive());
    BOOST_TEST(c.read().body() == "hi");
}

BOOST_AUTO_TEST_CASE(an_unread_large_rest_closes_the_connection)
{
    auto o = local();
    o.body_limit = 2048;
    running srv(o);
    client c(srv.s.port());
    c.send(post_head("/ignore", 1024 * 1024) + std::string(4096, 'r'));
    auto r = c.read();
    BOOST_TEST(r.body() == "ignored");
    BOOST_TEST(!r.keep_alive());
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_stalled_body_is_cut_with_408)
{
    auto o = local();
    o.body_timeout = 300ms;
    running srv(o);
    client c(srv.s.port());
    c.send(post_head("/count", 100000) + std::string(2000, 'a'));
    auto t0 = std::chrono::steady_clock::now();
    auto r = c.read(5s);
    BOOST_TEST(r.result_int() == 408u);
    BOOST_TEST(r.body() ==
               "The request body was not received within the configured body timeout of 300 ms");
    BOOST_TEST((std::chrono::steady_clock::now() - t0 < 3s));
    BOOST_TEST(c.closed_by_server());
}

BOOST_AUTO_TEST_CASE(a_slow_body_that_keeps_coming_is_not_cut)
{
    auto o = local();
    o.body_timeout = 300ms;
    o.request_timeout = 300ms;
    running srv(o);
    client c(srv.s.port());
    c.send(post_head("/count", 8 * 2000));
    // longer than the request timeout, never a stall as long as the body timeout
    for (int i = 0; i < 8; ++i)
    {
        c.send(std::string(2000, 'a'));
        std::this_thread::sleep_for(100ms);
    }
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == "16000");
}

BOOST_AUTO_TEST_CASE(a_client_that_aborts_its_upload_leaves_the_server_serving)
{
    running srv;
    {
        client c(srv.s.port());
        c.send(post_head("/count", 1000000) + std::string(5000, 'a'));
        std::this_thread::sleep_for(50ms);
    } // closed mid-body
    client d(srv.s.port());
    d.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    BOOST_TEST(d.read().body() == "hi");
}

BOOST_AUTO_TEST_CASE(expect_100_continue_is_sent_when_the_route_reads)
{
    running srv;
    client c(srv.s.port());
    c.send("POST /count HTTP/1.1\r\nHost: x\r\nContent-Length: 3000\r\nExpect: 100-continue\r\n\r\n");
    auto interim = c.read();
    BOOST_TEST(interim.result_int() == 100u);
    c.send(std::string(3000, 'c'));
    BOOST_TEST(c.read().body() == "3000");
}

BOOST_AUTO_TEST_CASE(expect_100_continue_is_not_sent_when_the_route_does_not_read)
{
    running srv;
    client c(srv.s.port());
    c.send("POST /ignore HTTP/1.1\r\nHost: x\r\nContent-Length: 3000\r\nExpect: 100-continue\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(!r.keep_alive()); // the body never came: the connection cannot go on
}

BOOST_AUTO_TEST_CASE(a_chunked_response_arrives_in_chunks)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /numbers HTTP/1.1\r\nHost: x\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == "0\n1\n2\n3\n4\n");
    BOOST_TEST(r[boost::beast::http::field::transfer_encoding] == "chunked");
    BOOST_TEST(r[boost::beast::http::field::content_type] == "text/plain");
    BOOST_TEST(r.keep_alive());
    c.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    BOOST_TEST(c.read().body() == "hi");
}

BOOST_AUTO_TEST_CASE(encode_response_compresses_a_chunked_response_as_it_is_sent)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /encoded HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r[boost::beast::http::field::transfer_encoding] == "chunked");
    BOOST_TEST(r[boost::beast::http::field::content_encoding] == "gzip");
    BOOST_TEST(route::test::gunzip(r.body()) == "0\n1\n2\n3\n4\n");
    BOOST_TEST(r.keep_alive());
}

BOOST_AUTO_TEST_CASE(a_chunked_response_to_http_1_0_is_unframed_and_closed)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /numbers HTTP/1.0\r\n\r\n");
    auto raw = c.read_all();
    BOOST_TEST(raw.find("Transfer-Encoding") == std::string::npos);
    BOOST_TEST(raw.ends_with("\r\n\r\n0\n1\n2\n3\n4\n"));
}

BOOST_AUTO_TEST_CASE(head_of_a_chunked_response_has_no_body)
{
    running srv;
    client c(srv.s.port());
    c.send("HEAD /numbers HTTP/1.1\r\nHost: x\r\n\r\n");
    auto r = c.read_head();
    BOOST_TEST(r.result_int() == 200u);
    c.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    BOOST_TEST(c.read().body() == "hi");
}

BOOST_AUTO_TEST_CASE(a_client_that_goes_away_ends_the_producer_within_a_second)
{
    running srv;
    {
        client c(srv.s.port());
        c.send("GET /forever HTTP/1.1\r\nHost: x\r\n\r\n");
        std::this_thread::sleep_for(100ms);
    }
    auto t0 = std::chrono::steady_clock::now();
    while (!producer_ended && std::chrono::steady_clock::now() - t0 < 3s)
        std::this_thread::sleep_for(10ms);
    BOOST_TEST(producer_ended.load());
    BOOST_TEST((std::chrono::steady_clock::now() - t0 < 1s));
}

BOOST_AUTO_TEST_CASE(a_client_that_goes_away_ends_a_waiting_producer_within_a_second)
{
    running srv;
    producer_ended = false;
    {
        client c(srv.s.port());
        c.send("GET /sleepy HTTP/1.1\r\nHost: x\r\n\r\n");
        std::this_thread::sleep_for(100ms);
    } // the producer waits 60 s for its next write
    auto t0 = std::chrono::steady_clock::now();
    while (!producer_ended && std::chrono::steady_clock::now() - t0 < 3s)
        std::this_thread::sleep_for(10ms);
    BOOST_TEST(producer_ended.load());
    BOOST_TEST((std::chrono::steady_clock::now() - t0 < 1s));
}

BOOST_AUTO_TEST_CASE(a_request_pipelined_behind_a_chunked_response_is_answered)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /numbers HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    BOOST_TEST(c.read().body() == "0\n1\n2\n3\n4\n");
    BOOST_TEST(c.read().body() == "hi");
}

BOOST_AUTO_TEST_CASE(a_waiting_producer_ends_when_the_server_stops)
{
    auto o = local();
    o.shutdown_grace = 200ms;
    auto t0 = std::chrono::steady_clock::now();
    {
        running srv(o);
        client c(srv.s.port());
        c.send("GET /sleepy HTTP/1.1\r\nHost: x\r\n\r\n");
        std::this_thread::sleep_for(100ms);
    }
    BOOST_TEST(producer_ended.load());
    BOOST_TEST((std::chrono::steady_clock::now() - t0 < 5s));
}

BOOST_AUTO_TEST_CASE(an_event_stream_renders_as_pekko_does)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /events HTTP/1.1\r\nHost: x\r\nLast-Event-ID: 6\r\n\r\n");
    auto r = c.read();
    BOOST_TEST(r[boost::beast::http::field::content_type] == "text/event-stream");
    BOOST_TEST(r.body() == "data:n=7\ndata:ok\nevent:tick\nid:7\n\n"
                           "data:n=8\ndata:ok\nevent:tick\nid:8\n\n"
                           "data:n=9\ndata:ok\nevent:tick\nid:9\n\n");
}

BOOST_AUTO_TEST_CASE(an_idle_event_stream_sends_keep_alive_comments)
{
    running srv;
    client c(srv.s.port());
    c.send("GET /quiet HTTP/1.1\r\nHost: x\r\n\r\n");
    auto r = c.read();
    auto body = r.body();
    BOOST_TEST(body.ends_with("data:late\n\n"));
    BOOST_TEST(body.starts_with(":\n"));
    BOOST_TEST(route::parse_event_stream(body).size() == 1u);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_streaming_test
