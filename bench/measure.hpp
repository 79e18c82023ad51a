//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Timing helpers shared by the benchmarks: wall-clock nanoseconds per call
// of a loop, and the median of rounds (the rounds alternate between the
// measured code and its baseline, so that both see the same machine).

#ifndef ROUTE_BENCH_MEASURE_HPP
#define ROUTE_BENCH_MEASURE_HPP

#include <algorithm>
#include <chrono>
#include <vector>

namespace bench {

template <class F>
double
ns_per_call(F&& f, int calls)
{
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i)
        f();
    auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::nano>(t1 - t0).count() / calls;
}

inline double
median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace bench

#endif
