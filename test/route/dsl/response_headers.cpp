//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/header.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace dsl_response_headers_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

std::vector<std::string>
names_of(const std::vector<route::header_field>& fields)
{
    std::vector<std::string> out;
    for (auto const& f : fields)
        out.push_back(f.name);
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_response_headers)

BOOST_FIXTURE_TEST_CASE(respond_with_header_adds_a_field, route_test)
{
    auto r = respond_with_header("X-Frame-Options", "DENY")(complete("x"));
    auto res = Get("/") >> r;
    BOOST_TEST(res.body() == "x");
    BOOST_TEST(res.header("X-Frame-Options") == "DENY");
    BOOST_TEST(res.header("Content-Type") == "text/plain; charset=utf-8");
}

BOOST_FIXTURE_TEST_CASE(respond_with_header_goes_before_the_fields_of_the_response, route_test)
{
    auto r = respond_with_header("X-A", "1")(complete(route::status::created, {{"X-B", "2"}}, "x"));
    auto res = Get("/") >> r;
    auto names = names_of(res.headers());
    BOOST_TEST_REQUIRE(names.size() == 3u);
    BOOST_TEST(names[0] == "X-A");
    BOOST_TEST(res.header("X-B") == "2");
}

BOOST_FIXTURE_TEST_CASE(respond_with_header_keeps_a_field_of_the_same_name, route_test)
{
    auto r = respond_with_header("Vary", "Accept")(
        complete(route::status::ok, {{"Vary", "Origin"}}, "x"));
    auto res = Get("/") >> r;
    auto n = std::count_if(res.headers().begin(), res.headers().end(),
                           [](const route::header_field& f) { return f.name == "Vary"; });
    BOOST_TEST(n == 2);
}

BOOST_FIXTURE_TEST_CASE(respond_with_headers_adds_fields_in_order, route_test)
{
    auto r = respond_with_headers({{"Cache-Control", "no-store"}, {"X-Version", "1"}})(
        complete("x"));
    auto res = Get("/") >> r;
    auto names = names_of(res.headers());
    BOOST_TEST_REQUIRE(names.size() == 3u);
    BOOST_TEST(names[0] == "Cache-Control");
    BOOST_TEST(names[1] == "X-Version");
    BOOST_TEST(res.header("cache-control") == "no-store");
}

BOOST_FIXTURE_TEST_CASE(respond_with_header_leaves_rejections_alone, route_test)
{
    auto r = respond_with_header("X-A", "1")(get(complete("x")));
    auto res = Post("/") >> r;
    BOOST_TEST(!res.handled());
    BOOST_TEST(res.rejections().size() == 1u);
    // a rejection answered outside gets no field (as pekko-http)
    auto sealed = Post("/") >> route::seal(r);
    BOOST_TEST(sealed.status() == route::status::method_not_allowed);
    BOOST_TEST(!sealed.has_header("X-A"));
}

BOOST_FIXTURE_TEST_CASE(respond_with_header_applies_to_a_handled_rejection_inside, route_test)
{
    auto r = respond_with_header("X-A", "1")(
        handle_rejections(route::default_rejection_handler())(get(complete("x"))));
    auto res = Post("/") >> r;
    BOOST_TEST(res.status() == route::status::method_not_allowed);
    BOOST_TEST(res.header("X-A") == "1");
}

BOOST_FIXTURE_TEST_CASE(respond_with_header_on_each_alternative, route_test)
{
    auto r = respond_with_header("X-A", "1")(path("a")(complete("a")) | path("b")(complete("b")));
    BOOST_TEST((Get("/a") >> r).header("X-A") == "1");
    BOOST_TEST((Get("/b") >> r).header("X-A") == "1");
}

