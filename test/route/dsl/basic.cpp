//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/basic.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/describe/class.hpp>
#include <stdexcept>

namespace dsl_basic_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

struct order
{
    int id;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(order, (), (id, name))

struct quota_exceeded
{
    int limit;
    friend bool operator==(const quota_exceeded&, const quota_exceeded&) = default;
};

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_basic)

BOOST_FIXTURE_TEST_CASE(pass_and_provide, route_test)
{
    BOOST_TEST((Get("/") >> pass(complete("p"))).body() == "p");
    auto r = provide(42)([](int x) { return complete(std::to_string(x)); });
    BOOST_TEST((Get("/") >> r).body() == "42");
}

BOOST_FIXTURE_TEST_CASE(extract_runs_a_function_of_the_context_per_request, route_test)
{
    auto r = extract([](const route::request_context& ctx) { return ctx.request().body().size(); })(
        [](std::size_t n) { return complete(std::to_string(n)); });
    BOOST_TEST((Post("/", std::string("abc")) >> r).body() == "3");
    BOOST_TEST((Post("/", std::string("abcde")) >> r).body() == "5");
}

BOOST_FIXTURE_TEST_CASE(extract_request_gives_the_request, route_test)
{
    auto r = extract_request([](route::request req) {
        return complete(std::string(req.method().name()) + " " + std::string(req.target()) + " " +
                        std::string(req.header("X-A").value_or("-")));
    });
    BOOST_TEST((Put("/a?b=1").with_header("X-A", "1") >> r).body() == "PUT /a?b=1 1");
}

BOOST_FIXTURE_TEST_CASE(extract_uri_gives_the_effective_uri, route_test)
{
    auto r = extract_uri([](boost::urls::url u) { return complete(std::string(u.buffer())); });
    BOOST_TEST((Get("/a/b?c=1") >> r).body() == "http://example.com/a/b?c=1");
    BOOST_TEST((Get("/a").with_header("Host", "api.example.org:8080").with_scheme("https") >> r)
                   .body() == "https://api.example.org:8080/a");
    BOOST_TEST((Get("http://other.org/x?y") >> r).body() == "http://other.org/x?y");
    auto parts = extract_uri([](boost::urls::url u) {
        return complete(std::string(u.host()) + " " + std::string(u.path()));
    });
    BOOST_TEST((Get("/a%20b") >> parts).body() == "example.com /a b");
}

BOOST_FIXTURE_TEST_CASE(unmatched_and_matched_path, route_test)
{
    auto r = path_prefix("files")(
        (extract_matched_path & extract_unmatched_path)([](std::string m, std::string u) {
            return complete(m + "|" + u);
        }));
    BOOST_TEST((Get("/files/a/b?x=1") >> r).body() == "/files|/a/b");
    BOOST_TEST((Get("/files") >> r).body() == "/files|");
    auto whole = extract_unmatched_path([](std::string u) { return complete(u); });
    BOOST_TEST((Get("/x%2Fy") >> whole).body() == "/x%2Fy");
    auto end = path("a" / segment)([](std::string) {
        return extract_matched_path([](std::string m) { return complete(m); });
    });
    BOOST_TEST((Get("/a/b") >> end).body() == "/a/b");
}

BOOST_FIXTURE_TEST_CASE(client_ip_sources_in_pekkos_order, route_test)
{
    auto r = extract_client_ip([](std::string ip) { return complete(ip); });
    BOOST_TEST((Get("/") >> r).body() == "unknown");
    BOOST_TEST((Get("/").with_remote_address("10.0.0.9") >> r).body() == "10.0.0.9");
    BOOST_TEST((Get("/").with_remote_address("10.0.0.9").with_header("X-Real-IP", "10.1.1.1") >> r)
                   .body() == "10.1.1.1");
    BOOST_TEST((Get("/")
                    .with_remote_address("10.0.0.9")
                    .with_header("X-Real-IP", "10.1.1.1")
                    .with_header("X-Forwarded-For", "192.0.2.1, 10.2.2.2") >>
                r)
                   .body() == "192.0.2.1");
    BOOST_TEST((Get("/").with_header("X-Forwarded-For", "2001:db8::1") >> r).body() ==
               "2001:db8::1");
    // what is not an address is skipped
    BOOST_TEST((Get("/").with_header("X-Forwarded-For", "unknown").with_header("X-Real-IP",
                                                                              "10.1.1.1") >>
                r)
                   .body() == "10.1.1.1");
}

