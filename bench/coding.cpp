//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// encode_response on a 16 KiB JSON body, against zlib called by hand
// (deflateInit2 with the same level and window, deflate, deflateEnd) on
// the same body; then the same with Brotli (a client accepting only `br`,
// against BrotliEncoderCompress at the same quality): nanoseconds per
// call, medians of alternating rounds.
//
//   coding [ROUNDS]
//   coding calls N [SIDE]      N calls of one side only (for callgrind):
//                              route (gzip), hand, br, br-hand

#include <route/route.hpp>
#include "measure.hpp"
#include <brotli/encode.h>
#include <zlib.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

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

// the hand-written side for Brotli: one call at encode_response's quality
std::string
br_by_hand()
{
    std::size_t n = BrotliEncoderMaxCompressedSize(body.size());
    std::string out(n, '\0');
    if (!BrotliEncoderCompress(route::dsl::detail::brotli_quality, BROTLI_DEFAULT_WINDOW,
                               BROTLI_MODE_GENERIC, body.size(),
                               reinterpret_cast<const std::uint8_t*>(body.data()), &n,
                               reinterpret_cast<std::uint8_t*>(out.data())))
        std::abort();
    out.resize(n);
    return out;
}

// The response's text, or none when its body is not text.
std::optional<std::string_view>
text_of(const route::response& r)
{
    if (auto t = r.text())
        return std::string_view(*t);
    return std::nullopt;
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
    route::header_list br_headers{{"Host", "localhost"}, {"Accept-Encoding", "br"}};
    route::request br_req(route::method::get, "/items", br_headers);
    auto br_ctx = route::request_context::make(br_req).value();
    auto a = r(ctx);
    auto b = by_hand();
    auto a_br = r(br_ctx);
    auto b_br = br_by_hand();
    if (!a.is_completed() || text_of(a.response()) != b ||
        a.response().header("Content-Encoding") != "gzip" || !a_br.is_completed() ||
        text_of(a_br.response()) != b_br ||
        a_br.response().header("Content-Encoding") != "br")
    {
        std::fprintf(stderr, "coding: the two sides do not give the same bytes\n");
        return 1;
    }
    std::size_t sink = 0;
    auto route_call = [&] { sink += r(ctx).response().body_size(); };
    auto hand_call = [&] { sink += by_hand().size(); };
    auto br_route_call = [&] { sink += r(br_ctx).response().body_size(); };
    auto br_hand_call = [&] { sink += br_by_hand().size(); };
    if (argc > 1 && std::strcmp(argv[1], "calls") == 0)
    {
        int n = argc > 2 ? std::atoi(argv[2]) : 100;
        std::string side = argc > 3 ? argv[3] : "route";
        for (int i = 0; i < n; ++i)
        {
            if (side == "hand")
                hand_call();
            else if (side == "br")
                br_route_call();
            else if (side == "br-hand")
                br_hand_call();
            else
                route_call();
        }
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
    auto [brm, bhm] = bench::alternating_medians(br_route_call, br_hand_call, rounds, calls);
    std::printf("br (quality %d) of the same body (%zu bytes out)\n",
                route::dsl::detail::brotli_quality, b_br.size());
    std::printf("  encode_response            %10.0f ns/call\n", brm);
    std::printf("  libbrotli by hand          %10.0f ns/call\n", bhm);
    std::printf("  ratio                      %10.3f (goal <= 1.1)\n", brm / bhm);
    std::printf("  br against gzip            %10.3f in time, %.3f in size\n", brm / rm,
                static_cast<double>(b_br.size()) / static_cast<double>(b.size()));
    return sink == 0;
}
