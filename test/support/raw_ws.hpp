//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A WebSocket client for conformance tests that writes its frames byte by
// byte (RFC 6455 5.2), so that it can send what a well-behaved client
// never would: unmasked frames, reserved bits, unknown opcodes, fragmented
// control frames. Every read gives up after a deadline.

#ifndef ROUTE_TEST_SUPPORT_RAW_WS_HPP
#define ROUTE_TEST_SUPPORT_RAW_WS_HPP

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>
#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace route {
namespace test {

struct ws_frame
{
    bool fin = true;
    unsigned rsv = 0; // the three reserved bits, RSV1 highest
    unsigned opcode = 0;
    std::string payload;

    // the status code of a close frame (1005 when it has none)
    unsigned close_code() const
    {
        if (payload.size() < 2)
            return 1005;
        return (static_cast<unsigned char>(payload[0]) << 8) |
               static_cast<unsigned char>(payload[1]);
    }
};

namespace ws_op {
inline constexpr unsigned continuation = 0, text = 1, binary = 2, close = 8, ping = 9, pong = 10;
}

class raw_ws
{
public:
    explicit raw_ws(unsigned short port) : sock_(ioc_)
    {
        sock_.connect(boost::asio::ip::tcp::endpoint(
            boost::asio::ip::make_address("127.0.0.1"), port));
    }

    // The handshake request for `target`, with `extra` fields (each ending in CRLF).
    static std::string handshake(const std::string& target, const std::string& extra = {})
    {
        return "GET " + target +
               " HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
               extra + "\r\n";
    }

    void send_raw(const std::string& bytes) { boost::asio::write(sock_, boost::asio::buffer(bytes)); }

    // Sends the handshake and reads the answer's header.
    boost::beast::http::response<boost::beast::http::empty_body>
    upgrade(const std::string& target, const std::string& extra = {})
    {
        send_raw(handshake(target, extra));
        return read_head();
    }

    boost::beast::http::response<boost::beast::http::empty_body>
    read_head(std::chrono::milliseconds limit = std::chrono::seconds(5))
    {
        namespace http = boost::beast::http;
        http::response_parser<http::empty_body> p;
        p.skip(true); // a 101 has no body; an error's is not needed
        boost::system::error_code result = boost::asio::error::timed_out;
        http::async_read_header(sock_, buf_, p,
                                [&](boost::system::error_code ec, std::size_t) { result = ec; });
        run(limit);
        if (result)
            throw std::runtime_error("no handshake answer: " + result.message());
        return p.release();
    }

    // A frame as the client writes it: masked unless told otherwise.
    static std::string frame(unsigned opcode, const std::string& payload, bool fin = true,
                             bool masked = true, unsigned rsv = 0)
    {
        std::string f;
        f += static_cast<char>((fin ? 0x80 : 0) | ((rsv & 7) << 4) | (opcode & 15));
        unsigned char mask_bit = masked ? 0x80 : 0;
        auto n = payload.size();
        if (n < 126)
            f += static_cast<char>(mask_bit | n);
        else if (n < 65536)
        {
            f += static_cast<char>(mask_bit | 126);
            f += static_cast<char>(n >> 8);
            f += static_cast<char>(n & 255);
        }
        else
        {
            f += static_cast<char>(mask_bit | 127);
            for (int i = 7; i >= 0; --i)
                f += static_cast<char>((static_cast<std::uint64_t>(n) >> (8 * i)) & 255);
        }
        const unsigned char key[4] = {0x37, 0xfa, 0x21, 0x3d};
        if (masked)
            f.append(reinterpret_cast<const char*>(key), 4);
        for (std::size_t i = 0; i < n; ++i)
            f += masked ? static_cast<char>(payload[i] ^ key[i % 4]) : payload[i];
        return f;
    }

    // The payload of a close frame.
    static std::string close_payload(unsigned code, const std::string& reason = {})
    {
        std::string p;
        p += static_cast<char>(code >> 8);
        p += static_cast<char>(code & 255);
        return p + reason;
    }

    void send(unsigned opcode, const std::string& payload, bool fin = true, bool masked = true,
              unsigned rsv = 0)
    {
        send_raw(frame(opcode, payload, fin, masked, rsv));
    }

    // The next frame from the server; nullopt when the connection ends or
    // the limit passes first.
    std::optional<ws_frame> read_frame(std::chrono::milliseconds limit = std::chrono::seconds(5))
    {
        auto deadline = std::chrono::steady_clock::now() + limit;
        ws_frame f;
        if (!fill(2, deadline))
            return std::nullopt;
        auto const* b = static_cast<const unsigned char*>(buf_.data().data());
        f.fin = b[0] & 0x80;
        f.rsv = (b[0] >> 4) & 7;
        f.opcode = b[0] & 15;
        bool masked = b[1] & 0x80;
        std::uint64_t n = b[1] & 127;
        std::size_t head = 2;
        if (n == 126)
            head = 4;
        else if (n == 127)
            head = 10;
        if (masked)
            head += 4;
        if (!fill(head, deadline))
            return std::nullopt;
        b = static_cast<const unsigned char*>(buf_.data().data());
        if (n == 126)
            n = (b[2] << 8) | b[3];
        else if (n == 127)
        {
            n = 0;
            for (int i = 2; i < 10; ++i)
                n = (n << 8) | b[i];
        }
        if (!fill(head + n, deadline))
            return std::nullopt;
        b = static_cast<const unsigned char*>(buf_.data().data());
        f.payload.assign(reinterpret_cast<const char*>(b) + head, n);
        if (masked)
            for (std::size_t i = 0; i < n; ++i)
                f.payload[i] ^= b[head - 4 + i % 4];
        buf_.consume(head + n);
        return f;
    }

    // The next data or close frame, answering nothing and skipping pings.
    std::optional<ws_frame> read_message_frame(std::chrono::milliseconds limit = std::chrono::seconds(5))
    {
        for (;;)
        {
            auto f = read_frame(limit);
            if (!f || (f->opcode != ws_op::ping && f->opcode != ws_op::pong))
                return f;
        }
    }

    // Ends the TCP connection, as a client does once the closing handshake is over.
    void disconnect()
    {
        boost::system::error_code ec;
        sock_.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
        sock_.close(ec);
    }

    // True when the server ends the connection within the limit.
    bool closed_by_server(std::chrono::milliseconds limit = std::chrono::seconds(5))
    {
        auto deadline = std::chrono::steady_clock::now() + limit;
        while (fill(buf_.size() + 1, deadline))
            buf_.consume(buf_.size());
        return eof_;
    }

private:
    // Reads until the buffer holds `n` bytes; false at the end or the deadline.
    bool fill(std::size_t n, std::chrono::steady_clock::time_point deadline)
    {
        while (buf_.size() < n)
        {
            auto now = std::chrono::steady_clock::now();
            if (now >= deadline || eof_)
                return false;
            boost::system::error_code result = boost::asio::error::timed_out;
            std::size_t got = 0;
            sock_.async_read_some(buf_.prepare(64 * 1024),
                                  [&](boost::system::error_code ec, std::size_t k) {
                                      result = ec;
                                      got = k;
                                  });
            run(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now));
            buf_.commit(got);
            if (result == boost::asio::error::eof || result == boost::asio::error::connection_reset)
                eof_ = true;
            else if (result)
                return false;
        }
        return true;
    }

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

    boost::asio::io_context ioc_;
    boost::asio::ip::tcp::socket sock_;
    boost::beast::flat_buffer buf_;
    bool eof_ = false;
};

} // namespace test
} // namespace route

#endif
