//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/app/detail/exchange.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace app_exchange_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using route::detail::exchange;
using route::detail::response_wire;
using boost::asio::awaitable;

namespace {

awaitable<void>
sleep_ms(int ms)
{
    boost::asio::steady_timer t(co_await boost::asio::this_coro::executor,
                                std::chrono::milliseconds(ms));
    co_await t.async_wait(boost::asio::use_awaitable);
}

// A transport that records what the exchange tells it.
struct recorder final : route::detail::exchange_sink, std::enable_shared_from_this<recorder>
{
    exchange ex;
    std::vector<route::route_result> answers;
    bool abandoned_at_answer = false;
    int unwinds = 0;
    int holds = 0;

    void answer(route::route_result r) override
    {
        abandoned_at_answer = ex.abandoned();
        answers.push_back(std::move(r));
    }
    void unwound() override { ++unwinds; }
    std::shared_ptr<void> hold() override
    {
        ++holds;
        return shared_from_this();
    }

    const route::response& response() const { return answers.at(0).response(); }
};

route::header_list no_fields;

// A streamed body given in pieces, of unknown length.
class pieces final : public route::detail::body_reader
{
public:
    explicit pieces(std::vector<std::string> p) : body_reader(std::nullopt), p_(std::move(p)) {}

    awaitable<std::optional<std::string>> read_some(std::size_t) override
    {
        if (next_ == p_.size())
            co_return std::nullopt;
        co_return p_[next_++];
    }

private:
    std::vector<std::string> p_;
    std::size_t next_ = 0;
};

route::http_app
app_of(const route::route& r)
{
    return route::to_http_routes(r).or_not_found();
}

// Begins and runs `app` on `target`; `io` runs what it awaits.
std::shared_ptr<recorder>
run(const route::http_app& app, boost::asio::io_context& io, std::string_view target = "/a")
{
    auto r = std::make_shared<recorder>();
    auto bad = r->ex.begin(route::method::get, target, no_fields, {});
    BOOST_TEST_REQUIRE(!bad);
    r->ex.run(app, *r, io.get_executor());
    return r;
}

} // namespace

BOOST_AUTO_TEST_SUITE(exchange_lifecycle)

BOOST_AUTO_TEST_CASE(a_route_that_completes_at_once_is_answered_before_run_returns)
{
    boost::asio::io_context io;
    auto app = app_of(path("a")(complete("now")));
    auto r = run(app, io);
    BOOST_TEST_REQUIRE(r->answers.size() == 1u);
    BOOST_TEST(*r->response().text() == "now");
    BOOST_TEST(!r->ex.pending());
    BOOST_TEST(r->holds == 0); // nothing waits: nothing held
}

BOOST_AUTO_TEST_CASE(a_bad_target_is_answered_400_and_not_run)
{
    route::header_list fields;
    exchange ex;
    auto bad = ex.begin(route::method::get, "/a b", fields, {});
    BOOST_TEST_REQUIRE(bad.has_value());
    BOOST_TEST(bad->status == route::status::bad_request);
    BOOST_TEST(bad->text()->starts_with("Illegal request-target: "));
    BOOST_TEST(!ex.has_request());
}

BOOST_AUTO_TEST_CASE(a_pending_route_is_answered_when_it_settles)
{
    boost::asio::io_context io;
    auto app = app_of(path("a")([]() -> awaitable<route::route> {
        co_await sleep_ms(5);
        co_return complete("later");
    }));
    auto r = run(app, io);
    BOOST_TEST(r->answers.empty());
    BOOST_TEST(r->ex.pending());
    BOOST_TEST(r->holds == 1);
    io.run();
    BOOST_TEST_REQUIRE(r->answers.size() == 1u);
    BOOST_TEST(*r->response().text() == "later");
    BOOST_TEST(!r->ex.pending());
    // what waited has let go of the transport
    BOOST_TEST(r.use_count() == 1);
}

BOOST_AUTO_TEST_CASE(the_timeout_answers_first_and_the_route_unwinds_after)
{
    boost::asio::io_context io;
    bool finished = false;
    auto app = app_of(with_request_timeout(std::chrono::milliseconds(10))(
        path("a")([&]() -> awaitable<route::route> {
            co_await sleep_ms(2000);
            finished = true;
            co_return complete("too late");
        })));
    auto r = run(app, io);
    auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (r->unwinds == 0 && io.run_one_until(until) != 0)
    {
    }
    BOOST_TEST_REQUIRE(r->answers.size() == 1u);
    BOOST_TEST(r->abandoned_at_answer);
    BOOST_TEST(r->response().status == route::status::service_unavailable);
    BOOST_TEST(r->unwinds == 1);
    BOOST_TEST(!finished); // cancelled, its result never made
    BOOST_TEST(!r->ex.abandoned());
}

