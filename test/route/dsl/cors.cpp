//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/cors.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <algorithm>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace dsl_cors_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

const std::string actual = "actual";
const std::string example_origin = "http://example.com";
constexpr auto example_status = route::status::created;

// pekko's `route(settings, responseHeaders)`: the inner route completes
// with 201 "actual" and the given fields
route::route
cors_route(route::cors_settings settings, std::vector<route::header_field> fields = {})
{
    return cors(std::move(settings))(complete(example_status, std::move(fields), actual));
}

// The response's fields as "Name: value", sorted, without the entity's
// Content-Type (pekko's `response.headers` has no Content-Type either).
std::vector<std::string>
fields_of(const result& res)
{
    std::vector<std::string> out;
    for (auto const& f : res.headers())
        if (f.name != "Content-Type")
            out.push_back(f.name + ": " + f.value);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string>
sorted(std::vector<std::string> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

route::rejection
cors_rejected(route::cors_rejection::cause_type c)
{
    return route::cors_rejection{std::move(c)};
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_cors)

// -- "The cors() directive"

// "extract its settings from the actor system": here the defaults of
// pekko's reference.conf (credentials allowed, so the origin is echoed)
BOOST_FIXTURE_TEST_CASE(cors_without_settings_uses_the_reference_defaults, route_test)
{
    auto r = cors()(complete(example_status, actual));
    auto res = Get("/").with_header("Origin", example_origin) >> r;
    BOOST_TEST(res.body() == actual);
    BOOST_TEST(res.status() == example_status);
    BOOST_TEST(fields_of(res) == sorted({"Access-Control-Allow-Origin: http://example.com",
                                         "Access-Control-Allow-Credentials: true",
                                         "Vary: Origin"}),
               boost::test_tools::per_element());
    // a preflight: the reference's methods and max-age
    auto pre = Options("/")
                   .with_header("Origin", example_origin)
                   .with_header("Access-Control-Request-Method", "POST") >> r;
    BOOST_TEST(pre.status() == route::status::ok);
    BOOST_TEST(pre.header("Access-Control-Allow-Methods") == "GET, POST, HEAD, OPTIONS");
    BOOST_TEST(pre.header("Access-Control-Max-Age") == "1800");
}

BOOST_AUTO_TEST_CASE(cors_without_settings_holds_nothing)
{
    // a literal-only directive: the route stays a plain value
    auto r = cors()(complete("x"));
    static_assert(std::is_trivially_destructible_v<decltype(r)>);
    static_assert(std::is_trivially_copyable_v<decltype(r)>);
    // with settings, copies share them through one pointer
    auto s = cors(route::cors_settings{});
    static_assert(sizeof(s) <= 2 * sizeof(void*));
}

BOOST_AUTO_TEST_CASE(the_defaults_are_pekkos_reference_conf)
{
    route::cors_settings s;
    BOOST_TEST(s.allow_generic_http_requests);
    BOOST_TEST(s.allow_credentials);
    BOOST_TEST(s.allowed_origins.is_any());
    BOOST_TEST(s.allowed_headers.is_any());
    BOOST_TEST((s.allowed_methods == std::vector<route::method>{route::method::get, route::method::post,
                                                                route::method::head,
                                                                route::method::options}));
    BOOST_TEST(s.exposed_headers.empty());
    BOOST_TEST((s.max_age == std::chrono::seconds(1800)));
}

// -- "The cors(settings) directive"

BOOST_FIXTURE_TEST_CASE(not_affect_actual_requests_when_not_strict, route_test)
{
    std::vector<route::header_field> fields = {{"Host", "my-host"}, {"Access-Control-Max-Age", "60"}};
    auto res = Get("/") >> cors_route({}, fields);
    BOOST_TEST(res.body() == actual);
    BOOST_TEST(res.status() == example_status);
    // untouched, the CORS fields included
    BOOST_TEST(fields_of(res) == sorted({"Host: my-host", "Access-Control-Max-Age: 60"}),
               boost::test_tools::per_element());
}

BOOST_FIXTURE_TEST_CASE(reject_requests_without_origin_when_strict, route_test)
{
    auto res = Get("/") >> cors_route({.allow_generic_http_requests = false});
    BOOST_TEST(res.rejection() == cors_rejected(route::cors_rejection::malformed{}));
}

BOOST_FIXTURE_TEST_CASE(accept_actual_requests_with_a_single_origin, route_test)
{
    auto res = Get("/").with_header("Origin", example_origin) >> cors_route({});
    BOOST_TEST(res.body() == actual);
    BOOST_TEST(res.status() == example_status);
    BOOST_TEST(fields_of(res) == sorted({"Access-Control-Allow-Origin: http://example.com",
                                         "Access-Control-Allow-Credentials: true",
                                         "Vary: Origin"}),
               boost::test_tools::per_element());
}

BOOST_FIXTURE_TEST_CASE(accept_preflight_requests_with_a_null_origin_when_any_origin, route_test)
{
    auto res = Options("/")
                   .with_header("Origin", "null")
                   .with_header("Access-Control-Request-Method", "GET") >> cors_route({});
    BOOST_TEST(res.status() == route::status::ok);
    BOOST_TEST(fields_of(res) == sorted({"Access-Control-Allow-Origin: null",
                                         "Access-Control-Allow-Methods: GET, POST, HEAD, OPTIONS",
                                         "Access-Control-Max-Age: 1800",
                                         "Access-Control-Allow-Credentials: true"}),
               boost::test_tools::per_element());
}

BOOST_FIXTURE_TEST_CASE(reject_preflight_requests_with_a_null_origin_when_not_any_origin, route_test)
{
    auto res = Options("/")
                   .with_header("Origin", "null")
                   .with_header("Access-Control-Request-Method", "GET") >>
               cors_route({.allowed_origins = {example_origin}});
    BOOST_TEST(res.rejection() == cors_rejected(route::cors_rejection::invalid_origin{}));
}

BOOST_FIXTURE_TEST_CASE(accept_actual_requests_with_a_null_origin, route_test)
{
    auto res = Get("/").with_header("Origin", "null") >> cors_route({});
    BOOST_TEST(res.body() == actual);
    BOOST_TEST(res.status() == example_status);
    BOOST_TEST(fields_of(res) == sorted({"Access-Control-Allow-Origin: null",
                                         "Access-Control-Allow-Credentials: true",
                                         "Vary: Origin"}),
               boost::test_tools::per_element());
}

BOOST_FIXTURE_TEST_CASE(accept_actual_requests_with_an_origin_matching_an_allowed_subdomain, route_test)
{
    auto r = cors_route({.allowed_origins = {"http://*.example.com"}});
    auto res = Get("/").with_header("Origin", "http://sub.example.com") >> r;
    BOOST_TEST(res.body() == actual);
    BOOST_TEST(res.status() == example_status);
    BOOST_TEST(fields_of(res) == sorted({"Access-Control-Allow-Origin: http://sub.example.com",
                                         "Access-Control-Allow-Credentials: true",
                                         "Vary: Origin"}),
               boost::test_tools::per_element());
}

BOOST_FIXTURE_TEST_CASE(return_allow_origin_star_to_actual_requests_only_without_credentials, route_test)
{
    auto res = Get("/").with_header("Origin", example_origin) >>
               cors_route({.allow_credentials = false});
    BOOST_TEST(res.body() == actual);
    BOOST_TEST(res.status() == example_status);
    // `*` does not vary with the origin: no Vary
    BOOST_TEST(fields_of(res) == std::vector<std::string>{"Access-Control-Allow-Origin: *"},
               boost::test_tools::per_element());
}

BOOST_FIXTURE_TEST_CASE(return_expose_headers_to_actual_requests_with_all_the_exposed_headers, route_test)
{
    auto res = Get("/").with_header("Origin", example_origin) >>
               cors_route({.exposed_headers = {"X-a", "X-b", "X-c"}});
    BOOST_TEST(res.body() == actual);
    BOOST_TEST(res.status() == example_status);
    // in pekko's order, ahead of the response's own fields
    std::vector<std::string> in_order;
    for (auto const& f : res.headers())
        in_order.push_back(f.name + ": " + f.value);
    BOOST_TEST_REQUIRE(in_order.size() >= 3u);
    BOOST_TEST(in_order[0] == "Access-Control-Allow-Origin: http://example.com");
    BOOST_TEST(in_order[1] == "Access-Control-Expose-Headers: X-a, X-b, X-c");
    BOOST_TEST(in_order[2] == "Access-Control-Allow-Credentials: true");
    BOOST_TEST(res.header("Vary") == "Origin");
}

BOOST_FIXTURE_TEST_CASE(remove_cors_fields_from_the_original_response_before_adding_the_new_ones, route_test)
{
    std::vector<route::header_field> fields = {
        {"Host", "my-host"},                               // untouched
        {"Access-Control-Allow-Origin", "http://bad.com"}, // replaced
        {"Access-Control-Expose-Headers", "X-bad"},        // replaced
        {"Access-Control-Allow-Credentials", "false"},     // replaced
        {"access-control-allow-methods", "POST"},          // removed (any case)
        {"Access-Control-Allow-Headers", "X-bad"},         // removed
        {"Access-Control-Max-Age", "60"},                  // removed
    };
    auto res = Get("/").with_header("Origin", example_origin) >>
               cors_route({.exposed_headers = {"X-good"}}, fields);
    BOOST_TEST(res.body() == actual);
    BOOST_TEST(res.status() == example_status);
    BOOST_TEST(fields_of(res) == sorted({"Access-Control-Allow-Origin: http://example.com",
                                         "Access-Control-Expose-Headers: X-good",
                                         "Access-Control-Allow-Credentials: true",
                                         "Host: my-host", "Vary: Origin"}),
               boost::test_tools::per_element());
}

BOOST_FIXTURE_TEST_CASE(accept_valid_preflight_requests, route_test)
{
    bool reached = false;
    auto r = cors(route::cors_settings{})(extract_uri([&](boost::urls::url) {
        reached = true;
        return complete(example_status, actual);
    }));
    auto res = Options("/")
                   .with_header("Origin", example_origin)
                   .with_header("Access-Control-Request-Method", "GET") >> r;
    BOOST_TEST(res.status() == route::status::ok);
    BOOST_TEST(res.body().empty());
    BOOST_TEST(!res.has_header("Content-Type"));
    BOOST_TEST(fields_of(res) == sorted({"Access-Control-Allow-Origin: http://example.com",
                                         "Access-Control-Allow-Methods: GET, POST, HEAD, OPTIONS",
                                         "Access-Control-Max-Age: 1800",
                                         "Access-Control-Allow-Credentials: true"}),
               boost::test_tools::per_element());
    // answered by the directive: the inner route never ran
    BOOST_TEST(!reached);
}

BOOST_FIXTURE_TEST_CASE(accept_actual_requests_with_the_options_method, route_test)
{
    auto res = Options("/").with_header("Origin", example_origin) >> cors_route({});
    BOOST_TEST(res.body() == actual);
    BOOST_TEST(res.status() == example_status);
    BOOST_TEST(fields_of(res) == sorted({"Access-Control-Allow-Origin: http://example.com",
                                         "Access-Control-Allow-Credentials: true",
                                         "Vary: Origin"}),
               boost::test_tools::per_element());
}

BOOST_FIXTURE_TEST_CASE(reject_actual_requests_with_invalid_origin_when_the_origin_is_null, route_test)
{
    auto res = Get("/").with_header("Origin", "null") >>
               cors_route({.allowed_origins = {example_origin}});
    BOOST_TEST(res.rejection() == cors_rejected(route::cors_rejection::invalid_origin{}));
}

BOOST_FIXTURE_TEST_CASE(reject_actual_requests_with_invalid_origin_when_there_is_one_origin, route_test)
{
    auto res = Get("/").with_header("Origin", "http://invalid.com") >>
               cors_route({.allowed_origins = {example_origin}});
    BOOST_TEST(res.rejection() ==
               cors_rejected(route::cors_rejection::invalid_origin{{"http://invalid.com"}}));
}

BOOST_FIXTURE_TEST_CASE(reject_preflight_requests_with_invalid_origin, route_test)
{
    auto res = Options("/")
                   .with_header("Origin", "http://invalid.com")
                   .with_header("Access-Control-Request-Method", "GET") >>
               cors_route({.allowed_origins = {example_origin}});
    BOOST_TEST(res.rejection() ==
               cors_rejected(route::cors_rejection::invalid_origin{{"http://invalid.com"}}));
}

BOOST_FIXTURE_TEST_CASE(reject_preflight_requests_with_invalid_method, route_test)
{
    auto res = Options("/")
                   .with_header("Origin", example_origin)
                   .with_header("Access-Control-Request-Method", "PATCH") >> cors_route({});
    BOOST_TEST(res.rejection() ==
               cors_rejected(route::cors_rejection::invalid_method{route::method::patch}));
}

BOOST_FIXTURE_TEST_CASE(reject_preflight_requests_with_invalid_header, route_test)
{
    auto res = Options("/")
                   .with_header("Origin", example_origin)
                   .with_header("Access-Control-Request-Method", "GET")
                   .with_header("Access-Control-Request-Headers", "X-header") >>
               cors_route({.allowed_headers = {}});
    BOOST_TEST(res.rejection() ==
               cors_rejected(route::cors_rejection::invalid_headers{{"X-header"}}));
}

BOOST_FIXTURE_TEST_CASE(reject_preflight_requests_with_multiple_origins, route_test)
{
    auto res = Options("/")
                   .with_header("Origin", "http://example.com http://example.com")
                   .with_header("Access-Control-Request-Method", "GET") >>
               cors_route({.allow_generic_http_requests = false});
    BOOST_TEST(res.rejection() == cors_rejected(route::cors_rejection::malformed{}));
}

// -- "the default rejection handler" (pekko's corsRejectionHandler)

namespace {

route::route
sealed_route()
{
    return handle_rejections(route::cors_rejection_handler)(
        cors_route({.allowed_origins = {example_origin},
                    .allowed_headers = {},
                    .allow_generic_http_requests = false}));
}

} // namespace

BOOST_FIXTURE_TEST_CASE(handler_handles_the_malformed_request_cause, route_test)
{
    auto res = Get("/") >> sealed_route();
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "CORS: malformed request");
}

BOOST_FIXTURE_TEST_CASE(handler_handles_an_invalid_origin_when_the_origin_is_null, route_test)
{
    auto res = Get("/").with_header("Origin", "null") >> sealed_route();
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "CORS: invalid origin 'null'");
}

