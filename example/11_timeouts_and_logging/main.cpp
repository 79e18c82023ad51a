//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 11_timeouts_and_logging: request timeouts for awaiting handlers, and a
// log line per request with the secrets masked.

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <chrono>
#include <iostream>
#include <sstream>
#include <string>

using namespace route::dsl;
using namespace std::chrono_literals;
namespace net = boost::asio;

// A handler that takes `d` to answer (a slow database, a remote service).
route::route
takes(std::chrono::milliseconds d, std::string answer)
{
    return pass([d, answer]() -> net::awaitable<route::route> {
        net::steady_timer t(co_await net::this_coro::executor, d);
        co_await t.async_wait(net::use_awaitable); // cancelled when the request times out
        co_return complete(answer);
    });
}

route::route
timeouts()
{
    // tag::timeout[]
    auto report = path("report")(with_request_timeout(200ms)(takes(10s, "the report")));
    // 503 after 200 ms: The server was not able to produce a timely response to your request.
    // end::timeout[]
    // tag::timeout-handler[]
    auto search = path("search")(with_request_timeout(100ms, [](const route::request& req) {
        return route::text_response(route::status::gateway_timeout,
                                    "no result in time for " + std::string(req.target()));
    })(takes(10s, "results")));
    // end::timeout-handler[]
    // tag::timeout-nested[]
    auto api = path_prefix("api")(with_request_timeout(50ms)(
        path("quick")(takes(1ms, "quick")) |
        // an inner timeout replaces the outer one, counted from the same start
        path("export")(with_request_timeout(2s)(takes(100ms, "export"))) |
        // a long poll: no timeout at all
        path("poll")(without_request_timeout(takes(300ms, "news")))));
    // end::timeout-nested[]
    return report | search | api;
}

// tag::logging[]
route::route
logged(std::ostream& out)
{
    return log_request_result(route::ostream_logger(out))(
        path("hello")(get(complete("hi"))));
    // GET /hello 200 2B 12us
    // GET /nope rejected[] 0B 3us
}

route::route
audited(std::ostream& out)
{
    // the header fields too, with Authorization, Proxy-Authorization, Cookie
    // and Set-Cookie shown as ***
    return log_request_result(route::ostream_logger(out), log_detail::headers)(
        path("account")(complete("yours")));
    // GET /account 200 5B 9us {Authorization: ***}
}

route::route
counted(std::size_t& bytes)
{
    // any callable taking the entry is a logger
    return log_request_result([&bytes](const route::request_log_entry& e) { bytes += e.bytes; })(
        path("data")(complete(std::string(100, '.'))));
}
// end::logging[]

int
main()
{
    using namespace route::testkit;
    int failures = 0;
    auto timed = route::to_http_routes(timeouts()).or_not_found();
    auto show = [&](const std::string& what, const test_request& req, unsigned want) {
        auto res = run(req, timed);
        std::cout << what << " -> " << static_cast<unsigned>(res.status()) << ' ' << res.body()
                  << '\n';
        failures += static_cast<unsigned>(res.status()) != want;
    };
    show("report", Get("/report"), 503);
    show("search", Get("/search?q=x"), 504);
    show("quick", Get("/api/quick"), 200);
    show("export", Get("/api/export"), 200);
    show("poll", Get("/api/poll"), 200);

    std::ostringstream log;
    auto app = route::to_http_routes(logged(log)).or_not_found();
    run(Get("/hello"), app);
    run(Get("/nope"), app);
    run(Get("/account").with_header("Authorization", "Bearer s3cret"),
        route::to_http_routes(audited(log)).or_not_found());
    std::cout << log.str();
    failures += log.str().find("s3cret") != std::string::npos;
    failures += log.str().find("Authorization: ***") == std::string::npos;

    std::size_t bytes = 0;
    run(Get("/data"), route::to_http_routes(counted(bytes)).or_not_found());
    std::cout << "bytes sent: " << bytes << '\n';
    failures += bytes != 100;
    return failures;
}
