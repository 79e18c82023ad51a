//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Dispatch at scale (bench/run-scaling.sh): one request against N sibling
// routes or a REST tree of N resources, the last route hit.
//
//   scaling KIND N calls COUNT   runs COUNT requests (for callgrind)
//   scaling KIND N time          prints the median ns per request
//
// siblings: path_prefix("r<i>")(path_end(get(complete(...)))), i < N, one
// concat, with <i> zero-padded to the width of N - 1 (no literal is a
// prefix of another); prefixed: the same without padding, so that the
// request for the last, /r9999, also tries r9, r99 and r999 (a literal is
// a prefix of the segment: path_prefix("r9") matches /r9999); loop: the
// padded routes joined at run time, acc = std::move(acc) | r (appended in
// place); rest: per resource
// "res<i>", list and create at /res<i>, get, put and delete at
// /res<i>/<id>.
//
#include "measure.hpp"

#include <route/route.hpp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace route::dsl;

namespace {

std::string
name(int i, int n, bool pad)
{
    std::string s = std::to_string(i);
    if (pad)
        s.insert(0, std::to_string(n - 1).size() - s.size(), '0');
    return "r" + s;
}

route::route
sibling(const std::string& name)
{
    return path_prefix(name)(path_end(get(complete(name))));
}

route::route
resource(int i)
{
    std::string name = "res" + std::to_string(i);
    return path_prefix(name)(
        path_end(get(complete(name + " list")) | post(complete(route::status::created, name))) |
        path(long_number)([name](std::int64_t id) {
            return get(complete(name + " get " + std::to_string(id))) |
                   put(complete(name + " put")) |
                   delete_(complete(route::status::no_content));
        }));
}

} // namespace

int
main(int argc, char** argv)
{
    if (argc < 4)
    {
        std::fprintf(stderr, "usage: scaling siblings|prefixed|loop|rest N calls COUNT | time\n");
        return 2;
    }
    std::string kind = argv[1];
    int n = std::atoi(argv[2]);
    std::string mode = argv[3];

    route::route top;
    route::method method = route::method::get;
    std::string target;
    if (kind == "rest")
    {
        std::vector<route::route> rs;
        for (int i = 0; i < n; ++i)
            rs.push_back(resource(i));
        top = route::concat(std::move(rs));
        method = route::method::delete_;
        target = "/res" + std::to_string(n - 1) + "/42";
    }
    else if (kind == "loop")
    {
        for (int i = 0; i < n; ++i)
            top = std::move(top) | sibling(name(i, n, true));
        target = "/" + name(n - 1, n, true);
    }
    else
    {
        bool pad = kind != "prefixed";
        std::vector<route::route> rs;
        for (int i = 0; i < n; ++i)
            rs.push_back(sibling(name(i, n, pad)));
        top = route::concat(std::move(rs));
        target = "/" + name(n - 1, n, pad);
    }

    route::header_list headers;
    int answered = 0;
    auto one = [&] {
        route::request req(method, target, headers);
        auto ctx = route::request_context::make(req);
        auto r = top(*ctx);
        answered += r.is_completed();
    };
    one();
    if (answered != 1)
    {
        std::fprintf(stderr, "scaling: %s %d: %s was not answered\n", kind.c_str(), n, target.c_str());
        return 1;
    }
    if (mode == "calls")
    {
        int count = argc > 4 ? std::atoi(argv[4]) : 1000;
        for (int i = 0; i < count; ++i)
            one();
        return answered == count + 1 ? 0 : 1;
    }
    std::vector<double> rounds;
    for (int r = 0; r < 9; ++r)
        rounds.push_back(bench::ns_per_call(one, 20000));
    std::printf("%.1f\n", bench::median(rounds));
    return 0;
}
