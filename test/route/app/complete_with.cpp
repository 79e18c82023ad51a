//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//

#include <route/app/complete_with.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/json.hpp>
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>

namespace app_complete_with_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(complete_with_tests)

BOOST_FIXTURE_TEST_CASE(completes_now_or_later_from_another_thread, route_test)
{
    auto now = complete_with(instance_of<std::string>,
                             [](route::completer<std::string> done) { done("now"); });
    auto r = Get("/") >> now;
    BOOST_TEST(r.body() == "now");
    BOOST_TEST(r.header("Content-Type") == "text/plain; charset=utf-8");

    // tag::later[]
    std::thread worker;
    auto later = complete_with(instance_of<std::string>, [&](route::completer<std::string> done) {
        worker = std::thread([done] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            done("later");
        });
    });
    auto l = Get("/") >> later;
    // end::later[]
    worker.join();
    BOOST_TEST(l.status() == route::status::ok);
    BOOST_TEST(l.body() == "later");
}

BOOST_FIXTURE_TEST_CASE(the_value_is_marshalled_and_negotiated_as_complete_does, route_test)
{
    auto json = complete_with(instance_of<boost::json::value>, [](route::completer<boost::json::value> done) {
        done(boost::json::value{{"n", 1}});
    });
    auto r = Get("/") >> json;
    BOOST_TEST(r.header("Content-Type") == "application/json");
    BOOST_TEST(r.body() == R"({"n":1})");
    auto refused = Get("/").with_header("Accept", "text/html") >> json;
    BOOST_TEST(!refused.handled());
}

BOOST_FIXTURE_TEST_CASE(a_dropped_or_second_completion_is_an_error, route_test)
{
    auto dropped = route::seal(complete_with(instance_of<std::string>,
                                             [](route::completer<std::string>) {}));
    BOOST_TEST((Get("/") >> dropped).status() == route::status::internal_server_error);

    std::string second;
    auto twice = complete_with(instance_of<std::string>, [&](route::completer<std::string> done) {
        done("one");
        try
        {
            done("two");
        }
        catch (const std::logic_error& e)
        {
            second = e.what();
        }
    });
    BOOST_TEST((Get("/") >> twice).body() == "one");
    BOOST_TEST(second == "route::complete_with: the request is complete already");

    auto throws = route::seal(complete_with(instance_of<std::string>, [](route::completer<std::string>) {
        throw std::runtime_error("no report");
    }));
    BOOST_TEST((Get("/") >> throws).status() == route::status::internal_server_error);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace app_complete_with_test
