//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// encode_response on a 16 KiB JSON body, against zlib called by hand
// (deflateInit2 with the same level and window, deflate, deflateEnd) on
// the same body: nanoseconds per call, medians of alternating rounds.
//
//   coding [ROUNDS]
//   coding calls N [hand]      N calls of one side only (for callgrind)

#include <route/route.hpp>
#include "measure.hpp"
#include <zlib.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace route::dsl;

namespace {

std::string
json_body()
{
    std::string s = "[";
    for (int i = 0; s.size() < 16 * 1024 - 80; ++i)
        s += (i ? "," : "") + std::string("{\"id\":") + std::to_string(i) +
             ",\"name\":\"item " + std::to_string(i * 7919 % 1000) +
             "\",\"price\":" + std::to_string(i * 37 % 500) + ".5,\"tags\":[\"a\",\"b\"]}";
    s += "]";
    s.resize(16 * 1024, ' ');
    return s;
}

const std::string body = json_body();

// the hand-written side: gzip the same body with zlib's default level
std::string
by_hand()
{
    z_stream s{};
    if (deflateInit2(&s, Z_DEFAULT_COMPRESSION, Z_DEFLATED, MAX_WBITS + 16, 8,
                     Z_DEFAULT_STRATEGY) != Z_OK)
        std::abort();
    std::string out(deflateBound(&s, body.size()), '\0');
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(body.data()));
    s.avail_in = static_cast<uInt>(body.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    if (deflate(&s, Z_FINISH) != Z_STREAM_END)
        std::abort();
    out.resize(out.size() - s.avail_out);
    deflateEnd(&s);
    return out;
}

} // namespace

int
main(int argc, char** argv)
{
    route::route r = encode_response(
        complete(route::status::ok, {{"Content-Type", "application/json"}}, body));
    route::header_list headers{{"Host", "localhost"}, {"Accept-Encoding", "gzip, deflate, br"}};
    route::request req(route::method::get, "/items", headers);
    auto ctx = route::request_context::make(req).value();
    auto a = r(ctx);
    auto b = by_hand();
    if (!a.is_completed() || a.response().body != b ||
        a.response().header("Content-Encoding") != "gzip")
    {
        std::fprintf(stderr, "coding: the two sides do not give the same bytes\n");
        return 1;
    }
    std::size_t sink = 0;
    auto route_call = [&] { sink += r(ctx).response().body.size(); };
    auto hand_call = [&] { sink += by_hand().size(); };
    if (argc > 1 && std::strcmp(argv[1], "calls") == 0)
    {
        int n = argc > 2 ? std::atoi(argv[2]) : 100;
        bool hand = argc > 3 && std::strcmp(argv[3], "hand") == 0;
        for (int i = 0; i < n; ++i)
            hand ? hand_call() : route_call();
        return sink == 0;
    }
    int rounds = argc > 1 ? std::atoi(argv[1]) : 9;
    const int calls = 500;
    auto [rm, hm] = bench::alternating_medians(route_call, hand_call, rounds, calls);
    std::printf("gzip of a 16 KiB JSON body (%zu bytes out);\n"
                "%d rounds of %d calls, medians\n", b.size(), rounds, calls);
    std::printf("  encode_response            %10.0f ns/call\n", rm);
    std::printf("  zlib by hand               %10.0f ns/call\n", hm);
    std::printf("  ratio                      %10.3f (goal <= 1.1)\n", rm / hm);
    return sink == 0;
}
