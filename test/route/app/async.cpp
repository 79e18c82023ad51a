//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/app/async.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <chrono>
#include <stdexcept>

namespace app_async_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;
using boost::asio::awaitable;

namespace {

awaitable<void>
sleep_ms(int ms)
{
    boost::asio::steady_timer t(co_await boost::asio::this_coro::executor,
                                std::chrono::milliseconds(ms));
    co_await t.async_wait(boost::asio::use_awaitable);
}

} // namespace

BOOST_AUTO_TEST_SUITE(async)

BOOST_FIXTURE_TEST_CASE(handler_awaits_then_completes, route_test)
{
    auto r = path("slow" / long_number)([](std::int64_t n) -> awaitable<route::route> {
        co_await sleep_ms(5);
        co_return complete("waited " + std::to_string(n));
    });
    auto res = Get("/slow/3") >> r;
    BOOST_TEST(res.status() == route::status::ok);
    BOOST_TEST(res.body() == "waited 3");
}

BOOST_FIXTURE_TEST_CASE(route_returned_after_await_sees_the_path_of_its_directive, route_test)
{
    auto r = path_prefix("a")([]() -> awaitable<route::route> {
        co_await sleep_ms(1);
        co_return path("b")(complete("ab")) | path("c")(complete("ac"));
    });
    BOOST_TEST((Get("/a/c") >> r).body() == "ac");
    BOOST_TEST((Get("/a/d") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(ignore_trailing_slash_retries_after_a_pending_rejection, route_test)
{
    auto r = ignore_trailing_slash(path_prefix("a")([]() -> awaitable<route::route> {
        co_await sleep_ms(1);
        co_return path_end(complete("a"));
    }));
    BOOST_TEST((Get("/a") >> r).body() == "a");
    BOOST_TEST((Get("/a/") >> r).body() == "a");
    BOOST_TEST((Get("/b/") >> r).rejections().empty());
    // the added slash outlives the first run
    auto s = ignore_trailing_slash(path_prefix("b")([]() -> awaitable<route::route> {
        co_await sleep_ms(1);
        co_return extract_unmatched_path([](std::string p) -> route::route {
            if (p != "/")
                return reject();
            return complete("[" + p + "]");
        });
    }));
    BOOST_TEST((Get("/b") >> s).body() == "[/]");
    BOOST_TEST((Get("/b/") >> s).body() == "[/]");
}

BOOST_FIXTURE_TEST_CASE(path_suffix_leaves_its_path_to_a_pending_handler, route_test)
{
    auto r = path_suffix("end")([]() -> awaitable<route::route> {
        co_await sleep_ms(1);
        co_return extract_unmatched_path([](std::string p) { return complete("[" + p + "]"); });
    });
    BOOST_TEST((Get("/x/end") >> r).body() == "[/x/]");
}

BOOST_FIXTURE_TEST_CASE(pending_branch_that_rejects_falls_through_to_the_next, route_test)
{
    auto slow_reject = pass([]() -> awaitable<route::route> {
        co_await sleep_ms(1);
        co_return get(complete("never for POST"));
    });
    auto r = slow_reject | put(complete("p")) | post(complete("posted"));
    BOOST_TEST((Post("/") >> r).body() == "posted");
    auto res = Delete("/") >> r;
    BOOST_TEST(res.rejections().size() == 3u);
    auto app = route::to_http_routes(r).or_not_found();
    auto a = Delete("/") >> app;
    BOOST_TEST(a.status() == route::status::method_not_allowed);
    BOOST_TEST(a.header("Allow") == "GET, PUT, POST");
}

BOOST_FIXTURE_TEST_CASE(cancellation_applies_to_settled_rejections, route_test)
{
    auto r = get([]() -> awaitable<route::route> {
                 co_await sleep_ms(1);
                 co_return reject(route::validation_rejection{"late"});
             }) |
             post(complete("p"));
    auto res = Get("/") >> r;
    BOOST_TEST(res.rejection() == route::rejection(route::validation_rejection{"late"}));
}

BOOST_FIXTURE_TEST_CASE(exception_after_await_gives_500, route_test)
{
    auto r = get([]() -> awaitable<route::route> {
        co_await sleep_ms(1);
        throw std::runtime_error("late failure");
    });
    BOOST_TEST((Get("/") >> r).status() == route::status::internal_server_error);
    auto app = route::to_http_routes(r).or_not_found();
    auto res = Get("/") >> app;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
}

BOOST_FIXTURE_TEST_CASE(nested_awaiting_handlers, route_test)
{
    auto r = path_prefix(segment)([](std::string a) -> awaitable<route::route> {
        co_await sleep_ms(1);
        co_return path(segment)([a](std::string b) -> awaitable<route::route> {
            co_await sleep_ms(1);
            co_return complete(a + "/" + b);
        });
    });
    BOOST_TEST((Get("/x/y") >> r).body() == "x/y");
}

BOOST_FIXTURE_TEST_CASE(captures_of_an_awaiting_handler_outlive_the_route_that_held_it, route_test)
{
    // the synchronous handler returns a temporary route whose awaiting
    // handler captures a string: the string must live until the end
    auto r = path(segment)([](std::string a) {
        return get([a]() -> awaitable<route::route> {
            co_await sleep_ms(1);
            co_return complete("got " + a);
        });
    });
    BOOST_TEST((Get("/" + std::string(40, 'x')) >> r).body() == "got " + std::string(40, 'x'));
}

BOOST_FIXTURE_TEST_CASE(handle_rejections_after_await, route_test)
{
    auto r = handle_rejections(route::default_rejection_handler())(
        pass([]() -> awaitable<route::route> {
            co_await sleep_ms(1);
            co_return path("only")(complete("x"));
        }));
    auto res = Get("/other") >> r;
    BOOST_TEST(res.status() == route::status::not_found);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace app_async_test
