//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Short string literals are kept inside the route expressions that use
// them: such an expression is a plain value, with no destructor. Long
// literals, character buffers and run-time strings keep a std::string and
// behave the same.

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <cstring>
#include <string>
#include <type_traits>

namespace dsl_literals_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

template <class T>
constexpr bool plain = std::is_trivially_destructible_v<T> && std::is_trivially_copyable_v<T>;

// 31 characters: the longest literal kept inside
constexpr char longest_short[] = "abcdefghijklmnopqrstuvwxyz01234";
// 32 characters: kept in a std::string
constexpr char first_long[] = "abcdefghijklmnopqrstuvwxyz012345";

} // namespace

BOOST_AUTO_TEST_CASE(routes_of_short_literals_are_plain_values)
{
    static_assert(sizeof(longest_short) == 32 && sizeof(first_long) == 33);
    auto r = path_prefix("items")(path_end(get(complete("all items"))));
    static_assert(plain<decltype(r)>);
    static_assert(plain<decltype(path("a" / segment))>);
    static_assert(plain<decltype(lit("api") / "v1")>);
    static_assert(plain<decltype(complete(longest_short))>);
    static_assert(plain<decltype(post(complete(route::status::created, "made")))>);
    static_assert(plain<decltype(method(route::method("PURGE"))(complete("purged")))>);
    // what keeps a std::string
    static_assert(!plain<decltype(complete(first_long))>);
    static_assert(!plain<decltype(path_prefix(first_long))>);
    static_assert(!plain<decltype(path_prefix(std::string("items")))>);
    static_assert(!plain<decltype(lit(std::string_view("api")))>);
    static_assert(!plain<decltype(complete(std::string("x")))>);
    BOOST_TEST((Get("/items") >> r).body() == "all items");
}

BOOST_FIXTURE_TEST_CASE(short_and_long_literals_match_the_same, route_test)
{
    auto at = [](const char* p) { return std::string("/") + p; };
    auto s = path_prefix(longest_short)(complete(longest_short));
    auto l = path_prefix(first_long)(complete(first_long));
    auto rs = path_prefix(std::string(longest_short))(complete(std::string(longest_short)));
    BOOST_TEST((Get(at(longest_short)) >> s).body() == longest_short);
    BOOST_TEST((Get(at(first_long)) >> l).body() == first_long);
    BOOST_TEST((Get(at(longest_short)) >> rs).body() == longest_short);
    // a prefix of the segment, compared decoded
    BOOST_TEST((Get(at(first_long) + "6789") >> l).body() == first_long);
    BOOST_TEST((Get("/%61bcdefghijklmnopqrstuvwxyz01234") >> s).body() == longest_short);
    BOOST_TEST((Get("/abcdefghijklmnopqrstuvwxyz0123") >> s).rejections().empty());
    BOOST_TEST((Get("/abcdefghijklmnopqrstuvwxyz01234") >> l).rejections().empty());

    // the literal the index reads, whatever keeps it
    auto ls = route::detail::leading_literal(s);
    auto ll = route::detail::leading_literal(l);
    BOOST_TEST_REQUIRE(ls.has_value());
    BOOST_TEST_REQUIRE(ll.has_value());
    BOOST_TEST(*ls == longest_short);
    BOOST_TEST(*ll == first_long);
    BOOST_TEST(*route::route(s).leading_literal() == longest_short);
}

BOOST_FIXTURE_TEST_CASE(character_buffers_are_read_to_their_end, route_test)
{
    // an array larger than its text: the text ends at the first NUL, and
    // the route keeps a copy, not the buffer
    char name[64] = {};
    std::strcpy(name, "users");
    char body[8] = {};
    std::strcpy(body, "ok");
    auto r = path_prefix(name)(complete(body));
    std::strcpy(name, "other");
    std::strcpy(body, "no");
    BOOST_TEST((Get("/users") >> r).body() == "ok");
    BOOST_TEST((Get("/other") >> r).rejections().empty());

    char small[6] = {};
    std::strcpy(small, "items");
    auto k = path(small)(complete(small));
    std::strcpy(small, "xx");
    BOOST_TEST((Get("/items") >> k).body() == "items");
}

BOOST_FIXTURE_TEST_CASE(an_index_of_short_and_long_literals, route_test)
{
    auto r = route::concat(path_prefix("x")(complete("x")), path_prefix(first_long)(complete("long")),
                           path_prefix(std::string("b"))(complete("b")),
                           path_prefix("c")(complete("c")), complete("fallback"));
    BOOST_TEST(route::is_indexed(r));
    BOOST_TEST((Get("/x") >> r).body() == "x");
    BOOST_TEST((Get(std::string("/") + first_long) >> r).body() == "long");
    BOOST_TEST((Get("/b") >> r).body() == "b");
    BOOST_TEST((Get("/c") >> r).body() == "c");
    BOOST_TEST((Get("/d") >> r).body() == "fallback");
    auto d = route::describe_dispatch(r);
    BOOST_TEST(d.find("literal \"x\"") != std::string::npos);
    BOOST_TEST(d.find(std::string("literal \"") + first_long + "\"") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(extension_methods_are_kept_once, route_test)
{
    auto a = method(route::method("PURGE"))(complete("a"));
    auto b = method(route::method("PURGE"))(complete("b"));
    auto r = a | b | method(route::method("LINK"))(complete("link"));
    BOOST_TEST((test_request(route::method("PURGE"), "/") >> r).body() == "a");
    BOOST_TEST((test_request(route::method("LINK"), "/") >> r).body() == "link");
    auto res = test_request(route::method("UNLINK"), "/") >> r;
    std::string named;
    for (auto const& x : res.rejections())
        if (auto* m = std::get_if<route::method_rejection>(&x))
            named += std::string(m->supported.name()) + " ";
    BOOST_TEST(named.find("PURGE") != std::string::npos);
    BOOST_TEST(named.find("LINK") != std::string::npos);
    BOOST_TEST(route::method("PURGE").name() == "PURGE");
    BOOST_TEST(method(route::method("PURGE")).wanted() == route::method("PURGE"));
    BOOST_TEST(get.wanted() == route::method::get);
}

} // namespace dsl_literals_test