BOOST_FIXTURE_TEST_CASE(respond_with_default_header_only_when_absent, route_test)
{
    auto d = respond_with_default_header("Cache-Control", "max-age=60");
    auto plain = Get("/") >> d(complete("x"));
    BOOST_TEST(plain.header("Cache-Control") == "max-age=60");
    // present, in another case: kept, no second field
    auto own = Get("/") >> d(complete(route::status::ok, {{"cache-control", "no-store"}}, "x"));
    BOOST_TEST(own.header("Cache-Control") == "no-store");
    auto n = std::count_if(own.headers().begin(), own.headers().end(),
                           [](const route::header_field& f) {
                               return f.name == "Cache-Control" || f.name == "cache-control";
                           });
    BOOST_TEST(n == 1);
}

BOOST_FIXTURE_TEST_CASE(respond_with_default_headers_each_on_its_own, route_test)
{
    auto r = respond_with_default_headers({{"X-A", "default"}, {"X-B", "default"}})(
        complete(route::status::ok, {{"X-A", "own"}}, "x"));
    auto res = Get("/") >> r;
    BOOST_TEST(res.header("X-A") == "own");
    BOOST_TEST(res.header("X-B") == "default");
}

BOOST_FIXTURE_TEST_CASE(map_response_transforms_a_completed_response, route_test)
{
    auto r = map_response([](route::response res) {
        res.status = route::status::accepted;
        *res.text() += "!";
        return res;
    })(complete("queued"));
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::accepted);
    BOOST_TEST(res.body() == "queued!");
}

BOOST_FIXTURE_TEST_CASE(map_response_leaves_rejections_and_exceptions_alone, route_test)
{
    int calls = 0;
    auto m = map_response([&calls](route::response res) {
        ++calls;
        return res;
    });
    auto rejected = Post("/") >> m(get(complete("x")));
    BOOST_TEST(!rejected.handled());
    auto failed = Get("/") >> route::seal(m([]() -> route::route {
                      throw std::runtime_error("boom");
                  }));
    BOOST_TEST(failed.status() == route::status::internal_server_error);
    BOOST_TEST(calls == 0);
}

BOOST_FIXTURE_TEST_CASE(map_response_headers_transforms_the_fields, route_test)
{
    auto r = map_response_headers([](std::vector<route::header_field> fields) {
        std::erase_if(fields, [](const route::header_field& f) {
            return f.name.starts_with("X-Internal-");
        });
        fields.push_back({"X-Seen", "yes"});
        return fields;
    })(respond_with_headers({{"X-Internal-Node", "7"}, {"X-Public", "p"}})(complete("x")));
    auto res = Get("/") >> r;
    BOOST_TEST(!res.has_header("X-Internal-Node"));
    BOOST_TEST(res.header("X-Public") == "p");
    BOOST_TEST(res.header("X-Seen") == "yes");
    BOOST_TEST(res.body() == "x");
}

BOOST_FIXTURE_TEST_CASE(complete_with_status_headers_and_value, route_test)
{
    auto r = post(complete(route::status::created, {{"Location", "/items/7"}}, "made"));
    auto res = Post("/", std::string("x")) >> r;
    BOOST_TEST(res.status() == route::status::created);
    BOOST_TEST(res.header("Location") == "/items/7");
    BOOST_TEST(res.body() == "made");
    BOOST_TEST(res.header("Content-Type") == "text/plain; charset=utf-8");
}

BOOST_FIXTURE_TEST_CASE(complete_with_headers_replaces_the_content_type, route_test)
{
    auto r = complete(route::status::ok, {{"content-type", "text/csv"}}, "a,b");
    auto res = Get("/") >> r;
    BOOST_TEST(res.header("Content-Type") == "text/csv");
    auto n = std::count_if(res.headers().begin(), res.headers().end(),
                           [](const route::header_field& f) {
                               return route::detail::iequals(f.name, "Content-Type");
                           });
    BOOST_TEST(n == 1);
}

BOOST_FIXTURE_TEST_CASE(complete_with_headers_evaluates_a_function_per_request, route_test)
{
    int n = 0;
    auto r = complete(route::status::ok, {{"X-A", "1"}}, [&n] { return std::to_string(++n); });
    BOOST_TEST((Get("/") >> r).body() == "1");
    BOOST_TEST((Get("/") >> r).body() == "2");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_response_headers_test
