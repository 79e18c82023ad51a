//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/path.hpp>

#include <route/core/detail/linear_dispatch.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/uuid/uuid_io.hpp>
#include <regex>
#include <sstream>
#include <stdexcept>

namespace dsl_path_more_test { // this file's own, apart from the other tests built with it

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

std::string
join(const std::vector<std::string>& v)
{
    std::string out;
    for (auto const& s : v)
        out += (out.empty() ? "" : ",") + s;
    return "{" + out + "}";
}

// What a request gave, in one line: the status and body, or the rejections.
std::string
outcome(const route::testkit::result& r)
{
    if (r.handled())
        return std::to_string(static_cast<int>(r.status())) + " " + r.body();
    return "rejected " + std::to_string(r.rejections().size());
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_path_more)

BOOST_FIXTURE_TEST_CASE(segments_extracts_the_segments_left, route_test)
{
    auto r = path_prefix("files" / segments)([](std::vector<std::string> parts) {
        return extract_unmatched_path([parts](std::string rest) {
            return complete(join(parts) + "[" + rest + "]");
        });
    });
    BOOST_TEST((Get("/files/a/b/c") >> r).body() == "{a,b,c}[]");
    BOOST_TEST((Get("/files/a%20b/c") >> r).body() == "{a b,c}[]");
    // a trailing slash stays unmatched
    BOOST_TEST((Get("/files/a/b/") >> r).body() == "{a,b}[/]");
    // zero segments
    BOOST_TEST((Get("/files/") >> r).body() == "{}[]");
    BOOST_TEST((Get("/files//x") >> r).body() == "{}[/x]");
    // the slash before the segments is required
    BOOST_TEST((Get("/files") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(path_with_segments_takes_the_whole_rest, route_test)
{
    auto r = path("files" / segments)([](std::vector<std::string> parts) {
        return complete(join(parts));
    });
    BOOST_TEST((Get("/files/x/y") >> r).body() == "{x,y}");
    BOOST_TEST((Get("/files/x/y/") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(hex_numbers_match_and_overflow_rejects, route_test)
{
    auto i = path("i" / hex_int_number)([](std::int32_t n) { return complete(std::to_string(n)); });
    BOOST_TEST((Get("/i/ff") >> i).body() == "255");
    BOOST_TEST((Get("/i/FF") >> i).body() == "255");
    BOOST_TEST((Get("/i/7fffffff") >> i).body() == "2147483647");
    BOOST_TEST((Get("/i/80000000") >> i).rejections().empty());
    BOOST_TEST((Get("/i/g") >> i).rejections().empty());
    BOOST_TEST((Get("/i/-1") >> i).rejections().empty());
    BOOST_TEST((Get("/i/") >> i).rejections().empty());

    auto l = path("l" / hex_long_number)([](std::int64_t n) { return complete(std::to_string(n)); });
    BOOST_TEST((Get("/l/7fffffffffffffff") >> l).body() == "9223372036854775807");
    BOOST_TEST((Get("/l/80000000") >> l).body() == "2147483648");
    BOOST_TEST((Get("/l/10000000000000000") >> l).rejections().empty());

    // the digits are a prefix of the segment
    auto p = path_prefix("i" / hex_int_number)([](std::int32_t n) {
        return unmatched_echo{} | complete(std::to_string(n));
    });
    BOOST_TEST((Get("/i/1fz") >> p).body() == "[z]");
}

BOOST_FIXTURE_TEST_CASE(double_number_matches_a_decimal, route_test)
{
    auto r = path("d" / double_number)([](double d) {
        std::ostringstream out;
        out << d;
        return complete(out.str());
    });
    BOOST_TEST((Get("/d/1.5") >> r).body() == "1.5");
    BOOST_TEST((Get("/d/-2") >> r).body() == "-2");
    BOOST_TEST((Get("/d/+0.25") >> r).body() == "0.25");
    BOOST_TEST((Get("/d/.5") >> r).body() == "0.5");
    BOOST_TEST((Get("/d/3.") >> r).body() == "3");
    BOOST_TEST((Get("/d/.") >> r).rejections().empty());
    BOOST_TEST((Get("/d/-") >> r).rejections().empty());
    BOOST_TEST((Get("/d/x") >> r).rejections().empty());
    // no exponent: "1e5" leaves "e5"
    BOOST_TEST((Get("/d/1e5") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(uuid_matches_its_36_character_form, route_test)
{
    auto r = path("o" / uuid)([](boost::uuids::uuid id) { return complete(boost::uuids::to_string(id)); });
    BOOST_TEST((Get("/o/123e4567-e89b-12d3-a456-426614174000") >> r).body() ==
               "123e4567-e89b-12d3-a456-426614174000");
    BOOST_TEST((Get("/o/123E4567-E89B-12D3-A456-426614174000") >> r).body() ==
               "123e4567-e89b-12d3-a456-426614174000");
    // invalid: a letter out of range, a missing dash, too short
    BOOST_TEST((Get("/o/123g4567-e89b-12d3-a456-426614174000") >> r).rejections().empty());
    BOOST_TEST((Get("/o/123e4567e89b-12d3-a456-426614174000") >> r).rejections().empty());
    BOOST_TEST((Get("/o/123e4567-e89b-12d3-a456-42661417400") >> r).rejections().empty());
    BOOST_TEST((Get("/o/123e4567-e89b-12d3-a456-4266141740001") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(regex_extracts_the_match_or_its_group, route_test)
{
    auto whole = path("v" / regex("[0-9]+"))([](std::string v) { return complete("v" + v); });
    BOOST_TEST((Get("/v/42") >> whole).body() == "v42");
    BOOST_TEST((Get("/v/x42") >> whole).rejections().empty());
    BOOST_TEST((Get("/v/42x") >> whole).rejections().empty());

    auto group = path("u" / regex("user-([a-z]+)"))([](std::string v) { return complete(v); });
    BOOST_TEST((Get("/u/user-ann") >> group).body() == "ann");
    BOOST_TEST((Get("/u/user-") >> group).rejections().empty());

    // a prefix of the percent-decoded segment; the rest of it stays
    auto prefix = path_prefix(regex("a b"))([](std::string v) {
        return extract_unmatched_path([v](std::string rest) { return complete(v + "|" + rest); });
    });
    BOOST_TEST((Get("/a%20b%2Fc/d") >> prefix).body() == "a b|%2Fc/d");
    // never across a slash
    BOOST_TEST((Get("/a/b") >> path_prefix(regex("a/b"))([](std::string) { return complete(""); }))
                   .rejections()
                   .empty());
}

// pekko's PathDirectivesSpec, pathPrefix(".*".r) and pathPrefix("(.)*".r):
// at the end of the path, an expression that matches the empty string
// matches, with ""
BOOST_FIXTURE_TEST_CASE(regex_matching_the_empty_string_matches_the_end_of_the_path, route_test)
{
    auto echo = [](std::string v) {
        return extract_unmatched_path([v](std::string rest) { return complete(v + ":" + rest); });
    };
    auto any = path_prefix(regex(".*"))(echo);
    BOOST_TEST((Get("/") >> any).body() == ":");
    BOOST_TEST((Get("/abc") >> any).body() == "abc:");
    auto group = path_prefix(regex("(.)*"))(echo);
    BOOST_TEST((Get("/") >> group).body() == ":");
    BOOST_TEST((Get("/abc") >> group).body() == "c:");
    // one that needs a character does not; nor is a slash the end
    BOOST_TEST((Get("/") >> path_prefix(regex(".+"))(echo)).rejections().empty());
    BOOST_TEST((Get("//x") >> any).rejections().empty());
}

BOOST_AUTO_TEST_CASE(regex_with_two_groups_throws_when_built)
{
    BOOST_CHECK_THROW(regex("(a)(b)"), std::invalid_argument);
    BOOST_CHECK_NO_THROW(regex("(a)(?:b)"));
    BOOST_CHECK_THROW(regex("("), std::regex_error);
}

BOOST_FIXTURE_TEST_CASE(optional_extracts_an_optional_value, route_test)
{
    auto r = path("items" / int_number.optional())([](std::optional<std::int32_t> n) {
        return complete(n ? std::to_string(*n) : "all");
    });
    BOOST_TEST((Get("/items/7") >> r).body() == "7");
    BOOST_TEST((Get("/items/") >> r).body() == "all");
    BOOST_TEST((Get("/items/x") >> r).rejections().empty());

    // no extraction: matches or not, extracts nothing
    auto s = path("docs" / lit("v1").optional() / "index")(complete("index"));
    BOOST_TEST((Get("/docs/v1/index") >> s).body() == "index");
    BOOST_TEST((Get("/docs//index") >> s).body() == "index");
    static_assert(std::is_same_v<decltype(lit("x").optional())::extracted, boost::mp11::mp_list<>>);

    // several values: an optional tuple
    auto t = path_prefix("p" / (int_number / segment).optional())(
        [](std::optional<std::tuple<std::int32_t, std::string>> v) {
            return complete(v ? std::to_string(std::get<0>(*v)) + std::get<1>(*v) : "none");
        });
    BOOST_TEST((Get("/p/3/x") >> t).body() == "3x");
    BOOST_TEST((Get("/p/3") >> t).body() == "none");
}

BOOST_FIXTURE_TEST_CASE(alternation_tries_the_second_matcher, route_test)
{
    auto r = path("n" / (hex_int_number | int_number))([](std::int32_t n) {
        return complete(std::to_string(n));
    });
    BOOST_TEST((Get("/n/10") >> r).body() == "16");
    auto d = path("n" / (regex("[0-9]+x") | segment))([](std::string s) { return complete(s); });
    BOOST_TEST((Get("/n/12x") >> d).body() == "12x");
    BOOST_TEST((Get("/n/ab") >> d).body() == "ab");

    auto l = path(lit("users") | "people")(complete("people"));
    BOOST_TEST((Get("/users") >> l).body() == "people");
    BOOST_TEST((Get("/people") >> l).body() == "people");
    BOOST_TEST((Get("/persons") >> l).rejections().empty());
    // the first that matches wins, even if what follows then fails
    auto f = path((lit("a") | "ab") / "c")(complete("c"));
    BOOST_TEST((Get("/a/c") >> f).body() == "c");
    BOOST_TEST((Get("/ab/c") >> f).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(raw_path_prefix_has_no_implicit_slash, route_test)
{
    auto r = path_prefix("foo")(raw_path_prefix("bar" / segment)([](std::string s) {
        return extract_unmatched_path([s](std::string rest) { return complete(s + "[" + rest + "]"); });
    }));
    BOOST_TEST((Get("/foobar/baz/q") >> r).body() == "baz[/q]");
    BOOST_TEST((Get("/foo/bar/baz") >> r).rejections().empty());
    BOOST_TEST((Get("/foobaz/bar") >> r).rejections().empty());
    // at the top, the path begins with a slash: a segment matcher cannot match
    BOOST_TEST((Get("/bar/x") >> raw_path_prefix("bar")(complete("bar"))).rejections().empty());
    // it declares no literal for the alternatives' index
    BOOST_TEST(!route::detail::leading_literal(raw_path_prefix("api")).has_value());
}

BOOST_FIXTURE_TEST_CASE(path_prefix_test_consumes_nothing, route_test)
{
    auto r = path_prefix_test("api" / segment)([](std::string s) {
        return extract_unmatched_path([s](std::string rest) { return complete(s + " " + rest); });
    });
    BOOST_TEST((Get("/api/users/1") >> r).body() == "users /api/users/1");
    BOOST_TEST((Get("/api") >> r).rejections().empty());
    BOOST_TEST((Get("/web/x") >> r).rejections().empty());
    // its literal holds the index's promise
    auto const test_api = path_prefix_test("api");
    auto lit_ = route::detail::leading_literal(test_api);
    BOOST_TEST_REQUIRE(lit_.has_value());
    BOOST_TEST(*lit_ == "api");

    auto raw = path_prefix("foo")(raw_path_prefix_test("bar")(unmatched_echo{}));
    BOOST_TEST((Get("/foobar/x") >> raw).body() == "[bar/x]");
    BOOST_TEST((Get("/foo/bar") >> raw).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(path_suffix_matches_the_reversed_path, route_test)
{
    // pekko-http's example
    auto r = path_prefix("start")(path_suffix("end")(unmatched_echo{}) |
                                  path_suffix("foo" / lit("bar") / "baz")(unmatched_echo{}));
    BOOST_TEST((Get("/start/middle/end") >> r).body() == "[/middle/]");
    BOOST_TEST((Get("/start/something/baz/bar/foo") >> r).body() == "[/something/]");
    BOOST_TEST((Get("/start/x") >> r).rejections().empty());

    // a literal prefix of the last segment leaves the rest of it
    auto p = path_suffix("json")(unmatched_echo{});
    BOOST_TEST((Get("/a/jsonx") >> p).body() == "[/a/x]");

    // extractions read the segments from the end
    auto e = path_suffix(segment / segment)([](std::string last, std::string before) {
        return complete(last + "<" + before);
    });
    BOOST_TEST((Get("/x/y/z") >> e).body() == "z<y");
    BOOST_TEST((Get("/x/y/") >> e).rejections().empty());
}

// pekko's PathDirectivesSpec, "pathSuffixTest(Slash)"
BOOST_FIXTURE_TEST_CASE(path_suffix_test_matches_without_consuming, route_test)
{
    auto r = path_suffix_test(slash)(unmatched_echo{});
    BOOST_TEST((Get("/") >> r).body() == "[/]");
    BOOST_TEST((Get("/foo/") >> r).body() == "[/foo/]");
    BOOST_TEST((Get("/foo") >> r).rejections().empty());
    auto e = path_suffix_test("json" / segment)([](std::string name) {
        return extract_unmatched_path([name](std::string rest) { return complete(name + " " + rest); });
    });
    BOOST_TEST((Get("/a/report/json") >> e).body() == "report /a/report/json");
}

BOOST_FIXTURE_TEST_CASE(path_single_slash_wants_exactly_one, route_test)
{
    auto r = path_prefix("a")(path_single_slash(complete("slash")));
    BOOST_TEST((Get("/a/") >> r).body() == "slash");
    BOOST_TEST((Get("/a") >> r).rejections().empty());
    BOOST_TEST((Get("/a//") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(ignore_trailing_slash_retries_flipped, route_test)
{
    auto r = ignore_trailing_slash(path("foo")(complete("foo")) |
                                   path(lit("bar") / "")(complete("bar/")));
    BOOST_TEST((Get("/foo") >> r).body() == "foo");
    BOOST_TEST((Get("/foo/") >> r).body() == "foo");
    BOOST_TEST((Get("/bar/") >> r).body() == "bar/");
    BOOST_TEST((Get("/bar") >> r).body() == "bar/");
    BOOST_TEST((Get("/baz") >> r).rejections().empty());

    // a lone slash gets a second one, as pekko-http
    auto root = path_prefix("x")(ignore_trailing_slash(
        extract_unmatched_path([](std::string p) -> route::route {
            if (p == "/")
                return reject();
            return complete("[" + p + "]");
        })));
    BOOST_TEST((Get("/x/") >> root).body() == "[//]");
    BOOST_TEST((Get("/x") >> root).body() == "[]");
}

BOOST_FIXTURE_TEST_CASE(ignore_trailing_slash_retries_when_all_rejections_are_cancelled, route_test)
{
    // the first run's method rejection is cancelled: nothing is left, so it retries
    auto r = ignore_trailing_slash(
        cancel_rejections<route::method_rejection>()(path("foo")(get(complete("get foo")))) |
        path(lit("foo") / "")(complete("foo/")));
    BOOST_TEST((Post("/foo") >> r).body() == "foo/");
    BOOST_TEST((Get("/foo") >> r).body() == "get foo");
}

BOOST_FIXTURE_TEST_CASE(ignore_trailing_slash_keeps_a_non_empty_rejection, route_test)
{
    int runs = 0;
    auto r = ignore_trailing_slash(extract([&runs](const route::request_context&) { return ++runs; })(
        [](int) { return path("foo")(get(complete("foo"))); }));
    // no match: both runs reject with an empty list
    BOOST_TEST((Post("/bar") >> r).rejections().empty());
    BOOST_TEST(runs == 2);
    // the second run's rejections are the result
    runs = 0;
    BOOST_TEST((Post("/foo/") >> r).rejections().size() == 1u);
    BOOST_TEST(runs == 2);
    // a non-empty rejection: no second run
    runs = 0;
    BOOST_TEST((Post("/foo") >> r).rejections().size() == 1u);
    BOOST_TEST(runs == 1);
}

BOOST_FIXTURE_TEST_CASE(redirect_to_trailing_slash_if_missing_keeps_the_query, route_test)
{
    auto r = redirect_to_trailing_slash_if_missing(route::status::moved_permanently)(
        path_prefix("foo")(path_single_slash(complete("foo/"))));
    BOOST_TEST((Get("/foo/") >> r).body() == "foo/");
    auto res = Get("/foo?a=1&b=%20") >> r;
    BOOST_TEST(res.status() == route::status::moved_permanently);
    BOOST_TEST(res.header("Location") == "http://example.com/foo/?a=1&b=%20");
    BOOST_TEST(res.body() ==
               "This and all future requests should be directed to "
               "<a href=\"http://example.com/foo/?a=1&b=%20\">this URI</a>.");
    auto t = redirect_to_trailing_slash_if_missing(route::status::temporary_redirect)(complete("x"));
    BOOST_TEST((Get("/a/b").with_header("Host", "h.org:81") >> t).header("Location") ==
               "http://h.org:81/a/b/");
    BOOST_CHECK_THROW(redirect_to_trailing_slash_if_missing(route::status::ok), std::invalid_argument);
}

BOOST_FIXTURE_TEST_CASE(redirect_to_no_trailing_slash_if_present_keeps_the_query, route_test)
{
    auto r = redirect_to_no_trailing_slash_if_present(route::status::found)(path("foo")(complete("foo")));
    BOOST_TEST((Get("/foo") >> r).body() == "foo");
    auto res = Get("/foo/?q=x") >> r;
    BOOST_TEST(res.status() == route::status::found);
    BOOST_TEST(res.header("Location") == "http://example.com/foo?q=x");
    BOOST_TEST(res.body() ==
               "The requested resource temporarily resides under "
               "<a href=\"http://example.com/foo?q=x\">this URI</a>.");
    auto s = redirect_to_no_trailing_slash_if_present(route::status::permanent_redirect)(complete("x"));
    BOOST_TEST((Get("/a/b/") >> s).status() == route::status::permanent_redirect);
    // the root is never redirected to an empty path
    BOOST_TEST((Get("/") >> s).body() == "x");
    BOOST_TEST((Get("/?q=1") >> s).body() == "x");
    BOOST_CHECK_THROW(redirect_to_no_trailing_slash_if_present(route::status::not_found),
                      std::invalid_argument);
}

BOOST_FIXTURE_TEST_CASE(indexed_alternatives_dispatch_as_linear_ones, route_test)
{
    route::route top = path("users" / uuid)([](boost::uuids::uuid id) {
                           return complete("user " + boost::uuids::to_string(id));
                       }) |
                       path_prefix_test("api")(path_prefix("api" / segments)(
                           [](std::vector<std::string> v) { return complete("api " + join(v)); })) |
                       path("colors" / hex_int_number.optional())([](std::optional<std::int32_t> c) {
                           return complete(c ? std::to_string(*c) : "none");
                       }) |
                       path_suffix(lit("txt") | "md")(complete("doc")) |
                       path_prefix("raw")(raw_path_prefix(regex("([a-z]+)-"))(
                           [](std::string s) { return complete("(" + s + ")"); })) |
                       ignore_trailing_slash(path("items")(complete("items"))) |
                       path_prefix("old")(redirect_to_trailing_slash_if_missing(
                           route::status::see_other)(complete("old/"))) |
                       path_prefix("scale" / double_number)([](double d) {
                           return complete(std::to_string(static_cast<int>(d * 10)));
                       });
    BOOST_TEST(route::is_indexed(top));
    for (const char* t :
         {"/users/123e4567-e89b-12d3-a456-426614174000", "/users/x", "/api/a/b", "/api",
          "/apix/a", "/colors/ff", "/colors/", "/colors", "/files/a/txt", "/files/a/md",
          "/files/a/c", "/rawab-x", "/raw/ab-x", "/raw/AB-", "/items", "/items/", "/old",
          "/old?x=1", "/old/", "/scale/1.5", "/scale/x", "/", "/nothing"})
    {
        std::string a = outcome(Get(t) >> top);
        std::string b;
        {
            route::detail::linear_dispatch_scope linear;
            b = outcome(Get(t) >> top);
        }
        BOOST_TEST(a == b, t);
    }
    BOOST_TEST(outcome(Get("/rawab-x") >> top) == "200 (ab)");
    BOOST_TEST(outcome(Get("/raw/ab-x") >> top) == "rejected 0");
    BOOST_TEST(outcome(Get("/items/") >> top) == "200 items");
    BOOST_TEST(outcome(Get("/files/a/md") >> top) == "200 doc");
    BOOST_TEST(outcome(Get("/api/a/b") >> top) == "200 api {a,b}");
    BOOST_TEST(outcome(Get("/old") >> top).starts_with("303 "));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_path_more_test
