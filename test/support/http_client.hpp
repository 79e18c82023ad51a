//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A small HTTP/1.1 client for black-box tests: raw bytes out, Beast-parsed
// responses in, and every operation gives up after a deadline so that a
// broken server fails a test instead of hanging it.

#ifndef ROUTE_TEST_SUPPORT_HTTP_CLIENT_HPP
#define ROUTE_TEST_SUPPORT_HTTP_CLIENT_HPP

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <chrono>
#include <stdexcept>
#include <string>

namespace route {
namespace test {

namespace net = boost::asio;
namespace http = boost::beast::http;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

// A blocking-style client on 127.0.0.1 whose every operation gives up after a deadline.
class client
{
public:
    explicit client(unsigned short port) : sock_(ioc_)
    {
        sock_.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    }

    void send(const std::string& raw) { net::write(sock_, net::buffer(raw)); }

    // Sends without throwing; false when the connection is gone.
    bool try_send(const std::string& raw)
    {
        boost::system::error_code ec;
        net::write(sock_, net::buffer(raw), ec);
        return !ec;
    }

    // Every byte the server sends until it closes the connection (or the
    // limit passes), as it came: to check what is, and is not, on the wire.
    std::string read_all(std::chrono::milliseconds limit = 5s)
    {
        std::string out(static_cast<const char*>(buf_.data().data()), buf_.size());
        buf_.consume(buf_.size());
        char chunk[4096];
        auto deadline = std::chrono::steady_clock::now() + limit;
        bool done = false;
        while (!done && std::chrono::steady_clock::now() < deadline)
        {
            boost::system::error_code result = net::error::timed_out;
            std::size_t got = 0;
            sock_.async_read_some(net::buffer(chunk),
                                  [&](boost::system::error_code ec, std::size_t n) {
                                      result = ec;
                                      got = n;
                                  });
            run(std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now()));
            out.append(chunk, got);
            done = result.failed();
        }
        return out;
    }

    // What the server sends next (up to 16 KiB) as it came; empty when the
    // connection closes or the limit passes first.
    std::string read_some(std::chrono::milliseconds limit = 5s)
    {
        std::string out(static_cast<const char*>(buf_.data().data()), buf_.size());
        buf_.consume(buf_.size());
        if (!out.empty())
            return out;
        out.resize(16 * 1024);
        std::size_t got = 0;
        sock_.async_read_some(net::buffer(out),
                              [&](boost::system::error_code, std::size_t n) { got = n; });
        run(limit);
        out.resize(got);
        return out;
    }

    http::response<http::string_body> read(std::chrono::milliseconds limit = 5s)
    {
        http::response<http::string_body> res;
        boost::system::error_code result = net::error::timed_out;
        http::async_read(sock_, buf_, res,
                         [&](boost::system::error_code ec, std::size_t) { result = ec; });
        run(limit);
        if (result)
            throw std::runtime_error("no response: " + result.message());
        return res;
    }

    // The answer to a HEAD request: a header without a body.
    http::response<http::empty_body> read_head(std::chrono::milliseconds limit = 5s)
    {
        http::response_parser<http::empty_body> p;
        p.skip(true);
        boost::system::error_code result = net::error::timed_out;
        http::async_read(sock_, buf_, p,
                         [&](boost::system::error_code ec, std::size_t) { result = ec; });
        run(limit);
        if (result)
            throw std::runtime_error("no response: " + result.message());
        return p.release();
    }

    // True when response bytes have arrived and are waiting to be read.
    bool has_data()
    {
        boost::system::error_code ec;
        return buf_.size() > 0 || sock_.available(ec) > 0;
    }

    // True when the server closes the connection within the limit.
    bool closed_by_server(std::chrono::milliseconds limit = 5s)
    {
        char c;
        boost::system::error_code result = net::error::timed_out;
        sock_.async_read_some(net::buffer(&c, 1),
                              [&](boost::system::error_code ec, std::size_t) { result = ec; });
        run(limit);
        return result == net::error::eof || result == net::error::connection_reset;
    }

    http::response<http::string_body> request(http::verb v, std::string target,
                                              std::string body = {},
                                              std::string content_type = {})
    {
        http::request<http::string_body> req(v, target, 11);
        req.set(http::field::host, "localhost");
        if (!content_type.empty())
            req.set(http::field::content_type, content_type);
        if (!body.empty() || v == http::verb::post)
        {
            req.body() = std::move(body);
            req.prepare_payload();
        }
        http::write(sock_, req);
        return read();
    }

    // Sends a request built with Beast, as it is, and reads the answer.
    http::response<http::string_body> request(const http::request<http::string_body>& req)
    {
        http::write(sock_, req);
        return read();
    }

private:
    void run(std::chrono::milliseconds limit)
    {
        ioc_.restart();
        ioc_.run_for(limit);
        if (!ioc_.stopped())
        {
            sock_.cancel();
            ioc_.restart();
            ioc_.run();
        }
    }

    net::io_context ioc_;
    tcp::socket sock_;
    boost::beast::flat_buffer buf_;
};

} // namespace test
} // namespace route

#endif
