//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/range.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <string>

namespace dsl_range_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

const std::string digits = "0123456789abcdefghijklmnopqrstuvwxyz"; // 36 bytes

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_range)

BOOST_FIXTURE_TEST_CASE(range_support_on_any_route, route_test)
{
    auto r = with_range_support(complete(digits));
    auto x = Get("/").with_header("Range", "bytes=-3") >> r;
    BOOST_TEST(x.status() == route::status::partial_content);
    BOOST_TEST(x.header("Content-Range") == "bytes 33-35/36");
    BOOST_TEST(x.body() == "xyz");
    // only GET, only 200
    BOOST_TEST((Put("/").with_header("Range", "bytes=-3") >> r).body() == digits);
    auto created = with_range_support(complete(route::status::created, digits));
    BOOST_TEST((Get("/").with_header("Range", "bytes=-3") >> created).body() == digits);
    // other limits
    auto two = with_range_support[range_settings{2, 0}](complete(digits));
    BOOST_TEST(!(Get("/").with_header("Range", "bytes=0-0,2-2,4-4") >> two).handled());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_range_test
