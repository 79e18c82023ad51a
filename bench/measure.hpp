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
#include <utility>
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

/** The medians of `rounds` rounds of `calls` calls of `measured` and of
    `baseline`, in ns per call; the order alternates each round (the
    baseline first in even rounds).
*/
template <class M, class B>
std::pair<double, double>
alternating_medians(M&& measured, B&& baseline, int rounds, int calls)
{
    std::vector<double> mt, bt;
    for (int round = 0; round < rounds; ++round)
    {
        if (round % 2)
        {
            mt.push_back(ns_per_call(measured, calls));
            bt.push_back(ns_per_call(baseline, calls));
        }
        else
        {
            bt.push_back(ns_per_call(baseline, calls));
            mt.push_back(ns_per_call(measured, calls));
        }
    }
    return {median(mt), median(bt)};
}

} // namespace bench

#endif
