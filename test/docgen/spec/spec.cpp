//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/spec.hpp>

#include <docgen/generate.hpp>
#include <route/app.hpp>
#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/test/unit_test.hpp>
#include "../../../example/models/github.hpp"
#include <chrono>
#include <stdexcept>

namespace spec_spec_test { // this file's own, apart from the other tests built with it

using github::error_record;
using github::user;

namespace {

route::response
json(route::status s, std::string body, std::vector<route::header_field> extra = {})
{
    route::response r;
    r.status = s;
    r.headers.push_back({"Content-Type", "application/json; charset=utf-8"});
    for (auto& h : extra)
        r.headers.push_back(std::move(h));
    r.body = std::move(body);
    return r;
}

const char* octocat = R"({"login":"octocat","id":583231,"name":"The Octocat","company":null,)"
                      R"("public_repos":8,"followers":9000,"extra":"ignored"})";

// Answers {"message": <the request's User-Agent>}.
struct agent_route : route::route_expression<agent_route>
{
    route::route_result operator()(const route::request_context& ctx) const
    {
        auto ua = ctx.request().header("User-Agent");
        return json(route::status::ok,
                    std::string(R"({"message":")") + std::string(ua ? *ua : "") + "\"}");
    }
};

route::route
remote()
{
    using namespace route::dsl;
    return path("users" / segment)([](std::string name) {
               return complete([name] {
                   return name == "octocat"
                              ? json(route::status::ok, octocat)
                              : json(route::status::not_found, R"({"message":"Not Found"})");
               });
           }) |
           path("wrong")(complete(json(route::status::internal_server_error, "oops"))) |
           path("bad-json")(complete(json(route::status::ok, "{not json"))) |
           path("missing")(complete(json(route::status::ok, R"({"login":"x","id":1})"))) |
           path("rate")(complete(json(route::status::forbidden, R"({"message":"rate"})",
                                      {{"X-RateLimit-Remaining", "0"},
                                       {"X-RateLimit-Reset", "1700000000"}}))) |
           path("empty")(complete(route::status::no_content)) |
           path("agent")(agent_route{}) |
           path("slow")([]() -> boost::asio::awaitable<route::route> {
               boost::asio::steady_timer t(co_await boost::asio::this_coro::executor,
                                           std::chrono::seconds(3));
               co_await t.async_wait(boost::asio::use_awaitable);
               co_return complete("late");
           });
}

// A route server on 127.0.0.1 for the duration of a test.
struct remote_server
{
    route::server server{route::to_http_routes(remote()).or_not_found(),
                         {.address = "127.0.0.1", .port = 0, .threads = 1}};
    remote_server() { server.start(); }
    std::string base() const { return "http://127.0.0.1:" + std::to_string(server.port()); }
};

// One operation with one request, against `base`.
template <class T>
class one_request : public docgen::spec
{
public:
    one_request(std::string base, std::string tmpl, std::string value, unsigned status,
                std::function<void(docgen::call_context<T>&)> f = {})
    {
        base_uri(std::move(base));
        default_headers({{"User-Agent", "docgen-test"}, {"X-Api-Token", docgen::secret("t0k3n")}});
        docgen::transport_options o;
        o.connect_timeout = std::chrono::milliseconds(2000);
        o.total_timeout = std::chrono::milliseconds(500);
        options(o);
        auto req = docgen::on_request(value).template responds_with<T>(status, "the answer");
        if (f)
            req = std::move(req).assert_(f);
        path(std::move(tmpl))(supports(route::method::get, p<std::string>("x"), "Summary",
                                       "opId", {"tag"})(std::move(req)));
    }
};

std::size_t
no_failures()
{
    return 0;
}

// Runs the only request of `s`; returns the failure message ("" when it passed).
std::string
run(const docgen::spec& s)
{
    try
    {
        s.run(s.requests().at(0), &no_failures);
    }
    catch (const std::runtime_error& e)
    {
        return e.what();
    }
    return "";
}

bool
starts_with(const std::string& s, const std::string& prefix)
{
    return s.rfind(prefix, 0) == 0;
}

} // namespace

BOOST_AUTO_TEST_SUITE(docgen_spec)

BOOST_AUTO_TEST_CASE(a_passing_request_is_recorded_with_its_operation)
{
    remote_server r;
    auto before = docgen::recorder::instance().calls().size();
    std::string login;
    one_request<user> s(r.base(), "/users/{x}", "octocat", 200,
                        [&](docgen::call_context<user>& ctx) {
                            login = ctx.perform_request().body.login;
                        });
    BOOST_TEST(run(s) == "");
    BOOST_TEST(login == "octocat");
    auto calls = docgen::recorder::instance().calls();
    BOOST_TEST_REQUIRE(calls.size() == before + 1);
    auto const& c = calls.back();
    BOOST_TEST(c.path_template == "/users/{x}");
    BOOST_TEST(c.path == "/users/octocat");
    BOOST_TEST(c.operation_id == "opId");
    BOOST_TEST(c.method == "GET");
    BOOST_TEST(c.status == 200u);
    BOOST_TEST(c.type_name == "user");
    BOOST_TEST(c.path_parameters.at(0).name == "x");
    BOOST_TEST(c.path_parameters.at(0).value == "octocat");
    BOOST_TEST(c.response_body == octocat);
    BOOST_TEST_REQUIRE(c.schema.has_value());
    BOOST_TEST(c.schema->required.size() == 4u);
    // the secret never reaches the record
    for (auto const& h : c.request_headers)
        BOOST_TEST(h.value.find("t0k3n") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(test_names_are_readable)
{
    one_request<user> s("http://127.0.0.1:1", "/users/{x}", "a b/c", 200);
    BOOST_TEST(s.requests().at(0).test_name() == "opId__the_answer__GET__users_a_20b_2Fc");
    BOOST_TEST(s.requests().at(0).concrete_path() == "/users/a%20b%2Fc");
}

BOOST_AUTO_TEST_CASE(without_assertions_the_request_is_still_sent_and_checked)
{
    remote_server r;
    one_request<user> s(r.base(), "/users/{x}", "someone", 200);
    auto m = run(s);
    BOOST_TEST(starts_with(m, "GET " + r.base() + "/users/someone: expected status 200, got 404; "
                              "body: {\"message\":\"Not Found\"}"), m);
}

BOOST_AUTO_TEST_CASE(wrong_status_names_both_and_the_body)
{
    remote_server r;
    one_request<user> s(r.base(), "/{x}", "wrong", 200);
    BOOST_TEST(run(s) == "GET " + r.base() + "/wrong: expected status 200, got 500; body: oops");
}

BOOST_AUTO_TEST_CASE(bad_json_and_missing_members_name_the_cause)
{
    remote_server r;
    one_request<user> bad(r.base(), "/{x}", "bad-json", 200);
    auto m = run(bad);
    BOOST_TEST(starts_with(m, "GET " + r.base() + "/bad-json: the body does not decode as user: "
                              "invalid JSON"), m);
    one_request<user> missing(r.base(), "/{x}", "missing", 200);
    BOOST_TEST(run(missing) == "GET " + r.base() + "/missing: the body does not decode as user: "
                               "missing member 'public_repos'; body: {\"login\":\"x\",\"id\":1}");
}

BOOST_AUTO_TEST_CASE(rate_limit_is_reported_as_such)
{
    remote_server r;
    one_request<user> s(r.base(), "/{x}", "rate", 200);
    BOOST_TEST(run(s) == "GET " + r.base() + "/rate: the remote's rate limit is used up (status "
                         "403, X-RateLimit-Remaining: 0, resets at epoch second 1700000000)");
}

BOOST_AUTO_TEST_CASE(empty_body_expects_no_body)
{
    remote_server r;
    one_request<docgen::empty_body> s(r.base(), "/{x}", "empty", 204);
    BOOST_TEST(run(s) == "");
    one_request<docgen::empty_body> t(r.base(), "/{x}", "agent", 200);
    auto m = run(t);
    BOOST_TEST(starts_with(m, "GET " + r.base() + "/agent: expected no body, got "), m);
}

BOOST_AUTO_TEST_CASE(default_headers_are_sent)
{
    remote_server r;
    std::string agent;
    one_request<error_record> s(r.base(), "/{x}", "agent", 200,
                                [&](docgen::call_context<error_record>& ctx) {
                                    agent = ctx.perform_request().body.message;
                                });
    BOOST_TEST(run(s) == "");
    BOOST_TEST(agent == "docgen-test");
}

BOOST_AUTO_TEST_CASE(a_slow_answer_times_out)
{
    remote_server r;
    one_request<user> s(r.base(), "/{x}", "slow", 200);
    auto m = run(s);
    BOOST_TEST(starts_with(m, "GET " + r.base() + "/slow"), m);
    BOOST_TEST(m.find("500 ms") != std::string::npos, m);
}

BOOST_AUTO_TEST_CASE(a_refused_port_names_the_address)
{
    std::string base;
    {
        remote_server r; // bound, then closed: nothing listens there any more
        base = r.base();
    }
    one_request<user> s(base, "/users/{x}", "octocat", 200);
    auto m = run(s);
    BOOST_TEST(m.find(base.substr(7)) != std::string::npos, m);
    BOOST_TEST(m.find("refused") != std::string::npos, m);
}

BOOST_AUTO_TEST_CASE(perform_request_twice_or_never_fails)
{
    remote_server r;
    one_request<user> twice(r.base(), "/users/{x}", "octocat", 200,
                            [](docgen::call_context<user>& ctx) {
                                ctx.perform_request();
                                ctx.perform_request();
                            });
    BOOST_TEST(run(twice) == "GET " + r.base() + "/users/octocat: perform_request() was called "
                             "twice; call it once per declared request");
    one_request<user> never(r.base(), "/users/{x}", "octocat", 200,
                            [](docgen::call_context<user>&) {});
    BOOST_TEST(run(never) ==
               "opId (the answer, GET /users/octocat): the assertions never called "
               "perform_request()");
}

BOOST_AUTO_TEST_CASE(failed_calls_are_left_out_with_the_reason)
{
    remote_server r;
    auto calls = docgen::recorder::instance().calls().size();
    auto left = docgen::recorder::instance().left_out().size();
    one_request<user> s(r.base(), "/{x}", "wrong", 200);
    run(s);
    BOOST_TEST(docgen::recorder::instance().calls().size() == calls);
    auto out = docgen::recorder::instance().left_out();
    BOOST_TEST_REQUIRE(out.size() == left + 1);
    BOOST_TEST(out.back() == "opId (the answer, GET /wrong): GET " + r.base() +
                                 "/wrong: expected status 200, got 500; body: oops");
}

BOOST_AUTO_TEST_CASE(a_template_without_the_declared_parameter_is_a_declaration_error)
{
    one_request<user> s("http://127.0.0.1:1", "/users/{name}", "x", 200);
    BOOST_TEST_REQUIRE(s.declaration_errors().size() == 1u);
    BOOST_TEST(s.declaration_errors()[0] ==
               "path '/users/{name}', operation 'opId': the declared path parameters (x) are "
               "not the template's placeholders in order");
    BOOST_TEST(starts_with(run(s), "docgen: the specification's declarations are wrong:"));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace spec_spec_test
