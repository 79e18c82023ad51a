//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/size_limit.hpp>

#include <route/app/async.hpp>
#include <route/app/request_entity.hpp>
#include <route/dsl/coding.hpp>
#include <route/dsl/entity.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include "../../support/zlib.hpp"
#include <limits>
#include <string>

namespace dsl_size_limit_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

using route::test::gzip;

auto limit_seen = extract([](const route::request_context& ctx) { return ctx.size_limit(); })(
    [](std::uint64_t n) { return complete(std::to_string(n)); });

// reads the body, as a directive that needs it does
auto body_size =
    entity(as<std::string>)([](const std::string& s) { return complete(std::to_string(s.size())); });

// does not read the body
auto ok = complete("OK");

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

// pekko's MiscDirectivesSpec, "the withSizeLimit directive"
BOOST_FIXTURE_TEST_CASE(the_limit_does_not_apply_when_the_body_is_not_read, route_test)
{
    auto r = with_size_limit(500)(ok);
    BOOST_TEST((Post("/abc").with_body(std::string(500, 'a')) >> r).status() == route::status::ok);
    BOOST_TEST((Post("/abc").with_body(std::string(501, 'a')) >> r).status() == route::status::ok);
}

BOOST_FIXTURE_TEST_CASE(the_limit_applies_when_the_body_is_read, route_test)
{
    auto r = with_size_limit(500)(body_size);
    BOOST_TEST((Post("/abc").with_body(std::string(500, 'a')) >> r).body() == "500");
    auto s = Post("/abc").with_body(std::string(501, 'a')) >> route::seal(r);
    BOOST_TEST(s.status() == route::status::payload_too_large);
    BOOST_TEST(s.body() == "Request Content-Length of 501 bytes exceeds the configured limit "
                           "of 500 bytes");
}

BOOST_FIXTURE_TEST_CASE(the_innermost_limit_applies, route_test)
{
    auto larger = with_size_limit(500)(with_size_limit(800)(body_size));
    BOOST_TEST((Post("/abc").with_body(std::string(800, 'a')) >> larger).body() == "800");
    BOOST_TEST((Post("/abc").with_body(std::string(801, 'a')) >> route::seal(larger)).status() ==
               route::status::payload_too_large);
    auto smaller = with_size_limit(500)(with_size_limit(400)(body_size));
    BOOST_TEST((Post("/abc").with_body(std::string(400, 'a')) >> smaller).body() == "400");
    BOOST_TEST((Post("/abc").with_body(std::string(401, 'a')) >> route::seal(smaller)).status() ==
               route::status::payload_too_large);
}

BOOST_FIXTURE_TEST_CASE(data_bytes_are_held_to_the_limit, route_test)
{
    auto r = with_size_limit(4)(extract_data_bytes(
        [](route::byte_source src) -> boost::asio::awaitable<route::route> {
            std::string out;
            while (auto p = co_await src.read())
                out += *p;
            co_return complete(out);
        }));
    BOOST_TEST((Post("/").with_body("four") >> r).body() == "four");
    auto s = Post("/").with_body("fives") >> route::seal(r);
    BOOST_TEST(s.status() == route::status::payload_too_large);
}

BOOST_FIXTURE_TEST_CASE(too_large_wins_over_the_other_alternatives, route_test)
{
    auto r = with_size_limit(4)(post(body_size)) | get(complete("get"));
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

} // namespace dsl_size_limit_test
