//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/parameter.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include "show.hpp"
#include <boost/describe/class.hpp>
#include <cstdint>
#include <limits>

namespace dsl_parameter_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::literals;
using namespace route::testkit;
using dsl_test::one;
using dsl_test::show;

namespace {

struct person
{
    std::string name;
    int age;
};
BOOST_DESCRIBE_STRUCT(person, (), (name, age))

// not described: built with its constructor, which validates
struct range
{
    range(int lo, int hi) : lo(lo), hi(hi)
    {
        if (lo > hi)
            throw std::invalid_argument("lo must not be greater than hi");
    }
    int lo;
    int hi;
};

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_parameter)

BOOST_FIXTURE_TEST_CASE(plain_name_is_a_required_string, route_test)
{
    auto r = parameter("q")([](std::string q) { return complete("q=" + q); });
    BOOST_TEST((Get("/?q=hello") >> r).body() == "q=hello");
    BOOST_TEST((Get("/?q=") >> r).body() == "q=");
    BOOST_TEST((Get("/?q") >> r).body() == "q=");
    BOOST_TEST((Get("/?other=1") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"q"}));
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"q"}));
    BOOST_TEST((Get("/?q=first&q=second") >> r).body() == "q=first");
}

BOOST_FIXTURE_TEST_CASE(as_converts_or_rejects_as_malformed, route_test)
{
    auto r = one<int>("age");
    BOOST_TEST((Get("/?age=42") >> r).body() == "42");
    BOOST_TEST((Get("/?age=%2B42") >> r).body() == "42"); // a leading plus sign
    BOOST_TEST(!(Get("/?age=+42") >> r).handled());     // "+" is a space: " 42"
    BOOST_TEST((Get("/?age=-42") >> r).body() == "-42");
    BOOST_TEST((Get("/?age=abc") >> r).rejection() ==
               route::rejection(route::malformed_query_param_rejection{
                   "age", "'abc' is not a valid 32-bit signed integer value"}));
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"age"}));
    // an empty value counts as missing for a non-string type
    BOOST_TEST((Get("/?age=") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"age"}));
    for (auto bad : {"4x", " 4", "4 ", "0x10", "1e3", "++4", "+-4", "4.0"})
        BOOST_TEST_CONTEXT(bad) { BOOST_TEST(!(Get(std::string("/?age=") + bad) >> r).handled()); }
}

BOOST_FIXTURE_TEST_CASE(optional_never_rejects_for_absence, route_test)
{
    auto r = parameter(param("n").as<int>().optional())([](std::optional<int> n) {
        return complete(n ? std::to_string(*n) : std::string("none"));
    });
    BOOST_TEST(show(Get("/?n=5") >> r) == "5");
    BOOST_TEST(show(Get("/") >> r) == "none");
    BOOST_TEST(show(Get("/?n=") >> r) == "none");
    BOOST_TEST(!(Get("/?n=x") >> r).handled());
    auto s = parameter("s"_p.optional())([](std::optional<std::string> s) {
        return complete(s ? "[" + *s + "]" : std::string("none"));
    });
    BOOST_TEST(show(Get("/?s=") >> s) == "[]");
    BOOST_TEST(show(Get("/") >> s) == "none");
}

BOOST_FIXTURE_TEST_CASE(with_default_applies_only_to_absence, route_test)
{
    auto r = parameter(param("limit").as<int>().with_default(20))([](int n) {
        return complete(std::to_string(n));
    });
    BOOST_TEST(show(Get("/") >> r) == "20");
    BOOST_TEST(show(Get("/?limit=") >> r) == "20");
    BOOST_TEST(show(Get("/?limit=5") >> r) == "5");
    BOOST_TEST((Get("/?limit=five") >> r).rejection() ==
               route::rejection(route::malformed_query_param_rejection{
                   "limit", "'five' is not a valid 32-bit signed integer value"}));
    auto s = parameter(param("sort").with_default("name"))([](std::string s) { return complete(s); });
    BOOST_TEST(show(Get("/") >> s) == "name");
    BOOST_TEST(show(Get("/?sort=age") >> s) == "age");
    BOOST_TEST(show(Get("/?sort=") >> s) == "");
}

BOOST_FIXTURE_TEST_CASE(repeated_collects_in_order, route_test)
{
    auto r = parameter(param("tag").repeated())([](std::vector<std::string> v) {
        std::string s;
        for (auto const& x : v)
            s += "<" + x + ">";
        return complete(s);
    });
    BOOST_TEST(show(Get("/?tag=a&x=1&tag=b&tag=c") >> r) == "<a><b><c>");
    BOOST_TEST(show(Get("/") >> r) == "");
    auto ids = parameter(param("id").as<long long>().repeated())([](std::vector<long long> v) {
        long long sum = 0;
        for (auto x : v)
            sum += x;
        return complete(std::to_string(v.size()) + ":" + std::to_string(sum));
    });
    BOOST_TEST(show(Get("/?id=1&id=2&id=40") >> ids) == "3:43");
    BOOST_TEST(show(Get("/?id=1&id=&id=2") >> ids) == "2:3");
    BOOST_TEST((Get("/?id=1&id=x&id=2") >> ids).rejection() ==
               route::rejection(route::malformed_query_param_rejection{
                   "id", "'x' is not a valid 64-bit signed integer value"}));
}

