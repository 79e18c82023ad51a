//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Helpers of the parameter tests: what a result shows, and a route that
// answers one converted parameter.

#ifndef ROUTE_TEST_DSL_SHOW_HPP
#define ROUTE_TEST_DSL_SHOW_HPP

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <sstream>
#include <string>

namespace dsl_test {

// the body of a handled result, else its rejections
inline std::string
show(const route::testkit::result& r)
{
    std::ostringstream os;
    if (r.handled())
        os << r.body();
    else
        os << r.rejections();
    return os.str();
}

// a route answering the parameter `name` converted to T, printed
template <class T>
auto
one(const char* name)
{
    using namespace route::dsl;
    return parameter(param(name).as<T>())([](T v) {
        std::ostringstream os;
        os << +v;
        return complete(os.str());
    });
}

} // namespace dsl_test

#endif
