//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 08_responses: response header fields and cookies, transforming
// responses, and rejection and exception handlers built from cases,
// with RFC 9457 problem details.

#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <chrono>
#include <iostream>
#include <stdexcept>
#include <string>

using namespace route::dsl;

route::route
headers()
{
    // tag::respond-with[]
    auto security = respond_with_headers({{"X-Content-Type-Options", "nosniff"},
                                          {"X-Frame-Options", "DENY"}});
    auto cache = respond_with_default_header("Cache-Control", "no-store");
    auto pages = security(cache(
        path("news")(complete("fresh news")) |
        path("logo")(complete(route::status::ok, {{"Cache-Control", "max-age=86400"}}, "<svg/>"))));
    // end::respond-with[]
    // tag::map-response[]
    auto queued = path("jobs")(post(map_response([](route::response res) {
        res.status = route::status::accepted;
        return res;
    })(complete("queued"))));
    auto quiet = path("quiet")(map_response_headers([](std::vector<route::header_field> fields) {
        std::erase_if(fields, [](const route::header_field& f) { return f.name.starts_with("X-Debug-"); });
        return fields;
    })(respond_with_header("X-Debug-Node", "7")(complete("nothing to see"))));
    // end::map-response[]
    return pages | queued | quiet;
}

route::route
cookies()
{
    // tag::set-cookie[]
    auto login = path("login")(post(set_cookie(route::http_cookie{
        .name = "session",
        .value = "3f2a9c",
        .path = "/",
        .max_age = 3600,
        .secure = true,
        .http_only = true,
        .same_site = route::cookie_same_site::lax})(complete("welcome"))));
    // Set-Cookie: session=3f2a9c; Max-Age=3600; Path=/; Secure; HttpOnly; SameSite=Lax

    auto logout = path("logout")(post(delete_cookie("session", "", "/")(complete("bye"))));
    // Set-Cookie: session=deleted; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/
    // end::set-cookie[]
    return login | logout;
}

// tag::rejection-builder[]
struct quota_exceeded
{
    int limit;
};

route::rejection_handler
api_rejections()
{
    return route::rejection_handler::builder()
        .handle<route::missing_query_param_rejection>([](const route::missing_query_param_rejection& r) {
            return complete(route::status::bad_request, "please give '" + r.name + "'");
        })
        .handle<quota_exceeded>([](const quota_exceeded& q) { // a custom_rejection holding one
            return complete(route::status::too_many_requests,
                            {{"Retry-After", "60"}}, "limit of " + std::to_string(q.limit) + " reached");
        })
        .handle_all<route::method_rejection>([](const std::vector<route::method_rejection>& all) {
            return complete(route::status::method_not_allowed,
                            std::to_string(all.size()) + " other methods would do");
        })
        .handle_not_found(complete(route::status::not_found, "no such thing"))
        .result()
        .seal(); // what no case takes: the default handler
}

route::route
search()
{
    // handle_not_found answers every unknown path below /api
    return path_prefix("api")(handle_rejections(api_rejections())(
        path("search")(get(parameter("q")([](std::string q) { return complete("found " + q); }))) |
        path("quota")(reject(route::custom_rejection(quota_exceeded{100})))));
}
// end::rejection-builder[]

// tag::problem-json[]
route::route
problems()
{
    auto h = route::default_rejection_handler().map_rejection_response(route::as_problem_json);
    return path_prefix("v2")(handle_rejections(h)(path("items")(get(complete("items")))));
}
// POST /v2/items -> 405, Allow: GET, Content-Type: application/problem+json
// {"type":"about:blank","title":"Method Not Allowed","status":405,
//  "detail":"HTTP method not allowed, supported methods: GET"}
// end::problem-json[]

// tag::exception-builder[]
route::route
items()
{
    auto h = route::exception_handler::builder()
                 .handle<std::out_of_range>([](const std::out_of_range& e) {
                     return complete(route::status::not_found, std::string(e.what()));
                 })
                 .handle<std::invalid_argument>([](const std::invalid_argument&) {
                     return complete(route::status::bad_request);
                 })
                 .result(); // what no case takes travels on (500 when sealed)
    return handle_exceptions(h)(path("item" / int_number)([](int id) -> route::route {
        if (id == 0)
            throw std::invalid_argument("item ids start at 1");
        if (id > 9)
            throw std::out_of_range("no item " + std::to_string(id));
        return complete("item " + std::to_string(id));
    }));
}
// end::exception-builder[]

int
main()
{
    auto app = route::to_http_routes(headers() | cookies() | search() | problems() | items())
                   .or_not_found();
    using namespace route::testkit;
    int failures = 0;
    auto show = [&](const std::string& what, const test_request& req, unsigned want,
                    const char* field = nullptr) {
        auto res = run(req, app);
        std::cout << what << " -> " << static_cast<unsigned>(res.status()) << ' ' << res.body();
        if (field)
            std::cout << " [" << field << ": " << res.header(field) << ']';
        std::cout << '\n';
        failures += static_cast<unsigned>(res.status()) != want;
    };
    show("news", Get("/news"), 200, "Cache-Control");
    show("logo", Get("/logo"), 200, "Cache-Control");
    show("a job", Post("/jobs"), 202);
    show("quiet", Get("/quiet"), 200, "X-Debug-Node");
    show("login", Post("/login"), 200, "Set-Cookie");
    show("logout", Post("/logout"), 200, "Set-Cookie");
    show("search", Get("/api/search?q=x"), 200);
    show("search without q", Get("/api/search"), 400);
    show("search by POST", Post("/api/search"), 405);
    show("over the quota", Get("/api/quota"), 429, "Retry-After");
    show("unknown API path", Get("/api/nothing"), 404);
    show("problem", Post("/v2/items"), 405, "Allow");
    show("problem", Get("/v2/nothing"), 404, "Content-Type");
    show("item 3", Get("/item/3"), 200);
    show("item 12", Get("/item/12"), 404);
    show("item 0", Get("/item/0"), 400);
    show("nothing", Get("/nothing"), 404);
    return failures;
}
