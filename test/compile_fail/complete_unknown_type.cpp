//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// complete() needs a way to turn the value into a body.
#include <route/route.hpp>

using namespace route::dsl;

struct opaque
{
    int x;
};

int
main()
{
#ifdef ROUTE_COMPILE_FAIL_CONTROL
    route::route r = complete(std::string("x"));
#else
    route::route r = complete(opaque{1});
#endif
    (void)r;
}
