//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/exception_handler.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <stdexcept>

namespace core_exception_handler_test { // this file's own, apart from the other tests built with it

using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(core_exception_handler)

BOOST_FIXTURE_TEST_CASE(default_handler_answers_500, route_test)
{
    auto h = route::default_exception_handler();
    auto answer = h(std::make_exception_ptr(std::runtime_error("x")));
    BOOST_TEST_REQUIRE(answer.has_value());
    auto res = Get("/") >> *answer;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
    BOOST_TEST(res.header("Content-Type") == "text/plain; charset=utf-8");
}

BOOST_AUTO_TEST_CASE(with_fallback_asks_the_second_when_the_first_declines)
{
    route::exception_handler first([](std::exception_ptr) -> std::optional<route::route> {
        return std::nullopt;
    });
    auto e = std::make_exception_ptr(std::logic_error("y"));
    BOOST_TEST(!first(e).has_value());
    BOOST_TEST(first.with_fallback(route::default_exception_handler())(e).has_value());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_exception_handler_test
