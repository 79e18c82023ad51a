//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The server's session over the in-memory stream (what fuzz/server.cpp
// drives): the same answers as over a socket, whatever the read size.
#include <route/server/detail/memory_session.hpp>

#include <route/route.hpp>
#include "items/items.hpp"
#include <boost/asio/write.hpp>
#include <boost/test/unit_test.hpp>
#include <memory>
#include <string>
#include <string_view>

namespace server_memory_session_test { // this file's own, apart from the other tests built with it

namespace {

// The answers without their Date lines, which change every second.
std::string
without_dates(std::string s)
{
    std::string::size_type at;
    while ((at = s.find("\r\nDate: ")) != std::string::npos)
        s.erase(at, s.find("\r\n", at + 2) - at);
    return s;
}

std::string
serve(std::string_view input, std::size_t read_size = 0)
{
    items::store store;
    auto app = route::to_http_routes(items::routes(store)).or_not_found();
    route::server_options o;
    return without_dates(route::detail::serve_in_memory(app, o, input, read_size));
}

std::size_t
count(std::string_view s, std::string_view what)
{
    std::size_t n = 0;
    for (auto at = s.find(what); at != std::string_view::npos; at = s.find(what, at + 1))
        ++n;
    return n;
}

constexpr std::string_view pipelined =
    "POST /items HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n"
    "Content-Length: 23\r\n\r\n{\"id\":7,\"name\":\"seven\"}"
    "GET /items/7 HTTP/1.1\r\nHost: a\r\n\r\n"
    "DELETE /items/7 HTTP/1.1\r\nHost: a\r\n\r\n"
    "GET /items/7 HTTP/1.1\r\nHost: a\r\n\r\n";

} // namespace

BOOST_AUTO_TEST_SUITE(memory_session)

BOOST_AUTO_TEST_CASE(pipelined_requests_are_answered_in_order)
{
    auto out = serve(pipelined);
    auto created = out.find("HTTP/1.1 201 Created");
    auto found = out.find("HTTP/1.1 200 OK");
    auto deleted = out.find("HTTP/1.1 204 No Content");
    auto gone = out.find("HTTP/1.1 404 Not Found");
    BOOST_TEST(created == 0u);
    BOOST_TEST(found > created);
    BOOST_TEST(deleted > found);
    BOOST_TEST(gone > deleted);
    BOOST_TEST(gone != std::string::npos);
    BOOST_TEST(count(out, "{\"id\":7,\"name\":\"seven\"}") == 2u);
}

BOOST_AUTO_TEST_CASE(requests_arriving_in_pieces_get_the_same_answers)
{
    auto whole = serve(pipelined);
    BOOST_TEST(serve(pipelined, 1) == whole);
    BOOST_TEST(serve(pipelined, 7) == whole);
}

BOOST_AUTO_TEST_CASE(a_smuggled_request_is_not_run)
{
    auto out = serve("POST /items HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, identity\r\n"
                     "\r\nDELETE /items/2 HTTP/1.1\r\nHost: a\r\n\r\n");
    BOOST_TEST(out.starts_with("HTTP/1.1 400 Bad Request\r\n"));
    BOOST_TEST(count(out, "HTTP/1.1 ") == 1u);
    BOOST_TEST(out.find("Connection: close\r\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(an_oversized_header_block_is_refused)
{
    std::string big = "GET /items HTTP/1.1\r\nHost: a\r\nX: " + std::string(9000, 'x') + "\r\n\r\n";
    auto out = serve(big, 1000);
    BOOST_TEST(out.starts_with("HTTP/1.1 431 "));
    BOOST_TEST(count(out, "HTTP/1.1 ") == 1u);
}

// Found by fuzz/server.cpp (its seed fuzz/corpus/server/head-error-without-body):
// the 400 answering a HEAD request without Host carried a body, which a
// client reads as the start of the next answer.
BOOST_AUTO_TEST_CASE(an_error_answer_to_head_has_no_body)
{
    auto out = serve("HEAD /items HTTP/1.1\r\nHos!: localhost:8080\r\n\r\n"
                     "GET /items HTTP/1.1\r\nHost: localhost:8080\r\n\r\n");
    BOOST_TEST(out.starts_with("HTTP/1.1 400 Bad Request\r\n"));
    BOOST_TEST(count(out, "HTTP/1.1 ") == 1u);
    BOOST_TEST(out.find("Connection: close\r\n") != std::string::npos);
    BOOST_TEST(out.find("Content-Length: 0\r\n") == std::string::npos);
    BOOST_TEST(out.ends_with("\r\n\r\n"));
}

// An idle keep-alive connection may wait long for its next request: it
// keeps no read buffer beyond a small one, whatever the last request
// needed, and still answers what comes next.
BOOST_AUTO_TEST_CASE(an_idle_connection_keeps_no_large_read_buffer)
{
    using stream = boost::beast::test::stream;
    using session = route::detail::basic_session<stream>;
    items::store store;
    auto app = route::to_http_routes(items::routes(store)).or_not_found();
    route::server_options o;
    route::detail::worker w(o);
    stream server_end(w.ioc);
    stream client_end(w.ioc);
    server_end.connect(client_end);
    // a request larger than the idle read, so that the buffer grows
    std::string first =
        "GET /items/1 HTTP/1.1\r\nHost: a\r\nX-Pad: " + std::string(3000, 'x') + "\r\n\r\n";
    server_end.append(first);
    auto s = std::make_shared<session>(std::move(server_end), w, app);
    s->start();
    w.ioc.poll(); // answers, then waits for the next request
    BOOST_TEST(count(client_end.str(), "HTTP/1.1 ") == 1u);
    BOOST_TEST(s->read_buffer_capacity() <= session::idle_read_size);

    std::string_view second = "GET /items/2 HTTP/1.1\r\nHost: a\r\n\r\n";
    boost::asio::write(client_end, boost::asio::buffer(second.data(), second.size()));
    w.ioc.poll();
    BOOST_TEST(count(client_end.str(), "HTTP/1.1 ") == 2u);
    BOOST_TEST(s->read_buffer_capacity() <= session::idle_read_size);

    client_end.close(); // the session sees the end of its input and closes
    s.reset();
    w.ioc.run();
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_memory_session_test