BOOST_FIXTURE_TEST_CASE(map_request_changes_what_the_inner_route_sees, route_test)
{
    auto r = map_request([](route::request req) {
        return route::request(route::method::get, req.target(), req.headers(), req.body());
    })(get(extract_request([](route::request req) { return complete(std::string(req.method().name())); })));
    BOOST_TEST((Head("/") >> r).body() == "GET");
    auto https = map_request([](route::request req) { return req.with_scheme("https"); })(
        scheme("https")(complete("secure")));
    BOOST_TEST((Get("/") >> https).body() == "secure");
}

BOOST_FIXTURE_TEST_CASE(map_rejections_transforms_the_list, route_test)
{
    auto r = map_rejections([](std::vector<route::rejection> list) {
        for (auto& x : list)
            if (std::holds_alternative<route::missing_query_param_rejection>(x))
                x = route::validation_rejection{"incomplete"};
        return list;
    })(parameter("q")([](std::string q) { return complete(q); }));
    BOOST_TEST((Get("/?q=1") >> r).body() == "1");
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::validation_rejection{"incomplete"}));
    auto res = Get("/") >> route::to_http_routes(r);
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "incomplete");
}

BOOST_FIXTURE_TEST_CASE(cancel_rejections_cancels_in_the_whole_set, route_test)
{
    auto inner = parameter("q")([](std::string q) { return complete(q); });
    auto r = post(complete("posted")) |
             cancel_rejections<route::method_rejection, route::missing_header_rejection>()(
                 header_value_by_name("X-A")([](std::string a) { return complete(a); }) | inner);
    // the sibling's method rejection and the inner header rejection are gone
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"q"}));
    // a branch that completes cancels nothing
    BOOST_TEST((Get("/?q=1") >> r).body() == "1");
    auto none = cancel_rejections<route::missing_query_param_rejection>()(inner);
    BOOST_TEST((Get("/") >> none).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(reject_with_given_rejections, route_test)
{
    BOOST_TEST((Get("/") >> reject()).rejections().empty());
    auto r = reject(route::validation_rejection{"no"}, route::missing_header_rejection{"X"});
    BOOST_TEST((Get("/") >> r).rejections().size() == 2u);
    // the default handler takes the missing header first, as pekko orders them
    BOOST_TEST((Get("/") >> route::to_http_routes(r)).body() ==
               "Request is missing required HTTP header 'X'");
}

BOOST_FIXTURE_TEST_CASE(custom_rejections_carry_a_value, route_test)
{
    auto r = reject(route::custom_rejection(quota_exceeded{10}));
    auto res = Get("/") >> r;
    auto c = std::get_if<route::custom_rejection>(&res.rejection());
    BOOST_TEST_REQUIRE(c != nullptr);
    BOOST_TEST_REQUIRE(c->get_if<quota_exceeded>() != nullptr);
    BOOST_TEST(c->get_if<quota_exceeded>()->limit == 10);
    BOOST_TEST(c->get_if<int>() == nullptr);
    BOOST_TEST((route::custom_rejection(quota_exceeded{1}) ==
                route::custom_rejection(quota_exceeded{1})));
    BOOST_TEST(!(route::custom_rejection(quota_exceeded{1}) == route::custom_rejection(1)));
}

BOOST_FIXTURE_TEST_CASE(an_unhandled_custom_rejection_is_500, route_test)
{
    auto r = route::to_http_routes(reject(route::custom_rejection(quota_exceeded{10})));
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
    // a handler of one's own answers it
    route::rejection_handler h([](const std::vector<route::rejection>& list)
                                   -> std::optional<route::route> {
        for (auto const& x : list)
            if (auto c = std::get_if<route::custom_rejection>(&x))
                if (auto q = c->get_if<quota_exceeded>())
                    return complete(route::status::too_many_requests,
                                    "limit " + std::to_string(q->limit));
        return std::nullopt;
    });
    auto own = Get("/") >> route::to_http_routes(reject(route::custom_rejection(quota_exceeded{10})), h);
    BOOST_TEST(own.status() == route::status::too_many_requests);
    BOOST_TEST(own.body() == "limit 10");
}

BOOST_FIXTURE_TEST_CASE(fail_with_is_an_exception_not_a_rejection, route_test)
{
    auto r = fail_with(std::runtime_error("broken")) | complete("never");
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
    auto ptr = fail_with(std::make_exception_ptr(std::logic_error("x")));
    BOOST_TEST((Get("/") >> ptr).status() == route::status::internal_server_error);
}

BOOST_FIXTURE_TEST_CASE(validate_passes_or_rejects_with_its_message, route_test)
{
    auto r = parameter(param("age").as<int>())([](int age) {
        return validate(age >= 0, "age must not be negative")(complete(std::to_string(age)));
    });
    BOOST_TEST((Get("/?age=3") >> r).body() == "3");
    BOOST_TEST((Get("/?age=-3") >> r).rejection() ==
               route::rejection(route::validation_rejection{"age must not be negative"}));
    auto res = Get("/?age=-3") >> route::to_http_routes(r);
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "age must not be negative");
    int calls = 0;
    auto per_request = validate([&calls] { return ++calls % 2 == 1; }, "even")(complete("odd"));
    BOOST_TEST((Get("/") >> per_request).body() == "odd");
    BOOST_TEST((Get("/") >> per_request).rejection() ==
               route::rejection(route::validation_rejection{"even"}));
}