BOOST_FIXTURE_TEST_CASE(handler_handles_an_invalid_origin_when_there_is_one_origin, route_test)
{
    auto res = Get("/").with_header("Origin", "http://invalid.com") >> sealed_route();
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "CORS: invalid origin 'http://invalid.com'");
}

BOOST_FIXTURE_TEST_CASE(handler_handles_an_invalid_origin_when_there_are_two_origins, route_test)
{
    auto res = Get("/").with_header("Origin", "http://invalid1.com http://invalid2.com") >>
               sealed_route();
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "CORS: invalid origin 'http://invalid1.com http://invalid2.com'");
}

BOOST_FIXTURE_TEST_CASE(handler_handles_a_preflight_request_with_invalid_method, route_test)
{
    auto res = Options("/")
                   .with_header("Origin", example_origin)
                   .with_header("Access-Control-Request-Method", "PATCH") >> sealed_route();
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "CORS: invalid method 'PATCH'");
}

BOOST_FIXTURE_TEST_CASE(handler_handles_a_preflight_request_with_invalid_headers, route_test)
{
    auto res = Options("/")
                   .with_header("Origin", example_origin)
                   .with_header("Access-Control-Request-Method", "GET")
                   .with_header("Access-Control-Request-Headers", "X-a, X-b") >> sealed_route();
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "CORS: invalid headers 'X-a X-b'");
}

