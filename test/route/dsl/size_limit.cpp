//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/size_limit.hpp>

#include <route/dsl/coding.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include "../../support/zlib.hpp"
#include <limits>
#include <string>

using namespace route::dsl;
using namespace route::testkit;

namespace {

using route::test::gzip;

auto limit_seen = extract([](const route::request_context& ctx) { return ctx.size_limit(); })(
    [](std::uint64_t n) { return complete(std::to_string(n)); });

auto body_size = extract([](const route::request_context& ctx) {
    return ctx.request().body().size();
})([](std::size_t n) { return complete(std::to_string(n)); });

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_size_limit)

BOOST_FIXTURE_TEST_CASE(a_larger_body_is_413_with_the_servers_text, route_test)
{
    auto r = with_size_limit(10)(body_size);
    BOOST_TEST((Post("/").with_body(std::string(10, 'a')) >> r).body() == "10");
    BOOST_TEST((Post("/").with_body(std::string(11, 'a')) >> r).rejection() ==
               route::rejection(route::request_entity_too_large_rejection{11, 10}));
    auto s = Post("/").with_body(std::string(11, 'a')) >> route::seal(r);
    BOOST_TEST(s.status() == route::status::payload_too_large);
    BOOST_TEST(s.body() == "Request Content-Length of 11 bytes exceeds the configured limit "
                           "of 10 bytes");
    BOOST_TEST((Get("/") >> with_size_limit(0)(body_size)).body() == "0");
}

BOOST_FIXTURE_TEST_CASE(too_large_wins_over_the_other_alternatives, route_test)
{
    auto r = with_size_limit(4)(post(complete("post"))) | get(complete("get"));
    auto s = Post("/").with_body("too long") >> route::seal(r);
    BOOST_TEST(s.status() == route::status::payload_too_large);
}

BOOST_FIXTURE_TEST_CASE(the_limit_in_force_is_in_the_context, route_test)
{
    BOOST_TEST((Get("/") >> limit_seen).body() == std::to_string(8 * 1024 * 1024));
    BOOST_TEST((Get("/") >> with_size_limit(5)(limit_seen)).body() == "5");
    BOOST_TEST((Get("/") >> with_size_limit(5)(with_size_limit(7)(limit_seen))).body() == "7");
    BOOST_TEST((Get("/") >> without_size_limit(limit_seen)).body() ==
               std::to_string(std::numeric_limits<std::uint64_t>::max()));
    // a new limit is checked against the raw body again
    auto inner = without_size_limit(with_size_limit(3)(body_size));
    BOOST_TEST(!(Post("/").with_body("four") >> inner).handled());
}

BOOST_FIXTURE_TEST_CASE(decode_request_decodes_no_more_than_the_limit, route_test)
{
    std::string text(1000, 'x');
    auto g = gzip(text);
    BOOST_REQUIRE(g.size() < 100);
    auto decoded = decode_request(body_size);
    auto small = Post("/").with_header("Content-Encoding", "gzip").with_body(g) >>
                 route::seal(with_size_limit(999)(decoded));
    BOOST_TEST(small.status() == route::status::payload_too_large);
    BOOST_TEST(small.body() == "Request entity exceeds the configured limit of 999 bytes");
    auto enough = Post("/").with_header("Content-Encoding", "gzip").with_body(g) >>
                  with_size_limit(1000)(decoded);
    BOOST_TEST(enough.body() == "1000");
}

BOOST_FIXTURE_TEST_CASE(without_size_limit_decodes_beyond_the_default, route_test)
{
    std::string zeros(9 * 1024 * 1024, '\0');
    auto g = gzip(zeros);
    auto decoded = decode_request(body_size);
    auto limited = Post("/").with_header("Content-Encoding", "gzip").with_body(g) >> decoded;
    BOOST_TEST(!limited.handled());
    auto lifted = Post("/").with_header("Content-Encoding", "gzip").with_body(g) >>
                  without_size_limit(decoded);
    BOOST_TEST(lifted.body() == std::to_string(zeros.size()));
}

BOOST_AUTO_TEST_SUITE_END()
