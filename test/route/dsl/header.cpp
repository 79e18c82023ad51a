//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/header.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/beast/core/string.hpp>
#include <stdexcept>
#include <boost/describe/class.hpp>

namespace dsl_header_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

struct order
{
    int id;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(order, (), (id, name))

auto echo = header_value_by_name("X-Token")([](std::string v) { return complete(v); });

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_header)

BOOST_FIXTURE_TEST_CASE(extracts_the_value_by_name_ignoring_case, route_test)
{
    BOOST_TEST((Get("/").with_header("X-Token", "abc") >> echo).body() == "abc");
    BOOST_TEST((Get("/").with_header("x-token", "abc") >> echo).body() == "abc");
    auto lower = header_value_by_name("x-token")([](std::string v) { return complete(v); });
    BOOST_TEST((Get("/").with_header("X-TOKEN", "abc") >> lower).body() == "abc");
    BOOST_TEST((Get("/").with_header("X-Token", "") >> echo).body() == "");
}

BOOST_FIXTURE_TEST_CASE(the_first_of_several_fields_wins, route_test)
{
    auto r = Get("/").add_header("X-Token", "first").add_header("X-Token", "second") >> echo;
    BOOST_TEST(r.body() == "first");
}

BOOST_FIXTURE_TEST_CASE(absent_rejects_as_missing, route_test)
{
    BOOST_TEST((Get("/").with_header("X-Other", "1") >> echo).rejection() ==
               route::rejection(route::missing_header_rejection{"X-Token"}));
}

BOOST_FIXTURE_TEST_CASE(missing_is_400_with_pekkos_text, route_test)
{
    auto r = Get("/") >> route::to_http_routes(echo);
    BOOST_TEST(r.status() == route::status::bad_request);
    BOOST_TEST(r.body() == "Request is missing required HTTP header 'X-Token'");
    BOOST_TEST(r.header("Content-Type") == "text/plain; charset=utf-8");
}

BOOST_FIXTURE_TEST_CASE(as_converts_like_parameters, route_test)
{
    auto r = header_value_by_name("X-Count").as<int>()([](int n) {
        return complete(std::to_string(n + 1));
    });
    BOOST_TEST((Get("/").with_header("X-Count", "41") >> r).body() == "42");
    BOOST_TEST((Get("/").with_header("X-Count", "+41") >> r).body() == "42");
    BOOST_TEST((Get("/").with_header("X-Count", "4x") >> r).rejection() ==
               route::rejection(route::malformed_header_rejection{
                   "X-Count", "'4x' is not a valid 32-bit signed integer value"}));
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::missing_header_rejection{"X-Count"}));
    auto b = header_value_by_name("X-Flag").as<bool>()([](bool f) {
        return complete(std::string(f ? "on" : "off"));
    });
    BOOST_TEST((Get("/").with_header("X-Flag", "yes") >> b).body() == "on");
    BOOST_TEST((Get("/").with_header("X-Flag", "0") >> b).body() == "off");
}

BOOST_FIXTURE_TEST_CASE(malformed_is_400_with_pekkos_text, route_test)
{
    auto r = route::to_http_routes(header_value_by_name("X-Count").as<int>()([](int n) {
        return complete(std::to_string(n));
    }));
    auto res = Get("/").with_header("X-Count", "many") >> r;
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "The value of HTTP header 'X-Count' was malformed:\n"
                             "'many' is not a valid 32-bit signed integer value");
}

BOOST_FIXTURE_TEST_CASE(optional_never_rejects_for_absence, route_test)
{
    auto r = optional_header_value_by_name("User-Agent")([](std::optional<std::string> ua) {
        return complete(ua.value_or("none"));
    });
    BOOST_TEST((Get("/").with_header("user-agent", "curl") >> r).body() == "curl");
    BOOST_TEST((Get("/") >> r).body() == "none");
    auto n = optional_header_value_by_name("X-Limit").as<unsigned>()(
        [](std::optional<unsigned> l) { return complete(l ? std::to_string(*l) : std::string("all")); });
    BOOST_TEST((Get("/") >> n).body() == "all");
    BOOST_TEST((Get("/").with_header("X-Limit", "7") >> n).body() == "7");
    BOOST_TEST((Get("/").with_header("X-Limit", "-7") >> n).rejection() ==
               route::rejection(route::malformed_header_rejection{
                   "X-Limit", "'-7' is not a valid 32-bit unsigned integer value"}));
}

