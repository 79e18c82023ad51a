//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/result.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace dsl_result_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

// gives up the thread once, so that what follows runs after a real wait
boost::asio::awaitable<void>
yield_once()
{
    co_await boost::asio::post(co_await boost::asio::this_coro::executor,
                               boost::asio::use_awaitable);
}

route::route_result
text(std::string s)
{
    return route::text_response(route::status::ok, std::move(s));
}

bool
has_authentication_failure(const std::vector<route::rejection>& list)
{
    for (auto const& x : list)
        if (std::holds_alternative<route::authentication_failed_rejection>(x))
            return true;
    return false;
}

std::optional<std::string>
never(const route::basic_credentials&)
{
    return std::nullopt;
}

std::optional<std::string>
always(const route::basic_credentials&)
{
    return "id";
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_result)

// pekko: "The mapRouteResultFuture directive should be able to handle
// completed results / rejections / failures / failures created by inner exceptions"
BOOST_FIXTURE_TEST_CASE(map_route_result_future_sees_every_outcome, route_test)
{
    auto echo = map_route_result_future([](route::route_result x) -> boost::asio::awaitable<route::route_result> {
        co_await yield_once();
        if (x.is_completed())
            co_return text("Completed with status " +
                           std::to_string(static_cast<unsigned>(x.response().status)));
        if (x.is_rejected())
            co_return text("Rejected with " + std::to_string(x.effective_rejections().size()));
        try
        {
            std::rethrow_exception(x.error());
        }
        catch (const std::exception& e)
        {
            co_return text(std::string("Failed with exception [") + e.what() + "]");
        }
    });
    BOOST_TEST((Get("/") >> echo(complete("Hello World"))).body() == "Completed with status 200");
    BOOST_TEST((Get("/") >> echo(reject())).body() == "Rejected with 0");
    BOOST_TEST((Get("/") >> echo(fail_with(std::logic_error("errrorr")))).body() ==
               "Failed with exception [errrorr]");
    auto thrown = Get("/") >> echo(get([]() -> route::route { throw std::logic_error("errrorr"); }));
    BOOST_TEST(thrown.status() == route::status::ok);
    BOOST_TEST(thrown.body() == "Failed with exception [errrorr]");
}

// pekko's examples: mapRouteResult makes everything OK, or rejects everything;
// a failure passes by the function
BOOST_FIXTURE_TEST_CASE(map_route_result_maps_completed_and_rejected, route_test)
{
    auto ok = map_route_result([](route::route_result x) {
        if (x.is_completed())
            x.response().status = route::status::ok;
        return x;
    });
    BOOST_TEST((Get("/") >> ok(complete(route::status::accepted))).status() == route::status::ok);
    auto reject_all = map_route_result([](route::route_result) {
        return route::route_result::rejected({route::authorization_failed_rejection{}});
    });
    BOOST_TEST((Get("/") >> reject_all(complete("abc"))).rejection() ==
               route::rejection(route::authorization_failed_rejection{}));
    auto failed = Get("/") >> reject_all(fail_with(std::runtime_error("broken")));
    BOOST_TEST(failed.status() == route::status::internal_server_error);
    // after an awaiting inner route too
    auto later = ok(extract_request([](route::request) -> boost::asio::awaitable<route::route> {
        co_await yield_once();
        co_return complete(route::status::accepted, "later");
    }));
    BOOST_TEST((Get("/") >> later).status() == route::status::ok);
    BOOST_TEST((Get("/") >> later).body() == "later");
}

// pekko: mapRouteResultPF, mapRouteResultWith and mapRouteResultWithPF
// replace a custom rejection by AuthorizationFailedRejection
BOOST_FIXTURE_TEST_CASE(map_route_result_pf_and_with_forms, route_test)
{
    auto const custom = route::rejection(route::validation_rejection{"custom"});
    auto const auth = route::rejection(route::authorization_failed_rejection{});
    auto pf = map_route_result_pf([](const route::route_result& x) -> std::optional<route::route_result> {
        if (x.is_rejected())
            return route::route_result::rejected({route::authorization_failed_rejection{}});
        return std::nullopt;
    });
    BOOST_TEST((Get("/") >> pf(reject(route::validation_rejection{"custom"}))).rejection() == auth);
    BOOST_TEST((Get("/") >> pf(complete("untouched"))).body() == "untouched");

    auto with = map_route_result_with([](route::route_result x) -> boost::asio::awaitable<route::route_result> {
        co_await yield_once();
        if (x.is_rejected())
            co_return route::route_result::rejected({route::authorization_failed_rejection{}});
        co_return x;
    });
    BOOST_TEST((Get("/") >> with(reject(route::validation_rejection{"custom"}))).rejection() == auth);
    BOOST_TEST((Get("/") >> with(complete("kept"))).body() == "kept");
    BOOST_TEST((Get("/") >> with(fail_with(std::runtime_error("x")))).status() ==
               route::status::internal_server_error);

    auto with_pf = map_route_result_with_pf([](const route::route_result& x)
            -> std::optional<boost::asio::awaitable<route::route_result>> {
        if (!x.is_rejected())
            return std::nullopt;
        return []() -> boost::asio::awaitable<route::route_result> {
            co_await yield_once();
            co_return route::route_result::rejected({route::authorization_failed_rejection{}});
        }();
    });
    BOOST_TEST((Get("/") >> with_pf(reject(route::validation_rejection{"custom"}))).rejection() == auth);
    BOOST_TEST((Get("/") >> with_pf(complete("kept"))).body() == "kept");
    BOOST_TEST((Get("/") >> pf(reject(route::validation_rejection{"custom"}))).rejection() != custom);
}

