//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/execution.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <stdexcept>

namespace dsl_execution_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(dsl_execution)

BOOST_FIXTURE_TEST_CASE(default_handler_inside_a_route, route_test)
{
    auto r = handle_rejections(route::default_rejection_handler())(
        get(complete("g")) | put(complete("p")));
    auto res = Post("/") >> r;
    BOOST_TEST(res.status() == route::status::method_not_allowed);
    BOOST_TEST(res.header("Allow") == "GET, PUT");
}

BOOST_FIXTURE_TEST_CASE(custom_handler_sees_cancelled_list, route_test)
{
    std::size_t seen = 99;
    route::rejection_handler h([&](const std::vector<route::rejection>& list)
                                   -> std::optional<route::route> {
        seen = list.size();
        return route::route(complete(route::status::payment_required, "handled"));
    });
    auto r = handle_rejections(h)(get(reject(route::validation_rejection{"v"})) |
                                  post(complete("p")));
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::payment_required);
    BOOST_TEST(seen == 1u); // the POST method rejection was cancelled
}

BOOST_FIXTURE_TEST_CASE(declining_handler_lets_rejections_through, route_test)
{
    route::rejection_handler h([](const std::vector<route::rejection>&)
                                   -> std::optional<route::route> { return std::nullopt; });
    auto r = handle_rejections(h)(get(complete("g"))) | post(complete("p"));
    BOOST_TEST((Post("/") >> r).body() == "p");
    auto res = Put("/") >> r;
    BOOST_TEST(res.rejections().size() == 2u);
}

BOOST_FIXTURE_TEST_CASE(handler_is_not_used_when_the_route_completes, route_test)
{
    bool called = false;
    route::rejection_handler h([&](const std::vector<route::rejection>&)
                                   -> std::optional<route::route> {
        called = true;
        return std::nullopt;
    });
    Get("/") >> handle_rejections(h)(complete("fine"));
    BOOST_TEST(!called);
}

BOOST_FIXTURE_TEST_CASE(handle_exceptions_answers_a_thrown_exception, route_test)
{
    route::exception_handler h([](std::exception_ptr e) -> std::optional<route::route> {
        try
        {
            std::rethrow_exception(e);
        }
        catch (const std::out_of_range& x)
        {
            return route::route(complete(route::status::not_found, std::string(x.what())));
        }
        catch (...)
        {
            return std::nullopt;
        }
    });
    auto r = handle_exceptions(h)(
        path("a")([]() -> route::route { throw std::out_of_range("no such thing"); }) |
        path("b")([]() -> route::route { throw std::runtime_error("other"); }));
    auto res = Get("/a") >> r;
    BOOST_TEST(res.status() == route::status::not_found);
    BOOST_TEST(res.body() == "no such thing");
    // declined: the exception travels on (the test kit's own default: 500)
    BOOST_TEST((Get("/b") >> r).status() == route::status::internal_server_error);
}

BOOST_FIXTURE_TEST_CASE(an_exception_in_a_branch_does_not_try_the_next, route_test)
{
    bool second = false;
    auto r = handle_exceptions(route::default_exception_handler())(
        get([]() -> route::route { throw std::runtime_error("boom"); }) |
        get([&] {
            second = true;
            return complete("second");
        }));
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
    BOOST_TEST(!second);
}

BOOST_FIXTURE_TEST_CASE(seal_is_exceptions_around_rejections, route_test)
{
    // the rejection handler's answer throws: the exception handler outside answers
    route::rejection_handler throwing([](const std::vector<route::rejection>&)
                                          -> std::optional<route::route> {
        throw std::runtime_error("handler failed");
    });
    route::route sealed = route::seal(get(complete("g")), route::default_exception_handler(),
                                      throwing);
    BOOST_TEST((Get("/") >> sealed).body() == "g");
    BOOST_TEST((Post("/") >> sealed).status() == route::status::internal_server_error);

    // declining handlers leave the route unsealed
    route::exception_handler none([](std::exception_ptr) -> std::optional<route::route> {
        return std::nullopt;
    });
    route::rejection_handler pass_on([](const std::vector<route::rejection>&)
                                         -> std::optional<route::route> { return std::nullopt; });
    auto open = route::seal(get(complete("g")), none, pass_on);
    BOOST_TEST((Post("/") >> open).rejections().size() == 1u);
}

BOOST_FIXTURE_TEST_CASE(a_rejecting_answer_is_an_error, route_test)
{
    route::rejection_handler rejecting([](const std::vector<route::rejection>&)
                                           -> std::optional<route::route> {
        return route::route(reject(route::validation_rejection{"again"}));
    });
    auto r = route::seal(get(complete("g")), route::default_exception_handler(), rejecting);
    BOOST_TEST((Post("/") >> r).status() == route::status::internal_server_error);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_execution_test
