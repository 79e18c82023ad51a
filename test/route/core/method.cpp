//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/method.hpp>

#include <boost/test/unit_test.hpp>
#include <sstream>

namespace core_method_test { // this file's own, apart from the other tests built with it

BOOST_AUTO_TEST_SUITE(core_method)

BOOST_AUTO_TEST_CASE(names_of_standard_methods)
{
    BOOST_TEST(route::method::get.name() == "GET");
    BOOST_TEST(route::method::delete_.name() == "DELETE");
    BOOST_TEST(route::method::patch.name() == "PATCH");
    BOOST_TEST(route::method().name() == "GET");
}

BOOST_AUTO_TEST_CASE(from_token_and_verb)
{
    BOOST_TEST((route::method("PUT") == route::method::put));
    BOOST_TEST((route::method(boost::beast::http::verb::options) == route::method::options));
    BOOST_TEST(route::method("PUT").is_standard());
}

BOOST_AUTO_TEST_CASE(extension_methods_keep_their_token)
{
    route::method m("BREW");
    BOOST_TEST(m.name() == "BREW");
    BOOST_TEST(!m.is_standard());
    BOOST_TEST((m.to_verb() == boost::beast::http::verb::unknown));
    BOOST_TEST(!(m == route::method("FROB")));
    BOOST_TEST((m == route::method("BREW")));
    BOOST_TEST(route::method("PURGE").to_verb() == boost::beast::http::verb::purge);
    // tokens are case-sensitive
    BOOST_TEST(!(route::method("get") == route::method::get));
}

BOOST_AUTO_TEST_CASE(beast_methods_beyond_the_standard_nine_are_not_standard)
{
    BOOST_TEST(!route::method("PROPFIND").is_standard());
    BOOST_TEST(route::method("TRACE").is_standard());
    BOOST_TEST(route::method("CONNECT").is_standard());
}

BOOST_AUTO_TEST_CASE(prints_its_token)
{
    std::ostringstream os;
    os << route::method::head << ' ' << route::method("PURGE");
    BOOST_TEST(os.str() == "HEAD PURGE");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_method_test
