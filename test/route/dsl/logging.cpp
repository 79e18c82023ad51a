//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/logging.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <chrono>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>
#include <unistd.h>

namespace dsl_logging_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;
using boost::asio::awaitable;
using kind = route::request_log_entry::kind;

namespace {

// A logger keeping what it is given.
struct recorder
{
    std::shared_ptr<std::vector<route::request_log_entry>> entries =
        std::make_shared<std::vector<route::request_log_entry>>();

    void operator()(const route::request_log_entry& e) const { entries->push_back(e); }
};

std::string
header_of(const route::request_log_entry& e, std::string_view name)
{
    for (auto const& f : e.headers)
        if (f.name == name)
            return f.value;
    return "<absent>";
}

} // namespace

BOOST_AUTO_TEST_SUITE(logging)

BOOST_FIXTURE_TEST_CASE(completed_request_entry, route_test)
{
    recorder log;
    auto r = log_request_result(log)(path("items")(get(complete("hello"))));
    auto res = Get("/items?page=2") >> r;
    BOOST_TEST(res.body() == "hello");
    BOOST_TEST_REQUIRE(log.entries->size() == 1u);
    auto const& e = log.entries->front();
    BOOST_TEST(e.method == "GET");
    BOOST_TEST(e.target == "/items?page=2");
    BOOST_TEST((e.outcome == kind::completed));
    BOOST_TEST(static_cast<unsigned>(e.status) == 200u);
    BOOST_TEST(e.bytes == 5u);
    BOOST_TEST(e.duration.count() >= 0);
    // the default entry carries no header fields
    BOOST_TEST(e.headers.empty());
}

BOOST_FIXTURE_TEST_CASE(byte_count_is_the_body_size, route_test)
{
    recorder log;
    auto r = log_request_result(log)(complete(route::status::created, std::string(1234, 'x')));
    BOOST_TEST((Post("/") >> r).status() == route::status::created);
    BOOST_TEST(log.entries->at(0).bytes == 1234u);
    BOOST_TEST(log.entries->at(0).method == "POST");
    BOOST_TEST(static_cast<unsigned>(log.entries->at(0).status) == 201u);
}

// A body streamed from a file counts with its size, not the empty string body.
BOOST_FIXTURE_TEST_CASE(byte_count_of_a_file_body, route_test)
{
    namespace fs = std::filesystem;
    fs::path p = fs::temp_directory_path() /
                 ("route-dsl-logging-" + std::to_string(::getpid()) + ".txt");
    {
        std::ofstream out(p, std::ios::binary);
        out << std::string(3000, 'x');
    }
    recorder log;
    auto r = log_request_result(log)(get_from_file(p.string()));
    auto res = Get("/") >> r;
    auto ranged = Get("/").with_header("Range", "bytes=0-9") >> r;
    std::error_code ec;
    fs::remove(p, ec);
    BOOST_TEST(res.body().size() == 3000u);
    BOOST_TEST(ranged.body().size() == 10u);
    BOOST_TEST_REQUIRE(log.entries->size() == 2u);
    BOOST_TEST((*log.entries)[0].bytes == 3000u);
    BOOST_TEST((*log.entries)[1].bytes == 10u);
}

BOOST_FIXTURE_TEST_CASE(rejected_request_names_the_kinds, route_test)
{
    recorder log;
    auto r = log_request_result(log)(
        header_value_by_name("X-Key")([](std::string) { return complete("k"); }) |
        parameter("q")([](std::string) { return complete("q"); }));
    auto res = Get("/") >> r;
    BOOST_TEST(res.rejections().size() == 2u);
    auto const& e = log.entries->at(0);
    BOOST_TEST((e.outcome == kind::rejected));
    BOOST_TEST(e.bytes == 0u);
    BOOST_TEST_REQUIRE(e.rejections.size() == 2u);
    BOOST_TEST(e.rejections[0] == "missing_header_rejection");
    BOOST_TEST(e.rejections[1] == "missing_query_param_rejection");
    BOOST_TEST(route::format_log_line(e).find(
                   "GET / rejected[missing_header_rejection,missing_query_param_rejection] 0B ") ==
               0u);
}

