//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Bodies streamed from files, served over a real socket on 127.0.0.1 and
// read with Beast.
#include <route/server.hpp>

#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include <boost/beast/http/buffer_body.hpp>
#include <boost/test/unit_test.hpp>
#include "../../support/temp_dir.hpp"
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

namespace server_files_test { // this file's own, apart from the other tests built with it

namespace fs = std::filesystem;
namespace http = boost::beast::http;
namespace net = boost::asio;
using namespace route::dsl;
using route::test::client;

namespace {

// A fresh directory for the files of one test.
struct temp_dir : route::test::temp_dir
{
    temp_dir() : route::test::temp_dir("route-files") {}
};

// A route completing with the whole file at `p` as a streamed body.
route::route
whole_file(fs::path p)
{
    return extract_request([p](const route::request&) -> route::route {
        std::error_code ec;
        auto f = route::open_file(p.string(), ec);
        if (ec)
            return complete(route::status::not_found);
        route::response r;
        r.headers.push_back({"Content-Type", "application/octet-stream"});
        r.body = route::file_body::whole(f);
        return complete(r);
    });
}

route::server_options
local()
{
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 1;
    return o;
}

struct running
{
    explicit running(route::route r)
        : s(route::to_http_routes(std::move(r)).or_not_found(), local())
    {
        s.start();
    }
    ~running() { s.stop(); }
    route::server s;
};

// The resident set of this process, in KiB (VmRSS of /proc/self/status).
long
rss_kib()
{
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stol(line.substr(6));
    throw std::runtime_error("no VmRSS in /proc/self/status");
}

std::string
get_request(const std::string& target, const std::string& extra = {})
{
    return "GET " + target + " HTTP/1.1\r\nHost: localhost\r\n" + extra + "\r\n";
}

} // namespace

BOOST_AUTO_TEST_SUITE(server_files)

BOOST_AUTO_TEST_CASE(a_file_body_is_sent_whole_with_its_length)
{
    temp_dir d;
    std::string content;
    for (int i = 0; i < 50000; ++i)
        content += std::to_string(i) + ',';
    auto p = d.write("data.bin", content);
    running srv(whole_file(p));
    client c(srv.s.port());
    c.send(get_request("/"));
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r[http::field::content_length] == std::to_string(content.size()));
    BOOST_TEST(r.body() == content);
    BOOST_TEST(r.keep_alive());
    // the same connection again
    c.send(get_request("/"));
    auto again = c.read();
    BOOST_TEST(again.body() == content);
}

