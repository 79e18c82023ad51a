//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// An HTTP/2 connection (nghttp2's server session and the streams it runs
// through the routes) over the in-memory stream, fed client frames.
//
// Input: one byte choosing the read size (0: as much as there is), then the
// frames the client sends after its connection preface, which the target
// adds. Checked: the server writes whole frames, none longer than the
// default maximum frame size; the first is SETTINGS, always sent; no PUSH_PROMISE (no
// server push); frames of a stream are on a stream the client may open
// (odd ids).

#include "check.hpp"
#include <route/server/detail/memory_session.hpp>

#include <route/app/request_entity.hpp>
#include <route/route.hpp>
#include "items/items.hpp"
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

namespace net = boost::asio;

route::server_options
options()
{
    route::server_options o;
    // small limits, so that short inputs reach them
    o.header_limit = 512;
    o.body_limit = 1024;
    o.http2_max_concurrent_streams = 4;
    return o;
}

struct service
{
    items::store store;
    route::http_app app;

    service()
        : app(route::to_http_routes(
                  items::routes(store) |
                  route::dsl::path("later")(route::dsl::get([]() -> net::awaitable<route::route> {
                      co_await net::post(co_await net::this_coro::executor, net::use_awaitable);
                      co_return route::dsl::complete("later");
                  })) |
                  // a body streamed to the route, read piece by piece
                  route::dsl::path("count")(route::dsl::post(route::dsl::extract_data_bytes(
                      [](route::byte_source src) -> net::awaitable<route::route> {
                          std::size_t n = 0;
                          while (auto piece = co_await src.read())
                              n += piece->size();
                          co_return route::dsl::complete(std::to_string(n));
                      }))) |
                  route::dsl::path("chunks")(route::dsl::get(route::dsl::complete(route::chunked(
                      "text/plain", [](route::chunk_writer& w) -> net::awaitable<void> {
                          for (int i = 0; i < 3; ++i)
                              co_await w.write(std::string(30000, 'c'));
                      })))))
                  .or_not_found())
    {
    }
};

void
check_frames(std::string_view out)
{
    FUZZ_CHECK(!out.empty(), "no SETTINGS from the server");
    bool first = true;
    while (!out.empty())
    {
        FUZZ_CHECK(out.size() >= 9, "a frame header cut short");
        auto b = [&](std::size_t i) { return std::uint32_t(static_cast<unsigned char>(out[i])); };
        std::size_t length = (b(0) << 16) | (b(1) << 8) | b(2);
        auto type = b(3);
        auto stream = ((b(5) << 24) | (b(6) << 16) | (b(7) << 8) | b(8)) & 0x7fffffffu;
        FUZZ_CHECK(length <= 16384, "a frame longer than SETTINGS_MAX_FRAME_SIZE's default");
        FUZZ_CHECK(out.size() >= 9 + length, "a frame cut short");
        if (first)
            FUZZ_CHECK(type == 4 && stream == 0, "the first frame is not SETTINGS");
        first = false;
        FUZZ_CHECK(type != 5, "a PUSH_PROMISE");
        FUZZ_CHECK(stream == 0 || stream % 2 == 1, "a frame on a stream the server opened");
        out.remove_prefix(9 + length);
    }
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    std::size_t read_size = data[0];
    std::string in = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";
    in.append(reinterpret_cast<const char*>(data) + 1, size - 1);
    static auto const o = options();
    service s;
    check_frames(route::detail::serve_h2_in_memory(s.app, o, in, read_size));
    return 0;
}