BOOST_AUTO_TEST_CASE(a_cancelled_exchange_answers_nothing)
{
    boost::asio::io_context io;
    auto app = app_of(path("a")([]() -> awaitable<route::route> {
        co_await sleep_ms(2000);
        co_return complete("never");
    }));
    auto r = run(app, io);
    r->ex.cancel();
    auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (r->ex.pending() && io.run_one_until(until) != 0)
    {
    }
    BOOST_TEST(!r->ex.pending());
    BOOST_TEST(r->answers.empty());
    BOOST_TEST(r->unwinds == 0);
}

BOOST_AUTO_TEST_CASE(a_route_that_needs_the_streamed_body_whole_runs_again_once)
{
    boost::asio::io_context io;
    int runs = 0;
    auto app = app_of(path("a")(extract_request([&runs](const route::request&) {
        ++runs;
        return to_strict_entity(std::chrono::seconds(1))(
            extract_request_entity([](route::request_entity e) {
                return complete(std::string(e.data()));
            }));
    })));
    auto tr = route::testkit::Post("/a");
    auto view = tr.view();
    pieces entity({"Akka", "HTTP"});
    view.with_streamed_entity(entity);
    auto r = std::make_shared<recorder>();
    r->ex.adopt(view);
    r->ex.run(app, *r, io.get_executor());
    io.run();
    BOOST_TEST_REQUIRE(r->answers.size() == 1u);
    BOOST_TEST(*r->response().text() == "AkkaHTTP");
    BOOST_TEST(runs == 2);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(exchange_wire)

BOOST_AUTO_TEST_CASE(a_text_body_is_sent_with_its_length_and_head_keeps_the_length)
{
    auto r = route::text_response(route::status::ok, "hello");
    auto get = route::detail::wire_of(r, false);
    BOOST_TEST((get.body == response_wire::body_kind::text));
    BOOST_TEST((get.length == std::optional<std::uint64_t>(5)));
    auto head = route::detail::wire_of(r, true);
    BOOST_TEST((head.body == response_wire::body_kind::none));
    BOOST_TEST((head.length == std::optional<std::uint64_t>(5)));
}

BOOST_AUTO_TEST_CASE(a_status_without_a_body_has_no_length)
{
    for (auto s : {route::status::no_content, route::status::not_modified,
                   route::status::continue_})
    {
        route::response r;
        r.status = s;
        r.body = "ignored";
        auto w = route::detail::wire_of(r, false);
        BOOST_TEST(!w.status_allows_body);
        BOOST_TEST((w.body == response_wire::body_kind::none));
        BOOST_TEST(!w.length.has_value());
    }
}

BOOST_AUTO_TEST_CASE(a_produced_body_has_no_length_and_an_empty_one_is_sent_as_nothing)
{
    auto produced = route::chunked("text/plain", [](route::chunk_writer& w) -> awaitable<void> {
        co_await w.write("x");
    });
    route::response r;
    r.body = route::produced_body{produced.body, nullptr};
    auto w = route::detail::wire_of(r, false);
    BOOST_TEST((w.body == response_wire::body_kind::produced));
    BOOST_TEST(!w.length.has_value());
    auto empty = route::detail::wire_of(route::response{}, false);
    BOOST_TEST((empty.body == response_wire::body_kind::none));
    BOOST_TEST((empty.length == std::optional<std::uint64_t>(0)));
}

BOOST_AUTO_TEST_CASE(the_framing_fields_are_the_transports_whatever_their_case)
{
    for (auto n : {"content-length", "Transfer-Encoding", "DATE", "Connection", "keep-alive",
                   "Proxy-Connection"})
        BOOST_TEST(route::detail::framing_field(n), n);
    BOOST_TEST(!route::detail::framing_field("Upgrade"));
    BOOST_TEST(!route::detail::framing_field("Content-Type"));
    BOOST_TEST(!route::detail::framing_field("Content-Lengths"));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace app_exchange_test