BOOST_FIXTURE_TEST_CASE(decoding_plus_percent_and_utf8, route_test)
{
    auto r = parameter("q")([](std::string q) { return complete("[" + q + "]"); });
    BOOST_TEST(show(Get("/?q=a+b") >> r) == "[a b]");
    BOOST_TEST(show(Get("/?q=a%20b") >> r) == "[a b]");
    BOOST_TEST(show(Get("/?q=a%2Bb") >> r) == "[a+b]");
    BOOST_TEST(show(Get("/?q=%C3%A9t%C3%A9") >> r) == "[\xC3\xA9t\xC3\xA9]");
    BOOST_TEST(show(Get("/?q=%26%3D") >> r) == "[&=]");
    auto k = parameter("a b")([](std::string v) { return complete(v); });
    BOOST_TEST(show(Get("/?a+b=1") >> k) == "1");
    BOOST_TEST(show(Get("/?a%20b=2") >> k) == "2");
}

BOOST_FIXTURE_TEST_CASE(invalid_query_is_malformed_content, route_test)
{
    auto r = parameter("q")([](std::string q) { return complete(q); });
    auto res = Get("/?q=%zz") >> r;
    BOOST_TEST(res.rejection() == route::rejection(route::malformed_request_content_rejection{
                                      "The request's query string is invalid."}));
    auto app = route::to_http_routes(r).or_not_found();
    auto a = Get("/?q=%G1") >> app;
    BOOST_TEST(a.status() == route::status::bad_request);
    BOOST_TEST(a.body() == "The request content was malformed:\nThe request's query string is invalid.");
    BOOST_TEST((Get("/?q=%zz") >> parameter_seq([](auto) { return complete("x"); })).rejections().size() == 1u);
}

BOOST_FIXTURE_TEST_CASE(mixed_specs_reach_the_function_in_order, route_test)
{
    auto r = parameters("a", "b"_p, param("c").as<int>(), param("d").optional(),
                        param("e").as<double>().with_default(1.5), param("f").repeated())(
        [](std::string a, std::string b, int c, std::optional<std::string> d, double e,
           std::vector<std::string> f) {
            return complete(a + b + std::to_string(c) + d.value_or("-") + std::to_string(e) +
                            std::to_string(f.size()));
        });
    BOOST_TEST(show(Get("/?f=1&c=3&b=B&a=A&f=2") >> r) == "AB3-1.5000002");
}

BOOST_FIXTURE_TEST_CASE(first_failing_spec_gives_the_only_rejection, route_test)
{
    auto r = parameters("a", param("b").as<int>(), "c")(
        [](std::string, int, std::string) { return complete("ok"); });
    BOOST_TEST((Get("/?b=x") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"a"}));
    BOOST_TEST((Get("/?a=1&b=x") >> r).rejection() ==
               route::rejection(route::malformed_query_param_rejection{
                   "b", "'x' is not a valid 32-bit signed integer value"}));
    BOOST_TEST((Get("/?a=1&b=2") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"c"}));
}

BOOST_FIXTURE_TEST_CASE(twenty_two_and_twenty_three_mixed_specs, route_test)
{
    auto r22 = parameters("p1", param("p2").as<int>(), param("p3").optional(), "p4"_p,
                          param("p5").as<long long>(), param("p6").as<bool>(), "p7",
                          param("p8").as<double>(), param("p9").with_default("d"),
                          param("p10").as<int>().with_default(10), param("p11").repeated(),
                          param("p12").as<std::uint8_t>(), "p13", "p14", "p15",
                          param("p16").as<int>().optional(), "p17", "p18", "p19", "p20", "p21",
                          param("p22").as<int>())(
        [](std::string p1, int p2, std::optional<std::string> p3, std::string p4, long long p5,
           bool p6, std::string p7, double p8, std::string p9, int p10, std::vector<std::string> p11,
           std::uint8_t p12, std::string p13, std::string p14, std::string p15,
           std::optional<int> p16, std::string p17, std::string p18, std::string p19,
           std::string p20, std::string p21, int p22) {
            return complete(p1 + std::to_string(p2) + p3.value_or("-") + p4 + std::to_string(p5) +
                            (p6 ? "T" : "F") + p7 + std::to_string(p8) + p9 + std::to_string(p10) +
                            std::to_string(p11.size()) + std::to_string(p12) + p13 + p14 + p15 +
                            std::to_string(p16.value_or(-1)) + p17 + p18 + p19 + p20 + p21 +
                            std::to_string(p22));
        });
    std::string q = "/?p1=a&p2=2&p4=b&p5=5&p6=yes&p7=c&p8=0.5&p11=x&p11=y&p12=12&p13=m&p14=n"
                    "&p15=o&p17=q&p18=r&p19=s&p20=t&p21=u&p22=22";
    BOOST_TEST(show(Get(q) >> r22) == "a2-b5Tc0.500000d10212mno-1qrstu22");
    BOOST_TEST((Get(q.substr(0, q.size() - 6)) >> r22).rejection() ==
               route::rejection(route::missing_query_param_rejection{"p22"}));

    auto r23 = parameters("a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10", "a11",
                          "a12", "a13", "a14", "a15", "a16", "a17", "a18", "a19", "a20", "a21",
                          "a22", param("a23").as<int>())(
        [](auto... v) {
            static_assert(sizeof...(v) == 23);
            return complete(std::to_string(sizeof...(v)));
        });
    std::string q23 = "/?";
    for (int i = 1; i <= 23; ++i)
        q23 += "a" + std::to_string(i) + "=" + std::to_string(i) + "&";
    BOOST_TEST(show(Get(q23) >> r23) == "23");
}

