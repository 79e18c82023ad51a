//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/app/http_app.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <stdexcept>

namespace app_http_app_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

route::route
items()
{
    return path_prefix("items")(
        path_end_or_single_slash(get(complete("all")) | post(complete(route::status::created, "made"))) |
        path(long_number)([](std::int64_t id) {
            return get(complete(std::to_string(id))) |
                   put([]() -> route::route { throw std::runtime_error("boom"); });
        }));
}

} // namespace

BOOST_AUTO_TEST_SUITE(http_app)

BOOST_FIXTURE_TEST_CASE(wrong_method_gives_405_not_404, route_test)
{
    auto res = Put("/items") >> route::to_http_routes(items());
    BOOST_TEST(res.status() == route::status::method_not_allowed);
    BOOST_TEST(res.header("Allow") == "GET, POST");
    BOOST_TEST(res.body() == "HTTP method not allowed, supported methods: GET, POST");
}

BOOST_FIXTURE_TEST_CASE(unmatched_stays_unmatched_in_http_routes, route_test)
{
    auto res = Get("/nothing") >> route::to_http_routes(items());
    BOOST_TEST(!res.handled());
    BOOST_TEST(res.rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(or_not_found_answers_404, route_test)
{
    auto app = route::to_http_routes(items()).or_not_found();
    auto res = Get("/nothing") >> app;
    BOOST_TEST(res.status() == route::status::not_found);
    BOOST_TEST(res.body() == "The requested resource could not be found.");
    BOOST_TEST(res.header("Content-Type") == "text/plain; charset=utf-8");
    BOOST_TEST((Get("/items/") >> app).body() == "all");
    BOOST_TEST((Get("/items/7") >> app).body() == "7");
    BOOST_TEST((Post("/items") >> app).status() == route::status::created);
}

BOOST_FIXTURE_TEST_CASE(cancelled_method_rejections_leave_a_404, route_test)
{
    // GET matched, then the path failed: no 405 for the other branch
    route::route r = get(path("a")(complete("a"))) | post(path("b")(complete("b")));
    auto res = Get("/b") >> route::to_http_routes(r).or_not_found();
    BOOST_TEST(res.status() == route::status::not_found);
}

BOOST_FIXTURE_TEST_CASE(exception_in_a_handler_gives_500, route_test)
{
    auto app = route::to_http_routes(items()).or_not_found();
    auto res = Put("/items/3") >> app;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
    // and the application keeps answering
    BOOST_TEST((Get("/items/3") >> app).body() == "3");
}

BOOST_FIXTURE_TEST_CASE(exception_in_a_bare_route_gives_500_too, route_test)
{
    auto res = Put("/items/3") >> items();
    BOOST_TEST(res.status() == route::status::internal_server_error);
}

BOOST_FIXTURE_TEST_CASE(custom_handler_with_default_fallback, route_test)
{
    route::rejection_handler mine([](const std::vector<route::rejection>& list)
                                      -> std::optional<route::route> {
        if (!list.empty() && std::holds_alternative<route::method_rejection>(list.front()))
            return route::route(complete(route::status::payment_required, "no"));
        return std::nullopt;
    });
    auto routes = route::to_http_routes(get(complete("x")), mine);
    BOOST_TEST((Post("/") >> routes).status() == route::status::payment_required);
    // declined: the default handler answers
    auto res = Get("/x") >> route::to_http_routes(path("y")(complete("y")) | reject(route::validation_rejection{"bad"}), mine);
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "bad");
}

BOOST_FIXTURE_TEST_CASE(seal_always_completes, route_test)
{
    route::route sealed = route::seal(items());
    BOOST_TEST((Get("/nothing") >> sealed).status() == route::status::not_found);
    BOOST_TEST((Put("/items") >> sealed).status() == route::status::method_not_allowed);
    BOOST_TEST((Put("/items/1") >> sealed).status() == route::status::internal_server_error);
}

BOOST_FIXTURE_TEST_CASE(bad_target_gives_400, route_test)
{
    auto res = Get("/items/%zz") >> route::to_http_routes(items()).or_not_found();
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body().rfind("Illegal request-target", 0) == 0u);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace app_http_app_test
