//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// example/12_streaming over real sockets on 127.0.0.1: the clock's event
// stream, the chunked download and the upload form's POST. Its page in a
// browser is scripts/check-streaming-example.sh's.
#include "streaming.hpp"

#include <route/server.hpp>
#include "../support/http_client.hpp"
#include "../support/temp_dir.hpp"
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <charconv>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace http = boost::beast::http;
namespace net = boost::asio;
namespace fs = std::filesystem;
using route::test::client;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

namespace {

struct served
{
    served() { s.start(); }

    static route::server_options local()
    {
        route::server_options o;
        o.address = "127.0.0.1";
        o.port = 0;
        o.threads = 2;
        o.shutdown_grace = 1s;
        return o;
    }

    route::test::temp_dir dir{"route-streaming-example"};
    route::server s{streaming::make_app({.upload_dir = dir.path / "uploads"}), local()};
};

// The body of a chunked message, from the chunks complete in `s`.
std::string
dechunk(std::string_view s)
{
    std::string out;
    for (;;)
    {
        auto eol = s.find("\r\n");
        if (eol == std::string_view::npos)
            break;
        std::size_t n = 0;
        std::from_chars(s.data(), s.data() + eol, n, 16);
        if (n == 0 || s.size() < eol + 2 + n + 2)
            break;
        out.append(s.substr(eol + 2, n));
        s.remove_prefix(eol + 2 + n + 2);
    }
    return out;
}

struct event_stream_read
{
    std::string head; // the status line and header fields
    std::vector<route::received_event> events;
};

// GET /clock with the header lines `fields` ("Name: value\r\n" each), read
// until `want` events arrived or `limit` passed.
event_stream_read
read_clock(unsigned short port, const std::string& fields, std::size_t want,
           std::chrono::milliseconds limit = 5s)
{
    net::io_context ioc;
    tcp::socket sock(ioc);
    sock.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    net::write(sock, net::buffer("GET /clock HTTP/1.1\r\nHost: localhost\r\n" + fields + "\r\n"));
    std::string raw;
    event_stream_read r;
    auto deadline = std::chrono::steady_clock::now() + limit;
    while (r.events.size() < want && std::chrono::steady_clock::now() < deadline)
    {
        char chunk[4096];
        boost::system::error_code result = net::error::timed_out;
        std::size_t got = 0;
        sock.async_read_some(net::buffer(chunk), [&](boost::system::error_code ec, std::size_t n) {
            result = ec;
            got = n;
        });
        ioc.restart();
        ioc.run_until(deadline);
        if (!ioc.stopped())
        {
            sock.cancel();
            ioc.restart();
            ioc.run();
        }
        raw.append(chunk, got);
        if (result && result != net::error::operation_aborted)
            break;
        if (auto end = raw.find("\r\n\r\n"); end != std::string::npos)
        {
            r.head = raw.substr(0, end + 2);
            r.events = route::parse_event_stream(dechunk(std::string_view(raw).substr(end + 4)));
        }
    }
    return r;
}

std::string
contents(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A multipart/form-data body: a text field "note", then the part "file".
std::string
form_body(const std::string& boundary, const std::string& file_name, const std::string& bytes)
{
    return "--" + boundary + "\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nsome text\r\n" +
           "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" +
           file_name + "\"\r\nContent-Type: application/octet-stream\r\n\r\n" + bytes + "\r\n--" +
           boundary + "--\r\n";
}

} // namespace

BOOST_AUTO_TEST_SUITE(streaming_example)

BOOST_FIXTURE_TEST_CASE(the_page_has_the_form_the_clock_and_the_link, served)
{
    client c(s.port());
    auto res = c.request(http::verb::get, "/");
    BOOST_TEST(res.result_int() == 200u);
    BOOST_TEST(res[http::field::content_type] == "text/html; charset=utf-8");
    const auto& page = res.body();
    BOOST_TEST(page.find("<form method=post action=/upload enctype=multipart/form-data>") !=
               std::string::npos);
    BOOST_TEST(page.find("<input type=file name=file>") != std::string::npos);
    BOOST_TEST(page.find("new EventSource('/clock')") != std::string::npos);
    BOOST_TEST(page.find("<span id=count>0</span>") != std::string::npos);
    BOOST_TEST(page.find("href=\"/download?size=100000\"") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(the_clock_ticks_with_increasing_ids, served)
{
    auto r = read_clock(s.port(), "", 2);
    BOOST_TEST(r.head.starts_with("HTTP/1.1 200 OK\r\n"));
    BOOST_TEST(r.head.find("Content-Type: text/event-stream\r\n") != std::string::npos);
    BOOST_TEST(r.head.find("Transfer-Encoding: chunked\r\n") != std::string::npos);
    BOOST_TEST_REQUIRE(r.events.size() >= 2u);
    for (std::size_t i = 0; i < r.events.size(); ++i)
        BOOST_TEST_CONTEXT("event " << i)
        {
            BOOST_TEST(r.events[i].event == "tick");
            BOOST_TEST(r.events[i].data.ends_with(" UTC"));
            BOOST_TEST(r.events[i].id == std::to_string(i + 1));
        }
}

BOOST_FIXTURE_TEST_CASE(the_clock_goes_on_after_last_event_id, served)
{
    auto r = read_clock(s.port(), "Last-Event-ID: 41\r\n", 1);
    BOOST_TEST_REQUIRE(r.events.size() >= 1u);
    BOOST_TEST(r.events[0].id == "42");
    BOOST_TEST(r.events[0].event == "tick");
    // an id that is not a number starts again from 1
    auto again = read_clock(s.port(), "Last-Event-ID: soon\r\n", 1);
    BOOST_TEST_REQUIRE(again.events.size() >= 1u);
    BOOST_TEST(again.events[0].id == "1");
}

BOOST_FIXTURE_TEST_CASE(the_download_is_chunked_with_n_lines, served)
{
    client c(s.port());
    for (std::uint64_t n : {1u, 1000u, 100000u})
        BOOST_TEST_CONTEXT("size=" << n)
        {
            auto res = c.request(http::verb::get, "/download?size=" + std::to_string(n));
            BOOST_TEST(res.result_int() == 200u);
            BOOST_TEST(res.chunked());
            BOOST_TEST(res[http::field::content_type] == "text/plain; charset=utf-8");
            const auto& body = res.body();
            BOOST_TEST(static_cast<std::uint64_t>(std::count(body.begin(), body.end(), '\n')) == n);
            BOOST_TEST(body.starts_with("line 1 of " + std::to_string(n) + ": "));
            BOOST_TEST(body.ends_with("line " + std::to_string(n) + " of " + std::to_string(n) +
                                      ": the quick brown fox jumps over the lazy dog\n"));
        }
    auto dflt = c.request(http::verb::get, "/download");
    BOOST_TEST(dflt.chunked());
    BOOST_TEST(std::count(dflt.body().begin(), dflt.body().end(), '\n') == 100000);
    auto huge = c.request(http::verb::get, "/download?size=10000001");
    BOOST_TEST(huge.result_int() == 400u);
}

BOOST_FIXTURE_TEST_CASE(an_upload_is_stored_with_the_same_bytes, served)
{
    // over the strict body limit (1 MiB): the body is streamed to the file;
    // every byte value, and what looks like the start of a boundary
    std::string bytes;
    for (std::size_t i = 0; bytes.size() < 1536 * 1024; ++i)
        bytes += (i % 4096 == 100) ? std::string("\r\n--XyZ") : std::string(1, static_cast<char>(i * 7));
    std::string boundary = "XyZ0123456789";
    client c(s.port());
    auto res = c.request(http::verb::post, "/upload", form_body(boundary, "data.bin", bytes),
                         "multipart/form-data; boundary=" + boundary);
    BOOST_TEST(res.result_int() == 200u);
    BOOST_TEST(res[http::field::content_type] == "text/html; charset=utf-8");
    BOOST_TEST(res.body().find("<p id=stored>Stored data.bin (" + std::to_string(bytes.size()) +
                               " bytes)</p>") != std::string::npos);
    auto stored = dir.path / "uploads" / "data.bin";
    BOOST_TEST_REQUIRE(fs::exists(stored));
    BOOST_TEST((contents(stored) == bytes));

    // the same name again: stored beside it, not over it
    auto second = c.request(http::verb::post, "/upload", form_body(boundary, "data.bin", "two"),
                            "multipart/form-data; boundary=" + boundary);
    BOOST_TEST(second.body().find("Stored data-1.bin (3 bytes)") != std::string::npos);
    BOOST_TEST(contents(dir.path / "uploads" / "data-1.bin") == "two");
    BOOST_TEST(contents(stored).size() == bytes.size());
}

BOOST_FIXTURE_TEST_CASE(an_upload_never_leaves_the_directory, served)
{
    std::string boundary = "b0undary";
    client c(s.port());
    auto res = c.request(http::verb::post, "/upload",
                         form_body(boundary, "../../x/..\\evil name?<b>.txt", "evil"),
                         "multipart/form-data; boundary=" + boundary);
    BOOST_TEST(res.result_int() == 200u);
    BOOST_TEST(res.body().find("Stored evilnameb.txt (4 bytes)") != std::string::npos);
    std::vector<std::string> names;
    for (const auto& e : fs::recursive_directory_iterator(dir.path))
        names.push_back(fs::relative(e.path(), dir.path).generic_string());
    std::sort(names.begin(), names.end());
    BOOST_TEST((names == std::vector<std::string>{"uploads", "uploads/evilnameb.txt"}));
}

BOOST_AUTO_TEST_CASE(file_names_are_sanitised)
{
    struct
    {
        const char* client;
        const char* stored;
    } cases[] = {
        {"hello.txt", "hello.txt"},
        {"../../etc/passwd", "passwd"},
        {"C:\\Users\\ada\\notes 1.md", "notes1.md"},
        {"..", "upload"},
        {".hidden", "hidden"},
        {"", "upload"},
        {"dir/", "upload"},
        {"r\xc3\xa9sum\xc3\xa9.pdf", "rsum.pdf"},
        {"a;b&c|d$(e).tar.gz", "abcde.tar.gz"},
    };
    for (auto c : cases)
        BOOST_TEST_CONTEXT(c.client) { BOOST_TEST(streaming::safe_file_name(c.client) == c.stored); }
}

BOOST_FIXTURE_TEST_CASE(an_upload_over_64_mib_is_refused, served)
{
    std::string boundary = "b0undary";
    client c(s.port());
    c.send("POST /upload HTTP/1.1\r\nHost: localhost\r\n"
           "Content-Type: multipart/form-data; boundary=" + boundary + "\r\n"
           "Content-Length: " + std::to_string(streaming::upload_limit + 1) + "\r\n\r\n");
    auto res = c.read();
    BOOST_TEST(res.result_int() == 413u);
    BOOST_TEST(fs::is_empty(dir.path / "uploads"));
}

BOOST_AUTO_TEST_SUITE_END()
