//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/rejection_handler.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <string>
#include <vector>

namespace core_rejection_handler_builder_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

struct quota_exceeded
{
    int limit;
};

struct other_problem
{
};

auto missing_q = parameter("q")([](std::string q) { return complete(q); });

// answers a missing query parameter with 400 and its name
route::rejection_handler_builder&
with_missing_param(route::rejection_handler_builder& b)
{
    return b.handle<route::missing_query_param_rejection>(
        [](const route::missing_query_param_rejection& r) {
            return complete(route::status::bad_request, "need " + r.name);
        });
}

} // namespace

BOOST_AUTO_TEST_SUITE(core_rejection_handler_builder)

BOOST_FIXTURE_TEST_CASE(handle_answers_a_rejection_of_its_type, route_test)
{
    auto b = route::rejection_handler::builder();
    auto h = with_missing_param(b).result();
    auto res = Get("/") >> handle_rejections(h)(missing_q);
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "need q");
}

BOOST_FIXTURE_TEST_CASE(the_first_case_matching_any_rejection_wins, route_test)
{
    auto h = route::rejection_handler::builder()
                 .handle<route::validation_rejection>([](const route::validation_rejection& r) {
                     return complete(route::status::conflict, "validation: " + r.message);
                 })
                 .handle<route::method_rejection>([](const route::method_rejection&) {
                     return complete(route::status::method_not_allowed, "method");
                 })
                 .result();
    // the method rejection comes first in the list, the validation case first in the builder
    auto r = handle_rejections(h)(post(complete("p")) |
                                  get(reject(route::validation_rejection{"v"})) |
                                  reject(route::validation_rejection{"w"}));
    auto res = Put("/") >> r;
    BOOST_TEST(res.status() == route::status::conflict);
    BOOST_TEST(res.body() == "validation: w");
}

BOOST_FIXTURE_TEST_CASE(handle_takes_the_first_rejection_of_its_type, route_test)
{
    auto h = route::rejection_handler::builder()
                 .handle<route::missing_header_rejection>(
                     [](const route::missing_header_rejection& r) { return complete(r.name); })
                 .result();
    auto r = handle_rejections(h)(header_value_by_name("X-A")([](std::string) {
                                      return complete("a");
                                  }) |
                                  header_value_by_name("X-B")([](std::string) {
                                      return complete("b");
                                  }));
    BOOST_TEST((Get("/") >> r).body() == "X-A");
}

BOOST_FIXTURE_TEST_CASE(a_case_may_decline_with_an_empty_optional, route_test)
{
    auto h = route::rejection_handler::builder()
                 .handle<route::missing_header_rejection>(
                     [](const route::missing_header_rejection& r) -> std::optional<route::route> {
                         if (r.name == "X-A")
                             return std::nullopt;
                         return route::route(complete("second: " + r.name));
                     })
                 .result();
    auto r = handle_rejections(h)(header_value_by_name("X-A")([](std::string) {
                                      return complete("a");
                                  }) |
                                  header_value_by_name("X-B")([](std::string) {
                                      return complete("b");
                                  }));
    BOOST_TEST((Get("/") >> r).body() == "second: X-B");
}

BOOST_FIXTURE_TEST_CASE(handle_all_gets_every_rejection_of_its_type, route_test)
{
    auto h = route::rejection_handler::builder()
                 .handle_all<route::method_rejection>(
                     [](const std::vector<route::method_rejection>& all) {
                         std::string s;
                         for (auto const& m : all)
                             s += (s.empty() ? "" : " ") + std::string(m.supported.name());
                         return complete(route::status::method_not_allowed, s);
                     })
                 .result();
    auto r = handle_rejections(h)(get(complete("g")) | put(complete("p")) |
                                  reject(route::validation_rejection{"v"}) |
                                  delete_(complete("d")));
    auto res = Post("/") >> r;
    BOOST_TEST(res.status() == route::status::method_not_allowed);
    BOOST_TEST(res.body() == "GET PUT DELETE");
}

