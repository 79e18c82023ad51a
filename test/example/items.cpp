//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The items service (spec A3): in process through the test kit, black
// box over real sockets on 127.0.0.1, and its program's command line.
#include "items.hpp"

#include <route/server.hpp>
#include <route/testkit.hpp>
#include "../support/child_process.hpp"
#include "../support/http_client.hpp"
#include <boost/json/parse.hpp>
#include <atomic>
#include <csignal>
#include <regex>
#include <string>
#include <thread>
#include <vector>

namespace http = boost::beast::http;
using route::test::client;
using namespace std::chrono_literals;

namespace {

struct in_process : route::testkit::route_test
{
    items::store store;
    route::http_app app = route::to_http_routes(items::routes(store)).or_not_found();
};

struct over_sockets
{
    over_sockets() { s.start(); }

    static route::server_options local()
    {
        route::server_options o;
        o.address = "127.0.0.1";
        o.port = 0;
        o.threads = 2;
        o.body_limit = 64 * 1024;
        return o;
    }

    items::store store;
    route::server s{route::to_http_routes(items::routes(store)).or_not_found(), local()};
};

} // namespace

BOOST_AUTO_TEST_SUITE(items_in_process)

BOOST_FIXTURE_TEST_CASE(list_starts_empty_and_new_items_go_first, in_process)
{
    using namespace route::testkit;
    auto empty = Get("/items") >> app;
    BOOST_TEST(empty.status() == route::status::ok);
    BOOST_TEST(empty.header("Content-Type") == "application/json");
    BOOST_TEST(empty.body() == "[]");

    auto created = Post("/items", items::item{1, "first"}) >> app;
    BOOST_TEST(created.status() == route::status::created);
    BOOST_TEST(created.response_as<items::item>().name == "first");
    Post("/items/", items::item{2, "second"}) >> app;

    auto list = (Get("/items/") >> app).response_as<std::vector<items::item>>();
    BOOST_TEST_REQUIRE(list.size() == 2u);
    BOOST_TEST(list[0].id == 2);
    BOOST_TEST(list[1].id == 1);
}

BOOST_FIXTURE_TEST_CASE(get_one_and_404_with_text, in_process)
{
    using namespace route::testkit;
    store.add({42, "answer"});
    auto r = Get("/items/42") >> app;
    BOOST_TEST(r.status() == route::status::ok);
    BOOST_TEST(r.body() == R"({"id":42,"name":"answer"})");
    auto missing = Get("/items/43") >> app;
    BOOST_TEST(missing.status() == route::status::not_found);
    BOOST_TEST(missing.header("Content-Type") == "text/plain; charset=utf-8");
    BOOST_TEST(missing.body() == "There is no item with id 43.");
}

BOOST_FIXTURE_TEST_CASE(delete_removes_every_item_with_the_id, in_process)
{
    using namespace route::testkit;
    store.add({5, "a"});
    store.add({6, "b"});
    store.add({5, "c"});
    auto r = Delete("/items/5") >> app;
    BOOST_TEST(r.status() == route::status::no_content);
    BOOST_TEST(r.body().empty());
    auto left = (Get("/items") >> app).response_as<std::vector<items::item>>();
    BOOST_TEST_REQUIRE(left.size() == 1u);
    BOOST_TEST(left[0].id == 6);
    BOOST_TEST((Delete("/items/5") >> app).status() == route::status::no_content);
}

BOOST_FIXTURE_TEST_CASE(unknown_paths_and_methods, in_process)
{
    using namespace route::testkit;
    for (auto t : {"/nothing", "/items/abc", "/items/1/extra", "/itemsx/1"})
        BOOST_TEST_CONTEXT(t) { BOOST_TEST((Get(t) >> app).status() == route::status::not_found); }
    auto put = Put("/items") >> app;
    BOOST_TEST(put.status() == route::status::method_not_allowed);
    BOOST_TEST(put.header("Allow") == "GET, POST");
    auto patch = Patch("/items/1") >> app;
    BOOST_TEST(patch.status() == route::status::method_not_allowed);
    BOOST_TEST(patch.header("Allow") == "GET, DELETE");
}

