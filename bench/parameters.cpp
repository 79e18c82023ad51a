//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Extraction of 22 mixed parameter specs from a 22-pair query by a direct
// route call, against hand-written Boost.URL parsing and conversion of the
// same query, alternating, in one run.
//
//   parameters [ROUNDS]

#include "measure.hpp"
#include <route/route.hpp>
#include <boost/url/params_view.hpp>
#include <boost/url/parse_query.hpp>
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

using namespace route::dsl;

namespace {

const std::string target =
    "/search?p1=alpha&p2=2&p3=gamma&p4=delta&p5=5000000000&p6=true&p7=seven&p8=0.5"
    "&p9=nine&p10=10&p11=x&p12=12&p13=thirteen&p14=fourteen&p15=fifteen&p16=16"
    "&p17=seventeen&p18=eighteen&p19=nineteen&p20=twenty&p21=twenty+one&p22=22";

volatile std::size_t sink;

// what both sides extract
struct values
{
    std::string p1;
    int p2;
    std::optional<std::string> p3;
    std::string p4;
    long long p5;
    bool p6;
    std::string p7;
    double p8;
    std::string p9;
    int p10;
    std::vector<std::string> p11;
    std::uint8_t p12;
    std::string p13, p14, p15;
    std::optional<int> p16;
    std::string p17, p18, p19, p20, p21;
    int p22;
};

template <class T>
bool
num(const std::string& s, T& out)
{
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}

// The hand-written side: Boost.URL's decoded params view, each name looked
// up, each value converted.
bool
by_hand(std::string_view query, values& v)
{
    auto encoded = boost::urls::parse_query(query);
    if (!encoded)
        return false;
    boost::urls::encoding_opts opt;
    opt.space_as_plus = true;
    boost::urls::params_view params(boost::urls::params_view(*encoded), opt);
    auto get = [&](const char* name) -> std::optional<std::string> {
        auto it = params.find(name);
        if (it == params.end())
            return std::nullopt;
        return (*it).value;
    };
    auto s = [&](const char* n, std::string& out) {
        auto x = get(n);
        if (!x)
            return false;
        out = std::move(*x);
        return true;
    };
    auto i = [&](const char* n, auto& out) {
        auto x = get(n);
        return x && num(*x, out);
    };
    std::optional<std::string> p3 = get("p3");
    v.p3 = p3;
    std::string p6;
    std::string p8;
    if (!s("p1", v.p1) || !i("p2", v.p2) || !s("p4", v.p4) || !i("p5", v.p5) || !s("p6", p6) ||
        !s("p7", v.p7) || !s("p8", p8) || !num(p8, v.p8))
        return false;
    v.p6 = p6 == "true";
    if (!s("p9", v.p9))
        v.p9 = "d";
    if (!i("p10", v.p10))
        v.p10 = 10;
    v.p11.clear();
    for (auto const& p : params)
        if (p.key == "p11")
            v.p11.push_back(p.value);
    unsigned p12 = 0;
    if (!i("p12", p12) || p12 > 255)
        return false;
    v.p12 = static_cast<std::uint8_t>(p12);
    int p16 = 0;
    v.p16 = i("p16", p16) ? std::optional<int>(p16) : std::nullopt;
    return s("p13", v.p13) && s("p14", v.p14) && s("p15", v.p15) && s("p17", v.p17) &&
           s("p18", v.p18) && s("p19", v.p19) && s("p20", v.p20) && s("p21", v.p21) &&
           i("p22", v.p22);
}


} // namespace

int
main(int argc, char** argv)
{
    int rounds = argc > 1 ? std::atoi(argv[1]) : 9;
    route::route r =
        parameters("p1", param("p2").as<int>(), param("p3").optional(), "p4",
                   param("p5").as<long long>(), param("p6").as<bool>(), "p7",
                   param("p8").as<double>(), param("p9").with_default("d"),
                   param("p10").as<int>().with_default(10), param("p11").repeated(),
                   param("p12").as<std::uint8_t>(), "p13", "p14", "p15",
                   param("p16").as<int>().optional(), "p17", "p18", "p19", "p20", "p21",
                   param("p22").as<int>())(
            [](std::string p1, int p2, std::optional<std::string> p3, std::string p4, long long p5,
               bool p6, std::string p7, double p8, std::string p9, int p10,
               std::vector<std::string> p11, std::uint8_t p12, std::string p13, std::string p14,
               std::string p15, std::optional<int> p16, std::string p17, std::string p18,
               std::string p19, std::string p20, std::string p21, int p22) -> route::route_result {
                sink = p1.size() + p2 + p3->size() + p4.size() + p5 + p6 + p7.size() +
                       static_cast<std::size_t>(p8) + p9.size() + p10 + p11.size() + p12 +
                       p13.size() + p14.size() + p15.size() + p16.has_value() + p17.size() +
                       p18.size() + p19.size() + p20.size() + p21.size() + p22;
                return route::route_result(); // nothing to build: measure the extraction
            });

    route::header_list headers;
    route::request req(route::method::get, target, headers);
    auto ctx = route::request_context::make(req).value();
    sink = 0;
    (void)r(ctx);
    if (sink == 0)
    {
        std::fprintf(stderr, "parameters: the route did not extract the query\n");
        return 1;
    }
    values v;
    if (!by_hand(ctx.raw_query(), v) || v.p21 != "twenty one" || v.p11.size() != 1)
    {
        std::fprintf(stderr, "parameters: the hand-written parse failed\n");
        return 1;
    }

    const int calls = 20000;
    std::vector<double> routed, hand;
    for (int round = 0; round < rounds; ++round)
    {
        auto a = [&] { (void)r(ctx); };
        auto b = [&] { sink = by_hand(ctx.raw_query(), v); };
        if (round % 2)
        {
            routed.push_back(bench::ns_per_call(a, calls));
            hand.push_back(bench::ns_per_call(b, calls));
        }
        else
        {
            hand.push_back(bench::ns_per_call(b, calls));
            routed.push_back(bench::ns_per_call(a, calls));
        }
    }
    double rm = bench::median(routed), hm = bench::median(hand);
    std::printf("22 specs from a 22-pair query, %d rounds of %d calls, medians\n", rounds, calls);
    std::printf("  route parameters(...)      %8.0f ns/request (goal < 2000)\n", rm);
    std::printf("  hand-written Boost.URL     %8.0f ns/request\n", hm);
    std::printf("  ratio                      %8.3f (goal <= 2)\n", rm / hm);
}
