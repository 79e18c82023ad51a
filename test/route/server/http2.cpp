//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// HTTP/2 served over real sockets on 127.0.0.1: h2c by prior knowledge
// (nghttp2's client session), by Upgrade (curl, and by hand), h2 by ALPN
// on TLS (curl), HTTP/1.1 on the same port; the floods, with frames packed
// by hand; stop's drain.
#include <route/server.hpp>

#include <route/app.hpp>
#include <route/route.hpp>
#include "../../support/child_process.hpp"
#include "../../support/h2_client.hpp"
#include "../../support/http_client.hpp"
#include "../../support/running_server.hpp"
#include "../../support/temp_dir.hpp"
#include "../../support/tls.hpp"
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/test/unit_test.hpp>
#include <poll.h>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace server_http2_test { // this file's own, apart from the other tests built with it

namespace net = boost::asio;
using namespace route::dsl;
using namespace std::chrono_literals;
using route::test::h2_client;

namespace {

// n bytes of the alphabet over and over: a body whose every byte says
// where it stands
std::string
letters(std::size_t n)
{
    std::string s(n, '\0');
    for (std::size_t i = 0; i < n; ++i)
        s[i] = static_cast<char>('a' + i % 26);
    return s;
}

// What /hold waits for: /release ends the wait (else 10 s pass).
struct gate
{
    std::unique_ptr<net::steady_timer> timer;
};

// Destroys the gate's timer while the server that made it still runs: a
// timer must not outlive its io_context. Declared after the server.
struct gate_closer
{
    std::shared_ptr<gate> g;
    ~gate_closer() { g->timer.reset(); }
};

route::http_app
h2_app(std::shared_ptr<gate> g, std::string file = "/nonexistent")
{
    route::route r =
        path("hello")(get(complete("hi"))) |
        path("echo")(post(entity(as<std::string>)([](std::string b) { return complete(b); }))) |
        path("version")(extract_request(
            [](route::request req) { return complete(std::to_string(req.version())); })) |
        path("hold")(get([g]() -> net::awaitable<route::route> {
            g->timer = std::make_unique<net::steady_timer>(co_await net::this_coro::executor, 10s);
            boost::system::error_code ec;
            co_await g->timer->async_wait(net::redirect_error(net::use_awaitable, ec));
            co_return complete(ec == net::error::operation_aborted ? "released" : "expired");
        })) |
        path("release")(get([g] {
            if (g->timer)
                g->timer->cancel();
            return complete("ok");
        })) |
        path("numbers")(get(complete(route::chunked(
            "text/plain", [](route::chunk_writer& w) -> net::awaitable<void> {
                // more than the client's first flow-control window (64 KiB)
                for (int i = 0; i < 100; ++i)
                    co_await w.write(std::string(1000, static_cast<char>('a' + i % 26)));
            })))) |
        path("failing")(get(complete(route::chunked(
            "text/plain", [](route::chunk_writer& w) -> net::awaitable<void> {
                co_await w.write("part");
                throw std::runtime_error("the producer failed");
            })))) |
        path("slow")(get([]() -> net::awaitable<route::route> {
            net::steady_timer t(co_await net::this_coro::executor, 300ms);
            co_await t.async_wait(net::use_awaitable);
            co_return complete("slow");
        })) |
        path("file")(get(get_from_file(file))) |
        // reads one piece of the body, waits until /release, then the
        // rest; answers its size and whether every byte is as sent
        path("sink")(post(extract_data_bytes(
            [g](route::byte_source src) -> net::awaitable<route::route> {
                std::string body = (co_await src.read()).value_or("");
                g->timer =
                    std::make_unique<net::steady_timer>(co_await net::this_coro::executor, 10s);
                boost::system::error_code ec;
                co_await g->timer->async_wait(net::redirect_error(net::use_awaitable, ec));
                while (auto piece = co_await src.read())
                    body += *piece;
                bool intact = body == letters(body.size());
                co_return complete(std::to_string(body.size()) + (intact ? " intact" : " broken"));
            }))) |
        path("late")(with_request_timeout(200ms)(get([]() -> net::awaitable<route::route> {
            net::steady_timer t(co_await net::this_coro::executor, 5s);
            co_await t.async_wait(net::use_awaitable);
            co_return complete("too late");
        })));
    return route::to_http_routes(r).or_not_found();
}

route::server_options
h2_options()
{
    auto o = route::test::streaming_options();
    o.header_limit = 1024;
    return o;
}

std::string
file_content()
{
    return letters(200000);
}

std::string
expected_numbers()
{
    std::string s;
    for (int i = 0; i < 100; ++i)
        s += std::string(1000, static_cast<char>('a' + i % 26));
    return s;
}

// Frames packed by hand (RFC 9113 4.1), for the floods: what a client
// library would refuse to send.
std::string
frame(std::uint8_t type, std::uint8_t flags, std::uint32_t stream, std::string_view payload)
{
    std::string f;
    auto n = payload.size();
    f += static_cast<char>(n >> 16);
    f += static_cast<char>(n >> 8);
    f += static_cast<char>(n);
    f += static_cast<char>(type);
    f += static_cast<char>(flags);
    for (int shift = 24; shift >= 0; shift -= 8)
        f += static_cast<char>(stream >> shift);
    f += payload;
    return f;
}

constexpr std::uint8_t data_frame = 0, headers_frame = 1, rst_stream_frame = 3,
                       settings_frame = 4, ping_frame = 6, goaway_frame = 7,
                       continuation_frame = 9;
constexpr std::uint8_t end_stream = 0x1, end_headers = 0x4;
constexpr std::uint32_t enhance_your_calm = 0xb;

// An HPACK integer (RFC 7541 5.1) with a 7-bit prefix, Huffman off.
std::string
hpack_length(std::size_t n)
{
    std::string s;
    if (n < 127)
        return std::string(1, static_cast<char>(n));
    s += static_cast<char>(127);
    n -= 127;
    while (n >= 128)
    {
        s += static_cast<char>(n % 128 + 128);
        n /= 128;
    }
    s += static_cast<char>(n);
    return s;
}

// A literal field without indexing, its name literal too.
std::string
hpack_field(std::string_view name, std::string_view value)
{
    return std::string(1, '\0') + hpack_length(name.size()) + std::string(name) +
           hpack_length(value.size()) + std::string(value);
}

// A request's header block: `method` from HPACK's static table (0x82 GET,
// 0x83 POST), http, `path`, and an authority.
std::string
request_block(std::string_view path, char method = '\x82')
{
    return std::string(1, method) + "\x86" + hpack_field(":path", path) +
           hpack_field(":authority", "127.0.0.1");
}

const std::string client_preface =
    "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + frame(settings_frame, 0, 0, "");

struct received_frame
{
    std::uint8_t type = 0, flags = 0;
    std::uint32_t stream = 0;
    std::string payload;
};

// A connection written to by hand; reads frames (after an HTTP/1.1 head,
// when the server sent one first) until a condition holds, the server
// closes, or a deadline passes.
class raw_h2
{
public:
    explicit raw_h2(unsigned short port, int receive_buffer = 0) : sock_(ioc_)
    {
        sock_.open(net::ip::tcp::v4());
        if (receive_buffer > 0)
            sock_.set_option(net::socket_base::receive_buffer_size(receive_buffer));
        sock_.connect(net::ip::tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    }

    void send(const std::string& bytes) { net::write(sock_, net::buffer(bytes)); }

    net::ip::tcp::socket& socket() { return sock_; }

    template <class Pred>
    void read_until(Pred done, std::chrono::milliseconds limit = 5s)
    {
        auto deadline = std::chrono::steady_clock::now() + limit;
        while (!closed && !done(frames))
        {
            auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0)
                return;
            pollfd p{sock_.native_handle(), POLLIN, 0};
            if (::poll(&p, 1, static_cast<int>(left.count())) <= 0)
                continue;
            char buf[16 * 1024];
            boost::system::error_code ec;
            auto n = sock_.read_some(net::buffer(buf), ec);
            if (ec)
            {
                closed = true;
                break;
            }
            in_.append(buf, n);
            parse();
        }
    }

