//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 01_hello: a route built from directives, turned into an HTTP application
// and run on a few requests in process.

#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <iostream>

// tag::hello_route[]
using namespace route::dsl;

route::route
hello_route()
{
    return path_prefix("hello")(
        path_end(get(complete("Hello, world!"))) |
        path(segment)([](std::string name) {
            return get(complete("Hello, " + name + "!")) |
                   delete_(complete(route::status::no_content));
        }));
}
// end::hello_route[]

int
main()
{
    // tag::hello_app[]
    route::http_app app = route::to_http_routes(hello_route()).or_not_found();
    // end::hello_app[]

    using namespace route::testkit;
    for (auto const& req : {Get("/hello"), Get("/hello/Ada%20Lovelace"), Put("/hello/Ada"),
                            Delete("/hello/Ada"), Get("/goodbye")})
    {
        auto res = run(req, app);
        std::cout << req.method() << ' ' << req.target() << " -> "
                  << static_cast<unsigned>(res.status()) << ' ' << res.body() << '\n';
    }
}
