//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The query parser: the input is the query of a request-target, read by
// the server's check, by `parameters` and by the three whole-query
// extractors. Checked: a query the server's check refuses is refused (400)
// by every directive, and one it accepts is read by every whole-query
// extractor, consistently (the same keys, the same number of pairs, the
// last value of a key in `parameter_map`).

#include "check.hpp"
#include <route/route.hpp>
#include <route/testkit/request.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace route::dsl;

struct seen
{
    std::map<std::string, std::string> map;
    std::map<std::string, std::vector<std::string>> multi;
    std::vector<std::pair<std::string, std::string>> seq;
};

route::http_app
make_app(seen& s)
{
    route::route r =
        path("p")(parameters(param("a").as<int>().optional(), param("b").as<double>().with_default(1.5),
                             param("c").as<bool>().optional(), param("t").repeated(),
                             param("q"))([](std::optional<int>, double, std::optional<bool>,
                                            std::vector<std::string>, std::string) {
            return complete("p");
        })) |
        path("m")(parameter_map([&s](std::map<std::string, std::string> m) {
            s.map = std::move(m);
            return complete("m");
        })) |
        path("mm")(parameter_multi_map([&s](std::map<std::string, std::vector<std::string>> m) {
            s.multi = std::move(m);
            return complete("mm");
        })) |
        path("s")(parameter_seq([&s](std::vector<std::pair<std::string, std::string>> q) {
            s.seq = std::move(q);
            return complete("s");
        }));
    return route::to_http_routes(r).or_not_found();
}

unsigned
status_of(const route::http_app& app, const std::string& target)
{
    auto req = route::testkit::Get(target);
    auto r = app(req.view());
    FUZZ_CHECK(r.is_completed(), target);
    return static_cast<unsigned>(r.response().status);
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view query(reinterpret_cast<const char*>(data), size);
    // what follows `#` is a fragment, not the query
    query = query.substr(0, query.find('#'));
    static seen s;
    static auto const app = make_app(s);
    s = {};
    bool const valid = !route::detail::check_query(query);
    std::string q(query);
    for (char const* p : {"/p?", "/m?", "/mm?", "/s?"})
    {
        auto target = p + q;
        auto status = status_of(app, target);
        if (!valid)
            FUZZ_CHECK(status == 400, "a query the server refuses is not refused: " + target);
        else if (std::string_view(p) != "/p?")
            FUZZ_CHECK(status == 200, "a valid query is not read whole: " + target);
    }
    if (!valid)
        return 0;
    std::size_t pairs = 0;
    for (auto const& [k, v] : s.multi)
    {
        FUZZ_CHECK(!v.empty(), k);
        auto it = s.map.find(k);
        FUZZ_CHECK(it != s.map.end() && it->second == v.back(), "parameter_map differs: " + k);
        pairs += v.size();
    }
    FUZZ_CHECK(s.map.size() == s.multi.size(), q);
    FUZZ_CHECK(s.seq.size() == pairs, "parameter_seq differs: " + q);
    return 0;
}