BOOST_FIXTURE_TEST_CASE(alternatives_collect_header_rejections, route_test)
{
    auto r = header_value_by_name("X-A")([](std::string a) { return complete("a " + a); }) |
             header_value_by_name("X-B")([](std::string b) { return complete("b " + b); });
    BOOST_TEST((Get("/").with_header("X-B", "1") >> r).body() == "b 1");
    auto res = Get("/") >> r;
    BOOST_TEST(res.rejections().size() == 2u);
    BOOST_TEST(res.rejections()[0] == route::rejection(route::missing_header_rejection{"X-A"}));
    BOOST_TEST(res.rejections()[1] == route::rejection(route::missing_header_rejection{"X-B"}));
    // the first in the default handler's order answers
    BOOST_TEST((Get("/") >> route::to_http_routes(r)).body() ==
               "Request is missing required HTTP header 'X-A'");
}

BOOST_FIXTURE_TEST_CASE(combines_with_parameters_and_entity, route_test)
{
    auto r = (post & header_value_by_name("X-Tenant") & parameter(param("v").as<int>()) &
              entity(as<order>))([](std::string tenant, int v, order o) {
        return complete(tenant + " " + std::to_string(v) + " " + o.name);
    });
    auto res = Post("/?v=2", order{1, "tea"}).with_header("X-Tenant", "acme") >> r;
    BOOST_TEST(res.body() == "acme 2 tea");
    BOOST_TEST((Post("/?v=2", order{1, "tea"}) >> r).rejection() ==
               route::rejection(route::missing_header_rejection{"X-Tenant"}));
    BOOST_TEST((Post("/", order{1, "tea"}).with_header("X-Tenant", "acme") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"v"}));
}

BOOST_FIXTURE_TEST_CASE(the_method_rejection_is_cancelled_as_pekko_does, route_test)
{
    // get passed, so the 405 of post's branch is cancelled: the header is what is missing
    auto r = get(echo) | post(complete("posted"));
    auto res = Get("/") >> r;
    BOOST_TEST(res.rejection() == route::rejection(route::missing_header_rejection{"X-Token"}));
}

// pekko's HeaderDirectivesSpec, "The headerValuePF directive"
BOOST_FIXTURE_TEST_CASE(header_value_extracts_what_f_makes_of_the_first_field, route_test)
{
    auto connection = [](std::string_view n, std::string_view v) -> std::optional<std::string> {
        if (boost::beast::iequals(n, "Connection"))
            return std::string(v);
        return std::nullopt;
    };
    auto r = header_value(connection)([](std::string v) { return complete(v); });
    BOOST_TEST((Get("/abc").with_header("Connection", "close") >> r).body() == "close");
    auto none = Get("/abc") >> r;
    BOOST_TEST(!none.handled());
    BOOST_TEST(none.rejections().empty());
    auto throws = header_value([](std::string_view, std::string_view) -> std::optional<int> {
        throw std::runtime_error("Naah!");
    })([](int) { return complete("never"); });
    BOOST_TEST((Get("/abc").with_header("Connection", "close") >> throws).rejection() ==
               route::rejection(route::malformed_header_rejection{"Connection", "Naah!"}));
    // the first field for which f has a value, in order
    auto number = header_value([](std::string_view, std::string_view v) -> std::optional<int> {
        if (v.empty() || v.find_first_not_of("0123456789") != std::string_view::npos)
            return std::nullopt;
        return std::stoi(std::string(v));
    })([](int n) { return complete(std::to_string(n)); });
    BOOST_TEST((Get("/").with_header("A", "x").with_header("B", "12").with_header("C", "13") >>
                number)
                   .body() == "12");
}

// pekko's HeaderDirectivesSpec, "The optionalHeaderValue directive"
BOOST_FIXTURE_TEST_CASE(optional_header_value_extracts_an_optional, route_test)
{
    auto r = optional_header_value([](std::string_view n, std::string_view v) -> std::optional<std::string> {
        if (boost::beast::iequals(n, "Connection"))
            return std::string(v);
        return std::nullopt;
    })([](std::optional<std::string> v) { return complete(v.value_or("None")); });
    BOOST_TEST((Get("/abc").with_header("Connection", "close") >> r).body() == "close");
    BOOST_TEST((Get("/abc") >> r).body() == "None");
    auto throws = optional_header_value([](std::string_view, std::string_view) -> std::optional<int> {
        throw std::runtime_error("Naah!");
    })([](std::optional<int>) { return complete("never"); });
    BOOST_TEST((Get("/abc").with_header("Connection", "close") >> throws).rejection() ==
               route::rejection(route::malformed_header_rejection{"Connection", "Naah!"}));
    BOOST_TEST((Get("/abc") >> throws).body() == "never");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_header_test
