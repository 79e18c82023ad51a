//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// parameters(...).as<S>(): each spec's value type must be its member's type.
#include <route/route.hpp>
#include <boost/describe/class.hpp>

using namespace route::dsl;

struct person
{
    std::string name;
    int age;
};
BOOST_DESCRIBE_STRUCT(person, (), (name, age))

int
main()
{
#ifdef ROUTE_COMPILE_FAIL_CONTROL
    auto d = parameters(param("name"), param("age").as<int>()).as<person>();
#else
    auto d = parameters(param("name"), param("age")).as<person>(); // age stays a string
#endif
    route::route r = d([](person p) { return complete(p.name); });
    (void)r;
}