BOOST_FIXTURE_TEST_CASE(bad_entities, in_process)
{
    using namespace route::testkit;
    auto text = Post("/items", std::string("hello")) >> app;
    BOOST_TEST(text.status() == route::status::unsupported_media_type);
    BOOST_TEST(text.body() == "The request's Content-Type is not supported. Expected:\napplication/json");

    auto missing = Post("/items", std::string(R"({"id": 1})"))
                       .with_header("Content-Type", "application/json") >> app;
    BOOST_TEST(missing.status() == route::status::bad_request);
    BOOST_TEST(missing.body() == "The request content was malformed:\nmissing member 'name'");

    auto broken = Post("/items", std::string("{")).with_header("Content-Type", "application/json") >> app;
    BOOST_TEST(broken.status() == route::status::bad_request);
    BOOST_TEST(broken.body().starts_with("The request content was malformed:\n"));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(items_over_sockets)

BOOST_FIXTURE_TEST_CASE(the_four_routes, over_sockets)
{
    client c(s.port());
    auto created = c.request(http::verb::post, "/items", R"({"id":1,"name":"one"})",
                             "application/json");
    BOOST_TEST(created.result_int() == 201u);
    BOOST_TEST(created.body() == R"({"id":1,"name":"one"})");
    BOOST_TEST(created[http::field::content_type] == "application/json");

    auto list = c.request(http::verb::get, "/items");
    BOOST_TEST(list.result_int() == 200u);
    BOOST_TEST(list.body() == R"([{"id":1,"name":"one"}])");

    auto one = c.request(http::verb::get, "/items/1");
    BOOST_TEST(one.body() == R"({"id":1,"name":"one"})");

    auto gone = c.request(http::verb::delete_, "/items/1");
    BOOST_TEST(gone.result_int() == 204u);
    BOOST_TEST(gone.body().empty());
    BOOST_TEST(c.request(http::verb::get, "/items/1").result_int() == 404u);
}

BOOST_FIXTURE_TEST_CASE(errors_over_the_wire, over_sockets)
{
    client c(s.port());
    BOOST_TEST(c.request(http::verb::get, "/nope").result_int() == 404u);
    BOOST_TEST(c.request(http::verb::get, "/items/abc").result_int() == 404u);
    auto put = c.request(http::verb::put, "/items", "x", "text/plain");
    BOOST_TEST(put.result_int() == 405u);
    BOOST_TEST(put[http::field::allow] == "GET, POST");
    BOOST_TEST(c.request(http::verb::post, "/items", "hello", "text/plain").result_int() == 415u);
    auto bad = c.request(http::verb::post, "/items", R"({"id": 1})", "application/json");
    BOOST_TEST(bad.result_int() == 400u);
    BOOST_TEST(bad.body() == "The request content was malformed:\nmissing member 'name'");
    auto big = c.request(http::verb::post, "/items", std::string(70 * 1024, 'x'), "application/json");
    BOOST_TEST(big.result_int() == 413u);
}

BOOST_FIXTURE_TEST_CASE(huge_headers_give_431, over_sockets)
{
    client c(s.port());
    c.send("GET /items HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(10000, 'h') + "\r\n\r\n");
    BOOST_TEST(c.read().result_int() == 431u);
}

BOOST_FIXTURE_TEST_CASE(pipelining_and_keep_alive, over_sockets)
{
    client c(s.port());
    c.send("POST /items HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
           "Content-Length: 22\r\n\r\n{\"id\":9,\"name\":\"nine\"}"
           "GET /items/9 HTTP/1.1\r\nHost: x\r\n\r\n"
           "DELETE /items/9 HTTP/1.1\r\nHost: x\r\n\r\n"
           "GET /items/9 HTTP/1.1\r\nHost: x\r\n\r\n");
    BOOST_TEST(c.read().result_int() == 201u);
    BOOST_TEST(c.read().body() == R"({"id":9,"name":"nine"})");
    BOOST_TEST(c.read().result_int() == 204u);
    BOOST_TEST(c.read().result_int() == 404u);
}

BOOST_FIXTURE_TEST_CASE(concurrent_posts_lose_no_item, over_sockets)
{
    std::vector<std::thread> threads;
    std::atomic<int> created{0};
    for (int t = 0; t < 8; ++t)
        threads.emplace_back([&, t] {
            client c(s.port());
            for (int i = 0; i < 25; ++i)
            {
                auto id = t * 1000 + i;
                auto r = c.request(http::verb::post, "/items",
                                   "{\"id\":" + std::to_string(id) + ",\"name\":\"n\"}",
                                   "application/json");
                if (r.result_int() == 201u)
                    ++created;
            }
        });
    for (auto& t : threads)
        t.join();
    BOOST_TEST(created == 200);
    client c(s.port());
    auto list = boost::json::parse(c.request(http::verb::get, "/items").body());
    BOOST_TEST(list.as_array().size() == 200u);
}

BOOST_AUTO_TEST_SUITE_END()

namespace {

// The program built from example/items/main.cpp, passed by the build
// after `--`.
std::string
items_program()
{
    auto& suite = boost::unit_test::framework::master_test_suite();
    for (int i = 1; i < suite.argc; ++i)
    {
        std::string a = suite.argv[i];
        if (a.size() >= 13 && a.compare(a.size() - 13, 13, "items_service") == 0)
            return a;
    }
    BOOST_FAIL("the path of the items_service program is not among the arguments");
    return {};
}

} // namespace

BOOST_AUTO_TEST_SUITE(items_command_line)

BOOST_AUTO_TEST_CASE(log_writes_one_line_per_request_to_stderr)
{
    route::test::child_process p(items_program(), {"--address", "127.0.0.1", "--port", "0",
                                                  "--threads", "1", "--seed", "1", "--log"});
    auto line = p.read_line();
    std::smatch m;
    BOOST_TEST_REQUIRE(std::regex_search(line, m, std::regex(R"(listening on 127\.0\.0\.1:([0-9]+))")),
                       line);
    auto port = static_cast<unsigned short>(std::stoul(m[1]));
    {
        client c(port);
        BOOST_TEST(c.request(http::verb::get, "/items/1").result_int() == 200u);
        BOOST_TEST(c.request(http::verb::get, "/nowhere").result_int() == 404u);
    }
    p.signal(SIGTERM);
    BOOST_TEST(p.wait() == 0);
    auto err = p.rest_of_stderr();
    BOOST_TEST(std::regex_search(err, std::regex(R"(^GET /items/1 200 [0-9]+B [0-9]+us\n)")), err);
    BOOST_TEST(std::regex_search(err, std::regex(R"(\nGET /nowhere 404 [0-9]+B [0-9]+us\n$)")), err);
}

BOOST_AUTO_TEST_CASE(without_log_nothing_is_logged)
{
    route::test::child_process p(items_program(),
                                 {"--address", "127.0.0.1", "--port", "0", "--threads", "1"});
    auto line = p.read_line();
    std::smatch m;
    BOOST_TEST_REQUIRE(std::regex_search(line, m, std::regex(R"(listening on 127\.0\.0\.1:([0-9]+))")),
                       line);
    {
        client c(static_cast<unsigned short>(std::stoul(m[1])));
        BOOST_TEST(c.request(http::verb::get, "/items").result_int() == 200u);
    }
    p.signal(SIGTERM);
    BOOST_TEST(p.wait() == 0);
    BOOST_TEST(p.rest_of_stderr() == "");
}

BOOST_AUTO_TEST_CASE(unknown_arguments_are_named)
{
    struct
    {
        std::vector<std::string> args;
        const char* message;
    } const cases[] = {
        {{"--bogus"}, "items: unknown option --bogus\n"},
        {{"--port", "0", "--verbose", "1"}, "items: unknown option --verbose\n"},
        {{"--log", "extra"}, "items: unknown option extra\n"},
        {{"--port"}, "items: missing value after --port\n"},
    };
    for (auto const& c : cases)
    {
        BOOST_TEST_CONTEXT(c.message)
        {
            route::test::child_process p(items_program(), c.args);
            BOOST_TEST(p.wait() == 2);
            auto err = p.rest_of_stderr();
            BOOST_TEST(err.rfind(c.message, 0) == 0u, err);
            BOOST_TEST(err.find("usage: items") != std::string::npos);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
