//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A WebSocket connection of the server, frames in and frames out, over the
// in-memory stream: the session a route's upgrade hands the connection to,
// running an echo handler, fed what a client sends after the handshake.
//
// Input: one byte of options (bit 0: permessage-deflate offered; bits 1-7:
// the read size, 0: as much as there is), then the client's bytes. Checked:
// the answer is a 101 then well-formed server frames (unmasked, no
// reserved bits unless compressed, control frames short and whole), no
// frame after a close, a valid close code; and the connection ends (no
// hang).

#include "check.hpp"
#include <route/server/detail/memory_session.hpp>
#include <route/server/detail/ws_session.hpp>

#include <route/app/websocket.hpp>
#include <boost/beast/_experimental/test/stream.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/parser.hpp>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace {

namespace http = boost::beast::http;
namespace net = boost::asio;

route::server_options
options()
{
    route::server_options o;
    // small limits, so that short inputs reach them
    o.websocket_max_message = 4096;
    o.websocket_ping_interval = std::chrono::milliseconds(0);
    o.websocket_idle_timeout = std::chrono::milliseconds(0);
    return o;
}

net::awaitable<void>
echo(route::websocket& ws)
{
    while (auto m = co_await ws.receive())
        co_await ws.send(std::move(*m));
}

// Reads the server's frames from `out`, checking each.
// `s` in hexadecimal, for the report of a broken invariant.
std::string
hex(std::string_view s)
{
    static constexpr char digits[] = "0123456789abcdef";
    std::string h;
    for (unsigned char c : s.substr(0, 400))
    {
        h += digits[c >> 4];
        h += digits[c & 15];
        h += ' ';
    }
    return h;
}

void
check_frames(std::string_view out, bool compressed)
{
    auto const all = out;
    bool closed = false;
    while (!out.empty())
    {
        FUZZ_CHECK(!closed, "a frame after a close");
        FUZZ_CHECK(out.size() >= 2, "a truncated frame header");
        auto b0 = static_cast<unsigned char>(out[0]);
        auto b1 = static_cast<unsigned char>(out[1]);
        unsigned opcode = b0 & 15;
        unsigned rsv = (b0 >> 4) & 7;
        FUZZ_CHECK((b1 & 0x80) == 0, "a masked server frame");
        FUZZ_CHECK(rsv == 0 || (compressed && rsv == 4), "reserved bits");
        std::uint64_t n = b1 & 127;
        std::size_t head = 2;
        if (n == 126)
        {
            FUZZ_CHECK(out.size() >= 4, "a truncated frame header");
            n = (static_cast<unsigned char>(out[2]) << 8) | static_cast<unsigned char>(out[3]);
            head = 4;
        }
        else if (n == 127)
        {
            FUZZ_CHECK(out.size() >= 10, "a truncated frame header");
            n = 0;
            for (int i = 2; i < 10; ++i)
                n = (n << 8) | static_cast<unsigned char>(out[i]);
            head = 10;
        }
        FUZZ_CHECK(out.size() - head >= n, "a truncated frame");
        FUZZ_CHECK(opcode <= 2 || (opcode >= 8 && opcode <= 10), "an unknown opcode");
        if (opcode >= 8)
        {
            FUZZ_CHECK(b0 & 0x80, "a fragmented control frame");
            FUZZ_CHECK(n <= 125, "a control frame over 125 bytes");
        }
        if (opcode == 8)
        {
            closed = true;
            FUZZ_CHECK(n != 1, "a close payload of one byte");
            if (n >= 2)
            {
                auto code = static_cast<std::uint16_t>((static_cast<unsigned char>(out[head]) << 8) |
                                                       static_cast<unsigned char>(out[head + 1]));
                // what the server sends, or echoes of the client's close:
                // 5000 and up, which RFC 6455 leaves undefined, is echoed
                bool valid = code >= 3000 || (code >= 1000 && code <= 1003) ||
                             (code >= 1007 && code <= 1014);
                FUZZ_CHECK(valid,
                           "close code " + std::to_string(code) + " in " + hex(all));
            }
        }
        out.remove_prefix(head + n);
    }
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    bool deflate = data[0] & 1;
    std::size_t read_size = data[0] >> 1;
    std::string_view in(reinterpret_cast<const char*>(data) + 1, size - 1);
    static auto const o = options();

    using stream = boost::beast::test::stream;
    using session = route::detail::basic_ws_session<stream>;
    route::detail::worker w(o);
    stream server_end(w.ioc);
    stream client_end(w.ioc);
    server_end.connect(client_end);
    server_end.append(boost::beast::string_view(in.data(), in.size()));
    if (read_size != 0)
        server_end.read_size(read_size);
    server_end.close_remote();

    auto req = std::make_unique<session::request_type>(http::verb::get, "/ws", 11);
    req->set(http::field::host, "localhost");
    req->set(http::field::upgrade, "websocket");
    req->set(http::field::connection, "Upgrade");
    req->set(http::field::sec_websocket_key, "dGhlIHNhbXBsZSBub25jZQ==");
    req->set(http::field::sec_websocket_version, "13");
    if (deflate)
        req->set(http::field::sec_websocket_extensions, "permessage-deflate");
    auto h = std::make_shared<const route::upgrade_handler>(&echo, std::nullopt);
    std::make_shared<session>(std::move(server_end), w, h)->start(std::move(req), {});
    w.ioc.run_for(std::chrono::seconds(10));
    FUZZ_CHECK(w.ioc.stopped(), "the connection did not end");

    auto out_buf = client_end.str();
    std::string_view out(out_buf.data(), out_buf.size());
    http::response_parser<http::empty_body> p;
    p.skip(true);
    boost::system::error_code ec;
    auto n = p.put(net::const_buffer(out.data(), out.size()), ec);
    FUZZ_CHECK(!ec && p.is_header_done(), std::string(out.substr(0, 200)));
    FUZZ_CHECK(p.get().result_int() == 101, std::string(out.substr(0, 200)));
    bool compressed = p.get().find(http::field::sec_websocket_extensions) != p.get().end();
    check_frames(out.substr(n), compressed);
    return 0;
}