BOOST_AUTO_TEST_CASE(head_of_a_file_body_sends_only_its_length)
{
    temp_dir d;
    auto p = d.write("a.txt", std::string(100000, 'x'));
    running srv(whole_file(p));
    client c(srv.s.port());
    c.send("HEAD / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    auto h = c.read_head();
    BOOST_TEST(h.result_int() == 200u);
    BOOST_TEST(h[http::field::content_length] == "100000");
    // nothing follows the header: the next answer is the next request's
    c.send(get_request("/"));
    auto r = c.read();
    BOOST_TEST(r.body().size() == 100000u);
}

BOOST_AUTO_TEST_CASE(literal_pieces_and_ranges_of_the_file_are_sent_in_order)
{
    temp_dir d;
    auto p = d.write("abc.txt", "0123456789abcdef");
    route::route r = extract_request([p](const route::request&) {
        std::error_code ec;
        auto b = std::make_shared<route::file_body>();
        b->file = route::open_file(p.string(), ec);
        b->pieces.push_back(route::body_piece::of_text("<"));
        b->pieces.push_back(route::body_piece{10, 6, false, {}});
        b->pieces.push_back(route::body_piece::of_text("|"));
        b->pieces.push_back(route::body_piece{0, 3, false, {}});
        b->pieces.push_back(route::body_piece::of_text(">"));
        route::response res;
        res.body = b;
        return complete(res);
    });
    running srv(r);
    client c(srv.s.port());
    c.send(get_request("/"));
    auto res = c.read();
    BOOST_TEST(res.body() == "<abcdef|012>");
}

BOOST_AUTO_TEST_CASE(a_large_file_is_streamed_without_growing_memory)
{
    temp_dir d;
    auto p = d.path / "large.bin";
    std::ofstream(p, std::ios::binary).put('s');
    std::uint64_t const size = 96ull * 1024 * 1024;
    fs::resize_file(p, size);
    running srv(whole_file(p));

    net::io_context ioc;
    net::ip::tcp::socket sock(ioc);
    sock.connect({net::ip::make_address("127.0.0.1"), srv.s.port()});
    net::write(sock, net::buffer(get_request("/")));
    auto before = rss_kib();

    boost::beast::flat_buffer buf;
    http::response_parser<http::buffer_body> parser;
    parser.body_limit(size + 1);
    http::read_header(sock, buf, parser);
    BOOST_TEST(parser.get().result_int() == 200u);
    BOOST_TEST(parser.content_length().value_or(0) == size);
    std::uint64_t total = 0;
    char first = 0;
    char piece[64 * 1024];
    long peak = before;
    std::uint64_t reads = 0;
    while (!parser.is_done())
    {
        parser.get().body().data = piece;
        parser.get().body().size = sizeof piece;
        boost::system::error_code ec;
        http::read(sock, buf, parser, ec);
        if (ec && ec != http::error::need_buffer)
            BOOST_FAIL("reading the body failed: " + ec.message());
        auto got = sizeof piece - parser.get().body().size;
        if (total == 0 && got > 0)
            first = piece[0];
        total += got;
        if (++reads % 256 == 0)
            peak = std::max(peak, rss_kib());
    }
    peak = std::max(peak, rss_kib());
    BOOST_TEST(total == size);
    BOOST_TEST(first == 's');
    // the client and the server share this process: neither kept the file
    BOOST_TEST(peak - before < 16 * 1024, "RSS grew by " << (peak - before) << " KiB");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(server_get_from_file)

BOOST_AUTO_TEST_CASE(a_file_its_conditions_and_its_ranges_over_a_socket)
{
    temp_dir d;
    std::string content;
    for (int i = 0; i < 2000; ++i)
        content += static_cast<char>('a' + i % 26);
    auto p = d.write("page.txt", content);
    running srv(path("page.txt")(get_from_file(p.string())));
    client c(srv.s.port());

    // 200, with its validators
    c.send(get_request("/page.txt"));
    auto ok = c.read();
    BOOST_TEST(ok.result_int() == 200u);
    BOOST_TEST(ok.body() == content);
    BOOST_TEST(ok[http::field::content_type] == "text/plain; charset=utf-8");
    BOOST_TEST(ok[http::field::accept_ranges] == "bytes");
    std::string etag(ok[http::field::etag]);
    BOOST_TEST(!etag.empty());
    BOOST_TEST(!ok[http::field::last_modified].empty());

    // 304 on the same connection
    c.send(get_request("/page.txt", "If-None-Match: " + etag + "\r\n"));
    auto nm = c.read();
    BOOST_TEST(nm.result_int() == 304u);
    BOOST_TEST(nm.body().empty());
    BOOST_TEST(nm[http::field::etag] == etag);

    // 206, one range
    c.send(get_request("/page.txt", "Range: bytes=100-199\r\n"));
    auto part = c.read();
    BOOST_TEST(part.result_int() == 206u);
    BOOST_TEST(part[http::field::content_range] == "bytes 100-199/2000");
    BOOST_TEST(part.body() == content.substr(100, 100));

    // 416
    c.send(get_request("/page.txt", "Range: bytes=5000-\r\n"));
    auto none = c.read();
    BOOST_TEST(none.result_int() == 416u);
    BOOST_TEST(none[http::field::content_range] == "bytes */2000");

    // HEAD: the length of the whole, no body
    c.send("HEAD /page.txt HTTP/1.1\r\nHost: localhost\r\n\r\n");
    auto head = c.read_head();
    BOOST_TEST(head.result_int() == 200u);
    BOOST_TEST(head[http::field::content_length] == "2000");
    BOOST_TEST(head[http::field::etag] == etag);
    c.send(get_request("/page.txt", "Range: bytes=-3\r\n"));
    BOOST_TEST(c.read().body() == content.substr(1997));
}

BOOST_AUTO_TEST_CASE(multipart_byteranges_over_a_socket_are_parsed)
{
    temp_dir d;
    std::string content;
    for (int i = 0; i < 5000; ++i)
        content += static_cast<char>('A' + i % 26);
    auto p = d.write("data.bin", content);
    running srv(get_from_file(p.string()));
    client c(srv.s.port());
    c.send(get_request("/", "Range: bytes=0-9, 1000-1099, -50\r\n"));
    auto r = c.read();
    BOOST_TEST(r.result_int() == 206u);
    std::string type(r[http::field::content_type]);
    std::string prefix = "multipart/byteranges; boundary=";
    BOOST_TEST_REQUIRE(type.rfind(prefix, 0) == 0u);
    auto delimiter = "--" + type.substr(prefix.size());
    // parse the parts: delimiter, fields, empty line, data, CRLF
    std::string body = r.body();
    struct part
    {
        std::string type, range, data;
    };
    std::vector<part> parts;
    std::size_t at = 0;
    while (true)
    {
        BOOST_TEST_REQUIRE(body.compare(at, delimiter.size(), delimiter) == 0);
        at += delimiter.size();
        if (body.compare(at, 4, "--\r\n") == 0)
        {
            at += 4;
            break;
        }
        BOOST_TEST_REQUIRE(body.compare(at, 2, "\r\n") == 0);
        at += 2;
        auto end = body.find("\r\n\r\n", at);
        BOOST_TEST_REQUIRE(end != std::string::npos);
        part x;
        std::string fields = body.substr(at, end - at) + "\r\n";
        for (std::size_t f = 0; f < fields.size();)
        {
            auto eol = fields.find("\r\n", f);
            auto line = fields.substr(f, eol - f);
            if (line.rfind("Content-Type: ", 0) == 0)
                x.type = line.substr(14);
            if (line.rfind("Content-Range: ", 0) == 0)
                x.range = line.substr(15);
            f = eol + 2;
        }
        at = end + 4;
        // the data runs to the CRLF before the next delimiter
        auto next = body.find("\r\n" + delimiter, at);
        BOOST_TEST_REQUIRE(next != std::string::npos);
        x.data = body.substr(at, next - at);
        at = next + 2;
        parts.push_back(x);
    }
    BOOST_TEST(at == body.size());
    BOOST_TEST_REQUIRE(parts.size() == 3u);
    BOOST_TEST(parts[0].range == "bytes 0-9/5000");
    BOOST_TEST(parts[0].data == content.substr(0, 10));
    BOOST_TEST(parts[1].range == "bytes 1000-1099/5000");
    BOOST_TEST(parts[1].data == content.substr(1000, 100));
    BOOST_TEST(parts[2].range == "bytes 4950-4999/5000");
    BOOST_TEST(parts[2].data == content.substr(4950));
    for (auto const& x : parts)
        BOOST_TEST(x.type == "application/octet-stream");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_files_test
