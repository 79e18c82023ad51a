//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Streamed entities in process: request bodies given in pieces, produced
// responses collected as chunks, event streams read as events.

#include <route/app.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include "../../support/brotli.hpp"
#include "../../support/zlib.hpp"
#include <boost/test/unit_test.hpp>
#include <atomic>
#include <map>
#include <string>
#include <type_traits>
#include <vector>

namespace testkit_streaming_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

struct item
{
    long id;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(item, (), (id, name))

std::atomic<int> runs{0};

// a route that reads all of `src`, then completes with what it read
route::route
complete_with_bytes(route::byte_source src)
{
    return extract_data_bytes(
        [src](route::byte_source) -> boost::asio::awaitable<route::route> {
            auto outer = src; // a handle on the same source
            co_return complete("[" + co_await outer.read_all(1024) + "]");
        });
}

boost::asio::awaitable<route::route>
pieces_of(route::byte_source src)
{
    std::string out;
    while (auto p = co_await src.read())
        out += "[" + *p + "]";
    co_return complete(out);
}

route::route
routes()
{
    return path("pieces")(post(extract_data_bytes(&pieces_of))) |
           path("limited")(post(with_size_limit(5)(extract_data_bytes(&pieces_of)))) |
           path("item")(post(extract([](const route::request_context&) {
               ++runs;
               return 0;
           })([](int) {
               return entity(as<item>)([](item i) { return complete(i.name); });
           }))) |
           path("form")(post(form_field_map([](std::map<std::string, std::string> m) {
               return complete(m["a"] + m["b"]);
           }))) |
           path("kind")(post(extract_request_entity([](route::request_entity e) {
               return complete(std::string(e.is_strict() ? "strict" : "streamed") + " " +
                               (e.content_length() ? std::to_string(*e.content_length())
                                                   : std::string("unknown")));
           }))) |
           // BasicDirectivesSpec "toStrictEntity": the outer route sees the
           // entity the request came with, the inner one a strict entity
           path("strictness")(post(extract_request_entity([](route::request_entity before) {
               return to_strict_entity(std::chrono::seconds(5))(
                   extract_request_entity([before](route::request_entity after) {
                       return complete(std::string(before.is_strict() ? "strict" : "streamed") +
                                       " " + (after.is_strict() ? "strict" : "streamed") + " " +
                                       after.data());
                   }));
           }))) |
           path("outer_bytes")(post(extract_data_bytes([](route::byte_source outer) {
               return to_strict_entity(std::chrono::seconds(5))(complete_with_bytes(outer));
           }))) |
           // CodingDirectivesSpec "correctly encode the chunk stream
           // produced by a chunked response"
           path("encoded")(encode_response(get(complete(route::chunked("text/plain",
               [](route::chunk_writer& w) -> boost::asio::awaitable<void> {
                   for (int i = 0; i < 5; ++i)
                       co_await w.write("line " + std::to_string(i) + "\n");
                   co_await w.write("");
               }))))) |
           path("encoded_events")(encode_response(get(complete(route::event_stream(
               [](route::event_writer& w) -> boost::asio::awaitable<void> {
                   co_await w.send({.data = "one"});
                   co_await w.send({.data = "two"});
               }))))) |
           path("numbers")(get(complete(route::chunked("text/plain",
               [](route::chunk_writer& w) -> boost::asio::awaitable<void> {
                   for (int i = 0; i < 3; ++i)
                       co_await w.write(std::to_string(i));
                   co_await w.write(""); // nothing is sent for it
               })))) |
           path("broken")(get(complete(route::chunked("text/plain",
               [](route::chunk_writer& w) -> boost::asio::awaitable<void> {
                   co_await w.write("a");
                   throw std::runtime_error("the source failed");
               })))) |
           // events built from temporaries before they are sent, as
           // pekko's EventStreamMarshallingSpec sends 666 of them
           path("many")(get(complete(route::event_stream(
               [](route::event_writer& w) -> boost::asio::awaitable<void> {
                   std::vector<route::server_sent_event> events;
                   for (int i = 1; i <= 666; ++i)
                       events.push_back({.data = std::to_string(i)});
                   for (auto const& e : events)
                       co_await w.send(e);
               })))) |
           path("built")(get(complete(route::event_stream(
               [](route::event_writer& w) -> boost::asio::awaitable<void> {
                   for (int i = 0; i < 3; ++i)
                   {
                       // the texts are temporaries, gone before the send
                       auto e = route::server_sent_event{
                           .data = "tick " + std::to_string(i) + std::string(40, '.'),
                           .event = "tick",
                           .id = std::to_string(i)};
                       auto copy = e;
                       co_await w.send(e);
                       copy = route::server_sent_event{.data = "copy " + std::to_string(i)};
                       co_await w.send(copy);
                       std::string const parity = i % 2 ? "odd" : "even";
                       co_await w.send({.data = "tick " + std::to_string(i) + std::string(40, '!'),
                                        .event = parity + "",
                                        .id = std::to_string(i)});
                   }
               })))) |
           path("events")(get(complete(route::event_stream(
               [](route::event_writer& w) -> boost::asio::awaitable<void> {
                   co_await w.send({.data = "one\ntwo", .event = "tick", .id = "1"});
                   co_await w.send({.data = "three", .retry = std::chrono::milliseconds(500)});
               }))));
}

} // namespace

