//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A directive that extracts values takes a function of them, not a route.
#include <route/route.hpp>
#include <string>

using namespace route::dsl;

int
main()
{
#ifdef ROUTE_COMPILE_FAIL_CONTROL
    route::route r = path(segment)([](std::string s) { return complete(s); });
#else
    route::route r = path(segment)(complete("x"));
#endif
    (void)r;
}
