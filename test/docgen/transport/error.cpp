//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/error.hpp>

#include <boost/system/system_error.hpp>
#include <boost/test/unit_test.hpp>
#include <set>
#include <string>

namespace transport_error_test { // this file's own, apart from the other tests built with it

BOOST_AUTO_TEST_SUITE(error)

BOOST_AUTO_TEST_CASE(the_category_is_named_docgen)
{
    BOOST_TEST(std::string(docgen::error_category().name()) == "docgen");
    boost::system::error_code ec = docgen::error::timeout;
    BOOST_TEST((ec.category() == docgen::error_category()));
    BOOST_TEST(ec.value() == 4);
    BOOST_TEST((ec == docgen::error::timeout));
    BOOST_TEST((ec != docgen::error::tls_failed));
    BOOST_TEST(docgen::make_error_code(docgen::error::connection_refused).value() == 1);
    BOOST_TEST(!boost::system::error_code());
}

BOOST_AUTO_TEST_CASE(every_error_has_its_own_message)
{
    std::set<std::string> messages;
    for (int e = static_cast<int>(docgen::error::connection_refused);
         e <= static_cast<int>(docgen::error::invalid_request); ++e)
    {
        auto m = make_error_code(static_cast<docgen::error>(e)).message();
        BOOST_TEST(!m.empty());
        BOOST_TEST(m != "unknown docgen error");
        messages.insert(m);
    }
    BOOST_TEST(messages.size() == 9u);
    BOOST_TEST(make_error_code(docgen::error::connection_refused).message() ==
               "connection refused");
    BOOST_TEST(boost::system::error_code(99, docgen::error_category()).message() ==
               "unknown docgen error");
}

BOOST_AUTO_TEST_CASE(system_error_carries_the_code)
{
    boost::system::system_error e(docgen::error::body_too_large, "GET http://x/");
    BOOST_TEST((e.code() == docgen::error::body_too_large));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace transport_error_test
