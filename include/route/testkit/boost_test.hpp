//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_BOOST_TEST_HPP
#define ROUTE_TESTKIT_BOOST_TEST_HPP

// The Boost.Test adapter of the test kit: the only part that knows the
// test framework.

#include <route/testkit/result.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/test/unit_test.hpp>

namespace route {
namespace testkit {

/** Fixture for Boost.Test cases that run routes in process.

    It owns the runtime (an `io_context`) and makes the test kit's failed
    expectations (asking a rejected result for its status, ...) fail the
    current test case with a readable message.

    @par Example
    @code
    BOOST_FIXTURE_TEST_CASE(lists_items, route::testkit::route_test)
    {
        using namespace route::testkit;
        auto r = Get("/items") >> items_route;
        BOOST_TEST(r.status() == route::status::ok);
    }
    @endcode
*/
class route_test
{
public:
    route_test()
        : previous_(set_failure_handler(&report)), previous_io_(set_runtime(&io_)) {}

    ~route_test()
    {
        set_runtime(previous_io_);
        set_failure_handler(previous_);
    }

    route_test(const route_test&) = delete;
    route_test& operator=(const route_test&) = delete;

    /// The runtime that asynchronous handlers run on.
    boost::asio::io_context& io() noexcept { return io_; }

private:
    [[noreturn]] static void report(const std::string& message)
    {
        BOOST_FAIL(message);
        throw std::logic_error(message); // not reached
    }

    boost::asio::io_context io_;
    failure_handler previous_;
    boost::asio::io_context* previous_io_;
};

} // namespace testkit
} // namespace route

#endif