BOOST_AUTO_TEST_SUITE(testkit_streaming)

BOOST_FIXTURE_TEST_CASE(a_body_given_in_pieces_is_read_in_pieces, route_test)
{
    auto r = Post("/pieces").with_streamed_body({"ab", "cde", "f"}) >> routes();
    BOOST_TEST(r.body() == "[ab][cde][f]");
}

BOOST_FIXTURE_TEST_CASE(a_strict_body_is_one_piece, route_test)
{
    BOOST_TEST((Post("/pieces", std::string("abc")) >> routes()).body() == "[abc]");
}

BOOST_FIXTURE_TEST_CASE(the_size_limit_applies_as_the_pieces_arrive, route_test)
{
    auto app = route::to_http_routes(routes()).or_not_found();
    auto r = Post("/limited").with_streamed_body({"abc", "def"}) >> app;
    BOOST_TEST(r.status() == route::status::payload_too_large);
    BOOST_TEST(r.body() == "Request entity exceeds the configured limit of 5 bytes");
    auto d = Post("/limited").with_header("Content-Length", "6").with_streamed_body({"abcdef"}) >>
             app;
    BOOST_TEST(d.status() == route::status::payload_too_large);
    BOOST_TEST(d.body() == "Request Content-Length of 6 bytes exceeds the configured limit of 5 bytes");
}

BOOST_FIXTURE_TEST_CASE(entity_reads_a_streamed_body_whole_and_the_route_runs_again, route_test)
{
    runs = 0;
    auto r = Post("/item")
                 .with_header("Content-Type", "application/json")
                 .with_streamed_body({R"({"id":1,)", R"("name":"one"})"}) >>
             routes();
    BOOST_TEST(r.body() == "one");
    BOOST_TEST(runs.load() == 2); // once to find the body needed, once with it
}

BOOST_FIXTURE_TEST_CASE(form_fields_read_a_streamed_body_whole, route_test)
{
    auto r = Post("/form")
                 .with_header("Content-Type", "application/x-www-form-urlencoded")
                 .with_streamed_body({"a=1", "&b=2"}) >>
             routes();
    BOOST_TEST(r.body() == "12");
}

BOOST_FIXTURE_TEST_CASE(extract_request_entity_tells_strict_from_streamed, route_test)
{
    BOOST_TEST((Post("/kind", std::string("abc")) >> routes()).body() == "strict 3");
    BOOST_TEST((Post("/kind").with_streamed_body({"a"}) >> routes()).body() == "streamed unknown");
    BOOST_TEST((Post("/kind").with_header("Content-Length", "1").with_streamed_body({"a"}) >>
                routes())
                   .body() == "streamed 1");
}

BOOST_FIXTURE_TEST_CASE(a_chunked_response_is_collected_as_chunks, route_test)
{
    auto r = Get("/numbers") >> routes();
    BOOST_TEST(r.status() == route::status::ok);
    BOOST_TEST(r.header("Content-Type") == "text/plain");
    BOOST_TEST(r.chunks() == (std::vector<std::string>{"0", "1", "2"}));
    BOOST_TEST(r.body() == "012");
    BOOST_TEST(r.stream_error().empty());
}

