//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// File uploads over real sockets: a multipart body of a few MiB stored as
// it arrives, and the partial file removed when the client goes away or
// the body is over the limit.

#include <route/server.hpp>
#include <route/app.hpp>
#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include "../../support/running_server.hpp"
#include "../../support/temp_dir.hpp"
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>

namespace server_upload_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace std::chrono_literals;
using route::test::client;
namespace fs = std::filesystem;

namespace {

route::http_app
app(const fs::path& dir)
{
    route::route r = path("upload")(post(store_uploaded_file("file", [dir](const route::file_info& i) {
        return dir / i.file_name;
    })([](route::file_info i, fs::path p) {
        return complete(i.file_name + " " + std::to_string(fs::file_size(p)));
    })));
    r = r | path("count")(post(file_upload("file")(
                [](route::file_info i, route::byte_source src) -> boost::asio::awaitable<route::route> {
                    std::uint64_t n = 0;
                    std::size_t pieces = 0, largest = 0;
                    while (auto piece = co_await src.read())
                    {
                        n += piece->size();
                        ++pieces;
                        largest = std::max(largest, piece->size());
                    }
                    co_return complete(i.file_name + " " + std::to_string(n) + " " +
                                       (pieces > 1 && largest <= 64 * 1024 ? "in pieces" : "whole"));
                })));
    return route::to_http_routes(r).or_not_found();
}

route::server_options
local()
{
    return route::test::streaming_options(); // bodies over 1 KiB are streamed
}

struct running : route::test::running_server
{
    explicit running(const fs::path& dir, route::server_options o = local())
        : running_server(app(dir), o) {}
};

std::string
content(std::size_t n)
{
    std::string s(n, '\0');
    for (std::size_t i = 0; i < n; ++i)
        s[i] = static_cast<char>((i * 7 + i / 1000) % 251);
    return s;
}

std::string
part_head(const std::string& file)
{
    return "--b0und\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + file +
           "\"\r\nContent-Type: application/octet-stream\r\n\r\n";
}

const std::string part_tail = "\r\n--b0und--\r\n";

std::string
post_head(std::uint64_t length, const std::string& target = "/upload")
{
    return "POST " + target + " HTTP/1.1\r\nHost: x\r\n"
           "Content-Type: multipart/form-data; boundary=b0und\r\nContent-Length: " +
           std::to_string(length) + "\r\n\r\n";
}

std::string
read_file(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string
chunk(const std::string& s)
{
    char size[32];
    std::snprintf(size, sizeof size, "%zx\r\n", s.size());
    return size + s + "\r\n";
}

// Waits up to `limit` for `p` to exist (or not).
bool
wait_for(const fs::path& p, bool exists, std::chrono::milliseconds limit = 2s)
{
    auto t0 = std::chrono::steady_clock::now();
    while (fs::exists(p) != exists)
    {
        if (std::chrono::steady_clock::now() - t0 > limit)
            return false;
        std::this_thread::sleep_for(10ms);
    }
    return true;
}

} // namespace

BOOST_AUTO_TEST_SUITE(server_upload)

BOOST_AUTO_TEST_CASE(a_file_of_a_few_mib_is_stored_as_it_arrives)
{
    route::test::temp_dir dir("route-test-upload");
    running srv(dir.path);
    client c(srv.s.port());
    auto data = content(4 * 1024 * 1024 + 123);
    auto body = part_head("big.bin") + data + part_tail;
    c.send(post_head(body.size()));
    for (std::size_t sent = 0; sent < body.size(); sent += 100 * 1024)
        c.send(body.substr(sent, 100 * 1024));
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == "big.bin " + std::to_string(data.size()));
    BOOST_TEST((read_file(dir.path / "big.bin") == data));
    BOOST_TEST(r.keep_alive());
}

BOOST_AUTO_TEST_CASE(file_upload_reads_a_large_part_in_pieces)
{
    route::test::temp_dir dir("route-test-upload");
    running srv(dir.path);
    client c(srv.s.port());
    auto data = content(3 * 1024 * 1024);
    auto body = "--b0und\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhi\r\n" +
                part_head("streamed.bin") + data + part_tail;
    c.send(post_head(body.size(), "/count"));
    for (std::size_t sent = 0; sent < body.size(); sent += 256 * 1024)
        c.send(body.substr(sent, 256 * 1024));
    auto r = c.read();
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == "streamed.bin " + std::to_string(data.size()) + " in pieces");
    BOOST_TEST(r.keep_alive());
}

BOOST_AUTO_TEST_CASE(a_client_that_aborts_its_upload_leaves_no_file)
{
    route::test::temp_dir dir("route-test-upload");
    running srv(dir.path);
    auto stored = dir.path / "aborted.bin";
    {
        client c(srv.s.port());
        auto head = part_head("aborted.bin");
        c.send(post_head(head.size() + 2 * 1024 * 1024 + part_tail.size()) + head +
               content(200 * 1024));
        // the file is written as the body arrives
        BOOST_TEST(wait_for(stored, true));
    } // closed mid-body
    BOOST_TEST(wait_for(stored, false));
    // the server goes on serving
    client d(srv.s.port());
    auto body = part_head("small.bin") + "hello" + part_tail;
    d.send(post_head(body.size()) + body);
    BOOST_TEST(d.read().body() == "small.bin 5");
}

BOOST_AUTO_TEST_CASE(an_upload_over_the_body_limit_is_413_and_leaves_no_file)
{
    route::test::temp_dir dir("route-test-upload");
    auto o = local();
    o.body_limit = 64 * 1024;
    running srv(dir.path, o);
    client c(srv.s.port());
    // chunked: the length shows only as it arrives
    auto head = part_head("over.bin");
    c.send("POST /upload HTTP/1.1\r\nHost: x\r\n"
           "Content-Type: multipart/form-data; boundary=b0und\r\n"
           "Transfer-Encoding: chunked\r\n\r\n" +
           chunk(head + content(60 * 1024)));
    BOOST_TEST(wait_for(dir.path / "over.bin", true));
    c.try_send(chunk(content(16 * 1024)));
    auto r = c.read();
    BOOST_TEST(r.result_int() == 413u);
    BOOST_TEST(wait_for(dir.path / "over.bin", false));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_upload_test
