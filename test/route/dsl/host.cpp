//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/host.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <stdexcept>

namespace dsl_host_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

auto show_host = extract_host([](std::string h) { return complete(h); });
auto show_scheme = extract_scheme([](std::string s) { return complete(s); });

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_host)

BOOST_FIXTURE_TEST_CASE(extract_host_reads_the_host_header_without_port, route_test)
{
    BOOST_TEST((Get("/").with_header("Host", "api.example.org") >> show_host).body() ==
               "api.example.org");
    BOOST_TEST((Get("/").with_header("Host", "API.Example.org:8080") >> show_host).body() ==
               "api.example.org");
    BOOST_TEST((Get("/").with_header("Host", "[::1]:8080") >> show_host).body() == "::1");
    BOOST_TEST((Get("http://other.org:81/x") >> show_host).body() == "other.org");
}

BOOST_FIXTURE_TEST_CASE(the_test_kit_assumes_example_com, route_test)
{
    BOOST_TEST((Get("/") >> show_host).body() == "example.com");
}

BOOST_FIXTURE_TEST_CASE(host_passes_listed_names, route_test)
{
    auto r = host("api.example.org", "example.org")(complete("api"));
    BOOST_TEST((Get("/").with_header("Host", "api.example.org") >> r).body() == "api");
    BOOST_TEST((Get("/").with_header("Host", "Example.ORG:80") >> r).body() == "api");
}

BOOST_FIXTURE_TEST_CASE(host_mismatch_rejects_with_an_empty_list, route_test)
{
    auto r = host("api.example.org")(complete("api"));
    BOOST_TEST((Get("/").with_header("Host", "www.example.org") >> r).rejections().empty());
    auto sealed = route::to_http_routes(r).or_not_found();
    auto res = Get("/").with_header("Host", "www.example.org") >> sealed;
    BOOST_TEST(res.status() == route::status::not_found);
    BOOST_TEST(res.body() == "The requested resource could not be found.");
}

BOOST_FIXTURE_TEST_CASE(host_takes_a_predicate, route_test)
{
    auto r = host([](std::string_view h) { return h.ends_with(".example.org"); })(complete("sub")) |
             complete("other");
    BOOST_TEST((Get("/").with_header("Host", "a.example.org") >> r).body() == "sub");
    BOOST_TEST((Get("/").with_header("Host", "example.org") >> r).body() == "other");
}

BOOST_FIXTURE_TEST_CASE(host_regex_extracts_the_match_or_its_group, route_test)
{
    auto whole = host(regex("[a-z]+\\.example"))([](std::string h) { return complete(h); });
    BOOST_TEST((Get("/").with_header("Host", "API.example.org:8080") >> whole).body() == "api.example");
    BOOST_TEST((Get("/").with_header("Host", "1.example.org") >> whole).rejections().empty());

    auto group = host(regex("([a-z]+)\\.example\\.org"))([](std::string tenant) { return complete(tenant); });
    BOOST_TEST((Get("/").with_header("Host", "acme.example.org") >> group).body() == "acme");
    BOOST_TEST((Get("/").with_header("Host", "www.acme.example.org") >> group).rejections().empty());
    BOOST_CHECK_THROW(host(regex("(a)(b)")), std::invalid_argument);
}

BOOST_FIXTURE_TEST_CASE(extract_scheme_is_http_unless_set, route_test)
{
    BOOST_TEST((Get("/") >> show_scheme).body() == "http");
    BOOST_TEST((Get("/").with_scheme("https") >> show_scheme).body() == "https");
    BOOST_TEST((Get("HTTPS://example.org/x") >> show_scheme).body() == "https");
}

BOOST_FIXTURE_TEST_CASE(scheme_passes_or_rejects, route_test)
{
    auto r = scheme("https")(complete("secure"));
    BOOST_TEST((Get("/").with_scheme("https") >> r).body() == "secure");
    BOOST_TEST((Get("/") >> r).rejection() == route::rejection(route::scheme_rejection{"https"}));
}

// pekko's SchemeDirectivesSpec, "cancel SchemeRejection if other scheme passed"
BOOST_FIXTURE_TEST_CASE(a_passing_scheme_cancels_the_others_rejections, route_test)
{
    auto r = scheme("https")(complete("OK")) | scheme("http")(reject());
    BOOST_TEST((Put("http://localhost/").with_body("Hello") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(scheme_rejection_is_400_with_pekkos_text, route_test)
{
    auto r = route::to_http_routes(scheme("https")(complete("secure")));
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "Uri scheme not allowed, supported schemes: https");
    auto two = route::to_http_routes(scheme("https")(complete("s")) | scheme("wss")(complete("w")));
    BOOST_TEST((Get("/") >> two).body() == "Uri scheme not allowed, supported schemes: https, wss");
}

BOOST_FIXTURE_TEST_CASE(scheme_comes_first_in_the_default_order, route_test)
{
    // pekko's default handler answers a scheme rejection before a method rejection
    auto r = route::to_http_routes(post(complete("p")) | scheme("https")(complete("s")));
    BOOST_TEST((Get("/") >> r).body() == "Uri scheme not allowed, supported schemes: https");
}

BOOST_FIXTURE_TEST_CASE(combines_with_paths_and_parameters, route_test)
{
    auto r = (host("example.com") & scheme("https") & parameter("q"))([](std::string q) {
        return complete(q);
    });
    BOOST_TEST((Get("/?q=1").with_scheme("https") >> r).body() == "1");
    BOOST_TEST((Get("/?q=1").with_scheme("https").with_header("Host", "x.org") >> r)
                   .rejections()
                   .empty());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_host_test
