//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Streamed request bodies and responses through route::server (one
// thread, 127.0.0.1), measured by bench/run-streaming.sh against the
// hand-written Beast servers of bench/streaming_baseline.cpp, which take
// the same arguments:
//
//   streaming upload PORT DIR     POST /upload, multipart/form-data: the part
//                                 "file" stored in DIR/upload.bin by
//                                 store_uploaded_file, with no size limit
//   streaming download PORT MIB   GET /download: MIB MiB written in 64 KiB
//                                 pieces by route::chunked
//   streaming events PORT SCHEDULE
//                                 GET /events: route::event_stream, one event
//                                 (data: N) every 100 ms per connection, at the
//                                 instants SCHEDULE (tick or spread) gives
//                                 (bench/event_schedule.hpp)
//
// Anything else is answered 404.

#include <route/route.hpp>
#include <route/app.hpp> // route::chunked, route::event_stream
#include <route/server.hpp>
#include "event_schedule.hpp"
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

using namespace route::dsl;
namespace fs = std::filesystem;

namespace {

constexpr std::size_t chunk_size = 64 * 1024;

// The producers below capture nothing: what they need is here, so that
// their coroutines never refer to a copy of a closure that may be gone.
std::string download_chunk;    // the bytes of every piece, chunk_size of them
std::uint64_t download_chunks; // MIB * 16 pieces
std::optional<bench::event_clock> event_times; // events: their schedule

route::route
upload_route(const fs::path& dir)
{
    return path("upload")(post(without_size_limit(
        store_uploaded_file("file", [dir](const route::file_info&) { return dir / "upload.bin"; })(
            [](route::file_info, fs::path) { return complete("stored"); }))));
}

route::route
download_route()
{
    return path("download")(get(complete(route::chunked(
        "application/octet-stream", [](route::chunk_writer& w) -> boost::asio::awaitable<void> {
            std::string_view piece(download_chunk);
            for (std::uint64_t i = 0; i < download_chunks; ++i)
                co_await w.write(piece);
        }))));
}

route::route
events_route()
{
    // ends when send throws: the client has gone
    return path("events")(get(complete(
        route::event_stream([](route::event_writer& w) -> boost::asio::awaitable<void> {
            boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
            for (std::uint64_t n = 0;; ++n)
            {
                co_await w.send(route::server_sent_event{.data = std::to_string(n)});
                timer.expires_at(n == 0 ? event_times->second_event(std::chrono::steady_clock::now())
                                        : timer.expiry() + bench::event_period);
                co_await timer.async_wait(boost::asio::use_awaitable);
            }
        }))));
}

int
usage()
{
    std::cerr << "usage: streaming upload PORT DIR\n"
                 "       streaming download PORT MIB\n"
                 "       streaming events PORT tick|spread\n";
    return 2;
}

} // namespace

int
main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    std::string kind = argv[1];
    auto port = static_cast<unsigned short>(std::atoi(argv[2]));
    route::route r;
    if (kind == "upload" && argc == 4)
        r = upload_route(argv[3]);
    else if (kind == "download" && argc == 4)
    {
        download_chunks = std::strtoull(argv[3], nullptr, 10) * (1024 * 1024 / chunk_size);
        download_chunk.resize(chunk_size);
        for (std::size_t i = 0; i < download_chunk.size(); ++i)
            download_chunk[i] = static_cast<char>('a' + i % 26);
        r = download_route();
    }
    else if (kind == "events" && argc == 4 && bench::parse_event_schedule(argv[3]))
    {
        event_times.emplace(*bench::parse_event_schedule(argv[3]));
        r = events_route();
    }
    else
        return usage();

    route::server_options o;
    o.address = "127.0.0.1";
    o.port = port;
    o.threads = 1;
    // the other limits and timeouts as they come: without_size_limit lifts
    // body_limit for /upload, and a streamed body is held to body_timeout
    // (a stall), not to request_timeout
    // a stream still open when the script stops the server is not waited for
    o.shutdown_grace = std::chrono::seconds(1);
    route::server s(route::to_http_routes(r).or_not_found(), o);
    s.start();
    s.wait_for_signal();
    return 0;
}
