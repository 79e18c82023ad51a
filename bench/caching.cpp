//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A cache hit of `cache(c, get_uri_keyer)` in front of a route that encodes
// a list of 50 models as JSON, against that route alone (what the cache
// saves), and against a hand-written handler serving the same bytes from a
// map of its own, doing the same work (the method, Cache-Control, the
// effective URI as the key, a mutex, a copy of the stored response),
// alternating, in one run, by direct route calls.
//
//   caching [ROUNDS]                    ns per request, medians of ROUNDS (default 9)
//   caching calls N cached|route|hand   N requests of one side (for callgrind)

#include "measure.hpp"
#include <route/route.hpp>
#include <boost/describe/class.hpp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

using namespace route::dsl;

namespace {

struct item
{
    long id;
    std::string name;
    std::string description;
    double price;
    std::vector<std::string> tags;
};
BOOST_DESCRIBE_STRUCT(item, (), (id, name, description, price, tags))

std::vector<item>
catalogue()
{
    std::vector<item> out;
    for (long i = 0; i < 50; ++i)
        out.push_back({i, "item " + std::to_string(i), "the description of item number " + std::to_string(i),
                       9.5 + static_cast<double>(i), {"new", "sale", "tag" + std::to_string(i % 7)}});
    return out;
}

const std::vector<item> items = catalogue();

route::route
listing()
{
    return path("items")(get(complete([] { return items; })));
}

// The hand-written side does the same work by hand: GET only, not when
// Cache-Control forbids a cached answer, the effective URI as the key, a
// map of responses under a mutex (server threads share it), a copy of the
// stored response.
struct by_hand
{
    std::mutex mutex;
    std::unordered_map<std::string, route::response> stored;

    static std::string key(const route::request& req)
    {
        std::string_view host = req.default_host();
        if (auto h = req.header("Host"))
            host = *h;
        std::string k;
        k.reserve(req.scheme().size() + 3 + host.size() + req.target().size());
        k.append(req.scheme()).append("://").append(host).append(req.target());
        return k;
    }

    route::route_result operator()(const route::request_context& ctx)
    {
        auto const& req = ctx.request();
        if (req.method() != route::method::get)
            return route::route_result::rejected();
        if (auto cc = req.header("Cache-Control");
            cc && (cc->find("no-cache") != std::string_view::npos || cc->find("max-age=0") != std::string_view::npos))
            return route::route_result::rejected();
        auto k = key(req);
        std::lock_guard lock(mutex);
        auto it = stored.find(k);
        if (it == stored.end())
            return route::route_result::rejected();
        return route::route_result(it->second);
    }
};

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
    route::route plain = listing();
    route::route cached = cache(route_cache<std::string>(), get_uri_keyer)(listing());
    by_hand hand;

    route::header_list headers{{"Host", "localhost"}, {"User-Agent", "bench/1.0"}, {"Accept", "*/*"}};
    route::request req(route::method::get, "/items", headers);
    auto ctx = route::request_context::make(req).value();

    auto first = cached(ctx); // a miss: stores the response
    auto p = plain(ctx);
    if (!first.is_completed() || !p.is_completed() ||
        text_of(p.response()) != text_of(first.response()))
    {
        std::fprintf(stderr, "caching: the cached route does not answer as the route\n");
        return 1;
    }
    hand.stored.emplace(by_hand::key(req), p.response());
    auto c = cached(ctx);
    auto h = hand(ctx);
    if (!c.is_completed() || !h.is_completed() ||
        text_of(c.response()) != text_of(h.response()) ||
        c.response().headers.size() != h.response().headers.size())
    {
        std::fprintf(stderr, "caching: the two sides do not give the same answer\n");
        return 1;
    }

    auto cached_call = [&] { (void)cached(ctx); };
    auto route_call = [&] { (void)plain(ctx); };
    auto hand_call = [&] { (void)hand(ctx); };

    if (argc > 1 && std::strcmp(argv[1], "calls") == 0)
    {
        int n = argc > 2 ? std::atoi(argv[2]) : 1000;
        std::string side = argc > 3 ? argv[3] : "cached";
        for (int i = 0; i < n; ++i)
            side == "hand" ? hand_call() : side == "route" ? route_call() : cached_call();
        return 0;
    }

    int rounds = argc > 1 ? std::atoi(argv[1]) : 9;
    const int calls = 20000;
    auto [cm, hm] = bench::alternating_medians(cached_call, hand_call, rounds, calls);
    auto [cm2, rm] = bench::alternating_medians(cached_call, route_call, rounds, calls);
    std::printf("GET /items: 50 models as JSON (%zu bytes); %d rounds of %d calls, medians\n",
                static_cast<std::size_t>(p.response().body_size()), rounds, calls);
    std::printf("  cache hit                  %8.0f ns/request\n", cm);
    std::printf("  hand-written handler       %8.0f ns/request\n", hm);
    std::printf("  ratio                      %8.3f (goal <= 1.2)\n", cm / hm);
    std::printf("  cache hit                  %8.0f ns/request\n", cm2);
    std::printf("  the route it saves         %8.0f ns/request\n", rm);
    std::printf("  ratio                      %8.3f (goal < 1)\n", cm2 / rm);
}