BOOST_FIXTURE_TEST_CASE(a_producer_that_throws_cuts_the_stream, route_test)
{
    auto r = Get("/broken") >> routes();
    BOOST_TEST(r.chunks() == (std::vector<std::string>{"a"}));
    BOOST_TEST(r.stream_error() == "the source failed");
}

BOOST_FIXTURE_TEST_CASE(an_event_stream_reads_as_events, route_test)
{
    auto r = Get("/events") >> routes();
    BOOST_TEST(r.header("Content-Type") == "text/event-stream");
    BOOST_TEST(r.body() == "data:one\ndata:two\nevent:tick\nid:1\n\ndata:three\nretry:500\n\n");
    auto events = r.events();
    BOOST_TEST_REQUIRE(events.size() == 2u);
    BOOST_TEST(events[0].data == "one\ntwo");
    BOOST_TEST(events[0].event == "tick");
    BOOST_TEST(events[0].id == "1");
    BOOST_TEST(events[1].data == "three");
    BOOST_TEST((events[1].retry == std::chrono::milliseconds(500)));
}

BOOST_FIXTURE_TEST_CASE(to_strict_entity_makes_the_inner_entity_strict_only, route_test)
{
    auto r = Post("/strictness").with_streamed_body({"Akka", "HTTP"}) >> routes();
    BOOST_TEST(r.body() == "streamed strict AkkaHTTP");
    // a body received whole is strict everywhere
    BOOST_TEST((Post("/strictness", "whole") >> routes()).body() == "strict strict whole");
    // the outer source gives the bytes to_strict_entity read
    auto b = Post("/outer_bytes").with_streamed_body({"Akka", "HTTP"}) >> routes();
    BOOST_TEST(b.body() == "[AkkaHTTP]");
}

BOOST_FIXTURE_TEST_CASE(encode_response_compresses_a_chunked_response_as_it_streams, route_test)
{
    std::string const text = "line 0\nline 1\nline 2\nline 3\nline 4\n";
    auto r = Get("/encoded").with_header("Accept-Encoding", "gzip") >> routes();
    BOOST_TEST(r.header("Content-Encoding") == "gzip");
    BOOST_TEST(r.header("Vary") == "Accept-Encoding");
    BOOST_TEST(route::test::gunzip(r.body()) == text);
    // a chunk per piece written, then the stream's end: each decodes when
    // it arrives, to the piece it carries
    auto chunks = r.chunks();
    BOOST_TEST_REQUIRE(chunks.size() == 6u);
    route::test::zlib_reader reader(MAX_WBITS + 16);
    for (int i = 0; i < 5; ++i)
        BOOST_TEST(reader.feed(chunks[i]) == "line " + std::to_string(i) + "\n");
    BOOST_TEST(reader.feed(chunks[5]) == "");
    BOOST_TEST(reader.ended());

    auto d = Get("/encoded").with_header("Accept-Encoding", "deflate") >> routes();
    BOOST_TEST(d.header("Content-Encoding") == "deflate");
    BOOST_TEST(route::test::inflated(d.body()) == text);
    auto b = Get("/encoded").with_header("Accept-Encoding", "br") >> routes();
    BOOST_TEST(b.header("Content-Encoding") == "br");
    BOOST_TEST(route::test::unbrotli(b.body()) == text);
    // no coding asked for: the pieces as they were written
    auto plain = Get("/encoded") >> routes();
    BOOST_TEST(!plain.has_header("Content-Encoding"));
    BOOST_TEST(plain.body() == text);
    BOOST_TEST(plain.chunks().size() == 5u);
}

BOOST_FIXTURE_TEST_CASE(encode_response_compresses_an_event_stream_event_by_event, route_test)
{
    auto r = Get("/encoded_events").with_header("Accept-Encoding", "gzip") >> routes();
    BOOST_TEST(r.header("Content-Type") == "text/event-stream");
    BOOST_TEST(r.header("Content-Encoding") == "gzip");
    auto chunks = r.chunks();
    BOOST_TEST_REQUIRE(chunks.size() >= 2u);
    route::test::zlib_reader reader(MAX_WBITS + 16);
    BOOST_TEST(reader.feed(chunks[0]) == "data:one\n\n");
    BOOST_TEST(reader.feed(chunks[1]) == "data:two\n\n");
}