BOOST_FIXTURE_TEST_CASE(handler_handles_multiple_cors_rejections, route_test)
{
    auto res = Options("/")
                   .with_header("Origin", "http://invalid.com")
                   .with_header("Access-Control-Request-Method", "PATCH")
                   .with_header("Access-Control-Request-Headers", "X-a, X-b") >> sealed_route();
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() ==
               "CORS: invalid origin 'http://invalid.com', invalid method 'PATCH', invalid headers 'X-a X-b'");
}

// -- beyond pekko's spec

BOOST_FIXTURE_TEST_CASE(the_handler_declines_other_rejections_and_is_a_function_too, route_test)
{
    auto h = route::cors_rejection_handler();
    BOOST_TEST(!h({route::missing_header_rejection{"X"}}).has_value());
    BOOST_TEST(!h({}).has_value());
    BOOST_TEST(h({cors_rejected(route::cors_rejection::malformed{})}).has_value());
    // tag::fallback[]
    auto both = route::cors_rejection_handler().with_fallback(route::default_rejection_handler());
    // end::fallback[]
    // a list without CORS rejections goes to the fallback
    BOOST_TEST((Put("/") >> handle_rejections(both)(get(complete("x")))).status() ==
               route::status::method_not_allowed);
    auto strict = handle_rejections(both)(cors_route({.allow_generic_http_requests = false}));
    auto res = Get("/") >> strict;
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "CORS: malformed request");
}

