//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 05_request: directives that read the request beyond its path, query and
// body: header fields, cookies, host and scheme, the client's address;
// validation, redirection and rejections of one's own.

#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <iostream>
#include <string>
#include <vector>

using namespace route::dsl;

route::route
headers()
{
    // tag::headers[]
    return path("whoami")(get(
        (header_value_by_name("X-User") & optional_header_value_by_name("X-Age").as<int>())(
            [](std::string user, std::optional<int> age) {
                return complete(user + (age ? " (" + std::to_string(*age) + ")" : ""));
            })));
    // end::headers[]
}

route::route
cookies()
{
    // tag::cookies[]
    return path("cart")(get(
        (cookie("session") & optional_cookie("theme"))(
            [](route::http_cookie session, std::optional<route::http_cookie> theme) {
                return complete("cart of " + session.value + " in " +
                                (theme ? theme->value : std::string("light")));
            })));
    // end::cookies[]
}

route::route
hosts()
{
    // tag::host[]
    auto admin = path("admin")(host("admin.example.com")(scheme("https")(complete("admin console"))));
    auto where = path("where")((extract_scheme & extract_host)([](std::string s, std::string h) {
        return complete(s + "://" + h);
    }));
    return admin | where;
    // end::host[]
}

// tag::custom[]
struct quota_exceeded
{
    int limit;
};
// end::custom[]

route::route
basics()
{
    // tag::basic[]
    auto ip = path("ip")(extract_client_ip([](std::string ip) { return complete(ip); }));
    auto age = path("age")(parameter(param("n").as<int>())([](int n) {
        return validate(n >= 0, "age must not be negative")(complete(std::to_string(n)));
    }));
    auto moved = path("old")(redirect("/new", route::status::moved_permanently));
    auto quota = path("upload")(reject(route::custom_rejection(quota_exceeded{10})));
    // end::basic[]
    // tag::trace[]
    auto report = path("report")(extract_trace_context([](route::trace_context t) {
        // a call to another service would send {"traceparent", t.traceparent()}
        return complete(t.trace_id + " " + t.span_id);
    }));
    // end::trace[]
    return ip | age | moved | quota | report;
}

// tag::handler[]
route::rejection_handler
quota_handler()
{
    return route::rejection_handler([](const std::vector<route::rejection>& list)
                                        -> std::optional<route::route> {
        for (auto const& r : list)
            if (auto c = std::get_if<route::custom_rejection>(&r))
                if (auto q = c->get_if<quota_exceeded>())
                    return complete(route::status::too_many_requests,
                                    "quota of " + std::to_string(q->limit) + " exceeded");
        return std::nullopt;
    });
}
// end::handler[]

int
main()
{
    auto app = route::to_http_routes(headers() | cookies() | hosts() | basics(), quota_handler())
                   .or_not_found();
    using namespace route::testkit;
    struct check
    {
        test_request req;
        unsigned want;
    };
    std::vector<check> checks;
    checks.push_back({Get("/whoami").with_header("X-User", "ada").with_header("X-Age", "36"), 200});
    checks.push_back({Get("/whoami"), 400});
    checks.push_back({Get("/whoami").with_header("X-User", "ada").with_header("X-Age", "old"), 400});
    checks.push_back({Get("/cart").with_header("Cookie", "session=s1; theme=dark"), 200});
    checks.push_back({Get("/cart"), 400});
    checks.push_back({Get("/admin").with_header("Host", "admin.example.com").with_scheme("https"), 200});
    checks.push_back({Get("/admin").with_header("Host", "admin.example.com"), 400});
    checks.push_back({Get("/admin").with_header("Host", "www.example.com"), 404});
    checks.push_back({Get("/where").with_header("Host", "www.example.com:8080"), 200});
    checks.push_back({Get("/ip").with_header("X-Forwarded-For", "192.0.2.7, 10.0.0.1"), 200});
    checks.push_back({Get("/age?n=-1"), 400});
    checks.push_back({Get("/old"), 301});
    checks.push_back({Get("/upload"), 429});
    checks.push_back({Get("/report").with_header(
                          "traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"),
                      200});
    int failures = 0;
    for (auto const& c : checks)
    {
        auto res = run(c.req, app);
        std::cout << c.req.target() << " -> " << static_cast<unsigned>(res.status()) << ' '
                  << res.body() << '\n';
        failures += static_cast<unsigned>(res.status()) != c.want;
    }
    return failures;
}
