//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/transport.hpp>

#include "support.hpp"
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <cstdlib>
#include <exception>
#include <string>

namespace client_client_test { // this file's own, apart from the other tests built with it

using namespace docgen_test;

namespace {

struct outcome
{
    docgen::http_response response;
    boost::system::error_code ec;
    docgen::diagnostics diag;
    std::chrono::milliseconds elapsed{};
};

outcome
send(const docgen::http_request& req, docgen::transport_options o = {})
{
    outcome out;
    auto start = std::chrono::steady_clock::now();
    out.response = docgen::transport(o).send(req, out.ec, out.diag);
    out.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start);
    return out;
}

std::string
port_of(unsigned short p)
{
    return std::to_string(p);
}

} // namespace

BOOST_AUTO_TEST_SUITE(transport)

BOOST_AUTO_TEST_CASE(get_round_trip_with_headers)
{
    echo_server srv;
    auto r = send(
        request("GET", srv.url("/echo/x"), {{"X-Test", "one two"}, {"Accept", "text/plain"}}));
    BOOST_TEST(!r.ec);
    BOOST_TEST(r.diag.message.empty());
    BOOST_TEST(r.response.status == 200u);
    BOOST_TEST(r.response.body == "GET /echo/x\n"
                                  "Host: 127.0.0.1:" + port_of(srv.s.port()) + "\n"
                                  "X-Test: one two\n"
                                  "Connection: close\n\n");
    BOOST_TEST(r.response.header_value("CONTENT-type") == "text/plain; charset=utf-8");
    BOOST_TEST(r.response.has_header("content-length"));
    BOOST_TEST(r.response.header_value("X-Nothing") == "");
    BOOST_TEST(!r.response.has_header("X-Nothing"));
}

BOOST_AUTO_TEST_CASE(post_sends_the_body_with_its_length)
{
    echo_server srv;
    auto r = send(request("POST", srv.url("/items"), {{"Content-Type", "application/json"}},
                          R"({"id":1})"));
    BOOST_TEST(!r.ec);
    BOOST_TEST(r.response.status == 200u);
    BOOST_TEST(r.response.body == "POST /items\n"
                                  "Host: 127.0.0.1:" + port_of(srv.s.port()) + "\n"
                                  "Content-Type: application/json\n"
                                  "Content-Length: 8\n"
                                  "Connection: close\n\n"
                                  R"({"id":1})");
}

