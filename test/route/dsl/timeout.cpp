//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/timeout.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>

namespace dsl_timeout_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;
using boost::asio::awaitable;
using namespace std::chrono_literals;

namespace {

// Sets a flag when destroyed: shows that a coroutine frame was freed.
struct guard
{
    std::shared_ptr<bool> destroyed;
    ~guard() { *destroyed = true; }
};

// A handler that waits `d` on a timer, then answers "late"; it records
// how its wait ended.
struct sleeper
{
    std::chrono::milliseconds d;
    std::shared_ptr<bool> destroyed = std::make_shared<bool>(false);
    std::shared_ptr<bool> aborted = std::make_shared<bool>(false);
    std::shared_ptr<bool> finished = std::make_shared<bool>(false);

    route::route make() const
    {
        auto self = *this;
        return pass([self]() -> awaitable<route::route> {
            guard g{self.destroyed};
            boost::asio::steady_timer t(co_await boost::asio::this_coro::executor, self.d);
            try
            {
                co_await t.async_wait(boost::asio::use_awaitable);
            }
            catch (const boost::system::system_error& e)
            {
                *self.aborted = e.code() == boost::asio::error::operation_aborted;
                throw;
            }
            *self.finished = true;
            co_return complete("late");
        });
    }
};

route::response
custom_timeout(const route::request& req)
{
    return route::text_response(route::status::gateway_timeout,
                                "too slow: " + std::string(req.target()));
}

} // namespace

BOOST_AUTO_TEST_SUITE(timeout)

BOOST_FIXTURE_TEST_CASE(synchronous_route_is_answered_normally, route_test)
{
    auto r = with_request_timeout(1ms)(complete("quick"));
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::ok);
    BOOST_TEST(res.body() == "quick");
}

BOOST_FIXTURE_TEST_CASE(synchronous_route_is_never_interrupted, route_test)
{
    // the handler outlasts the timeout, but it does not await: it is not cut
    auto r = with_request_timeout(1ms)(pass([] {
        auto until = std::chrono::steady_clock::now() + 20ms;
        while (std::chrono::steady_clock::now() < until)
        {
        }
        return complete("done");
    }));
    BOOST_TEST((Get("/") >> r).body() == "done");
}

BOOST_FIXTURE_TEST_CASE(awaiting_handler_times_out_with_503_and_is_freed, route_test)
{
    sleeper s{std::chrono::seconds(30)};
    auto r = with_request_timeout(100ms)(s.make());
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::service_unavailable);
    BOOST_TEST(res.body() == "The server was not able to produce a timely response to your request.");
    BOOST_TEST(res.header("Content-Type") == "text/plain; charset=utf-8");
    BOOST_TEST(*s.aborted);
    BOOST_TEST(!*s.finished);
    BOOST_TEST(*s.destroyed);
}

BOOST_FIXTURE_TEST_CASE(custom_handler_answers_the_timeout, route_test)
{
    sleeper s{std::chrono::seconds(30)};
    auto r = with_request_timeout(50ms, &custom_timeout)(s.make());
    auto res = Get("/slow") >> r;
    BOOST_TEST(res.status() == route::status::gateway_timeout);
    BOOST_TEST(res.body() == "too slow: /slow");
    BOOST_TEST(*s.destroyed);
}

BOOST_FIXTURE_TEST_CASE(timeout_response_replaces_only_the_handler, route_test)
{
    sleeper s{std::chrono::seconds(30)};
    auto r = with_request_timeout(50ms)(with_request_timeout_response(&custom_timeout)(s.make()));
    BOOST_TEST((Get("/x") >> r).body() == "too slow: /x");
}

BOOST_FIXTURE_TEST_CASE(timeout_response_alone_sets_no_timeout, route_test)
{
    sleeper s{std::chrono::milliseconds(30)};
    auto r = with_request_timeout_response(&custom_timeout)(s.make());
    BOOST_TEST((Get("/") >> r).body() == "late");
}

BOOST_FIXTURE_TEST_CASE(throwing_handler_is_answered_500, route_test)
{
    sleeper s{std::chrono::seconds(30)};
    auto r = with_request_timeout(20ms, [](const route::request&) -> route::response {
        throw std::runtime_error("no answer");
    })(s.make());
    BOOST_TEST((Get("/") >> r).status() == route::status::internal_server_error);
}

