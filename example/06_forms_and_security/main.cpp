//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 06_forms_and_security: HTML form posts, HTTP Basic and bearer token
// authentication, and authorization.

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <boost/describe/class.hpp>
#include <iostream>

using namespace route::dsl;

// tag::signup-struct[]
struct signup
{
    std::string name;
    int age;
    std::vector<std::string> topics;
};
BOOST_DESCRIBE_STRUCT(signup, (), (name, age, topics))
// end::signup-struct[]

route::route
forms()
{
    // tag::form[]
    auto contact = path("contact")(post(form_fields(
        "email",                                       // std::string, required
        param("subject").with_default("(none)"),       // std::string
        param("copy").as<bool>().optional())(          // std::optional<bool>
        [](std::string email, std::string subject, std::optional<bool> copy) {
            return complete("from " + email + ": " + subject + (copy.value_or(false) ? " (cc)" : ""));
        })));
    // end::form[]
    // tag::form-as[]
    auto join = path("signup")(post(
        form_fields("name", param("age").as<int>(), param("topic").repeated())
            .as<signup>()([](signup s) {
                return complete(s.name + " (" + std::to_string(s.age) + "), " +
                                std::to_string(s.topics.size()) + " topics");
            })));
    // end::form-as[]
    return contact | join;
}

// tag::basic[]
struct user
{
    std::string name;
    bool admin;
};

std::optional<user>
check_password(const route::basic_credentials& c)
{
    // verify() compares in constant time
    if (c.username == "alice" && c.verify("s3cret"))
        return user{"alice", true};
    if (c.username == "bob" && c.verify("hunter2"))
        return user{"bob", false};
    return std::nullopt;
}

route::route
admin_area()
{
    return path("admin")(authenticate_basic("staff", check_password)([](user u) {
        return authorize(u.admin)(complete("welcome, " + u.name));
    }));
}
// end::basic[]

// tag::oauth2[]
route::route
api()
{
    return path("api")(authenticate_oauth2("api", [](std::string_view token) -> std::optional<std::string> {
        if (route::secure_equals(token, "t0ken"))
            return std::string("service account");
        return std::nullopt;
    })([](std::string who) { return complete("hello " + who); }));
}
// end::oauth2[]

// tag::optional[]
route::route
home()
{
    return path("home")(authenticate_basic("staff", check_password).optional()(
        [](std::optional<user> u) { return complete(u ? "hi " + u->name : std::string("hi guest")); }));
}
// end::optional[]

// tag::async[]
boost::asio::awaitable<std::optional<user>>
look_up(const route::basic_credentials& c)
{
    // e.g. co_await a database query here
    co_return check_password(c);
}

route::route
reports()
{
    return path("reports")(authenticate_basic("staff", look_up)([](user u) {
        return complete("reports for " + u.name);
    }));
}
// end::async[]

int
main()
{
    auto app = route::to_http_routes(forms() | admin_area() | api() | home() | reports()).or_not_found();
    using namespace route::testkit;
    auto form = [](std::string target, std::string body) {
        return Post(std::move(target))
            .with_header("Content-Type", "application/x-www-form-urlencoded")
            .with_body(std::move(body));
    };
    std::string multipart = "--b\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nann\r\n"
                            "--b\r\nContent-Disposition: form-data; name=\"age\"\r\n\r\n30\r\n"
                            "--b\r\nContent-Disposition: form-data; name=\"topic\"\r\n\r\nc++\r\n"
                            "--b--\r\n";
    int failures = 0;
    auto show = [&](const std::string& what, const test_request& req, unsigned want) {
        auto res = run(req, app);
        std::cout << what << " -> " << static_cast<unsigned>(res.status()) << ' ' << res.body()
                  << '\n';
        failures += static_cast<unsigned>(res.status()) != want;
    };
    show("contact", form("/contact", "email=a%40b.org&copy=true"), 200);
    show("contact without email", form("/contact", "subject=hi"), 400);
    show("signup (multipart)",
         Post("/signup").with_header("Content-Type", "multipart/form-data; boundary=b")
             .with_body(multipart),
         200);
    show("signup as JSON", Post("/signup").with_header("Content-Type", "application/json"), 415);
    show("admin, no credentials", Get("/admin"), 401);
    show("admin as alice", Get("/admin").with_header("Authorization", "Basic YWxpY2U6czNjcmV0"), 200);
    show("admin as bob", Get("/admin").with_header("Authorization", "Basic Ym9iOmh1bnRlcjI="), 403);
    show("api with a token", Get("/api").with_header("Authorization", "Bearer t0ken"), 200);
    show("api, token in the query", Get("/api?access_token=t0ken"), 200);
    show("api, bad token", Get("/api?access_token=nope"), 401);
    show("home", Get("/home"), 200);
    show("reports as bob", Get("/reports").with_header("Authorization", "Basic Ym9iOmh1bnRlcjI="), 200);
    show("reports, wrong password", Get("/reports").with_header("Authorization", "Basic Ym9iOng="), 401);
    return failures;
}
