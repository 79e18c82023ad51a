//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Four request directives (a required and an optional header field, a
// cookie, HTTP Basic authentication) and a small text answer, by a direct
// route call, against a hand-written handler doing the same work on the
// same request (finding the fields, reading the Cookie field, decoding the
// base64 of the credentials, comparing them), alternating, in one run.
// Then `cors` on an actual (simple) cross-origin GET, against a hand-written
// handler checking the Origin against the same list and adding the same
// fields to the same answer.
//
//   request_directives [ROUNDS]            ns per request, medians of ROUNDS (default 9)
//   request_directives calls N route|hand|cors-route|cors-hand
//                                          N requests of one side (for callgrind)

#include "measure.hpp"
#include <route/route.hpp>
#include <algorithm>
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

// -- CORS

const std::vector<std::string> cors_origins = {"https://app.example.com",
                                               "https://admin.example.com"};

route::route
cors_routed()
{
    return cors(route::cors_settings{.allowed_origins = {cors_origins[0], cors_origins[1]},
                                     .exposed_headers = {"X-Request-Id"}})(complete("ok"));
}

// The hand-written side: the Origin compared with the list; for one of
// them, the answer and the fields cors adds to an actual response.
route::route_result
cors_by_hand(const route::request_context& ctx)
{
    auto const& req = ctx.request();
    auto origin = req.header("Origin");
    if (!origin || req.header("Access-Control-Request-Method"))
        return route::route_result::rejected();
    if (std::find(cors_origins.begin(), cors_origins.end(), *origin) == cors_origins.end())
        return route::route_result::rejected(
            {route::cors_rejection{route::cors_rejection::invalid_origin{{std::string(*origin)}}}});
    auto res = route::text_response(route::status::ok, "ok");
    res.headers.insert(res.headers.begin(),
                       {{"Access-Control-Allow-Origin", std::string(*origin)},
                        {"Access-Control-Expose-Headers", "X-Request-Id"},
                        {"Access-Control-Allow-Credentials", "true"}});
    res.headers.push_back({"Vary", "Origin"});
    return res;
}

// The response's text, or none when its body is not text.
std::optional<std::string_view>
text_of(const route::response& r)
{
    if (auto t = r.text())
        return std::string_view(*t);
    return std::nullopt;
}

bool
same_fields(const route::response& a, const route::response& b)
{
    if (a.headers.size() != b.headers.size() || text_of(a) != text_of(b))
        return false;
    for (std::size_t i = 0; i < a.headers.size(); ++i)
        if (a.headers[i].name != b.headers[i].name || a.headers[i].value != b.headers[i].value)
            return false;
    return true;
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
    if (!a.is_completed() || !b.is_completed() || text_of(a.response()) != "ok" ||
        text_of(b.response()) != "ok" ||
        a.response().headers.size() != b.response().headers.size())
    {
        std::fprintf(stderr, "request_directives: the two sides do not give the same answer\n");
        return 1;
    }

    route::route cr = cors_routed();
    route::header_list cors_headers{{"Host", "api.example.com"},
                                    {"User-Agent", "bench/1.0"},
                                    {"Accept", "*/*"},
                                    {"Origin", "https://admin.example.com"},
                                    {"Referer", "https://admin.example.com/orders"}};
    route::request cors_req(route::method::get, "/orders", cors_headers);
    auto cors_ctx = route::request_context::make(cors_req).value();
    auto ca = cr(cors_ctx);
    auto cb = cors_by_hand(cors_ctx);
    if (!ca.is_completed() || !cb.is_completed() || !same_fields(ca.response(), cb.response()))
    {
        std::fprintf(stderr, "request_directives: the two CORS sides do not give the same answer\n");
        return 1;
    }

    auto route_call = [&] { (void)r(ctx); };
    auto hand_call = [&] { (void)by_hand(ctx); };
    auto cors_route_call = [&] { (void)cr(cors_ctx); };
    auto cors_hand_call = [&] { (void)cors_by_hand(cors_ctx); };

    if (argc > 1 && std::strcmp(argv[1], "calls") == 0)
    {
        int n = argc > 2 ? std::atoi(argv[2]) : 1000;
        std::string_view side = argc > 3 ? argv[3] : "route";
        for (int i = 0; i < n; ++i)
        {
            if (side == "hand")
                hand_call();
            else if (side == "cors-route")
                cors_route_call();
            else if (side == "cors-hand")
                cors_hand_call();
            else
                route_call();
        }
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

    auto [cm, ch] = bench::alternating_medians(cors_route_call, cors_hand_call, rounds, calls);
    std::printf("cors on a simple cross-origin GET (an allowed Origin), then \"ok\" with\n"
                "Access-Control-Allow-Origin, -Expose-Headers, -Allow-Credentials and Vary;\n"
                "%d rounds of %d calls, medians\n", rounds, calls);
    std::printf("  route cors                 %8.0f ns/request\n", cm);
    std::printf("  hand-written handler       %8.0f ns/request\n", ch);
    std::printf("  ratio                      %8.3f (goal <= 1.2)\n", cm / ch);
}