BOOST_FIXTURE_TEST_CASE(the_default_handler_answers_cors_rejections_as_the_cors_handler, route_test)
{
    // pekko-http's default handler would answer 500
    auto r = route::seal(cors_route({.allowed_origins = {example_origin}}));
    auto res = Get("/").with_header("Origin", "http://invalid.com") >> r;
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "CORS: invalid origin 'http://invalid.com'");
    // other rejections first, as the default handler's cases go
    auto both = route::seal(cors_route({.allowed_origins = {example_origin}}) |
                            post(complete("p")));
    BOOST_TEST((Get("/").with_header("Origin", "http://invalid.com") >> both).status() ==
               route::status::method_not_allowed);
}

BOOST_FIXTURE_TEST_CASE(a_preflight_lists_the_allowed_headers_or_echoes_the_requested_ones, route_test)
{
    auto preflight = [](const char* requested) {
        auto req = Options("/")
                       .with_header("Origin", example_origin)
                       .with_header("Access-Control-Request-Method", "PUT");
        if (*requested)
            req.with_header("Access-Control-Request-Headers", requested);
        return req;
    };
    route::cors_settings listed{.allowed_origins = {example_origin},
                                .allowed_methods = {route::method::get, route::method::put},
                                .allowed_headers = {"Content-Type", "X-Custom"},
                                .max_age = std::nullopt};
    auto res = preflight("x-custom,content-type") >> cors_route(listed);
    BOOST_TEST(res.status() == route::status::ok);
    BOOST_TEST(res.header("Access-Control-Allow-Headers") == "Content-Type, X-Custom");
    BOOST_TEST(res.header("Access-Control-Allow-Methods") == "GET, PUT");
    BOOST_TEST(!res.has_header("Access-Control-Max-Age"));
    // with any field allowed, the requested ones are echoed; none asked, none sent
    route::cors_settings any{.allowed_methods = {route::method::put}};
    auto echoed = preflight("x-custom, content-type") >> cors_route(any);
    BOOST_TEST(echoed.header("Access-Control-Allow-Headers") == "x-custom, content-type");
    auto none = preflight("") >> cors_route(any);
    BOOST_TEST(none.status() == route::status::ok);
    BOOST_TEST(!none.has_header("Access-Control-Allow-Headers"));
}

