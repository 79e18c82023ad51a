//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A handler must take the values its directive extracts.
#include <route/route.hpp>
#include <cstdint>

using namespace route::dsl;

int
main()
{
#ifdef ROUTE_COMPILE_FAIL_CONTROL
    route::route r = path("items" / long_number)([](std::int64_t) { return complete("x"); });
#else
    route::route r = path("items" / long_number)([]() { return complete("x"); });
#endif
    (void)r;
}
