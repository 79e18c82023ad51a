//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The handler's parameters must accept the extracted values in order.
#include <route/route.hpp>
#include <cstdint>
#include <string>

using namespace route::dsl;

int
main()
{
#ifdef ROUTE_COMPILE_FAIL_CONTROL
    auto h = [](std::string, std::int64_t) { return complete("x"); };
#else
    auto h = [](std::int64_t, std::string) { return complete("x"); };
#endif
    route::route r = path(segment / long_number)(h);
    (void)r;
}