BOOST_AUTO_TEST_CASE(empty_post_says_content_length_zero)
{
    echo_server srv;
    auto r = send(request("POST", srv.url("/items")));
    BOOST_TEST(r.response.body.find("Content-Length: 0\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(path_prefix_and_query_are_kept_as_given)
{
    echo_server srv;
    auto r = send(request("GET", srv.url("/api/v3/users/oct%2Focat?q=a%20b&flag&x=%C3%A9#top")));
    BOOST_TEST(!r.ec);
    BOOST_TEST(r.response.body.starts_with("GET /api/v3/users/oct%2Focat?q=a%20b&flag&x=%C3%A9\n"));
}

BOOST_AUTO_TEST_CASE(a_url_without_a_path_asks_for_the_root)
{
    echo_server srv;
    auto r = send(request("GET", srv.url("")));
    BOOST_TEST(r.response.body.starts_with("GET /\n"));
    r = send(request("GET", srv.url("?a=1")));
    BOOST_TEST(r.response.body.starts_with("GET /?a=1\n"));
}

BOOST_AUTO_TEST_CASE(localhost_is_resolved)
{
    echo_server srv;
    std::string port = port_of(srv.s.port());
    auto r = send(request("GET", "http://localhost:" + port + "/x"));
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.body.find("Host: localhost:" + port + "\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_user_host_replaces_the_one_from_the_url)
{
    echo_server srv;
    auto r = send(request("GET", srv.url("/x"), {{"host", "api.example.test"}}));
    BOOST_TEST(r.response.body.find("Host: api.example.test\n") != std::string::npos);
    BOOST_TEST(r.response.body.find("127.0.0.1") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_client_frames_the_body_itself)
{
    echo_server srv;
    auto r = send(request("POST", srv.url("/x"),
                          {{"Content-Length", "99"}, {"Connection", "keep-alive"}}, "abc"));
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.body.find("Content-Length: 3\n") != std::string::npos);
    BOOST_TEST(r.response.body.find("Connection: keep-alive\n") != std::string::npos);
    BOOST_TEST(r.response.body.ends_with("\n\nabc"));
}

BOOST_AUTO_TEST_CASE(any_status_is_an_answer)
{
    raw_server srv(answer_with("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\n"
                               "Content-Length: 4\r\n\r\nbusy"));
    auto r = send(request("GET", srv.url("/")));
    BOOST_TEST(!r.ec);
    BOOST_TEST(r.response.status == 503u);
    BOOST_TEST(r.response.header_value("retry-after") == "1");
    BOOST_TEST(r.response.body == "busy");
}

BOOST_AUTO_TEST_CASE(headers_come_in_the_order_received)
{
    raw_server srv(answer_with("HTTP/1.1 201 Created\r\nX-B: 2\r\nX-A: 1\r\nx-b: 3\r\n"
                               "Content-Length: 2\r\n\r\nok"));
    auto r = send(request("GET", srv.url("/")));
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.status == 201u);
    BOOST_TEST(r.response.body == "ok");
    BOOST_REQUIRE(r.response.headers.size() == 4u);
    BOOST_TEST(r.response.headers[0].name == "X-B");
    BOOST_TEST(r.response.headers[1].name == "X-A");
    BOOST_TEST(r.response.headers[2].name == "x-b");
    BOOST_TEST(r.response.headers[2].value == "3");
    BOOST_TEST(r.response.header_value("x-b") == "2");
}

BOOST_AUTO_TEST_CASE(a_body_ended_by_the_close_is_read)
{
    raw_server srv(answer_with("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil the end"));
    auto r = send(request("GET", srv.url("/")));
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.body == "until the end");
}

BOOST_AUTO_TEST_CASE(chunked_bodies_are_read)
{
    raw_server srv(answer_with("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                               "3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n"));
    auto r = send(request("GET", srv.url("/")));
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.body == "abcde");
}

BOOST_AUTO_TEST_CASE(interim_answers_are_skipped)
{
    raw_server srv(answer_with("HTTP/1.1 100 Continue\r\n\r\n"
                               "HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nlast"));
    auto r = send(request("POST", srv.url("/"), {}, "x"));
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.status == 200u);
    BOOST_TEST(r.response.body == "last");
}

BOOST_AUTO_TEST_CASE(head_answers_have_no_body)
{
    raw_server srv(answer_with("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n"));
    auto r = send(request("HEAD", srv.url("/")), opts().limit(10));
    BOOST_TEST(!r.ec, r.diag.message);
    BOOST_TEST(r.response.status == 200u);
    BOOST_TEST(r.response.body.empty());
    BOOST_TEST(r.response.header_value("Content-Length") == "1000");
}

BOOST_AUTO_TEST_CASE(a_refused_connection_names_the_address)
{
    unsigned short port = closed_port();
    std::string url = "http://127.0.0.1:" + port_of(port) + "/x";
    auto r = send(request("GET", url));
    BOOST_TEST(r.ec == docgen::error::connection_refused);
    BOOST_TEST(r.diag.message ==
               "GET " + url + ": connection refused by 127.0.0.1:" + port_of(port));
    BOOST_TEST(r.response.status == 0u);
}

BOOST_AUTO_TEST_CASE(a_slow_answer_times_out)
{
    echo_server srv;
    std::string url = srv.url("/slow");
    auto r = send(request("GET", url), opts().total(300ms));
    BOOST_TEST(r.ec == docgen::error::timeout);
    BOOST_TEST(r.diag.message == "GET " + url +
                                     ": no complete answer within 300 ms (the request was sent; "
                                     "no response header arrived)");
    BOOST_TEST(r.elapsed >= 300ms);
    BOOST_TEST(r.elapsed < 800ms);
}

BOOST_AUTO_TEST_CASE(a_body_that_stops_coming_times_out)
{
    raw_server srv([](tcp::socket sock) -> net::awaitable<void> {
        co_await read_header_block(sock);
        std::string head = "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n0123456789";
        co_await net::async_write(sock, net::buffer(head), use_tuple);
        net::steady_timer t(sock.get_executor(), 2s);
        co_await t.async_wait(use_tuple);
    });
    auto r = send(request("GET", srv.url("/")), opts().total(200ms));
    BOOST_TEST(r.ec == docgen::error::timeout);
    BOOST_TEST(r.diag.message.ends_with(
        ": no complete answer within 200 ms (a 200 response, 10 of 100 body bytes received)"));
}

BOOST_AUTO_TEST_CASE(a_connection_closed_early_is_a_protocol_error)
{
    raw_server srv(answer_with("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nhalf"));
    std::string url = srv.url("/half");
    auto r = send(request("GET", url));
    BOOST_TEST(r.ec == docgen::error::protocol_error);
    BOOST_TEST(r.diag.message ==
               "GET " + url +
                   ": the connection closed before a complete response (a 200 response, "
                   "4 of 100 body bytes received)");
}

BOOST_AUTO_TEST_CASE(a_connection_closed_without_an_answer_is_a_protocol_error)
{
    raw_server srv(answer_with(""));
    auto r = send(request("GET", srv.url("/")));
    BOOST_TEST(r.ec == docgen::error::protocol_error);
    BOOST_TEST(r.diag.message.ends_with(
        ": the connection closed before a complete response (nothing was received)"));

    raw_server half_header(answer_with("HTTP/1.1 200 OK\r\nContent-"));
    r = send(request("GET", half_header.url("/")));
    BOOST_TEST(r.ec == docgen::error::protocol_error);
    BOOST_TEST(r.diag.message.ends_with(
        ": the connection closed before a complete response (the header was incomplete)"));
}

BOOST_AUTO_TEST_CASE(an_answer_that_is_not_http_is_a_protocol_error)
{
    raw_server srv(answer_with("SSH-2.0-OpenSSH_9.2\r\n\r\n"));
    auto r = send(request("GET", srv.url("/")));
    BOOST_TEST(r.ec == docgen::error::protocol_error);
    BOOST_TEST(r.diag.message.find(": the answer is not a valid HTTP/1.1 response (") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_body_over_the_limit_is_refused)
{
    echo_server srv;
    std::string url = srv.url("/big");
    auto r = send(request("GET", url), opts().limit(100));
    BOOST_TEST(r.ec == docgen::error::body_too_large);
    BOOST_TEST(r.diag.message == "GET " + url +
                                     ": the response body is larger than the body_limit of 100 "
                                     "bytes (Content-Length: 4096)");

    raw_server chunked(answer_with("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                                   "8\r\n01234567\r\n8\r\n01234567\r\n0\r\n\r\n"));
    r = send(request("GET", chunked.url("/")), opts().limit(10));
    BOOST_TEST(r.ec == docgen::error::body_too_large);
    BOOST_TEST(r.diag.message.ends_with(": the response body is larger than the body_limit of "
                                        "10 bytes"));

    r = send(request("GET", url), opts().limit(4096));
    BOOST_TEST(!r.ec);
    BOOST_TEST(r.response.body.size() == 4096u);
}

BOOST_AUTO_TEST_CASE(urls_that_are_not_absolute_http_are_refused)
{
    struct row
    {
        std::string url;
        std::string cause;
    };
    row rows[] = {
        {"ftp://127.0.0.1/x", "not an absolute http or https URL (the scheme is 'ftp')"},
        {"/users/octocat", ""},
        {"127.0.0.1:8080/x", ""},
        {"http://", "not an absolute http or https URL (no host)"},
        {"http:///x", "not an absolute http or https URL (no host)"},
        {"http:x", "not an absolute http or https URL (no host)"},
        {"http://a b/", ""},
        {"http://127.0.0.1:99999/", "not an absolute http or https URL (the port '99999' is not "
                                    "between 1 and 65535)"},
        {"http://127.0.0.1:0/", "not an absolute http or https URL (the port '0' is not between "
                                "1 and 65535)"},
        {"http://user:secret@127.0.0.1/", "user information in a URL is not sent; give an "
                                          "Authorization header instead"},
        {"", ""},
    };
    for (const auto& row : rows)
    {
        BOOST_TEST_CONTEXT(row.url)
        {
            auto r = send(request("GET", row.url));
            BOOST_TEST(r.ec == docgen::error::invalid_url);
            BOOST_TEST(r.diag.message.starts_with("GET " + row.url + ": "));
            if (!row.cause.empty())
                BOOST_TEST(r.diag.message == "GET " + row.url + ": " + row.cause);
            else
                BOOST_TEST(r.diag.message.find("not an absolute http or https URL") !=
                           std::string::npos);
        }
    }
}

BOOST_AUTO_TEST_CASE(requests_that_cannot_be_sent_are_refused)
{
    unsigned short port = closed_port(); // nothing is contacted
    std::string url = "http://127.0.0.1:" + port_of(port) + "/";
    auto r = send(request("GET", url, {{"X-Evil", "a\r\nInjected: yes"}}));
    BOOST_TEST(r.ec == docgen::error::invalid_request);
    BOOST_TEST(r.diag.message == "GET " + url +
                                     ": the value of the header 'X-Evil' holds a line break or "
                                     "another control character");
    r = send(request("GET", url, {{"Bad Name", "x"}}));
    BOOST_TEST(r.ec == docgen::error::invalid_request);
    BOOST_TEST(r.diag.message ==
               "GET " + url + ": the header name 'Bad Name' is not an HTTP token");
    r = send(request("GE T", url));
    BOOST_TEST(r.ec == docgen::error::invalid_request);
    BOOST_TEST(r.diag.message == "GE T " + url + ": the method 'GE T' is not an HTTP token");
}

BOOST_AUTO_TEST_CASE(the_throwing_send_throws_the_same_message)
{
    std::string url = "http://127.0.0.1:" + port_of(closed_port()) + "/x";
    auto expected = send(request("GET", url));
    BOOST_REQUIRE(expected.ec);
    try
    {
        docgen::transport().send(request("GET", url));
        BOOST_ERROR("no exception");
    }
    catch (const docgen::transport_error& e)
    {
        BOOST_TEST(e.code() == docgen::error::connection_refused);
        BOOST_TEST(std::string(e.what()) == expected.diag.message);
    }
    BOOST_CHECK_THROW(docgen::transport().send(request("GET", "nope")), std::runtime_error);
}

BOOST_AUTO_TEST_CASE(the_throwing_send_returns_answers)
{
    echo_server srv;
    docgen::transport c;
    auto r = c.send(request("DELETE", srv.url("/items/1")));
    BOOST_TEST(r.status == 200u);
    BOOST_TEST(r.body.starts_with("DELETE /items/1\n"));
}

BOOST_AUTO_TEST_CASE(a_client_sends_many_requests_and_clears_the_diagnostics)
{
    echo_server srv;
    docgen::transport c(opts().total(2s));
    BOOST_TEST(c.options().total_timeout == 2s);
    boost::system::error_code ec;
    docgen::diagnostics diag;
    c.send(request("GET", "bad"), ec, diag);
    BOOST_TEST(ec == docgen::error::invalid_url);
    for (int i = 0; i < 3; ++i)
    {
        auto r = c.send(request("GET", srv.url("/n/" + std::to_string(i))), ec, diag);
        BOOST_TEST(!ec);
        BOOST_TEST(diag.message.empty());
        BOOST_TEST(r.body.starts_with("GET /n/" + std::to_string(i) + "\n"));
    }
}

BOOST_AUTO_TEST_CASE(an_awaited_send_gives_what_send_gives)
{
    echo_server srv;
    docgen::transport c;
    std::string url = srv.url("/echo/x");
    auto req = request("GET", url, {{"X-Test", "one"}});
    auto r = run_awaited([&]() -> net::awaitable<outcome> {
        outcome out;
        out.response = co_await c.async_send(req, out.ec, out.diag);
        co_return out;
    }());
    BOOST_TEST(!r.ec);
    BOOST_TEST(r.diag.message.empty());
    BOOST_TEST(r.response.status == 200u);
    BOOST_TEST(r.response.body == "GET /echo/x\n"
                                  "Host: 127.0.0.1:" + port_of(srv.s.port()) + "\n"
                                  "X-Test: one\n"
                                  "Connection: close\n\n");
    BOOST_TEST(r.response.header_value("content-type") == "text/plain; charset=utf-8");
}

BOOST_AUTO_TEST_CASE(an_awaited_slow_answer_times_out)
{
    echo_server srv;
    std::string url = srv.url("/slow");
    docgen::transport c(opts().total(300ms));
    auto start = std::chrono::steady_clock::now();
    auto r = run_awaited([&]() -> net::awaitable<outcome> {
        outcome out;
        out.response = co_await c.async_send(request("GET", url), out.ec, out.diag);
        co_return out;
    }());
    auto elapsed = std::chrono::steady_clock::now() - start;
    BOOST_TEST(r.ec == docgen::error::timeout);
    BOOST_TEST(r.diag.message == "GET " + url +
                                     ": no complete answer within 300 ms (the request was sent; "
                                     "no response header arrived)");
    BOOST_TEST(r.response.status == 0u);
    BOOST_TEST((elapsed >= 300ms));
    BOOST_TEST((elapsed < 1500ms));
}

BOOST_AUTO_TEST_CASE(awaited_sends_run_together_on_one_thread)
{
    // each answer comes 300 ms after its request: sends that waited for
    // each other would take 600 ms, and one would end before the other began
    raw_server srv(answer_after(300ms, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"));
    docgen::transport c(opts().total(5s));
    using clock = std::chrono::steady_clock;
    struct timed
    {
        outcome out;
        clock::time_point began, ended;
    };
    timed one, two;
    auto send_timed = [&](timed& t, std::string target) -> net::awaitable<void> {
        t.began = clock::now();
        t.out.response = co_await c.async_send(request("GET", srv.url(target)), t.out.ec, t.out.diag);
        t.ended = clock::now();
    };
    net::io_context ioc;
    int ticks = 0; // a timer on the same thread goes on while both wait
    auto ticker = [&]() -> net::awaitable<void> {
        net::steady_timer t(ioc);
        for (int i = 0; i < 5; ++i)
        {
            t.expires_after(20ms);
            co_await t.async_wait(net::use_awaitable);
            ++ticks;
        }
    };
    auto rethrow = [](std::exception_ptr e) {
        if (e)
            std::rethrow_exception(e);
    };
    auto start = clock::now();
    net::co_spawn(ioc, send_timed(one, "/one"), rethrow);
    net::co_spawn(ioc, send_timed(two, "/two"), rethrow);
    net::co_spawn(ioc, ticker(), rethrow);
    ioc.run();
    auto elapsed = clock::now() - start;
    BOOST_TEST_MESSAGE("two awaited 300 ms answers took "
                       << std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count()
                       << " ms");
    for (const timed* t : {&one, &two})
    {
        BOOST_TEST(!t->out.ec, t->out.diag.message);
        BOOST_TEST(t->out.response.body == "ok");
        BOOST_TEST((t->ended - t->began >= 300ms));
    }
    BOOST_TEST((one.began < two.ended && two.began < one.ended)); // they overlapped
    BOOST_TEST(ticks == 5);
    BOOST_TEST((elapsed >= 300ms));
}

BOOST_AUTO_TEST_CASE(the_throwing_async_send_throws_the_same_message)
{
    std::string url = "http://127.0.0.1:" + port_of(closed_port()) + "/x";
    auto expected = send(request("GET", url));
    BOOST_REQUIRE(expected.ec);
    docgen::transport c;
    try
    {
        run_awaited(c.async_send(request("GET", url)));
        BOOST_ERROR("no exception");
    }
    catch (const docgen::transport_error& e)
    {
        BOOST_TEST(e.code() == docgen::error::connection_refused);
        BOOST_TEST(std::string(e.what()) == expected.diag.message);
    }
    echo_server srv;
    auto r = run_awaited(c.async_send(request("DELETE", srv.url("/items/1"))));
    BOOST_TEST(r.status == 200u);
    BOOST_TEST(r.body.starts_with("DELETE /items/1\n"));
}

BOOST_AUTO_TEST_CASE(options_from_the_environment)
{
    ::setenv("DOCGEN_CA_FILE", "/some/ca.pem", 1);
    BOOST_TEST(docgen::transport_options::from_env().ca_file == "/some/ca.pem");
    ::setenv("DOCGEN_CA_FILE", "", 1);
    BOOST_TEST(docgen::transport_options::from_env().ca_file.empty());
    ::unsetenv("DOCGEN_CA_FILE");
    auto o = docgen::transport_options::from_env();
    BOOST_TEST(o.ca_file.empty());
    BOOST_TEST(o.verify_peer);
    BOOST_TEST(o.connect_timeout == 30s);
    BOOST_TEST(o.total_timeout == 30s);
    BOOST_TEST(o.body_limit == 8u * 1024 * 1024);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace client_client_test