// pekko's recoverRejections and recoverRejectionsWith examples
BOOST_FIXTURE_TEST_CASE(recover_rejections_answers_or_rejects_anew, route_test)
{
    auto nothing_to_see = recover_rejections([](std::vector<route::rejection> list) -> route::route_result {
        if (has_authentication_failure(list))
            return text("Nothing to see here, move along.");
        if (list.empty())
            return route::text_response(route::status::not_found, "Literally nothing to see here.");
        return route::route_result::rejected(std::move(list));
    });
    auto r = nothing_to_see(path_prefix("auth")(
        path("never")(authenticate_basic("my-realm", never)([](std::string) {
            return complete("Welcome to the bat-cave!");
        })) |
        path("always")(authenticate_basic("my-realm", always)([](std::string) {
            return complete("Welcome to the secret place!");
        }))));
    auto never_res = Get("/auth/never") >> r;
    BOOST_TEST(never_res.status() == route::status::ok);
    BOOST_TEST(never_res.body() == "Nothing to see here, move along.");
    // pekko calls an authenticator without credentials too; here it sees only credentials
    BOOST_TEST((Get("/auth/always").with_header("Authorization", "Basic YWxpY2U6czNjcmV0") >> r).body() ==
               "Welcome to the secret place!");
    auto missing = Get("/auth/does_not_exist") >> r;
    BOOST_TEST(missing.status() == route::status::not_found);
    BOOST_TEST(missing.body() == "Literally nothing to see here.");
    BOOST_TEST((Post("/auth/always") >> nothing_to_see(get(complete("x")))).rejection() ==
               route::rejection(route::method_rejection{route::method::get}));

    auto later = recover_rejections_with([](std::vector<route::rejection> list)
            -> boost::asio::awaitable<route::route_result> {
        co_await yield_once();
        if (has_authentication_failure(list))
            co_return text("Nothing to see here, move along.");
        co_return route::route_result::rejected(std::move(list));
    });
    auto w = later(path_prefix("auth")(path("never")(authenticate_basic("my-realm", never)(
        [](std::string) { return complete("Welcome to the bat-cave!"); }))));
    BOOST_TEST((Get("/auth/never") >> w).body() == "Nothing to see here, move along.");
    BOOST_TEST((Get("/other") >> w).rejections().empty());
}

// pekko's mapInnerRoute example: the wrapper answers what the inner route throws
BOOST_FIXTURE_TEST_CASE(map_inner_route_wraps_the_inner_route, route_test)
{
    auto fallback = map_inner_route([](route::route inner) -> route::route {
        route::exception_handler h([](std::exception_ptr e) -> std::optional<route::route> {
            try
            {
                std::rethrow_exception(e);
            }
            catch (const std::exception& x)
            {
                return complete(std::string("Got '") + x.what() + "'");
            }
        });
        return handle_exceptions(h)(inner | complete("fallback"));
    });
    auto r = fallback(path("x")(complete("x")) |
                      path("boom")([]() -> route::route {
                          throw std::invalid_argument("BLIP! BLOP! Everything broke");
                      }));
    BOOST_TEST((Get("/x") >> r).body() == "x");
    BOOST_TEST((Get("/y") >> r).body() == "fallback");
    BOOST_TEST((Get("/boom") >> r).body() == "Got 'BLIP! BLOP! Everything broke'");
}

// pekko's mapRequestContext example: the inner route sees a POST
BOOST_FIXTURE_TEST_CASE(map_request_context_replaces_the_context, route_test)
{
    auto as_post = map_request_context([](const route::request_context& ctx) {
        return ctx.with_method(route::method::post);
    });
    auto r = as_post(post(complete("POST")) | get(complete("GET")));
    BOOST_TEST((Get("/abc/def/ghi") >> r).body() == "POST");
    auto rest = path_prefix("a")(map_request_context([](const route::request_context& ctx) {
        return ctx.with_unmatched_path("/b");
    })(path("b")(complete("b"))));
    BOOST_TEST((Get("/a/c") >> rest).body() == "b");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_result_test