BOOST_FIXTURE_TEST_CASE(events_own_their_texts, route_test)
{
    // a trivially destructible text, freed by its event (g++ 12's double
    // destruction of an aggregate temporary's members under co_await)
    static_assert(std::is_trivially_destructible_v<route::event_text>);
    auto r = Get("/built") >> routes();
    auto events = r.events();
    BOOST_TEST_REQUIRE(events.size() == 9u);
    for (int i = 0; i < 3; ++i)
    {
        BOOST_TEST_CONTEXT("event " << i)
        {
            auto const& e = events[3 * i];
            BOOST_TEST(e.data == "tick " + std::to_string(i) + std::string(40, '.'));
            BOOST_TEST(e.event == "tick");
            BOOST_TEST(e.id == std::to_string(i));
            BOOST_TEST(events[3 * i + 1].data == "copy " + std::to_string(i));
            BOOST_TEST(events[3 * i + 1].event == "");
            BOOST_TEST(events[3 * i + 2].data == "tick " + std::to_string(i) + std::string(40, '!'));
            BOOST_TEST(events[3 * i + 2].event == (i % 2 ? "odd" : "even"));
        }
    }
}

BOOST_AUTO_TEST_CASE(an_event_text_copies_moves_and_assigns)
{
    std::string const long_text(100, 'l');
    route::server_sent_event a{.data = long_text, .event = "short", .id = std::string(24, 'i')};
    route::server_sent_event b = a;
    BOOST_TEST(b.data == long_text);
    BOOST_TEST(static_cast<const void*>(b.data.data()) !=
               static_cast<const void*>(a.data.data())); // its own copy
    b.event = a.id;
    BOOST_TEST(b.event == std::string(24, 'i'));
    b.event = "s";
    BOOST_TEST(b.event == "s");
    b.data = std::move(b.id);
    BOOST_TEST(b.data == std::string(24, 'i'));
    BOOST_TEST(b.id.empty());
    auto const& same = b.data;
    b.data = same; // self-assignment keeps the text
    BOOST_TEST(b.data == std::string(24, 'i'));
    BOOST_TEST(std::string_view(a.event) == "short");
    std::vector<route::server_sent_event> v(3, a);
    v.push_back({.data = std::string(route::event_text::inline_size, 'x')});
    v.push_back({.data = std::string(route::event_text::inline_size + 1, 'y')});
    BOOST_TEST(v[0].data == long_text);
    BOOST_TEST(v[3].data.size() == route::event_text::inline_size);
    BOOST_TEST(v[4].data == std::string(route::event_text::inline_size + 1, 'y'));
}

// EventStreamMarshallingSpec: 666 events, each a chunk, in order
BOOST_FIXTURE_TEST_CASE(six_hundred_sixty_six_events_arrive_in_order, route_test)
{
    auto r = Get("/many") >> routes();
    auto chunks = r.chunks();
    BOOST_TEST_REQUIRE(chunks.size() == 666u);
    std::string joined;
    for (int i = 1; i <= 666; ++i)
    {
        auto expected = "data:" + std::to_string(i) + "\n\n";
        BOOST_TEST_CONTEXT("event " << i) { BOOST_TEST(chunks[i - 1] == expected); }
        joined += expected;
    }
    BOOST_TEST(r.body() == joined);
}

BOOST_AUTO_TEST_CASE(render_and_parse_agree)
{
    route::server_sent_event e{.data = "a\r\nb\rc", .event = "x\ny", .id = "7"};
    auto text = route::render_event(e);
    BOOST_TEST(text == "data:a\ndata:b\ndata:c\nevent:x y\nid:7\n\n");
    auto back = route::parse_event_stream(": a comment\n" + text);
    BOOST_TEST_REQUIRE(back.size() == 1u);
    BOOST_TEST(back[0].data == "a\nb\nc");
    BOOST_TEST(back[0].event == "x y");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace testkit_streaming_test
