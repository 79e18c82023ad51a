//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/problem_json.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <algorithm>
#include <optional>
#include <string>

namespace core_problem_json_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

auto problems = handle_rejections(
    route::default_rejection_handler().map_rejection_response(route::as_problem_json));

auto api = problems(
    path("items")(get(complete("items")) | put(complete("put"))) |
    path("secret")(authenticate_basic("api", [](const route::basic_credentials&) {
        return std::optional<std::string>();
    })([](std::string user) { return complete(user); })));

boost::json::object
parse_problem(const result& res)
{
    auto v = boost::json::parse(res.body());
    BOOST_TEST_REQUIRE(v.is_object());
    return v.as_object();
}

} // namespace

BOOST_AUTO_TEST_SUITE(core_problem_json)

BOOST_FIXTURE_TEST_CASE(method_not_allowed_keeps_allow, route_test)
{
    auto res = Post("/items") >> api;
    BOOST_TEST(res.status() == route::status::method_not_allowed);
    BOOST_TEST(res.header("Content-Type") == "application/problem+json");
    BOOST_TEST(res.header("Allow") == "GET, PUT");
    auto o = parse_problem(res);
    BOOST_TEST(o.size() == 4u);
    BOOST_TEST(o.at("type").as_string() == "about:blank");
    BOOST_TEST(o.at("title").as_string() == "Method Not Allowed");
    BOOST_TEST(o.at("status").to_number<int>() == 405);
    BOOST_TEST(o.at("detail").as_string() == "HTTP method not allowed, supported methods: GET, PUT");
}

BOOST_FIXTURE_TEST_CASE(unauthorized_keeps_www_authenticate, route_test)
{
    auto res = Get("/secret") >> api;
    BOOST_TEST(res.status() == route::status::unauthorized);
    BOOST_TEST(res.header("Content-Type") == "application/problem+json");
    BOOST_TEST(res.header("WWW-Authenticate") == "Basic realm=\"api\",charset=UTF-8");
    auto o = parse_problem(res);
    BOOST_TEST(o.at("title").as_string() == "Unauthorized");
    BOOST_TEST(o.at("status").to_number<int>() == 401);
    BOOST_TEST(o.at("detail").as_string() ==
               "The resource requires authentication, which was not supplied with the request");
}

BOOST_FIXTURE_TEST_CASE(not_found, route_test)
{
    auto res = Get("/nothing") >> api;
    BOOST_TEST(res.status() == route::status::not_found);
    BOOST_TEST(res.header("Content-Type") == "application/problem+json");
    auto o = parse_problem(res);
    BOOST_TEST(o.at("type").as_string() == "about:blank");
    BOOST_TEST(o.at("title").as_string() == "Not Found");
    BOOST_TEST(o.at("status").to_number<int>() == 404);
    BOOST_TEST(o.at("detail").as_string() == "The requested resource could not be found.");
}

BOOST_FIXTURE_TEST_CASE(a_detail_is_escaped_as_json, route_test)
{
    auto res = Get("/items?x") >> problems(path("items")(
                                       parameter("n")([](std::string n) { return complete(n); })));
    BOOST_TEST(res.status() == route::status::not_found);
    auto o = parse_problem(res);
    BOOST_TEST(o.at("detail").as_string() == "Request is missing required query parameter 'n'");
    auto quoted = route::as_problem_json(
        route::text_response(route::status::bad_request, "a \"b\"\nc\\"));
    BOOST_TEST(boost::json::parse(*quoted.text()).at("detail").as_string() == "a \"b\"\nc\\");
}

BOOST_FIXTURE_TEST_CASE(completed_responses_are_not_mapped, route_test)
{
    auto res = Get("/items") >> api;
    BOOST_TEST(res.body() == "items");
    BOOST_TEST(res.header("Content-Type") == "text/plain; charset=utf-8");
}

BOOST_AUTO_TEST_CASE(responses_that_are_not_text_are_unchanged)
{
    route::response json;
    json.status = route::status::bad_request;
    json.headers.push_back({"Content-Type", "application/json"});
    json.body = "{\"error\":1}";
    auto same = route::as_problem_json(json);
    BOOST_TEST(*same.text() == *json.text());
    BOOST_TEST(same.header("Content-Type") == "application/json");

    auto empty = route::as_problem_json(route::status_response(route::status::no_content));
    BOOST_TEST(empty.text()->empty());
    BOOST_TEST(!empty.has_header("Content-Type"));
}

BOOST_AUTO_TEST_CASE(an_empty_body_gives_no_detail)
{
    route::response r;
    r.status = route::status::forbidden;
    auto p = route::as_problem_json(r);
    auto o = boost::json::parse(*p.text()).as_object();
    BOOST_TEST(!o.contains("detail"));
    BOOST_TEST(o.at("title").as_string() == "Forbidden");
    BOOST_TEST(p.header("Content-Type") == "application/problem+json");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_problem_json_test
