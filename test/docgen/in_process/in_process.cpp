//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A route application documented in process (`app(...)`): the same
// specification run once through the test kit and once against the same
// application served by route::server on 127.0.0.1 writes the same bytes
// in every linked format (all of them: calls, client, openapi, orpc,
// postman, simple, tsrest).

#include <docgen/spec.hpp>

#include <docgen/generate.hpp>
#include <route/app.hpp>
#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/test/unit_test.hpp>
#include "../../../example/models/github.hpp"
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace in_process_in_process_test { // this file's own, apart from the other tests built with it

using github::error_record;
using github::user;

namespace {

namespace fs = std::filesystem;

route::response
json(route::status s, std::string body)
{
    route::response r;
    r.status = s;
    r.headers.push_back({"Content-Type", "application/json; charset=utf-8"});
    r.headers.push_back({"X-Served-By", "users-app"});
    r.body = std::move(body);
    return r;
}

const std::string octocat = R"({"login":"octocat","id":583231,"name":"The Octocat",)"
                            R"("company":null,"public_repos":8,"followers":9000})";

// A small application with GET routes: users (200 or 404, JSON), an empty
// answer (204), an answer awaited in a coroutine, and a HEAD route.
route::http_app
users_app()
{
    using namespace route::dsl;
    auto r =
        path("users" / segment)([](std::string name) {
            return get(complete([name] {
                return name == "octocat"
                           ? json(route::status::ok, octocat)
                           : json(route::status::not_found, R"({"message":"Not Found"})");
            }));
        }) |
        path("ping")(get(complete(route::status::no_content))) |
        path("later")(get([]() -> boost::asio::awaitable<route::route> {
            co_return complete(json(route::status::ok, R"({"message":"awaited"})"));
        })) |
        path("hello")(head(complete("hello")));
    return route::to_http_routes(r).or_not_found();
}

// Answers `<method> <target> <User-Agent> <body>`.
struct echo_route : route::route_expression<echo_route>
{
    route::route_result operator()(const route::request_context& ctx) const
    {
        auto const& req = ctx.request();
        auto ua = req.header("User-Agent");
        route::response r;
        r.status = route::status::ok;
        r.body = std::string(req.method().name()) + " " + std::string(req.target()) + " " +
                 std::string(ua ? *ua : "") + " " + std::string(req.body());
        return r;
    }
};

// The specification: in process when `base` is empty, else against `base`.
class users_spec : public docgen::spec
{
public:
    explicit users_spec(const std::string& base)
    {
        if (base.empty())
        {
            // nothing listens there: in process, no request may go to it
            base_uri("http://127.0.0.1:9");
            // tag::app[]
            app(users_app()); // a route::http_app: to_http_routes(r).or_not_found()
            // end::app[]
        }
        else
            base_uri(base);
        default_headers({{"User-Agent", "docgen-in-process-test"},
                         {"Authorization", docgen::secret("Bearer s3cr3t")}});
        path("/users/{username}")(
            supports(route::method::get, p<std::string>("username"), "Get a user", "getUser",
                     {"users"})(
                on_request("octocat").responds_with<user>(200, "User found").assert_([](auto& ctx) {
                    BOOST_TEST(ctx.perform_request().body.login == "octocat");
                }),
                on_request("nobody").responds_with<error_record>(404, "User not found")));
        path("/ping")(supports(route::method::get, docgen::no_params, "Ping", "ping", {"misc"})(
            on_request().responds_with<docgen::empty_body>(204, "Alive")));
        path("/later")(supports(route::method::get, docgen::no_params, "Later", "later", {"misc"})(
            on_request().responds_with<error_record>(200, "Awaited")));
        path("/hello")(supports(route::method::head, docgen::no_params, "Hello", "hello", {"misc"})(
            on_request().responds_with<docgen::empty_body>(200, "Exists")));
    }
};

// One request the application answers otherwise than declared.
class wrong_spec : public docgen::spec
{
public:
    wrong_spec()
    {
        app(users_app());
        path("/users/{username}")(supports(route::method::get, p<std::string>("username"),
                                           "Get a user", "getUser", {"users"})(
            on_request("nobody").responds_with<user>(200, "User found")));
    }
};

std::size_t
no_failures()
{
    return 0;
}

// Runs every request of `s`; returns the calls recorded.
std::vector<docgen::recorded_call>
run_all(const docgen::spec& s)
{
    auto before = docgen::recorder::instance().calls().size();
    for (auto const& r : s.requests())
        s.run(r, &no_failures);
    auto all = docgen::recorder::instance().calls();
    return {all.begin() + static_cast<std::ptrdiff_t>(before), all.end()};
}

// Writes every linked format of `calls` under `dir`.
void
generate(const std::vector<docgen::recorded_call>& calls, const fs::path& dir)
{
    ::setenv("DOCGEN_OUTPUT_DIR", dir.c_str(), 1);
    std::ostringstream out, err;
    int rc = docgen::generate(
        {docgen::configuration_item("openapi-info", "openapi: 3.0.1\ninfo:\n  title: Users\n"
                                                    "  version: 1.0.0\n"),
         docgen::configuration_item("httpclient-package", "com.example.users")},
        calls, out, err);
    ::unsetenv("DOCGEN_OUTPUT_DIR");
    BOOST_TEST_REQUIRE(rc == 0, err.str());
}

// The files under `dir`, by relative path.
std::map<std::string, std::string>
files(const fs::path& dir)
{
    std::map<std::string, std::string> out;
    for (auto const& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file())
        {
            std::ifstream in(e.path(), std::ios::binary);
            std::ostringstream s;
            s << in.rdbuf();
            out[fs::relative(e.path(), dir).string()] = s.str();
        }
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(in_process)

BOOST_AUTO_TEST_CASE(in_process_and_over_the_network_write_the_same_bytes)
{
    auto root = fs::temp_directory_path() / ("docgen-in-process-" + std::to_string(::getpid()));
    fs::remove_all(root);

    // first in process, before any server exists
    users_spec local("");
    BOOST_TEST(local.application() != nullptr);
    auto in_process = run_all(local);
    BOOST_TEST_REQUIRE(in_process.size() == 5u);

    route::server server(users_app(), {.address = "127.0.0.1", .port = 0, .threads = 1});
    server.start();
    users_spec remote("http://127.0.0.1:" + std::to_string(server.port()));
    BOOST_TEST(remote.application() == nullptr);
    auto network = run_all(remote);
    server.stop();
    BOOST_TEST_REQUIRE(network.size() == 5u);

    // each call recorded alike, field by field
    for (std::size_t i = 0; i < network.size(); ++i)
        BOOST_TEST_CONTEXT(network[i].method << " " << network[i].path)
        {
            BOOST_TEST(in_process[i].to_json() == network[i].to_json());
        }

    generate(in_process, root / "in-process");
    generate(network, root / "network");
    auto a = files(root / "in-process");
    auto b = files(root / "network");
    fs::remove_all(root);
    BOOST_TEST(a.count("calls/calls.json") == 1u);
    BOOST_TEST(a.count("openapi/openapi.yml") == 1u);
    BOOST_TEST(a.count("client/README.md") == 1u);
    BOOST_TEST(a.count("orpc/src/contracts.ts") == 1u);
    BOOST_TEST(a.count("postman/collection.json") == 1u);
    BOOST_TEST(a.count("simple/index.html") == 1u);
    BOOST_TEST(a.count("tsrest/src/index.ts") == 1u);
    BOOST_TEST_REQUIRE(a.size() == b.size());
    for (auto const& [name, bytes] : a)
        BOOST_TEST_CONTEXT(name) { BOOST_TEST(bytes == b[name]); }

    // what both recorded: the framing route::server writes, the run's Date
    // as a placeholder, the credential redacted
    auto const& calls = a["calls/calls.json"];
    BOOST_TEST(calls.find(R"("response_headers":[["Content-Type","application/json; charset=utf-8"],)"
                          R"(["X-Served-By","users-app"],["Date","<date>"],["Connection","close"],)"
                          R"(["Content-Length",")" + std::to_string(octocat.size()) + "\"]]") !=
               std::string::npos, calls);
    BOOST_TEST(calls.find(R"(["Authorization","<redacted>"])") != std::string::npos);
    BOOST_TEST(calls.find("s3cr3t") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(answers_are_framed_as_route_server_frames_them)
{
    using docgen::detail::send_in_process;
    auto app = users_app();
    auto ok = send_in_process(app, {"GET", "/users/octocat", {}, {}});
    BOOST_TEST(ok.status == 200u);
    BOOST_TEST(ok.header_value("Content-Length") == std::to_string(ok.body.size()));
    BOOST_TEST(ok.header_value("Connection") == "close");
    BOOST_TEST(ok.has_header("Date"));

    // no body and no length for 204; HEAD keeps the length, not the body
    auto none = send_in_process(app, {"GET", "/ping", {}, {}});
    BOOST_TEST(none.status == 204u);
    BOOST_TEST(!none.has_header("Content-Length"));
    auto head = send_in_process(app, {"HEAD", "/hello", {}, {}});
    BOOST_TEST(head.status == 200u);
    BOOST_TEST(head.header_value("Content-Length") == "5");
    BOOST_TEST(head.body == "");

    // what nothing matched: the application's own 404, in text
    auto missing = send_in_process(app, {"GET", "/nowhere", {}, {}});
    BOOST_TEST(missing.status == 404u);
    BOOST_TEST(missing.body == "The requested resource could not be found.");

    // the request's fields and body reach the application
    route::http_app echo = route::to_http_routes(route::route(echo_route{})).or_not_found();
    auto agent = send_in_process(echo, {"POST", "/echo", {{"User-Agent", "probe/1"}}, "body"});
    BOOST_TEST(agent.body == "POST /echo probe/1 body");
}

BOOST_AUTO_TEST_CASE(a_wrong_answer_fails_naming_the_request_without_a_host)
{
    wrong_spec s;
    auto before = docgen::recorder::instance().calls().size();
    std::string message;
    try
    {
        s.run(s.requests().at(0), &no_failures);
    }
    catch (const std::runtime_error& e)
    {
        message = e.what();
    }
    BOOST_TEST(message == "GET /users/nobody: expected status 200, got 404; body: "
                          "{\"message\":\"Not Found\"}");
    BOOST_TEST(docgen::recorder::instance().calls().size() == before);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace in_process_in_process_test