BOOST_FIXTURE_TEST_CASE(validate_combines_with_parameters_and_entity, route_test)
{
    auto r = (post & parameter(param("max").as<int>()) & entity(as<order>))([](int max, order o) {
        return validate(o.id <= max, "id too large")(complete(o.name));
    });
    BOOST_TEST((Post("/?max=5", order{3, "tea"}) >> r).body() == "tea");
    BOOST_TEST((Post("/?max=5", order{9, "tea"}) >> route::to_http_routes(r)).body() ==
               "id too large");
}

BOOST_FIXTURE_TEST_CASE(redirect_answers_with_location_and_pekkos_body, route_test)
{
    struct row
    {
        route::status status;
        const char* body;
    };
    for (auto const& x : {
             row{route::status::moved_permanently,
                 "This and all future requests should be directed to <a href=\"/new\">this URI</a>."},
             row{route::status::found,
                 "The requested resource temporarily resides under <a href=\"/new\">this URI</a>."},
             row{route::status::see_other, "The response to the request can be found under <a "
                                           "href=\"/new\">this URI</a> using a GET method."},
             row{route::status::temporary_redirect,
                 "The request should be repeated with <a href=\"/new\">this URI</a>, but future "
                 "requests can still use the original URI."},
             row{route::status::permanent_redirect,
                 "The request, and all future requests should be repeated using <a "
                 "href=\"/new\">this URI</a>."},
         })
    {
        BOOST_TEST_CONTEXT(static_cast<int>(x.status))
        {
            auto res = Get("/old") >> redirect("/new", x.status);
            BOOST_TEST(res.status() == x.status);
            BOOST_TEST(res.header("Location") == "/new");
            BOOST_TEST(res.header("Content-Type") == "text/html; charset=utf-8");
            BOOST_TEST(res.body() == x.body);
        }
    }
    BOOST_CHECK_THROW(redirect("/new", route::status::ok), std::invalid_argument);
    BOOST_CHECK_THROW(redirect("/new", route::status::not_modified), std::invalid_argument);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_basic_test