BOOST_FIXTURE_TEST_CASE(not_found_is_an_empty_rejection, route_test)
{
    recorder log;
    auto r = log_request_result(log)(path("a")(complete("a")));
    BOOST_TEST((Get("/b") >> r).rejections().empty());
    BOOST_TEST((log.entries->at(0).outcome == kind::rejected));
    BOOST_TEST(log.entries->at(0).rejections.empty());
}

BOOST_FIXTURE_TEST_CASE(pending_request_is_logged_once_settled, route_test)
{
    recorder log;
    auto r = log_request_result(log)(pass([]() -> awaitable<route::route> {
        boost::asio::steady_timer t(co_await boost::asio::this_coro::executor,
                                    std::chrono::milliseconds(20));
        co_await t.async_wait(boost::asio::use_awaitable);
        co_return complete("later");
    }));
    route::route_result pending = route::route(r)(
        route::request_context::make(Get("/p").view()).value());
    // not logged before it settles
    BOOST_TEST(pending.is_pending());
    BOOST_TEST(log.entries->empty());
    pending.take_deferred(); // dropped unrun: never logged

    auto res = Get("/p") >> r;
    BOOST_TEST(res.body() == "later");
    BOOST_TEST_REQUIRE(log.entries->size() == 1u);
    BOOST_TEST(log.entries->at(0).bytes == 5u);
    // it waited 20 ms on its timer
    BOOST_TEST(log.entries->at(0).duration.count() >= 20000);
}

