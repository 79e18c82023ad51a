//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_FUZZ_CHECK_HPP
#define ROUTE_FUZZ_CHECK_HPP

// What every fuzz target uses: a broken invariant is a crash that names
// it, so that libFuzzer keeps the input.

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace fuzz {

[[noreturn]] inline void
broken(const char* file, int line, const char* what, std::string_view detail)
{
    std::fprintf(stderr, "%s:%d: invariant broken: %s\n", file, line, what);
    if (!detail.empty())
        std::fprintf(stderr, "  %.*s\n", static_cast<int>(detail.size()), detail.data());
    std::abort();
}

} // namespace fuzz

/// Aborts, naming `cond` and `detail`, when `cond` is false.
#define FUZZ_CHECK(cond, detail)                                                                   \
    ((cond) ? void() : ::fuzz::broken(__FILE__, __LINE__, #cond, (detail)))

#endif