BOOST_FIXTURE_TEST_CASE(origins_match_exactly_or_by_subdomain, route_test)
{
    // pekko's HttpOriginMatcherSpec
    route::http_origin_matcher m{"http://test.com", "https://test.ch:12345", "https://*.test.uk.co",
                                 "http://*.abc.com:8080", "http://*abc.com", "http://abc.*.middle.com"};
    for (auto o : {"http://test.com", "https://test.ch:12345", "https://sub.test.uk.co",
                   "https://sub1.sub2.test.uk.co", "http://sub.abc.com:8080", "http://*abc.com"})
        BOOST_TEST_CONTEXT(o) BOOST_TEST(m.matches(o));
    for (auto o : {"http://test.com:8080", "http://sub.test.uk.co", "http://sub.abc.com",
                   "http://abc.test.com", "http://subabc.com", "http://abc.sub.middle.com",
                   "http://abc.middle.com", "https://test.uk.co", "HTTP://test.com",
                   "http://Test.com", "http://test.com/", "not an origin"})
        BOOST_TEST_CONTEXT(o) BOOST_TEST(!m.matches(o));
    route::http_origin_matcher strict{"http://localhost", "https://test.ch:12345"};
    BOOST_TEST(strict.matches("http://localhost"));
    BOOST_TEST(!strict.matches("http://localhost:80"));
    BOOST_TEST(!strict.matches("https://localhost"));
    BOOST_TEST(route::http_origin_matcher::any().matches("https://test.com:4433"));
    BOOST_TEST(route::http_origin_matcher{"*"}.is_any());
    BOOST_TEST(!route::http_origin_matcher{}.matches("http://test.com"));
    BOOST_CHECK_THROW((route::http_origin_matcher{"example.com"}), std::invalid_argument);
    BOOST_CHECK_THROW((route::http_origin_matcher{"http://example.com/path"}), std::invalid_argument);
}

