//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The function given to parameters(...) takes one value per spec.
#include <route/route.hpp>

using namespace route::dsl;

int
main()
{
#ifdef ROUTE_COMPILE_FAIL_CONTROL
    route::route r = parameters("a", param("b").as<int>())([](std::string, int) { return complete("x"); });
#else
    route::route r = parameters("a", param("b").as<int>())([](std::string) { return complete("x"); });
#endif
    (void)r;
}
