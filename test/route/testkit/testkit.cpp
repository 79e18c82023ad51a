//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/testkit.hpp>

#include <route/route.hpp>
#include <boost/asio/post.hpp>

namespace testkit_testkit_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

// Echoes what the route saw of the request.
struct echo : route::route_expression<echo>
{
    route::route_result operator()(const route::request_context& ctx) const
    {
        auto const& req = ctx.request();
        std::string s = std::string(req.method().name()) + " " + std::string(req.target()) +
                        " ct=" + std::string(req.header("Content-Type").value_or("-")) +
                        " x=" + std::string(req.header("x-test").value_or("-")) + " body=" +
                        std::string(req.body());
        return route::text_response(route::status::ok, s);
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(testkit_runner)

BOOST_FIXTURE_TEST_CASE(builders_set_method_target_headers_body, route_test)
{
    BOOST_TEST((Get("/a?b=c") >> echo{}).body() == "GET /a?b=c ct=- x=- body=");
    BOOST_TEST((Post("/p", std::string("hi")) >> echo{}).body() ==
               "POST /p ct=text/plain; charset=utf-8 x=- body=hi");
    BOOST_TEST((Put("/p", "lit") >> echo{}).body() ==
               "PUT /p ct=text/plain; charset=utf-8 x=- body=lit");
    BOOST_TEST((Patch("/p").with_header("X-Test", "1") >> echo{}).body() ==
               "PATCH /p ct=- x=1 body=");
    BOOST_TEST((Delete("/d") >> echo{}).body() == "DELETE /d ct=- x=- body=");
    BOOST_TEST((Head("/h") >> echo{}).body() == "HEAD /h ct=- x=- body=");
    BOOST_TEST((Options("/o") >> echo{}).body() == "OPTIONS /o ct=- x=- body=");
}

BOOST_FIXTURE_TEST_CASE(with_header_replaces_the_content_type, route_test)
{
    auto res = Post("/p", std::string("{}")).with_header("Content-Type", "application/json") >> echo{};
    BOOST_TEST(res.body() == "POST /p ct=application/json x=- body={}");
}

BOOST_FIXTURE_TEST_CASE(check_runs_on_the_result, route_test)
{
    bool ran = false;
    Get("/") >> complete("x") >> check([&](const result& r) {
        ran = true;
        BOOST_TEST(r.status() == route::status::ok);
        BOOST_TEST(r.response_as<std::string>() == "x");
    });
    BOOST_TEST(ran);
}

BOOST_FIXTURE_TEST_CASE(headers_are_case_insensitive, route_test)
{
    auto r = Get("/") >> complete("x");
    BOOST_TEST(r.header("content-type") == "text/plain; charset=utf-8");
    BOOST_TEST(r.header("CONTENT-TYPE") == "text/plain; charset=utf-8");
    BOOST_TEST(r.header("X-Absent") == "");
    BOOST_TEST(!r.has_header("X-Absent"));
    BOOST_TEST(r.headers().size() == 1u);
}

BOOST_AUTO_TEST_CASE(status_of_a_rejected_result_fails_with_the_rejections)
{
    // outside the fixture the runner throws; the fixture turns this into a
    // failed test case with the same message
    auto res = Post("/") >> (get(complete("x")) | put(complete("y")));
    try
    {
        (void)res.status();
        BOOST_FAIL("status() of a rejected result must fail");
    }
    catch (const std::logic_error& e)
    {
        BOOST_TEST(std::string(e.what()) ==
                   "Request was rejected with rejections [method_rejection{GET}, "
                   "method_rejection{PUT}]");
    }
}

BOOST_AUTO_TEST_CASE(rejections_of_a_handled_result_fail)
{
    auto res = Get("/") >> complete("x");
    BOOST_CHECK_THROW(res.rejections(), std::logic_error);
    BOOST_CHECK_THROW(res.rejection(), std::logic_error);
}

BOOST_FIXTURE_TEST_CASE(runs_routes_http_routes_and_apps, route_test)
{
    route::route r = get(complete("x"));
    BOOST_TEST(!(Post("/") >> r).handled());
    BOOST_TEST((Post("/") >> route::to_http_routes(r)).status() ==
               route::status::method_not_allowed);
    BOOST_TEST((Get("/nothing") >> route::to_http_routes(path("a")(r)).or_not_found()).status() ==
               route::status::not_found);
}

BOOST_FIXTURE_TEST_CASE(fixture_owns_a_runtime, route_test)
{
    bool ran = false;
    boost::asio::post(io(), [&] { ran = true; });
    io().run();
    BOOST_TEST(ran);
}

BOOST_FIXTURE_TEST_CASE(add_header_appends_where_with_header_replaces, route_test)
{
    auto count = extract_request([](route::request req) {
        int n = 0;
        req.headers().any_of("X-A", [&n](std::string_view) {
            ++n;
            return false;
        });
        return complete(std::to_string(n));
    });
    BOOST_TEST((Get("/").add_header("X-A", "1").add_header("x-a", "2") >> count).body() == "2");
    BOOST_TEST((Get("/").add_header("X-A", "1").with_header("X-A", "2") >> count).body() == "1");
}

BOOST_FIXTURE_TEST_CASE(scheme_host_and_peer_of_a_test_request, route_test)
{
    auto r = (extract_scheme & extract_host & extract_client_ip)(
        [](std::string s, std::string h, std::string ip) { return complete(s + " " + h + " " + ip); });
    BOOST_TEST((Get("/") >> r).body() == "http example.com unknown");
    BOOST_TEST((Get("/").with_scheme("https").with_remote_address("192.0.2.1") >> r).body() ==
               "https example.com 192.0.2.1");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace testkit_testkit_test
