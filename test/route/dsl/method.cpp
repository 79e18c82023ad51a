//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/method.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

namespace dsl_method_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(dsl_method)

BOOST_FIXTURE_TEST_CASE(each_method_directive_passes_its_method_only, route_test)
{
    struct row
    {
        method_directive d;
        test_request (*make)(std::string);
        const char* name;
    };
    auto post0 = [](std::string t) { return Post(std::move(t)); };
    auto put0 = [](std::string t) { return Put(std::move(t)); };
    auto patch0 = [](std::string t) { return Patch(std::move(t)); };
    row rows[] = {{get, &Get, "GET"},         {post, +post0, "POST"},
                  {put, +put0, "PUT"},        {patch, +patch0, "PATCH"},
                  {delete_, &Delete, "DELETE"}, {head, &Head, "HEAD"},
                  {options, &Options, "OPTIONS"}};
    for (auto const& r : rows)
    {
        BOOST_TEST_CONTEXT(r.name)
        {
            auto ok = r.make("/") >> r.d(complete("yes"));
            BOOST_TEST(ok.body() == "yes");
            for (auto const& other : rows)
            {
                if (&other == &r)
                    continue;
                auto no = other.make("/") >> r.d(complete("yes"));
                BOOST_TEST(!no.handled());
                BOOST_TEST(no.rejection() ==
                           route::rejection(route::method_rejection{route::method(r.name)}));
            }
        }
    }
}

BOOST_FIXTURE_TEST_CASE(get_does_not_match_head, route_test)
{
    auto res = Head("/") >> get(complete("x"));
    BOOST_TEST(!res.handled());
}

BOOST_FIXTURE_TEST_CASE(general_method_directive, route_test)
{
    BOOST_TEST((Put("/") >> method(route::method::put)(complete("p"))).body() == "p");
    BOOST_TEST((Put("/") >> method(boost::beast::http::verb::put)(complete("p"))).body() == "p");
    auto res = Get("/") >> method(route::method::put)(complete("p"));
    BOOST_TEST(res.rejection() == route::rejection(route::method_rejection{route::method::put}));
}

BOOST_FIXTURE_TEST_CASE(extension_methods, route_test)
{
    auto r = method(route::method("PURGE"))(complete("purged"));
    BOOST_TEST((test_request(route::method("PURGE"), "/") >> r).body() == "purged");
    auto app = route::to_http_routes(r).or_not_found();
    auto res = Get("/") >> app;
    BOOST_TEST(res.status() == route::status::method_not_allowed);
    BOOST_TEST(res.header("Allow") == "PURGE");
}

BOOST_FIXTURE_TEST_CASE(extract_method_gives_the_method, route_test)
{
    auto r = extract_method([](route::method m) { return complete(std::string(m.name())); });
    BOOST_TEST((Patch("/") >> r).body() == "PATCH");
    BOOST_TEST((test_request(route::method("BREW"), "/") >> r).body() == "BREW");
}

BOOST_FIXTURE_TEST_CASE(several_methods_on_one_path, route_test)
{
    auto r = path("x")(get(complete("read")) | put(complete("write")));
    BOOST_TEST((Get("/x") >> r).body() == "read");
    BOOST_TEST((Put("/x") >> r).body() == "write");
    auto res = Delete("/x") >> route::to_http_routes(r).or_not_found();
    BOOST_TEST(res.status() == route::status::method_not_allowed);
    BOOST_TEST(res.header("Allow") == "GET, PUT");
    BOOST_TEST(res.body() == "HTTP method not allowed, supported methods: GET, PUT");
}

BOOST_FIXTURE_TEST_CASE(a_passing_method_cancels_method_rejections_of_all_branches, route_test)
{
    // POST passes, then its inner route rejects: GET's and PUT's method
    // rejections are cancelled, before and after it
    route::route r = get(complete("g")) | post(reject(route::validation_rejection{"v"})) |
                     put(complete("p"));
    auto res = Post("/") >> r;
    BOOST_TEST(res.rejection() == route::rejection(route::validation_rejection{"v"}));
    auto app = route::to_http_routes(r).or_not_found();
    BOOST_TEST((Post("/") >> app).status() == route::status::bad_request);
}

BOOST_FIXTURE_TEST_CASE(override_method_with_parameter_reaches_the_branch, route_test)
{
    auto r = override_method_with_parameter("_method")(
        get(complete("get")) | delete_(complete("deleted")) | put(complete("put")));
    BOOST_TEST((Post("/x?_method=DELETE") >> r).body() == "deleted");
    BOOST_TEST((Post("/x?_method=put") >> r).body() == "put");
    BOOST_TEST((Get("/x") >> r).body() == "get");
    // absent: no change
    BOOST_TEST((Post("/x?other=DELETE") >> r).rejections().size() == 3u);
}

BOOST_FIXTURE_TEST_CASE(override_with_unknown_method_gives_501, route_test)
{
    auto r = override_method_with_parameter("_method")(get(complete("get")));
    auto res = Post("/x?_method=hallo") >> r;
    BOOST_TEST(res.status() == route::status::not_implemented);
    BOOST_TEST(res.body().find("'hallo'") != std::string::npos);
    BOOST_TEST(res.header("Content-Type") == "text/plain; charset=utf-8");
    // extension methods Beast knows are not standard HTTP methods either
    BOOST_TEST((Post("/x?_method=propfind") >> r).status() == route::status::not_implemented);
}

BOOST_FIXTURE_TEST_CASE(override_value_is_percent_decoded, route_test)
{
    auto r = override_method_with_parameter("_method")(patch(complete("patched")));
    BOOST_TEST((Post("/x?_method=%50ATCH") >> r).body() == "patched");
    BOOST_TEST((Post("/x?%5Fmethod=patch") >> r).body() == "patched");
}

BOOST_FIXTURE_TEST_CASE(override_with_invalid_query_rejects_as_malformed, route_test)
{
    auto r = override_method_with_parameter("_method")(get(complete("get")));
    auto res = Post("/x?_method=%zz") >> r;
    BOOST_TEST(res.rejection() == route::rejection(route::malformed_request_content_rejection{
                                      "The request's query string is invalid."}));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_method_test
