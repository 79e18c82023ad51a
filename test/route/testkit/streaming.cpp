//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Streamed entities in process: request bodies given in pieces, produced
// responses collected as chunks, event streams read as events.

#include <route/app.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/test/unit_test.hpp>
#include <atomic>
#include <map>
#include <string>
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