BOOST_FIXTURE_TEST_CASE(secret_headers_are_masked, route_test)
{
    recorder log;
    auto r = log_request_result(log, log_detail::headers)(complete("ok"));
    auto res = Get("/")
                   .with_header("Authorization", "Basic c2VjcmV0")
                   .with_header("proxy-authorization", "Bearer t0ken")
                   .with_header("Cookie", "sid=s3cr3t")
                   .with_header("SET-COOKIE", "a=b")
                   .with_header("X-Trace", "abc") >>
               r;
    BOOST_TEST(res.status() == route::status::ok);
    auto const& e = log.entries->at(0);
    BOOST_TEST(header_of(e, "Authorization") == "***");
    BOOST_TEST(header_of(e, "proxy-authorization") == "***");
    BOOST_TEST(header_of(e, "Cookie") == "***");
    BOOST_TEST(header_of(e, "SET-COOKIE") == "***");
    BOOST_TEST(header_of(e, "X-Trace") == "abc");
    auto line = route::format_log_line(e);
    for (auto secret : {"c2VjcmV0", "t0ken", "s3cr3t", "a=b"})
    {
        BOOST_TEST_CONTEXT(secret) { BOOST_TEST(line.find(secret) == std::string::npos); }
    }
    BOOST_TEST(line.find("X-Trace: abc") != std::string::npos);
    BOOST_TEST(line.find("Authorization: ***") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(masked_header_value_table)
{
    struct
    {
        const char* name;
        const char* shown;
    } const cases[] = {{"Authorization", "***"}, {"authorization", "***"},
                       {"Proxy-Authorization", "***"}, {"Cookie", "***"},
                       {"set-cookie", "***"}, {"Cookies", "v"}, {"X-Authorization", "v"},
                       {"Host", "v"}};
    for (auto const& c : cases)
    {
        BOOST_TEST_CONTEXT(c.name) { BOOST_TEST(route::masked_header_value(c.name, "v") == c.shown); }
    }
}

BOOST_AUTO_TEST_CASE(line_format)
{
    route::request_log_entry e;
    e.method = "GET";
    e.target = "/items";
    e.status = route::status::ok;
    e.bytes = 17;
    e.duration = std::chrono::microseconds(345);
    BOOST_TEST(route::format_log_line(e) == "GET /items 200 17B 345us");
    e.headers = {{"Host", "a"}, {"Cookie", "***"}};
    BOOST_TEST(route::format_log_line(e) == "GET /items 200 17B 345us {Host: a, Cookie: ***}");
    e.headers.clear();
    e.outcome = kind::rejected;
    e.bytes = 0;
    BOOST_TEST(route::format_log_line(e) == "GET /items rejected[] 0B 345us");
    e.outcome = kind::failed;
    e.failure = "boom";
    BOOST_TEST(route::format_log_line(e) == "GET /items failed(boom) 0B 345us");
}

BOOST_FIXTURE_TEST_CASE(exception_is_logged_and_passes_through, route_test)
{
    recorder log;
    auto r = log_request_result(log)(pass([]() -> route::route {
        throw std::runtime_error("broken");
    }));
    // the test kit's exception handler makes it a 500
    BOOST_TEST((Get("/") >> r).status() == route::status::internal_server_error);
    auto const& e = log.entries->at(0);
    BOOST_TEST((e.outcome == kind::failed));
    BOOST_TEST(e.failure == "broken");
}

BOOST_FIXTURE_TEST_CASE(ostream_logger_writes_one_line_per_request, route_test)
{
    std::ostringstream os;
    auto r = log_request_result(route::ostream_logger(os))(path("a")(complete("xy")));
    Get("/a") >> r;
    Get("/b") >> r;
    auto text = os.str();
    BOOST_TEST(text.find("GET /a 200 2B ") == 0u);
    auto second = text.find('\n') + 1;
    BOOST_TEST(text.compare(second, 15, "GET /b rejected") == 0);
    BOOST_TEST(text.back() == '\n');
    BOOST_TEST(std::count(text.begin(), text.end(), '\n') == 2);
}

// pekko: "The 'logRequest' directive should produce a proper log message for
// incoming requests", with a function of the request
BOOST_FIXTURE_TEST_CASE(log_request_sees_the_request_before_the_inner_route, route_test)
{
    std::vector<std::string> lines;
    auto r = log_request([&lines](const route::request& req) {
        lines.push_back("1: " + std::string(req.method().name()) + ' ' + std::string(req.target()));
    })(extract_request([&lines](route::request) {
        lines.push_back("inner");
        return complete("ok");
    }));
    BOOST_TEST((Get("/hello") >> r).status() == route::status::ok);
    BOOST_TEST(lines == (std::vector<std::string>{"1: GET /hello", "inner"}), boost::test_tools::per_element());
    lines.clear();
    // logged also when the inner route rejects
    BOOST_TEST(!(Post("/hello") >> log_request([&lines](const route::request&) { lines.push_back("x"); })(
        get(complete("ok")))).handled());
    BOOST_TEST(lines.size() == 1u);
}

// pekko: "The 'logResult' directive should produce a proper log message for
// outgoing responses"; a rejection, a failure and an awaited result too
BOOST_FIXTURE_TEST_CASE(log_result_sees_every_settled_result, route_test)
{
    std::vector<std::string> seen;
    auto log = log_result([&seen](const route::route_result& x) {
        if (x.is_completed())
            seen.push_back("2: Complete " + std::to_string(static_cast<unsigned>(x.response().status)));
        else if (x.is_rejected())
            seen.push_back("2: Rejected " + std::to_string(x.effective_rejections().size()));
        else if (x.is_failed())
            seen.push_back("2: Failed");
        else
            seen.push_back("2: pending");
    });
    BOOST_TEST((Get("/hello") >> log(complete("ok"))).status() == route::status::ok);
    BOOST_TEST(!(Get("/hello") >> log(reject(route::validation_rejection{"no"}))).handled());
    auto thrown = Get("/") >> log(pass([]() -> route::route { throw std::runtime_error("broken"); }));
    BOOST_TEST(thrown.status() == route::status::internal_server_error);
    auto later = log(pass([]() -> boost::asio::awaitable<route::route> {
        boost::asio::steady_timer t(co_await boost::asio::this_coro::executor, std::chrono::milliseconds(1));
        co_await t.async_wait(boost::asio::use_awaitable);
        co_return complete(route::status::accepted, "later");
    }));
    BOOST_TEST((Get("/") >> later).body() == "later");
    BOOST_TEST(seen == (std::vector<std::string>{"2: Complete 200", "2: Rejected 1", "2: Failed", "2: Complete 202"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_logging_test
