//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/directive.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

namespace dsl_directive_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(dsl_directive)

BOOST_FIXTURE_TEST_CASE(and_combines_filters, route_test)
{
    auto r = (get & path_end_or_single_slash)(complete("ok"));
    BOOST_TEST((Get("/") >> r).body() == "ok");
    BOOST_TEST(!(Post("/") >> r).handled());
    BOOST_TEST(!(Get("/x") >> r).handled());
}

BOOST_FIXTURE_TEST_CASE(and_concatenates_extractions_in_order, route_test)
{
    auto r = (path_prefix("a" / segment) & extract_method & path(int_number))(
        [](std::string s, route::method m, std::int32_t n) {
            return complete(s + " " + std::string(m.name()) + " " + std::to_string(n));
        });
    BOOST_TEST((Put("/a/x/5") >> r).body() == "x PUT 5");
}

BOOST_FIXTURE_TEST_CASE(and_of_three_with_empty_ones_dropped, route_test)
{
    auto d = get & path("x" / long_number) & provide(std::string("p"));
    static_assert(std::is_same_v<decltype(d)::extracted,
                                 boost::mp11::mp_list<std::int64_t, std::string>>);
    auto r = d([](std::int64_t n, const std::string& p) { return complete(p + std::to_string(n)); });
    BOOST_TEST((Get("/x/9") >> r).body() == "p9");
}

BOOST_FIXTURE_TEST_CASE(nullary_function_is_called_per_request, route_test)
{
    int calls = 0;
    auto r = delete_([&] {
        ++calls;
        return complete(route::status::no_content);
    });
    Delete("/") >> r;
    Delete("/") >> r;
    Get("/") >> r;
    BOOST_TEST(calls == 2);
}

BOOST_FIXTURE_TEST_CASE(handler_may_return_an_erased_route, route_test)
{
    auto r = path(long_number)([](std::int64_t n) -> route::route {
        if (n == 0)
            return complete(route::status::bad_request, "zero");
        return get(complete(std::to_string(n)));
    });
    BOOST_TEST((Get("/0") >> r).status() == route::status::bad_request);
    BOOST_TEST((Get("/5") >> r).body() == "5");
}

BOOST_FIXTURE_TEST_CASE(pass_provide_and_reject, route_test)
{
    BOOST_TEST((Get("/") >> pass(complete("p"))).body() == "p");
    BOOST_TEST((Get("/") >> provide(7)([](int v) { return complete(std::to_string(v)); })).body() == "7");
    auto res = Get("/") >> reject(route::validation_rejection{"no"});
    BOOST_TEST(res.rejection() == route::rejection(route::validation_rejection{"no"}));
    BOOST_TEST((Get("/") >> reject()).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(directives_are_reusable_values, route_test)
{
    auto items = path_prefix("items");
    auto r = items(path_end(complete("all"))) | items(path(long_number)([](std::int64_t n) {
                 return complete(std::to_string(n));
             }));
    BOOST_TEST((Get("/items") >> r).body() == "all");
    BOOST_TEST((Get("/items/3") >> r).body() == "3");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_directive_test