    void read_until_closed(std::chrono::milliseconds limit = 5s)
    {
        read_until([](auto&) { return false; }, limit);
    }

    // The error code of the GOAWAY received, or none.
    std::optional<std::uint32_t> goaway() const
    {
        for (auto& f : frames)
            if (f.type == goaway_frame && f.payload.size() >= 8)
                return (std::uint32_t(std::uint8_t(f.payload[4])) << 24) |
                       (std::uint32_t(std::uint8_t(f.payload[5])) << 16) |
                       (std::uint32_t(std::uint8_t(f.payload[6])) << 8) |
                       std::uint32_t(std::uint8_t(f.payload[7]));
        return std::nullopt;
    }

    std::string head; // an HTTP/1.1 answer before the frames (101)
    std::vector<received_frame> frames;
    bool closed = false;

private:
    void parse()
    {
        if (head.empty() && in_.starts_with("HTTP/1.1"))
        {
            auto end = in_.find("\r\n\r\n");
            if (end == std::string::npos)
                return;
            head = in_.substr(0, end + 4);
            in_.erase(0, end + 4);
        }
        while (in_.size() >= 9)
        {
            std::size_t n = (std::size_t(std::uint8_t(in_[0])) << 16) |
                            (std::size_t(std::uint8_t(in_[1])) << 8) | std::uint8_t(in_[2]);
            if (in_.size() < 9 + n)
                return;
            received_frame f;
            f.type = std::uint8_t(in_[3]);
            f.flags = std::uint8_t(in_[4]);
            for (int i = 5; i < 9; ++i)
                f.stream = (f.stream << 8) | std::uint8_t(in_[i]);
            f.stream &= 0x7fffffff;
            f.payload = in_.substr(9, n);
            frames.push_back(std::move(f));
            in_.erase(0, 9 + n);
        }
    }

