//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// `with_setup(f).on_request(g)` against a route server on 127.0.0.1: the
// setup creates an item by a request of its own when the test runs, and
// the declared request carries its id, query and header values and body.

#include <docgen/spec.hpp>

#include <route/app.hpp>
#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/test/unit_test.hpp>
#include <atomic>
#include <optional>
#include <stdexcept>
#include <string>

namespace spec_setup_test { // this file's own, apart from the other tests built with it

namespace {

// POST /items answers a new id; GET /items/{id} answers what it received.
route::http_app
items_app(std::shared_ptr<std::atomic<int>> next)
{
    using namespace route::dsl;
    auto r = path("items")(post(complete([next] { return std::to_string(++*next); }))) |
             path("items" / long_number)([](std::int64_t id) {
                 return extract_request([id](const route::request& req) {
                     auto h = req.header("X-Request-Id");
                     return complete(std::to_string(id) + " " + std::string(req.target()) + " " +
                                     std::string(h ? *h : "") + " " + std::string(req.body()));
                 });
             });
    return route::to_http_routes(r).or_not_found();
}

struct state
{
    std::string id;
    std::string request_id;
};

class items_spec : public docgen::spec
{
public:
    items_spec(const std::string& base, int& setups)
    {
        base_uri(base);
        path("/items/{id}")(supports(
            route::method::get, p<std::string>("id"), "Get an item", "getItem", {"items"},
            query(q<std::optional<int>>("limit")), headers(h<std::string>("X-Request-Id")))(
            with_setup([base, &setups] {
                ++setups;
                docgen::transport c;
                auto created = c.send({"POST", base + "/items", {}, {}});
                if (created.status != 200)
                    throw std::runtime_error("POST /items answered " + std::to_string(created.status));
                return state{created.body, "r-" + created.body};
            })
                .on_request([](const state& s) {
                    return docgen::on_request(s.id)
                        .query(std::optional<int>(3))
                        .headers(s.request_id)
                        .body(docgen::raw{"text/plain", "for " + s.id});
                })
                .responds_with<std::string>(200, "Item found")));
    }
};

std::size_t
no_failures()
{
    return 0;
}

} // namespace

BOOST_AUTO_TEST_SUITE(spec_setup)

BOOST_AUTO_TEST_CASE(setup_creates_what_the_request_then_uses)
{
    auto next = std::make_shared<std::atomic<int>>(6);
    route::server server(items_app(next), {.address = "127.0.0.1", .port = 0, .threads = 1});
    server.start();
    int setups = 0;
    items_spec s("http://127.0.0.1:" + std::to_string(server.port()), setups);
    BOOST_TEST(setups == 0); // building the specification ran nothing
    BOOST_TEST(*next == 6);

    s.run(s.requests().at(0), &no_failures);
    server.stop();
    BOOST_TEST(setups == 1);
    auto c = docgen::recorder::instance().calls().back();
    BOOST_TEST(c.path == "/items/7");
    BOOST_TEST(c.query == "limit=3");
    BOOST_TEST(c.response_body == "7 /items/7?limit=3 r-7 for 7");
    BOOST_TEST_REQUIRE(c.parameters.size() == 2u);
    BOOST_TEST(c.parameters[0].values == std::vector<std::string>{"3"});
    BOOST_TEST(c.parameters[1].values == std::vector<std::string>{"r-7"});
    BOOST_TEST_REQUIRE(c.request_body.has_value());
    BOOST_TEST(c.request_body->body == "for 7");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace spec_setup_test
