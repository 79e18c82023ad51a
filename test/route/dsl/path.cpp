//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/path.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

namespace dsl_path_test { // this file's own, apart from the other tests built with it

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

} // namespace dsl_path_test
