//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 07_paths: path matchers beyond segments and numbers, and the path
// directives that test, read from the end, or deal with trailing slashes.

#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <boost/uuid/uuid_io.hpp>
#include <iostream>
#include <string>
#include <vector>

using namespace route::dsl;

route::route
matchers()
{
    // tag::matchers[]
    auto files = path("files" / segments)([](std::vector<std::string> parts) {
        std::string out;
        for (auto const& p : parts)
            out += "<" + p + ">";
        return complete(out);
    });
    auto color = path("colors" / hex_int_number)([](std::int32_t rgb) {
        return complete("red " + std::to_string(rgb >> 16));
    });
    auto scale = path("scale" / double_number)([](double f) {
        return complete("x" + std::to_string(f * 2));
    });
    auto order = path("orders" / uuid)([](boost::uuids::uuid id) {
        return complete("order " + boost::uuids::to_string(id));
    });
    auto release = path("releases" / regex("v([0-9]+)"))([](std::string major) {
        return complete("major " + major);
    });
    // end::matchers[]
    return files | color | scale | order | release;
}

route::route
combinators()
{
    // tag::combinators[]
    // .optional(): the page number may be left out
    auto pages = path("pages" / int_number.optional())([](std::optional<std::int32_t> n) {
        return complete(n ? "page " + std::to_string(*n) : std::string("first page"));
    });
    // a | b: either spelling, or an id in decimal or in hexadecimal
    auto people = path((lit("people") | "persons") / (long_number | hex_long_number))(
        [](std::int64_t id) { return complete("person " + std::to_string(id)); });
    // end::combinators[]
    return pages | people;
}

route::route
directives()
{
    // tag::directives[]
    // path_prefix_test: look ahead without consuming
    auto api = path_prefix_test("api")(path_prefix("api" / segment)([](std::string what) {
        return complete("api: " + what);
    }));
    // path_suffix: matched from the end, segments in reverse order
    auto json = path_prefix("data")(path_suffix("json" / segment)([](std::string name) {
        return complete("json file " + name);
    }));
    // ignore_trailing_slash: /items and /items/ are the same
    auto items = ignore_trailing_slash(path("items")(complete("all items")));
    // the trailing slash redirections keep the query
    auto docs = path_prefix("docs")(redirect_to_trailing_slash_if_missing(route::status::moved_permanently)(
        path_single_slash(complete("documentation"))));
    auto about = path_prefix("about")(redirect_to_no_trailing_slash_if_present(route::status::found)(
        path_end(complete("about us"))));
    // end::directives[]
    return api | json | items | docs | about;
}

int
main()
{
    auto app = route::to_http_routes(matchers() | combinators() | directives()).or_not_found();
    using namespace route::testkit;
    struct check
    {
        test_request req;
        unsigned want;
    };
    std::vector<check> checks;
    checks.push_back({Get("/files/a/b%20c"), 200});
    checks.push_back({Get("/colors/ff8000"), 200});
    checks.push_back({Get("/colors/1ffffffff"), 404});
    checks.push_back({Get("/scale/-1.25"), 200});
    checks.push_back({Get("/orders/123e4567-e89b-12d3-a456-426614174000"), 200});
    checks.push_back({Get("/orders/42"), 404});
    checks.push_back({Get("/releases/v12"), 200});
    checks.push_back({Get("/pages/"), 200});
    checks.push_back({Get("/pages/3"), 200});
    checks.push_back({Get("/persons/12"), 200});
    checks.push_back({Get("/people/ff"), 200});
    checks.push_back({Get("/api/users"), 200});
    checks.push_back({Get("/data/2026/report/json"), 200});
    checks.push_back({Get("/items/"), 200});
    checks.push_back({Get("/docs?lang=en"), 301});
    checks.push_back({Get("/docs/"), 200});
    checks.push_back({Get("/about/"), 302});
    int failures = 0;
    for (auto const& c : checks)
    {
        auto res = run(c.req, app);
        std::cout << c.req.target() << " -> " << static_cast<unsigned>(res.status()) << ' '
                  << (res.has_header("Location") ? res.header("Location") : res.body()) << '\n';
        failures += static_cast<unsigned>(res.status()) != c.want;
    }
    return failures;
}
