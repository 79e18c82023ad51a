//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Four request directives (a required and an optional header field, a
// cookie, HTTP Basic authentication) and a small text answer, by a direct
// route call, against a hand-written handler doing the same work on the
// same request (finding the fields, reading the Cookie field, decoding the
// base64 of the credentials, comparing them), alternating, in one run.
//
//   request_directives [ROUNDS]            ns per request, medians of ROUNDS (default 9)
//   request_directives calls N route|hand  N requests of one side (for callgrind)

#include "measure.hpp"
#include <route/route.hpp>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

using namespace route::dsl;

namespace {

volatile std::size_t sink;

struct user
{
    std::string name;
};

std::optional<user>
check_password(const route::basic_credentials& c)
{
    if (c.username == "alice" && c.verify("s3cret"))
        return user{c.username};
    return std::nullopt;
}

route::route
routed()
{
    return (header_value_by_name("X-Request-Id") & optional_header_value_by_name("X-Trace-Id") &
            cookie("session") & authenticate_basic("bench", check_password))(
        [](std::string id, std::optional<std::string> trace, route::http_cookie session, user u) {
            sink = id.size() + trace.has_value() + session.value.size() + u.name.size();
            return complete("ok");
        });
}

// The hand-written side: the same fields read from the same request, the
// same rejections, the same answer.
std::optional<std::string>
base64(std::string_view in)
{
    static constexpr auto table = [] {
        std::array<signed char, 256> t{};
        t.fill(-1);
        const char* digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int i = 0; i < 64; ++i)
            t[static_cast<unsigned char>(digits[i])] = static_cast<signed char>(i);
        return t;
    }();
    if (in.size() % 4)
        return std::nullopt;
    std::string out;
    out.reserve(in.size() / 4 * 3);
    for (std::size_t i = 0; i < in.size(); i += 4)
    {
        int pad = i + 4 == in.size() ? (in[i + 3] == '=') + (in[i + 2] == '=') : 0;
        unsigned v = 0;
        for (int j = 0; j < 4 - pad; ++j)
        {
            int d = table[static_cast<unsigned char>(in[i + j])];
            if (d < 0)
                return std::nullopt;
            v = (v << 6) | static_cast<unsigned>(d);
        }
        v <<= 6 * pad;
        out += static_cast<char>(v >> 16);
        if (pad < 2)
            out += static_cast<char>(v >> 8);
        if (pad < 1)
            out += static_cast<char>(v);
    }
    return out;
}

std::optional<std::string>
session_cookie(const route::request& req)
{
    std::optional<std::string> out;
    req.headers().any_of("Cookie", [&](std::string_view field) {
        while (!field.empty())
        {
            auto semi = field.find(';');
            std::string_view pair = field.substr(0, semi);
            field = semi == std::string_view::npos ? std::string_view() : field.substr(semi + 1);
            while (!pair.empty() && pair.front() == ' ')
                pair.remove_prefix(1);
            if (pair.starts_with("session="))
            {
                out.emplace(pair.substr(8));
                return true;
            }
        }
        return false;
    });
    return out;
}

route::route_result
by_hand(const route::request_context& ctx)
{
    auto const& req = ctx.request();
    auto id = req.header("X-Request-Id");
    if (!id)
        return route::route_result::rejected({route::missing_header_rejection{"X-Request-Id"}});
    std::string request_id(*id);
    std::optional<std::string> trace;
    if (auto t = req.header("X-Trace-Id"))
        trace.emplace(*t);
    auto session = session_cookie(req);
    if (!session)
        return route::route_result::rejected({route::missing_cookie_rejection{"session"}});
    std::optional<user> u;
    if (auto a = req.header("Authorization"); a && a->starts_with("Basic "))
        if (auto decoded = base64(a->substr(6)))
        {
            auto colon = decoded->find(':');
            std::string_view name = std::string_view(*decoded).substr(0, colon);
            std::string_view password = colon == std::string::npos
                                            ? std::string_view()
                                            : std::string_view(*decoded).substr(colon + 1);
            if (name == "alice" && route::secure_equals(password, "s3cret"))
                u = user{std::string(name)};
        }
    if (!u)
        return route::route_result::rejected({route::authentication_failed_rejection{
            route::authentication_failed_rejection::credentials_missing,
            R"(Basic realm="bench",charset=UTF-8)"}});
    sink = request_id.size() + trace.has_value() + session->size() + u->name.size();
    return route::text_response(route::status::ok, "ok");
}

} // namespace

int
main(int argc, char** argv)
{
    route::route r = routed();
    route::header_list headers{{"Host", "localhost"},
                               {"User-Agent", "bench/1.0"},
                               {"Accept", "*/*"},
                               {"X-Request-Id", "4f6c2a1e-9b7d-4c3e-8a21-0d5e6f7a8b9c"},
                               {"X-Trace-Id", "trace-0042"},
                               {"Cookie", "theme=dark; lang=en; session=s3ss10n-1d-0123456789"},
                               {"Authorization", "Basic YWxpY2U6czNjcmV0"}};
    route::request req(route::method::get, "/orders", headers);
    auto ctx = route::request_context::make(req).value();

    auto a = r(ctx);
    auto b = by_hand(ctx);
    if (!a.is_completed() || !b.is_completed() || a.response().body != "ok" ||
        b.response().body != "ok" || a.response().headers.size() != b.response().headers.size())
    {
        std::fprintf(stderr, "request_directives: the two sides do not give the same answer\n");
        return 1;
    }

    auto route_call = [&] { (void)r(ctx); };
    auto hand_call = [&] { (void)by_hand(ctx); };

    if (argc > 1 && std::strcmp(argv[1], "calls") == 0)
    {
        int n = argc > 2 ? std::atoi(argv[2]) : 1000;
        bool hand = argc > 3 && std::strcmp(argv[3], "hand") == 0;
        for (int i = 0; i < n; ++i)
            hand ? hand_call() : route_call();
        return 0;
    }

    int rounds = argc > 1 ? std::atoi(argv[1]) : 9;
    const int calls = 50000;
    auto [rm, hm] = bench::alternating_medians(route_call, hand_call, rounds, calls);
    std::printf("header, optional header, cookie and Basic authentication, then \"ok\";\n"
                "%d rounds of %d calls, medians\n", rounds, calls);
    std::printf("  route directives           %8.0f ns/request\n", rm);
    std::printf("  hand-written handler       %8.0f ns/request\n", hm);
    std::printf("  ratio                      %8.3f (goal <= 1.2)\n", rm / hm);
}