BOOST_FIXTURE_TEST_CASE(and_of_two_parameter_directives, route_test)
{
    auto r = (parameter("a") & parameter(param("b").as<int>()))(
        [](std::string a, int b) { return complete(a + std::to_string(b)); });
    BOOST_TEST(show(Get("/?b=2&a=x") >> r) == "x2");
    BOOST_TEST((Get("/?a=x") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"b"}));
}

BOOST_FIXTURE_TEST_CASE(as_builds_a_described_struct, route_test)
{
    auto r = parameters(param("name"), param("age").as<int>()).as<person>()(
        [](person p) { return complete(p.name + ":" + std::to_string(p.age)); });
    BOOST_TEST(show(Get("/?age=36&name=Ada") >> r) == "Ada:36");
    BOOST_TEST((Get("/?name=Ada") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"age"}));
}

BOOST_FIXTURE_TEST_CASE(as_with_a_throwing_constructor_gives_validation, route_test)
{
    auto r = parameters(param("lo").as<int>(), param("hi").as<int>()).as<range>()(
        [](range x) { return complete(std::to_string(x.hi - x.lo)); });
    BOOST_TEST(show(Get("/?lo=1&hi=5") >> r) == "4");
    auto bad = Get("/?lo=5&hi=1") >> r;
    BOOST_TEST(bad.rejection() ==
               route::rejection(route::validation_rejection{"lo must not be greater than hi"}));
    auto app = route::to_http_routes(r).or_not_found();
    auto res = Get("/?lo=5&hi=1") >> app;
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "lo must not be greater than hi");
}

BOOST_FIXTURE_TEST_CASE(whole_query_extractors_and_duplicates, route_test)
{
    auto m = parameter_map([](std::map<std::string, std::string> m) {
        std::string s;
        for (auto const& [k, v] : m)
            s += k + "=" + v + ";";
        return complete(s);
    });
    BOOST_TEST(show(Get("/?b=1&a=2&b=3&c") >> m) == "a=2;b=3;c=;");
    auto mm = parameter_multi_map([](std::map<std::string, std::vector<std::string>> m) {
        std::string s;
        for (auto const& [k, v] : m)
        {
            s += k + "=";
            for (auto const& x : v)
                s += x + ",";
            s += ";";
        }
        return complete(s);
    });
    BOOST_TEST(show(Get("/?b=1&a=2&b=3&b=4") >> mm) == "a=2,;b=1,3,4,;");
    auto seq = parameter_seq([](std::vector<std::pair<std::string, std::string>> v) {
        std::string s;
        for (auto const& [k, x] : v)
            s += k + "=" + x + ";";
        return complete(s);
    });
    BOOST_TEST(show(Get("/?b=1&a=2&b=3&q=a+b%2B") >> seq) == "b=1;a=2;b=3;q=a b+;");
    BOOST_TEST(show(Get("/") >> seq) == "");
    BOOST_TEST(show(Get("/") >> m) == "");
}

BOOST_FIXTURE_TEST_CASE(rejections_through_the_default_handler, route_test)
{
    auto app = route::to_http_routes(parameters("q", param("n").as<int>())(
                                         [](std::string, int) { return complete("ok"); }))
                   .or_not_found();
    auto missing = Get("/?n=1") >> app;
    BOOST_TEST(missing.status() == route::status::not_found);
    BOOST_TEST(missing.body() == "Request is missing required query parameter 'q'");
    auto malformed = Get("/?q=x&n=one") >> app;
    BOOST_TEST(malformed.status() == route::status::bad_request);
    BOOST_TEST(malformed.body() ==
               "The query parameter 'n' was malformed:\n'one' is not a valid 32-bit signed integer value");
    BOOST_TEST(malformed.header("Content-Type") == "text/plain; charset=utf-8");
    BOOST_TEST((Get("/?q=x&n=1") >> app).body() == "ok");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_parameter_test