BOOST_FIXTURE_TEST_CASE(handle_all_is_skipped_without_a_rejection_of_its_type, route_test)
{
    int calls = 0;
    auto h = route::rejection_handler::builder()
                 .handle_all<route::method_rejection>(
                     [&calls](const std::vector<route::method_rejection>&) {
                         ++calls;
                         return complete("methods");
                     })
                 .handle<route::validation_rejection>(
                     [](const route::validation_rejection& v) { return complete(v.message); })
                 .result();
    auto res = Get("/") >> handle_rejections(h)(reject(route::validation_rejection{"v"}));
    BOOST_TEST(res.body() == "v");
    BOOST_TEST(calls == 0);
}

BOOST_FIXTURE_TEST_CASE(handle_not_found_answers_the_empty_list, route_test)
{
    auto h = route::rejection_handler::builder()
                 .handle_not_found(complete(route::status::not_found, "nothing here"))
                 .result();
    auto r = handle_rejections(h)(path("a")(complete("a")));
    auto res = Get("/b") >> r;
    BOOST_TEST(res.status() == route::status::not_found);
    BOOST_TEST(res.body() == "nothing here");
    BOOST_TEST((Get("/a") >> r).body() == "a");
}

BOOST_FIXTURE_TEST_CASE(without_handle_not_found_the_empty_list_is_declined, route_test)
{
    auto b = route::rejection_handler::builder();
    auto h = with_missing_param(b).result();
    auto res = Get("/b") >> handle_rejections(h)(path("a")(complete("a")));
    BOOST_TEST(!res.handled());
    BOOST_TEST(res.rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(an_unhandled_list_falls_through, route_test)
{
    auto b = route::rejection_handler::builder();
    auto h = with_missing_param(b).result();
    auto res = Post("/") >> handle_rejections(h)(get(complete("g")));
    BOOST_TEST(!res.handled());
    BOOST_TEST_REQUIRE(res.rejections().size() == 1u);
    BOOST_TEST(std::holds_alternative<route::method_rejection>(res.rejection()));
}

BOOST_FIXTURE_TEST_CASE(with_fallback_answers_what_the_builder_declines, route_test)
{
    auto b = route::rejection_handler::builder();
    auto fallback = route::rejection_handler::builder()
                        .handle<route::method_rejection>([](const route::method_rejection&) {
                            return complete(route::status::payment_required, "fallback");
                        })
                        .result();
    auto h = with_missing_param(b).result().with_fallback(fallback);
    auto r = handle_rejections(h)(get(missing_q));
    BOOST_TEST((Post("/") >> r).body() == "fallback");
    BOOST_TEST((Get("/") >> r).body() == "need q");
}

BOOST_FIXTURE_TEST_CASE(seal_falls_back_to_the_default_handler, route_test)
{
    auto b = route::rejection_handler::builder();
    auto h = with_missing_param(b).result().seal();
    auto r = handle_rejections(h)(path("x")(get(missing_q)));
    BOOST_TEST((Get("/x") >> r).body() == "need q");
    auto method = Post("/x") >> r;
    BOOST_TEST(method.status() == route::status::method_not_allowed);
    BOOST_TEST(method.header("Allow") == "GET");
    auto nothing = Get("/y") >> r;
    BOOST_TEST(nothing.status() == route::status::not_found);
    BOOST_TEST(nothing.body() == "The requested resource could not be found.");
}

BOOST_FIXTURE_TEST_CASE(handle_of_a_user_type_matches_a_custom_rejection, route_test)
{
    auto h = route::rejection_handler::builder()
                 .handle<quota_exceeded>([](const quota_exceeded& q) {
                     return complete(route::status::too_many_requests,
                                     "limit " + std::to_string(q.limit));
                 })
                 .result()
                 .seal();
    auto r = handle_rejections(h)(path("q")(reject(route::custom_rejection(quota_exceeded{10}))) |
                                  path("o")(reject(route::custom_rejection(other_problem{}))));
    auto res = Get("/q") >> r;
    BOOST_TEST(res.status() == route::status::too_many_requests);
    BOOST_TEST(res.body() == "limit 10");
    // a custom rejection of another type: the default handler's 500
    BOOST_TEST((Get("/o") >> r).status() == route::status::internal_server_error);
}

BOOST_FIXTURE_TEST_CASE(handle_all_of_a_user_type_collects_their_values, route_test)
{
    auto h = route::rejection_handler::builder()
                 .handle_all<quota_exceeded>([](const std::vector<quota_exceeded>& all) {
                     int sum = 0;
                     for (auto const& q : all)
                         sum += q.limit;
                     return complete(std::to_string(sum));
                 })
                 .result();
    auto r = handle_rejections(h)(reject(route::custom_rejection(quota_exceeded{1})) |
                                  reject(route::custom_rejection(other_problem{})) |
                                  reject(route::custom_rejection(quota_exceeded{2})));
    BOOST_TEST((Get("/") >> r).body() == "3");
}

BOOST_FIXTURE_TEST_CASE(handle_custom_rejection_itself, route_test)
{
    auto h = route::rejection_handler::builder()
                 .handle<route::custom_rejection>([](const route::custom_rejection& c) {
                     return complete(c.get_if<quota_exceeded>() ? "quota" : "other");
                 })
                 .result();
    auto r = handle_rejections(h)(reject(route::custom_rejection(other_problem{})));
    BOOST_TEST((Get("/") >> r).body() == "other");
}

BOOST_FIXTURE_TEST_CASE(map_rejection_response_maps_what_the_handler_answers, route_test)
{
    auto h = route::default_rejection_handler().map_rejection_response([](route::response res) {
        res.body = "[" + *res.text() + "]";
        res.headers.push_back({"X-Mapped", "1"});
        return res;
    });
    auto r = handle_rejections(h)(get(complete("g")));
    auto res = Put("/") >> r;
    BOOST_TEST(res.status() == route::status::method_not_allowed);
    BOOST_TEST(res.body() == "[HTTP method not allowed, supported methods: GET]");
    BOOST_TEST(res.header("X-Mapped") == "1");
    BOOST_TEST(res.header("Allow") == "GET");
    // a completed route is not the handler's answer
    auto ok = Get("/") >> r;
    BOOST_TEST(ok.body() == "g");
    BOOST_TEST(!ok.has_header("X-Mapped"));
}

BOOST_FIXTURE_TEST_CASE(map_rejection_response_leaves_declined_lists_and_later_fallbacks, route_test)
{
    auto mark = [](route::response res) {
        res.headers.push_back({"X-Mapped", "1"});
        return res;
    };
    auto b = route::rejection_handler::builder();
    auto mapped = with_missing_param(b).result().map_rejection_response(mark);
    auto declined = Post("/") >> handle_rejections(mapped)(get(complete("g")));
    BOOST_TEST(!declined.handled());
    auto h = mapped.seal();
    auto r = handle_rejections(h)(get(missing_q));
    BOOST_TEST((Get("/") >> r).header("X-Mapped") == "1");
    auto fallback = Post("/") >> r;
    BOOST_TEST(fallback.status() == route::status::method_not_allowed);
    BOOST_TEST(!fallback.has_header("X-Mapped"));
}

BOOST_FIXTURE_TEST_CASE(websocket_rejections_have_cases_of_their_own, route_test)
{
    auto h = route::rejection_handler::builder()
                 .handle_all<route::unsupported_websocket_subprotocol_rejection>(
                     [](const std::vector<route::unsupported_websocket_subprotocol_rejection>& all) {
                         std::string names;
                         for (auto const& r : all)
                             names += r.supported_protocol + ";";
                         return complete(route::status::bad_request, "use " + names);
                     })
                 .handle<route::expected_websocket_request_rejection>(
                     [](const route::expected_websocket_request_rejection&) {
                         return complete(route::status::upgrade_required, "upgrade");
                     })
                 .result();
    auto both = handle_rejections(h)(
        reject(route::unsupported_websocket_subprotocol_rejection{"a"}) |
        reject(route::unsupported_websocket_subprotocol_rejection{"b"}));
    BOOST_TEST((Get("/") >> both).body() == "use a;b;");
    auto plain = handle_rejections(h)(reject(route::expected_websocket_request_rejection{}));
    BOOST_TEST((Get("/") >> plain).status() == route::status::upgrade_required);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_rejection_handler_builder_test