BOOST_FIXTURE_TEST_CASE(inner_timeout_replaces_outer, route_test)
{
    // the outer timeout alone would let the handler finish
    sleeper s{std::chrono::seconds(30)};
    auto shorter = with_request_timeout(60s)(with_request_timeout(50ms)(s.make()));
    BOOST_TEST((Get("/") >> shorter).status() == route::status::service_unavailable);

    sleeper t{std::chrono::milliseconds(100)};
    auto longer = with_request_timeout(10ms)(with_request_timeout(60s)(t.make()));
    BOOST_TEST((Get("/") >> longer).body() == "late");
}

BOOST_FIXTURE_TEST_CASE(timeout_set_while_pending_applies, route_test)
{
    // the inner directive runs only after the outer handler has awaited
    sleeper s{std::chrono::seconds(30)};
    auto inner = s.make();
    auto r = pass([inner]() -> awaitable<route::route> {
        boost::asio::steady_timer t(co_await boost::asio::this_coro::executor, 1ms);
        co_await t.async_wait(boost::asio::use_awaitable);
        co_return with_request_timeout(50ms)(inner);
    });
    BOOST_TEST((Get("/") >> r).status() == route::status::service_unavailable);
    BOOST_TEST(*s.destroyed);
}

BOOST_FIXTURE_TEST_CASE(extract_request_timeout_gives_the_timeout_in_force, route_test)
{
    auto show = extract_request_timeout([](std::optional<std::chrono::steady_clock::duration> t) {
        return complete(t ? std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(*t)
                                               .count()) +
                                " ms"
                          : std::string("none"));
    });
    BOOST_TEST((Get("/") >> show).body() == "none");
    BOOST_TEST((Get("/") >> with_request_timeout(2s)(show)).body() == "2000 ms");
    BOOST_TEST((Get("/") >> with_request_timeout(2s)(with_request_timeout(50ms)(show))).body() ==
               "50 ms");
    BOOST_TEST((Get("/") >> with_request_timeout(2s)(without_request_timeout(show))).body() ==
               "none");
}

BOOST_FIXTURE_TEST_CASE(without_request_timeout_switches_it_off, route_test)
{
    sleeper s{std::chrono::milliseconds(100)};
    auto r = with_request_timeout(10ms)(without_request_timeout(s.make()));
    auto res = Get("/") >> r;
    BOOST_TEST(res.body() == "late");
    BOOST_TEST(!*s.aborted);
}

BOOST_FIXTURE_TEST_CASE(handler_finishing_in_time_is_answered_and_not_held, route_test)
{
    sleeper s{std::chrono::milliseconds(1)};
    auto r = with_request_timeout(60s)(s.make());
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::ok);
    BOOST_TEST(res.body() == "late");
    BOOST_TEST(*s.finished);
    BOOST_TEST(*s.destroyed);
}

BOOST_FIXTURE_TEST_CASE(timer_does_not_hold_a_shared_runtime, route_test)
{
    boost::asio::io_context io;
    auto old = set_runtime(&io);
    sleeper s{std::chrono::milliseconds(1)};
    auto r = with_request_timeout(60s)(s.make());
    BOOST_TEST((Get("/") >> r).body() == "late");
    // nothing of the request is left to run: its timer was cancelled
    io.restart();
    io.poll();
    BOOST_TEST(io.stopped());
    set_runtime(old);
}

BOOST_FIXTURE_TEST_CASE(rejection_passes_through, route_test)
{
    auto r = with_request_timeout(1s)(path("a")(complete("a")));
    BOOST_TEST((Get("/b") >> r).rejections().empty());
}

BOOST_AUTO_TEST_CASE(non_positive_timeout_is_refused)
{
    BOOST_CHECK_THROW(with_request_timeout(0ms), std::invalid_argument);
    BOOST_CHECK_THROW(with_request_timeout(-1s, &custom_timeout), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(request_without_timeout_access_is_left_alone)
{
    route::header_list h;
    route::request req(route::method::get, "/", h);
    auto ctx = route::request_context::make(req).value();
    route::route r = with_request_timeout(1s)(complete("x"));
    BOOST_TEST(r(ctx).is_completed());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_timeout_test
