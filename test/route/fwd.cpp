//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// fwd.hpp declares what the umbrella defines, with matching kinds.
#include <route/fwd.hpp>

#include <route/route.hpp>
#include <boost/test/unit_test.hpp>
#include <type_traits>

BOOST_AUTO_TEST_SUITE(fwd)

BOOST_AUTO_TEST_CASE(forward_declarations_name_the_real_types)
{
    BOOST_TEST(std::is_class_v<route::route>);
    BOOST_TEST(std::is_class_v<route::http_app>);
    BOOST_TEST(std::is_class_v<route::request_context>);
    BOOST_TEST((std::is_same_v<route::marshaller<std::string>, route::marshaller<std::string, void>>));
}

BOOST_AUTO_TEST_SUITE_END()