    net::io_context ioc_;
    net::ip::tcp::socket sock_;
    std::string in_;
};

// The DATA a stream received, once it ended (END_STREAM), or none.
std::optional<std::string>
stream_body(const std::vector<received_frame>& frames, std::uint32_t id)
{
    std::string body;
    for (auto& f : frames)
        if (f.type == data_frame && f.stream == id)
        {
            body += f.payload;
            if (f.flags & end_stream)
                return body;
        }
    return std::nullopt;
}

} // namespace

BOOST_AUTO_TEST_SUITE(http2)

BOOST_AUTO_TEST_CASE(h2c_serves_the_routes_and_http1_on_the_same_port)
{
    auto g = std::make_shared<gate>();
    route::test::temp_dir dir("route-h2");
    auto big_file = dir.write("big.txt", file_content());
    route::test::running_server srv(h2_app(g, big_file.string()), h2_options());
    h2_client c(srv.s.port());
    auto hello = c.submit("GET", "/hello");
    auto echo = c.submit("POST", "/echo", std::string(40000, 'x'));
    auto version = c.submit("GET", "/version");
    auto missing = c.submit("GET", "/nowhere");
    auto method = c.submit("PUT", "/hello");
    auto numbers = c.submit("GET", "/numbers");
    auto big = c.submit("GET", "/hello", {}, {{"x-big", std::string(2000, 'y')}});
    auto file = c.submit("GET", "/file");
    auto failing = c.submit("GET", "/failing");
    c.run();
    BOOST_TEST(c.results[hello].status == 200);
    BOOST_TEST(c.results[hello].body == "hi");
    BOOST_TEST(c.results[echo].status == 200);
    BOOST_TEST(c.results[echo].body == std::string(40000, 'x'));
    BOOST_TEST(c.results[version].body == "20");
    BOOST_TEST(c.results[missing].status == 404);
    BOOST_TEST(c.results[missing].body == "The requested resource could not be found.");
    BOOST_TEST(c.results[method].status == 405);
    BOOST_TEST(c.results[numbers].status == 200);
    BOOST_TEST(c.results[numbers].body == expected_numbers());
    BOOST_TEST(c.results[big].status == 431);
    // a file larger than the flow-control window, read as the window opens
    BOOST_TEST(c.results[file].status == 200);
    BOOST_TEST(c.results[file].body == file_content());
    // a producer that fails resets its stream: the body did not end
    BOOST_TEST(c.results[failing].status == 200);
    BOOST_TEST(c.results[failing].error == std::uint32_t(NGHTTP2_INTERNAL_ERROR));

    route::test::client h1(srv.s.port());
    h1.send("GET /version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    auto res = h1.read();
    BOOST_TEST(res.result_int() == 200u);
    BOOST_TEST(res.body() == "11");
}

BOOST_AUTO_TEST_CASE(a_large_body_streams_to_its_route_as_fast_as_the_route_reads)
{
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.body_limit = 4000000;
    route::test::running_server srv(h2_app(g), o);
    gate_closer closer{g};
    h2_client c(srv.s.port());
    auto body = letters(2000000);
    // /sink reads one piece, then waits: the client can send no more than
    // the flow-control window (64 KiB) beyond what the route read
    auto sink = c.submit("POST", "/sink", body);
    auto slow = c.submit("GET", "/slow");
    c.run(5s, slow);
    BOOST_TEST(c.results[slow].status == 200);
    BOOST_TEST(!c.results[sink].closed);
    BOOST_TEST(c.sent(sink) > 0u);
    BOOST_TEST(c.sent(sink) < 200000u);
    // read on: the whole body arrives, in order
    auto release = c.submit("GET", "/release");
    c.run(10s);
    BOOST_TEST(c.results[release].status == 200);
    BOOST_TEST(c.results[sink].status == 200);
    BOOST_TEST(c.results[sink].body == "2000000 intact");

    // read whole by entity(as<T>): streamed past strict_body_limit, then
    // read for the directive (the route runs again)
    auto echo = c.submit("POST", "/echo", body.substr(0, 300000));
    c.run();
    BOOST_TEST(c.results[echo].body == body.substr(0, 300000));
}

BOOST_AUTO_TEST_CASE(a_body_past_the_limit_is_refused_and_the_connection_goes_on)
{
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.body_limit = 4096;
    route::test::running_server srv(h2_app(g), o);
    h2_client c(srv.s.port());
    // its content-length says it is too large: 413 before a byte is read,
    // then the client is told to stop sending (RST_STREAM NO_ERROR)
    auto declared = c.submit("POST", "/echo", std::string(100000, 'x'),
                             {{"content-length", "100000"}});
    c.run();
    BOOST_TEST(c.results[declared].status == 413);
    BOOST_TEST(c.results[declared].error == std::uint32_t(NGHTTP2_NO_ERROR));
    // no content-length: refused once the limit is passed while reading
    auto undeclared = c.submit("POST", "/echo", std::string(100000, 'x'));
    c.run();
    BOOST_TEST(c.results[undeclared].status == 413);
    // the windows the dropped bodies held are back: the connection serves on
    auto after = c.submit("POST", "/echo", std::string(3000, 'y'));
    c.run();
    BOOST_TEST(c.results[after].status == 200);
    BOOST_TEST(c.results[after].body == std::string(3000, 'y'));
}

BOOST_AUTO_TEST_CASE(stalled_bodies_and_slow_routes_time_out_per_stream)
{
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.request_timeout = 300ms;
    o.body_timeout = 300ms;
    route::test::running_server srv(h2_app(g), o);
    h2_client c(srv.s.port());
    // a small body that never ends: not received within request_timeout
    auto strict = c.submit("POST", "/echo", "abc", {}, true);
    // a streamed body that stalls: its read waits no longer than body_timeout
    auto streamed = c.submit("POST", "/echo", std::string(2000, 'z'),
                             {{"content-length", "5000"}}, true);
    // with_request_timeout over HTTP/2: pekko's 503
    auto late = c.submit("GET", "/late");
    auto hello = c.submit("GET", "/hello");
    c.run(5s, strict);
    c.run(5s, streamed);
    c.run(5s, late);
    BOOST_TEST(c.results[strict].status == 408);
    BOOST_TEST(c.results[strict].body.find("request timeout of 300 ms") != std::string::npos);
    BOOST_TEST(c.results[streamed].status == 408);
    BOOST_TEST(c.results[late].status == 503);
    BOOST_TEST(c.results[late].body ==
               "The server was not able to produce a timely response to your request.");
    BOOST_TEST(c.results[hello].body == "hi");
}

BOOST_AUTO_TEST_CASE(streams_run_concurrently_and_past_the_limit_are_refused)
{
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.http2_max_concurrent_streams = 2;
    route::test::running_server srv(h2_app(g), o);
    gate_closer closer{g};
    h2_client c(srv.s.port());
    // /hold waits until /release, a later stream of the same connection, runs
    auto hold = c.submit("GET", "/hold");
    auto release = c.submit("GET", "/release");
    c.run();
    BOOST_TEST(c.results[hold].body == "released");
    BOOST_TEST(c.results[release].body == "ok");

    // two streams open (/hold waits): the third is refused
    h2_client d(srv.s.port());
    auto first = d.submit("GET", "/hold");
    auto second = d.submit("GET", "/hello");
    auto third = d.submit("GET", "/hello");
    d.run(5s, third);
    BOOST_TEST(d.results[third].error == std::uint32_t(NGHTTP2_REFUSED_STREAM));
    BOOST_TEST(d.results[third].status == 0);
    d.run(5s, second);
    BOOST_TEST(d.results[second].status == 200);
    BOOST_TEST(!d.results[first].closed);
    // room again: a new stream is served, and ends the wait of the first
    auto again = d.submit("GET", "/release");
    d.run();
    BOOST_TEST(d.results[again].status == 200);
    BOOST_TEST(d.results[first].body == "released");
}

BOOST_AUTO_TEST_CASE(without_http2_the_preface_is_a_bad_http1_request)
{
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.http2 = false;
    route::test::running_server srv(h2_app(g), o);
    route::test::client c(srv.s.port());
    c.send("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
    auto raw = c.read_all();
    BOOST_TEST(raw.starts_with("HTTP/1.1 400 "));
    BOOST_TEST(raw.find("\r\n\r\nhi") == std::string::npos);

    // nor is Upgrade: h2c taken: the request is served over HTTP/1.1
    auto url = "http://127.0.0.1:" + std::to_string(srv.s.port()) + "/version";
    route::test::child_process h2("/usr/bin/curl", {"-s", "--http2", "-w", " %{http_version}", url});
    BOOST_TEST(h2.rest_of_stdout() == "11 1.1");
    BOOST_TEST(h2.wait() == 0);
}

BOOST_AUTO_TEST_CASE(a_split_preface_is_waited_for_and_checked_only_before_the_first_request)
{
    auto g = std::make_shared<gate>();
    route::test::running_server srv(h2_app(g), h2_options());
    // "PRI *", then the rest of the preface and the request a moment later
    h2_client c(srv.s.port());
    c.split_first_write = 5;
    auto version = c.submit("GET", "/version");
    c.run();
    BOOST_TEST(c.results[version].body == "20");

    // after a request, the preface is no longer HTTP/2's but a bad request
    route::test::client h1(srv.s.port());
    h1.send("GET /version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    BOOST_TEST(h1.read().body() == "11");
    h1.send("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");
    BOOST_TEST(h1.read_all().starts_with("HTTP/1.1 400 "));
}

BOOST_AUTO_TEST_CASE(upgrade_h2c_answers_the_request_as_stream_1)
{
    auto g = std::make_shared<gate>();
    route::test::running_server srv(h2_app(g), h2_options());
    auto url = "http://127.0.0.1:" + std::to_string(srv.s.port()) + "/version";
    route::test::child_process curl("/usr/bin/curl", {"-s", "--http2", "-w", " %{http_version}", url});
    BOOST_TEST(curl.rest_of_stdout() == "20 2");
    BOOST_TEST(curl.wait() == 0);

    // a body read whole goes with the request
    std::string upgrade = "Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\n"
                          "HTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA\r\n";
    raw_h2 c(srv.s.port());
    c.send("POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\n" + upgrade +
           "Content-Length: 5\r\n\r\nhello");
    c.send(client_preface);
    c.read_until([](auto& f) { return stream_body(f, 1).has_value(); });
    BOOST_TEST(c.head.starts_with("HTTP/1.1 101 Switching Protocols\r\n"));
    BOOST_TEST(stream_body(c.frames, 1).value_or("") == "hello");

    // a body streamed to the route (past strict_body_limit) keeps HTTP/1.1
    route::test::client h1(srv.s.port());
    h1.send("POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\n" + upgrade +
            "Content-Length: 2000\r\n\r\n" + std::string(2000, 'z'));
    auto res = h1.read();
    BOOST_TEST(res.result_int() == 200u);
    BOOST_TEST(res.body() == std::string(2000, 'z'));
}

BOOST_AUTO_TEST_CASE(rapid_reset_ends_the_connection_and_not_the_others)
{
    auto g = std::make_shared<gate>();
    route::test::running_server srv(h2_app(g), h2_options());
    h2_client other(srv.s.port());
    raw_h2 c(srv.s.port());
    // more than 2 * 100 streams opened and reset at once
    std::string burst = client_preface;
    for (std::uint32_t id = 1; id < 2 * 600; id += 2)
        burst += frame(headers_frame, end_stream | end_headers, id, request_block("/hello")) +
                 frame(rst_stream_frame, 0, id, std::string("\0\0\0\x08", 4));
    c.send(burst);
    c.read_until_closed();
    BOOST_TEST(c.closed);
    BOOST_TEST(c.goaway().value_or(0) == enhance_your_calm);
    auto hello = other.submit("GET", "/hello");
    other.run();
    BOOST_TEST(other.results[hello].body == "hi");
}

BOOST_AUTO_TEST_CASE(continuation_and_header_floods_end_the_connection)
{
    auto g = std::make_shared<gate>();
    route::test::running_server srv(h2_app(g), h2_options());
    // CONTINUATION frames past nghttp2's limit, the header block never ending
    raw_h2 c(srv.s.port());
    std::string flood = client_preface + frame(headers_frame, end_stream, 1, request_block("/hello"));
    for (int i = 0; i < 20; ++i)
        flood += frame(continuation_frame, 0, 1, hpack_field("x-a", "aaaaaaaaaa"));
    c.send(flood);
    c.read_until_closed();
    BOOST_TEST(c.closed);
    BOOST_TEST(!stream_body(c.frames, 1));

    // a header list more than 4 times header_limit (1024)
    raw_h2 d(srv.s.port());
    d.send(client_preface + frame(headers_frame, end_stream | end_headers, 1,
                                  request_block("/hello") +
                                      hpack_field("x-big", std::string(5000, 'y'))));
    d.read_until_closed();
    BOOST_TEST(d.closed);
    BOOST_TEST(d.goaway().value_or(0) == enhance_your_calm);
    BOOST_TEST(!stream_body(d.frames, 1));
}

BOOST_AUTO_TEST_CASE(ping_settings_and_empty_frame_floods_are_bounded)
{
    auto g = std::make_shared<gate>();
    route::test::running_server srv(h2_app(g), h2_options());
    // PING and SETTINGS, their answers never read: the connection ends once
    // 1000 answers wait
    raw_h2 c(srv.s.port(), 4096);
    c.send(client_preface);
    std::string chunk;
    for (int i = 0; i < 1000; ++i)
        chunk += i % 10 ? frame(ping_frame, 0, 0, "12345678") : frame(settings_frame, 0, 0, "");
    // written without blocking, whole frames in a cycle, until the server
    // ends the connection (or 256 MiB, or 20 s, pass: the test fails)
    c.socket().non_blocking(true);
    boost::system::error_code ec;
    std::size_t sent = 0, at = 0;
    auto deadline = std::chrono::steady_clock::now() + 20s;
    while (!ec && sent < (std::size_t(256) << 20) && std::chrono::steady_clock::now() < deadline)
    {
        pollfd p{c.socket().native_handle(), POLLOUT, 0};
        ::poll(&p, 1, 100);
        auto n = c.socket().write_some(net::buffer(chunk.data() + at, chunk.size() - at), ec);
        if (ec == net::error::would_block || ec == net::error::try_again)
        {
            ec = {};
            continue;
        }
        at = (at + n) % chunk.size();
        sent += n;
    }
    BOOST_TEST(ec.failed());

    // empty DATA frames on an open stream
    raw_h2 d(srv.s.port());
    std::string empty = client_preface +
                        frame(headers_frame, end_headers, 1, request_block("/echo", '\x83'));
    for (int i = 0; i < 200; ++i)
        empty += frame(data_frame, 0, 1, "");
    d.send(empty);
    d.read_until_closed();
    BOOST_TEST(d.closed);
    BOOST_TEST(d.goaway().value_or(0) == enhance_your_calm);
}

BOOST_AUTO_TEST_CASE(stop_sends_goaway_and_streams_in_flight_finish_within_the_grace)
{
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.shutdown_grace = 1s;
    route::test::running_server srv(h2_app(g), o);
    gate_closer closer{g};
    h2_client c(srv.s.port());
    auto slow = c.submit("GET", "/slow");
    auto hold = c.submit("GET", "/hold");
    auto hello = c.submit("GET", "/hello");
    c.run(5s, hello);
    auto start = std::chrono::steady_clock::now();
    std::thread stopper([&] { srv.s.stop(); });
    // /slow ends within the grace; /hold (10 s) is cut when it is over
    c.run(5s, slow);
    BOOST_TEST(c.results[slow].body == "slow");
    BOOST_CHECK_THROW(c.run(5s, hold), std::runtime_error);
    stopper.join();
    BOOST_TEST(c.goaway_last == hello);
    BOOST_TEST(c.goaway_error == std::uint32_t(NGHTTP2_NO_ERROR));
    BOOST_TEST(!c.results[hold].closed);
    BOOST_TEST((std::chrono::steady_clock::now() - start < 4s));
}

BOOST_AUTO_TEST_CASE(h2_by_alpn_on_tls)
{
    static const route::test::test_pki pki;
    auto g = std::make_shared<gate>();
    auto o = h2_options();
    o.tls.emplace();
    o.tls->certificate_chain_file = pki.file("server.pem");
    o.tls->private_key_file = pki.file("server.key");
    route::test::running_server srv(h2_app(g), o);
    auto url = "https://127.0.0.1:" + std::to_string(srv.s.port()) + "/version";
    route::test::child_process h2("/usr/bin/curl", {"-sk", "--http2", "-w", " %{http_version}", url});
    BOOST_TEST(h2.rest_of_stdout() == "20 2");
    BOOST_TEST(h2.wait() == 0);
    route::test::child_process h1("/usr/bin/curl", {"-sk", "--http1.1", "-w", " %{http_version}", url});
    BOOST_TEST(h1.rest_of_stdout() == "11 1.1");
    BOOST_TEST(h1.wait() == 0);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_http2_test
