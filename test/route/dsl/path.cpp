//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/path.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

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

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_path)

BOOST_FIXTURE_TEST_CASE(path_prefix_literal_is_a_string_prefix, route_test)
{
    auto r = path_prefix("foo")(unmatched_echo{});
    BOOST_TEST((Get("/foo") >> r).body() == "[]");
    BOOST_TEST((Get("/foo/bar") >> r).body() == "[/bar]");
    BOOST_TEST((Get("/foobar") >> r).body() == "[bar]");
    BOOST_TEST((Get("/fo") >> r).rejections().empty());
    BOOST_TEST((Get("/bar/foo") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(path_must_consume_everything, route_test)
{
    auto r = path("foo")(complete("foo"));
    BOOST_TEST((Get("/foo") >> r).body() == "foo");
    BOOST_TEST((Get("/foo/") >> r).rejections().empty());
    BOOST_TEST((Get("/foobar") >> r).rejections().empty());
    BOOST_TEST((Get("/foo/x") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(mismatch_rejects_with_an_empty_list, route_test)
{
    BOOST_TEST((Get("/x") >> path("y")(complete("y"))).rejections().empty());
    BOOST_TEST((Get("/x") >> path_prefix("y")(complete("y"))).rejections().empty());
    BOOST_TEST((Get("/x") >> path_end(complete("y"))).rejections().empty());
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

BOOST_FIXTURE_TEST_CASE(trailing_slash_cases, route_test)
{
    auto r = path_prefix("items")(path_end_or_single_slash(complete("list")));
    BOOST_TEST((Get("/items") >> r).body() == "list");
    BOOST_TEST((Get("/items/") >> r).body() == "list");
    BOOST_TEST((Get("/items//") >> r).rejections().empty());
    BOOST_TEST((Get("/items/x") >> r).rejections().empty());

    auto e = path_prefix("items")(path_end(complete("end")));
    BOOST_TEST((Get("/items") >> e).body() == "end");
    BOOST_TEST((Get("/items/") >> e).rejections().empty());

    auto s = path_prefix("items")(path_single_slash(complete("slash")));
    BOOST_TEST((Get("/items/") >> s).body() == "slash");
    BOOST_TEST((Get("/items") >> s).rejections().empty());

    // the root
    BOOST_TEST((Get("/") >> path_end_or_single_slash(complete("root"))).body() == "root");
    BOOST_TEST((Get("/") >> path_end(complete("root"))).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(no_backtracking_into_a_branch, route_test)
{
    // the first branch matched the prefix, its inner route rejected: the
    // second branch still sees the original path
    auto r = path_prefix("a")(path("x")(complete("ax"))) | path("ab")(complete("ab"));
    BOOST_TEST((Get("/ab") >> r).body() == "ab");
    BOOST_TEST((Get("/a/x") >> r).body() == "ax");
}

BOOST_FIXTURE_TEST_CASE(nested_prefixes_and_raw_prefix, route_test)
{
    auto r = path_prefix("foo")(raw_path_prefix("bar")(unmatched_echo{}));
    BOOST_TEST((Get("/foobar/baz") >> r).body() == "[/baz]");
    auto n = path_prefix("a")(path_prefix("b")(path_prefix(segment)([](std::string s) {
        return complete(s);
    })));
    BOOST_TEST((Get("/a/b/c") >> n).body() == "c");
}

BOOST_FIXTURE_TEST_CASE(extractions_of_nested_directives_reach_inner_functions, route_test)
{
    auto r = path_prefix("u" / segment)([](std::string user) {
        return path("r" / int_number)([user](std::int32_t n) {
            return complete(user + "#" + std::to_string(n));
        });
    });
    BOOST_TEST((Get("/u/ann/r/3") >> r).body() == "ann#3");
}

BOOST_AUTO_TEST_SUITE_END()
