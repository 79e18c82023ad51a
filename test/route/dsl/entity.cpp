//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/entity.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/describe.hpp>

namespace dsl_entity_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

struct item
{
    std::int64_t id;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(item, (), (id, name))

struct tag
{
    std::string label;
};
BOOST_DESCRIBE_STRUCT(tag, (), (label))

auto create = post(entity(as<item>)([](item i) {
    return complete(route::status::created, "made " + std::to_string(i.id) + " " + i.name);
}));

test_request
json_post(std::string body, std::string type = "application/json")
{
    return Post("/", std::move(body)).with_header("Content-Type", type);
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_entity)

BOOST_FIXTURE_TEST_CASE(good_body, route_test)
{
    auto r = json_post(R"({"id": 7, "name": "seven", "unknown": true})") >> create;
    BOOST_TEST(r.status() == route::status::created);
    BOOST_TEST(r.body() == "made 7 seven");
    BOOST_TEST((Post("/", item{8, "eight"}) >> create).body() == "made 8 eight");
}

BOOST_FIXTURE_TEST_CASE(content_type_with_parameters_and_any_case, route_test)
{
    BOOST_TEST((json_post(R"({"id":1,"name":"a"})", "application/json; charset=utf-8") >> create).body() ==
               "made 1 a");
    BOOST_TEST((json_post(R"({"id":1,"name":"a"})", "Application/JSON") >> create).body() == "made 1 a");
}

BOOST_FIXTURE_TEST_CASE(wrong_content_type_gives_415, route_test)
{
    for (auto type : {"text/plain", "application/jsonx", "application/x-www-form-urlencoded"})
    {
        BOOST_TEST_CONTEXT(type)
        {
            auto r = json_post(R"({"id":1,"name":"a"})", type) >> create;
            BOOST_TEST(r.rejection() ==
                       route::rejection(route::unsupported_request_content_type_rejection{{"application/json"}}));
        }
    }
    auto none = Post("/") >> create;
    BOOST_TEST(!none.handled());
    auto app = route::to_http_routes(create).or_not_found();
    auto res = json_post("hello", "text/plain") >> app;
    BOOST_TEST(res.status() == route::status::unsupported_media_type);
    BOOST_TEST(res.body() == "The request's Content-Type is not supported. Expected:\napplication/json");
}

BOOST_FIXTURE_TEST_CASE(bad_json_gives_400, route_test)
{
    auto app = route::to_http_routes(create).or_not_found();
    for (auto body : {"{", "", "not json", "[1,2"})
    {
        BOOST_TEST_CONTEXT("body " << body)
        {
            auto r = json_post(body) >> app;
            BOOST_TEST(r.status() == route::status::bad_request);
            BOOST_TEST(r.body().starts_with("The request content was malformed:\ninvalid JSON"));
        }
    }
}

BOOST_FIXTURE_TEST_CASE(missing_member_gives_400_naming_it, route_test)
{
    auto app = route::to_http_routes(create).or_not_found();
    auto r = json_post(R"({"id": 1})") >> app;
    BOOST_TEST(r.status() == route::status::bad_request);
    BOOST_TEST(r.body() == "The request content was malformed:\nmissing member 'name'");
    auto t = json_post(R"({"id": "1", "name": "x"})") >> app;
    BOOST_TEST(t.body() == "The request content was malformed:\nmember 'id': expected an integer");
}

BOOST_FIXTURE_TEST_CASE(a_decoded_entity_cancels_entity_rejections_of_siblings, route_test)
{
    // the first branch wants a tag and rejects the body as malformed; the
    // second decodes it as an item and then rejects for another reason:
    // the malformed-content rejection of the first is cancelled
    auto r = post(entity(as<tag>)([](tag t) { return complete(t.label); })) |
             post(entity(as<item>)([](item) { return reject(route::validation_rejection{"no items today"}); }));
    auto res = json_post(R"({"id":1,"name":"a"})") >> r;
    BOOST_TEST(res.rejection() == route::rejection(route::validation_rejection{"no items today"}));

    // without a decoding branch, the rejection stays
    auto only = post(entity(as<tag>)([](tag t) { return complete(t.label); }));
    auto res2 = json_post(R"({"id":1,"name":"a"})") >> only;
    BOOST_TEST(res2.rejection() ==
               route::rejection(route::malformed_request_content_rejection{"missing member 'label'"}));
}

BOOST_FIXTURE_TEST_CASE(string_entity_takes_the_body_as_is, route_test)
{
    auto r = post(entity(as<std::string>)([](std::string s) { return complete("got " + s); }));
    BOOST_TEST((Post("/", std::string("raw")) >> r).body() == "got raw");
}

// pekko's MarshallingDirectivesSpec, "The 'handleWith' directive"
BOOST_FIXTURE_TEST_CASE(handle_with_decodes_and_completes_with_f, route_test)
{
    auto r = handle_with(as<item>, [](item i) {
        i.name += "!";
        ++i.id;
        return i;
    });
    auto res = json_post(R"({"id": 7, "name": "seven"})") >> r;
    BOOST_TEST(res.status() == route::status::ok);
    BOOST_TEST(res.header("Content-Type") == "application/json");
    BOOST_TEST(res.body() == R"({"id":8,"name":"seven!"})");
    // rejects as entity does
    BOOST_TEST((json_post("{}", "text/plain") >> r).rejection() ==
               route::rejection(route::unsupported_request_content_type_rejection{
                   {"application/json"}}));
    BOOST_TEST((Post("/", std::string("text")) >> handle_with(as<std::string>, [](std::string t) {
                    return t + t;
                })).body() == "texttext");
}

BOOST_FIXTURE_TEST_CASE(handle_with_awaits_an_awaitable_f, route_test)
{
    auto r = handle_with(as<item>, [](item i) -> boost::asio::awaitable<std::string> {
        co_await boost::asio::post(co_await boost::asio::this_coro::executor,
                                   boost::asio::use_awaitable);
        co_return "stored " + i.name;
    });
    BOOST_TEST((json_post(R"({"id": 1, "name": "one"})") >> r).body() == "stored one");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_entity_test
