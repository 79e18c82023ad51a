//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/path_matcher.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

namespace dsl_path_matcher_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

// Echoes what is left of the path, so tests can see what a directive consumed.
struct unmatched_echo : route::route_expression<unmatched_echo>
{
    route::route_result operator()(const route::request_context& ctx) const
    {
        return route::text_response(route::status::ok, "[" + std::string(ctx.unmatched_path()) + "]");
    }
};

// A matcher of its own: "me" stands for the user id 0.
struct me_matcher : path_matcher_base<me_matcher, std::int64_t>
{
    std::optional<std::tuple<std::int64_t>> match(std::string_view& rest) const
    {
        if (!rest.starts_with("me"))
            return std::nullopt;
        rest.remove_prefix(2);
        return std::tuple<std::int64_t>(0);
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_path_matcher)

BOOST_AUTO_TEST_CASE(matchers_consume_the_front_of_the_path)
{
    std::string_view rest = "items/42/x";
    auto v = ("items" / long_number).match(rest);
    BOOST_TEST_REQUIRE(v.has_value());
    BOOST_TEST(std::get<0>(*v) == 42);
    BOOST_TEST(rest == "/x");
    // no match: nothing consumed
    rest = "items/x";
    BOOST_TEST(!("items" / long_number).match(rest).has_value());
    BOOST_TEST(rest == "items/x");
    static_assert(std::is_same_v<decltype(segment / int_number / remaining)::extracted,
                                 boost::mp11::mp_list<std::string, std::int32_t, std::string>>);
    static_assert(path_matcher<decltype(lit("a") / "b")>);
    static_assert(!path_matcher<const char*>);
}

BOOST_FIXTURE_TEST_CASE(user_matchers_join_with_slash, route_test)
{
    auto r = path("users" / me_matcher{} / segment)([](std::int64_t id, std::string tab) {
        return complete(std::to_string(id) + ":" + tab);
    });
    BOOST_TEST((Get("/users/me/repos") >> r).body() == "0:repos");
    BOOST_TEST((Get("/users/you/repos") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(matchers_joined_with_slash, route_test)
{
    auto r = path("items" / long_number / "tags" / segment)(
        [](std::int64_t id, std::string tag) {
            return complete(std::to_string(id) + ":" + tag);
        });
    BOOST_TEST((Get("/items/42/tags/red") >> r).body() == "42:red");
    BOOST_TEST((Get("/items/42/tags/") >> r).rejections().empty());
    BOOST_TEST((Get("/items/x/tags/red") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(two_literals_need_lit, route_test)
{
    auto r = path(lit("api") / "v1")(complete("v1"));
    BOOST_TEST((Get("/api/v1") >> r).body() == "v1");
    BOOST_TEST((Get("/api/v2") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(segments_are_percent_decoded, route_test)
{
    auto r = path("files" / segment)([](std::string name) { return complete(name); });
    BOOST_TEST((Get("/files/a%20b") >> r).body() == "a b");
    BOOST_TEST((Get("/files/%C3%A9t%C3%A9") >> r).body() == "\xC3\xA9t\xC3\xA9");
    // an encoded slash stays inside the segment
    BOOST_TEST((Get("/files/a%2Fb") >> r).body() == "a/b");
}

BOOST_FIXTURE_TEST_CASE(literals_compare_with_the_decoded_segment, route_test)
{
    auto r = path("hello world")(complete("hi"));
    BOOST_TEST((Get("/hello%20world") >> r).body() == "hi");
    BOOST_TEST((Get("/hello%20World") >> r).rejections().empty());
    auto s = path(lit("a/b"))(complete("encoded slash"));
    BOOST_TEST((Get("/a%2Fb") >> s).body() == "encoded slash");
    BOOST_TEST((Get("/a/b") >> s).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(int_number_and_long_number, route_test)
{
    auto i = path(int_number)([](std::int32_t v) { return complete(std::to_string(v)); });
    auto l = path(long_number)([](std::int64_t v) { return complete(std::to_string(v)); });
    BOOST_TEST((Get("/2147483647") >> i).body() == "2147483647");
    BOOST_TEST((Get("/2147483648") >> i).rejections().empty());
    BOOST_TEST((Get("/2147483648") >> l).body() == "2147483648");
    BOOST_TEST((Get("/9223372036854775807") >> l).body() == "9223372036854775807");
    // overflow: no match
    BOOST_TEST((Get("/9223372036854775808") >> l).rejections().empty());
    BOOST_TEST((Get("/99999999999999999999999") >> l).rejections().empty());
    // decimal digits only
    for (auto t : {"/-1", "/+1", "/0x10", "/1e3", "/"})
        BOOST_TEST_CONTEXT(t) { BOOST_TEST((Get(t) >> l).rejections().empty()); }
    BOOST_TEST((Get("/007") >> l).body() == "7");
}

BOOST_FIXTURE_TEST_CASE(number_matches_the_digits_at_the_front_of_a_segment, route_test)
{
    auto r = path_prefix(long_number)([](std::int64_t v) {
        return unmatched_echo{} | complete(std::to_string(v));
    });
    BOOST_TEST((Get("/12abc") >> r).body() == "[abc]");
    BOOST_TEST((Get("/12abc") >> path(long_number)([](std::int64_t) { return complete("x"); }))
                   .rejections()
                   .empty());
}

BOOST_FIXTURE_TEST_CASE(remaining_takes_the_rest_encoded, route_test)
{
    auto r = path_prefix("static")(
        path(remaining)([](std::string rest) { return complete(rest); }));
    BOOST_TEST((Get("/static/css/a%20b.css") >> r).body() == "css/a%20b.css");
    auto s = path_prefix("static" / remaining)([](std::string rest) { return complete("<" + rest + ">"); });
    BOOST_TEST((Get("/static/") >> s).body() == "<>");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_path_matcher_test
