//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The typed client of golden/dsl (query and header parameters, bodies,
// credentials, a text answer) compiled and sent to a route server on
// 127.0.0.1 that keeps what it received.

#include <com/example/items/items/ItemsEndpoints.hpp>

#include <route/app.hpp>
#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/test/unit_test.hpp>
#include <mutex>
#include <string>

namespace {

using com::example::items::items::ItemsEndpoints;

// What the server received last.
struct received
{
    std::string method, target, authorization, request_id, api_key, content_type, body;
};

std::mutex seen_mutex;
received seen;

struct keep_route : route::route_expression<keep_route>
{
    route::route_result operator()(const route::request_context& ctx) const
    {
        auto const& req = ctx.request();
        auto header = [&](std::string_view n) {
            auto v = req.header(n);
            return v ? std::string(*v) : std::string();
        };
        {
            std::lock_guard<std::mutex> lock(seen_mutex);
            seen = {std::string(req.method().name()), std::string(req.target()),
                    header("Authorization"), header("X-Request-Id"), header("X-API-Key"),
                    header("Content-Type"), std::string(req.body())};
        }
        route::response r;
        std::string_view t = req.target();
        if (req.method().name() == "GET" && t.rfind("/items?", 0) == 0)
        {
            r.status = route::status::ok;
            r.headers.push_back({"Content-Type", "application/json"});
            r.body = "[]";
        }
        else if (req.method().name() == "POST" && t == "/items")
        {
            r.status = route::status::created;
            r.headers.push_back({"Content-Type", "application/json"});
            r.body = R"({"login":"x","id":1,"name":null,"company":null,"public_repos":0,"followers":0})";
        }
        else if (t == "/items/1")
        {
            r.status = route::status::ok;
            r.headers.push_back({"Content-Type", "text/plain"});
            r.body = "plain text";
        }
        else
            r.status = route::status::no_content;
        return r;
    }
};

struct server
{
    route::server s{route::to_http_routes(route::route(keep_route{})).or_not_found(),
                    {.address = "127.0.0.1", .port = 0, .threads = 1}};
    server() { s.start(); }
    std::string base() const { return "http://127.0.0.1:" + std::to_string(s.port()); }
};

} // namespace

BOOST_AUTO_TEST_SUITE(client_dsl)

BOOST_AUTO_TEST_CASE(the_generated_functions_send_what_they_take)
{
    server srv;
    auto list = ItemsEndpoints::listItems(srv.base(), 10, std::nullopt, {"a b", "c"}, "r-1", "t0k",
                                          "k&y")
                    .send();
    BOOST_TEST(list.has_value());
    BOOST_TEST(seen.target == "/items?limit=10&tag=a%20b&tag=c&key=k%26y");
    BOOST_TEST(seen.request_id == "r-1");
    BOOST_TEST(seen.authorization == "Bearer t0k");

    com::example::items::items::user u;
    u.login = "new";
    auto created = ItemsEndpoints::createItem(srv.base(), u, docgen::basic_credentials{"me", "pw"}).send();
    BOOST_TEST(created.has_value());
    BOOST_TEST(seen.content_type == "application/json");
    BOOST_TEST(seen.body.find(R"("login":"new")") != std::string::npos);
    BOOST_TEST(seen.authorization == "Basic bWU6cHc=");

    BOOST_TEST(ItemsEndpoints::addNote(srv.base(), "1", {{"text", "a b"}}).send().has_value());
    BOOST_TEST(seen.target == "/items/1/notes");
    BOOST_TEST(seen.content_type == "application/x-www-form-urlencoded");
    BOOST_TEST(seen.body == "text=a%20b");

    BOOST_TEST(ItemsEndpoints::importItems(srv.base(), "a,b", "key").send().has_value());
    BOOST_TEST(seen.content_type == "text/csv");
    BOOST_TEST(seen.api_key == "key");
    BOOST_TEST(seen.body == "a,b");

    auto text = ItemsEndpoints::getItem(srv.base(), "1").send();
    BOOST_TEST_REQUIRE(text.has_value());
    BOOST_TEST(text->value == "plain text");
}

BOOST_AUTO_TEST_SUITE_END()