// pekko's HttpHeaderRangeSpec
BOOST_AUTO_TEST_CASE(header_ranges_match_names_ignoring_case)
{
    auto any = route::http_header_range::any();
    for (auto h : {"Content-Type", "conTent-tyPe", "Accept", "x-any-random-header-name"})
        BOOST_TEST_CONTEXT(h) BOOST_TEST(any.matches(h));
    route::http_header_range range{"Content-Type", "Accept"};
    for (auto h : {"Content-Type", "CONTENT-TYPE", "content-type", "conTent-tyPe", "Accept",
                   "ACCEPT", "accept", "aCcepT"})
        BOOST_TEST_CONTEXT(h) BOOST_TEST(range.matches(h));
    for (auto h : {"Content-Type2", "Content-Typ", "x-any-random-header-name"})
        BOOST_TEST_CONTEXT(h) BOOST_TEST(!range.matches(h));
    BOOST_TEST(route::http_header_range{"*"}.is_any());
    BOOST_TEST(!route::http_header_range{}.matches("Accept"));
}

BOOST_FIXTURE_TEST_CASE(a_request_that_is_not_cors_passes_or_is_malformed, route_test)
{
    auto strict = cors_route({.allow_generic_http_requests = false});
    // an Origin that is not an origin list is no Origin (as pekko's parser)
    for (auto o : {"example.com", "http://a.com  http://b.com", "http://a.com/"})
        BOOST_TEST_CONTEXT(o)
        {
            BOOST_TEST((Get("/").with_header("Origin", o) >> strict).rejection() ==
                       cors_rejected(route::cors_rejection::malformed{}));
            BOOST_TEST((Get("/").with_header("Origin", o) >> cors_route({})).body() == actual);
        }
    // Access-Control-Request-Method on a GET: neither preflight nor actual
    auto odd = Get("/")
                   .with_header("Origin", example_origin)
                   .with_header("Access-Control-Request-Method", "GET") >> cors_route({});
    BOOST_TEST(odd.body() == actual);
    BOOST_TEST(!odd.has_header("Access-Control-Allow-Origin"));
}

BOOST_FIXTURE_TEST_CASE(rejections_of_the_inner_route_pass_without_fields, route_test)
{
    auto r = cors(route::cors_settings{})(get(complete("x")));
    auto res = Post("/").with_header("Origin", example_origin) >> r;
    BOOST_TEST(res.rejection() == route::rejection(route::method_rejection{route::method::get}));
    // tag::inside[]
    // rejections handled inside cors: their answers get the fields
    auto inside = cors(route::cors_settings{})(route::seal(get(complete("x"))));
    // end::inside[]
    auto sealed = Post("/").with_header("Origin", example_origin) >> inside;
    BOOST_TEST(sealed.status() == route::status::method_not_allowed);
    BOOST_TEST(sealed.header("Access-Control-Allow-Origin") == example_origin);
}

