//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/exception_handler.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <stdexcept>
#include <string>

namespace core_exception_handler_builder_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

struct not_an_exception
{
    int code;
};

route::route
throwing(std::exception_ptr e)
{
    return path("x")([e]() -> route::route { std::rethrow_exception(e); });
}

auto handler = route::exception_handler::builder()
                   .handle<std::out_of_range>([](const std::out_of_range& e) {
                       return complete(route::status::not_found, std::string("range: ") + e.what());
                   })
                   .handle<std::logic_error>([](const std::logic_error& e) {
                       return complete(route::status::bad_request, std::string("logic: ") + e.what());
                   })
                   .handle<not_an_exception>([](const not_an_exception& e) {
                       return complete(route::status::conflict, std::to_string(e.code));
                   })
                   .result();

} // namespace

BOOST_AUTO_TEST_SUITE(core_exception_handler_builder)

BOOST_FIXTURE_TEST_CASE(a_case_answers_an_exception_of_its_type, route_test)
{
    auto r = handle_exceptions(handler)(
        throwing(std::make_exception_ptr(std::out_of_range("no item 7"))));
    auto res = Get("/x") >> r;
    BOOST_TEST(res.status() == route::status::not_found);
    BOOST_TEST(res.body() == "range: no item 7");
}

BOOST_FIXTURE_TEST_CASE(cases_are_tried_in_order_and_match_derived_types, route_test)
{
    // std::invalid_argument derives from std::logic_error
    auto res = Get("/x") >> handle_exceptions(handler)(
                                throwing(std::make_exception_ptr(std::invalid_argument("bad"))));
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "logic: bad");
    // std::out_of_range derives from std::logic_error too: its own case comes first
    auto range = Get("/x") >> handle_exceptions(handler)(
                                  throwing(std::make_exception_ptr(std::out_of_range("r"))));
    BOOST_TEST(range.status() == route::status::not_found);
}

BOOST_FIXTURE_TEST_CASE(any_thrown_type_can_be_a_case, route_test)
{
    auto res = Get("/x") >> handle_exceptions(handler)(
                                throwing(std::make_exception_ptr(not_an_exception{42})));
    BOOST_TEST(res.status() == route::status::conflict);
    BOOST_TEST(res.body() == "42");
}

BOOST_FIXTURE_TEST_CASE(an_exception_no_case_takes_travels_on, route_test)
{
    auto e = std::make_exception_ptr(std::runtime_error("other"));
    BOOST_TEST(!handler(e).has_value());
    // caught by the enclosing default handling
    auto res = Get("/x") >> route::seal(handle_exceptions(handler)(throwing(e)));
    BOOST_TEST(res.status() == route::status::internal_server_error);
}

BOOST_FIXTURE_TEST_CASE(seal_answers_what_no_case_takes_with_500, route_test)
{
    auto e = std::make_exception_ptr(std::runtime_error("other"));
    BOOST_TEST(handler.seal()(e).has_value());
    auto res = Get("/x") >> handle_exceptions(handler.seal())(throwing(e));
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
}

BOOST_FIXTURE_TEST_CASE(a_case_may_decline, route_test)
{
    auto h = route::exception_handler::builder()
                 .handle<std::runtime_error>(
                     [](const std::runtime_error& e) -> std::optional<route::route> {
                         if (std::string(e.what()) == "pass")
                             return std::nullopt;
                         return route::route(complete("mine"));
                     })
                 .handle<std::exception>([](const std::exception&) { return complete("any"); })
                 .result();
    BOOST_TEST((Get("/x") >> handle_exceptions(h)(throwing(
                                  std::make_exception_ptr(std::runtime_error("keep")))))
                   .body() == "mine");
    BOOST_TEST((Get("/x") >> handle_exceptions(h)(throwing(
                                  std::make_exception_ptr(std::runtime_error("pass")))))
                   .body() == "any");
}

BOOST_FIXTURE_TEST_CASE(with_fallback_after_the_cases, route_test)
{
    auto h = handler.with_fallback(route::exception_handler::builder()
                                       .handle<std::runtime_error>([](const std::runtime_error&) {
                                           return complete(route::status::service_unavailable);
                                       })
                                       .result());
    auto res = Get("/x") >> handle_exceptions(h)(
                                throwing(std::make_exception_ptr(std::runtime_error("down"))));
    BOOST_TEST(res.status() == route::status::service_unavailable);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_exception_handler_builder_test
