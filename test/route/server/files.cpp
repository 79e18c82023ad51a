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
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

namespace fs = std::filesystem;
namespace http = boost::beast::http;
namespace net = boost::asio;
using namespace route::dsl;
using route::test::client;

namespace {

// A fresh directory under the system's temporary directory, removed after.
struct temp_dir
{
    fs::path path;

    temp_dir()
    {
        auto base = fs::temp_directory_path();
        for (int i = 0;; ++i)
        {
            path = base / ("route-files-" + std::to_string(::getpid()) + "-" + std::to_string(i));
            if (fs::create_directory(path))
                break;
        }
    }
    ~temp_dir()
    {
        std::error_code ec;
        fs::remove_all(path, ec);
    }

    fs::path write(const std::string& name, const std::string& content) const
    {
        auto p = path / name;
        std::ofstream(p, std::ios::binary) << content;
        return p;
    }
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
        r.file = route::file_body::whole(f);
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
        res.file = b;
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
