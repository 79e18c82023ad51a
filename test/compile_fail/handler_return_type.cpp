//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A handler returns a route, not a plain value.
#include <route/route.hpp>
#include <cstdint>
#include <string>

using namespace route::dsl;

int
main()
{
#ifdef ROUTE_COMPILE_FAIL_CONTROL
    route::route r = path(long_number)([](std::int64_t n) { return complete(std::to_string(n)); });
#else
    route::route r = path(long_number)([](std::int64_t n) { return std::to_string(n); });
#endif
    (void)r;
}
