//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/json_support.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include "../json/models.hpp"

namespace dsl_json_support_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(dsl_json_support)

BOOST_FIXTURE_TEST_CASE(complete_sends_models_as_json, route_test)
{
    auto r = Get("/") >> complete(models::item{1, "one"});
    BOOST_TEST(r.status() == route::status::ok);
    BOOST_TEST(r.header("Content-Type") == "application/json");
    BOOST_TEST(r.body() == R"({"id":1,"name":"one"})");

    auto c = Get("/") >> complete(route::status::created, models::error{"made", std::nullopt});
    BOOST_TEST(c.status() == route::status::created);
    BOOST_TEST(c.body() == R"({"message":"made"})");
}

BOOST_FIXTURE_TEST_CASE(containers_and_optionals, route_test)
{
    std::vector<models::item> v{{1, "a"}};
    BOOST_TEST((Get("/") >> complete(v)).body() == R"([{"id":1,"name":"a"}])");
    std::map<std::string, models::item> m{{"k", {2, "b"}}};
    BOOST_TEST((Get("/") >> complete(m)).body() == R"({"k":{"id":2,"name":"b"}})");
    std::optional<models::item> o;
    BOOST_TEST((Get("/") >> complete(o)).body() == "null");
    BOOST_TEST((Get("/") >> complete(std::vector<std::string>{"x"})).body() == R"(["x"])");
    // plain strings stay text
    BOOST_TEST((Get("/") >> complete(std::string("x"))).header("Content-Type") ==
               "text/plain; charset=utf-8");
}

BOOST_FIXTURE_TEST_CASE(response_as_decodes_and_builders_encode, route_test)
{
    auto echo = entity(as<models::user>)([](models::user u) { return complete(u); });
    models::user u{"octocat", 1, std::nullopt, "GitHub", 8, 20};
    auto r = Post("/", u) >> echo;
    BOOST_TEST(r.body() == R"({"login":"octocat","id":1,"company":"GitHub","public_repos":8,"followers":20})");
    auto back = r.response_as<models::user>();
    BOOST_TEST(back.company.value_or("") == "GitHub");
    BOOST_TEST(back.publicRepos == 8);
}

BOOST_FIXTURE_TEST_CASE(response_as_a_wrong_type_fails_with_the_member, route_test)
{
    auto r = Get("/") >> complete(models::item{1, "one"});
    try
    {
        route::testkit::set_failure_handler(nullptr); // throw here instead of failing
        (void)r.response_as<models::user>();
        BOOST_FAIL("decoding must fail");
    }
    catch (const std::logic_error& e)
    {
        BOOST_TEST(std::string(e.what()).find("missing member 'login'") != std::string::npos);
    }
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_json_support_test