BOOST_FIXTURE_TEST_CASE(vary_is_added_to_the_vary_of_the_response, route_test)
{
    auto res = Get("/").with_header("Origin", example_origin) >>
               cors_route({}, {{"Vary", "Accept-Encoding"}});
    BOOST_TEST(res.header("Vary") == "Accept-Encoding, Origin");
    auto twice = Get("/").with_header("Origin", example_origin) >> cors_route({}, {{"Vary", "origin"}});
    BOOST_TEST(twice.header("Vary") == "origin");
}

BOOST_FIXTURE_TEST_CASE(an_awaiting_inner_route_gets_the_fields_when_it_completes, route_test)
{
    auto r = cors(route::cors_settings{.exposed_headers = {"X-Id"}})(
        extract_uri([](boost::urls::url) -> boost::asio::awaitable<route::route> {
            co_await boost::asio::post(co_await boost::asio::this_coro::executor,
                                       boost::asio::use_awaitable);
            co_return complete("later");
        }));
    auto res = Get("/").with_header("Origin", example_origin) >> r;
    BOOST_TEST(res.body() == "later");
    BOOST_TEST(res.header("Access-Control-Allow-Origin") == example_origin);
    BOOST_TEST(res.header("Access-Control-Expose-Headers") == "X-Id");
}

BOOST_AUTO_TEST_CASE(settings_are_checked)
{
    BOOST_CHECK_THROW(cors(route::cors_settings{.max_age = std::chrono::seconds(-1)}),
                      std::invalid_argument);
    // "*" is any origin only alone
    BOOST_CHECK_THROW((void)(route::cors_settings{.allowed_origins = {"http://a.com", "*"}}),
                      std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(rejections_describe_themselves_in_pekkos_words)
{
    using c = route::cors_rejection;
    BOOST_TEST(c{c::malformed{}}.description() == "malformed request");
    BOOST_TEST(c{c::invalid_origin{}}.description() == "invalid origin 'null'");
    BOOST_TEST((c{c::invalid_origin{{"http://a.com", "http://b.com"}}}.description() ==
                "invalid origin 'http://a.com http://b.com'"));
    BOOST_TEST(c{c::invalid_method{route::method("PURGE")}}.description() == "invalid method 'PURGE'");
    BOOST_TEST(c{c::invalid_headers{{"X-a"}}}.description() == "invalid headers 'X-a'");
}

// pekko: "The checkSameOrigin directive should handle request with correct
// origin headers / reject request with missed origin header / reject
// requests with invalid origin header value"
BOOST_FIXTURE_TEST_CASE(check_same_origin_passes_only_allowed_origins, route_test)
{
    auto r = check_same_origin({"http://localhost:8080"})(complete("Result"));
    auto ok = Get("/abc").with_header("Origin", "http://localhost:8080") >> r;
    BOOST_TEST(ok.status() == route::status::ok);
    BOOST_TEST(ok.body() == "Result");
    BOOST_TEST((Get("/abc") >> r).rejection() ==
               route::rejection(route::missing_header_rejection{"Origin"}));
    auto invalid = Get("/abc").with_header("Origin", "http://invalid.com");
    BOOST_TEST((invalid >> r).rejection() ==
               route::rejection(route::invalid_origin_rejection{{"http://localhost:8080"}}));
    auto sealed = invalid >> route::to_http_routes(r);
    BOOST_TEST(sealed.status() == route::status::forbidden);
    BOOST_TEST(sealed.body() == "Allowed `Origin` header values: http://localhost:8080");
    // one of several origins is enough; null and another port are not
    BOOST_TEST((Get("/").with_header("Origin", "http://a.org http://localhost:8080") >> r).body() ==
               "Result");
    BOOST_TEST(!(Get("/").with_header("Origin", "null") >> r).handled());
    BOOST_TEST(!(Get("/").with_header("Origin", "http://localhost:8081") >> r).handled());
    auto malformed = Get("/").with_header("Origin", "http://localhost:8080/path") >> r;
    BOOST_TEST(std::holds_alternative<route::malformed_header_rejection>(malformed.rejection()));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_cors_test
