//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/future.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/describe/class.hpp>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>

namespace dsl_future_test { // this file's own, apart from the other tests built with it

// a value whose marshaller fails
struct unwritable
{
};

} // namespace dsl_future_test

template <>
struct route::marshaller<dsl_future_test::unwritable>
{
    static void write(::route::response&, const dsl_future_test::unwritable&)
    {
        throw std::runtime_error("cannot write");
    }
};

namespace dsl_future_test {

using namespace route::dsl;
using namespace route::testkit;

namespace {

struct item
{
    int id;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(item, (), (id, name))

class test_exception : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// gives up the thread once, so that what follows runs after a real wait
boost::asio::awaitable<void>
yield_once()
{
    co_await boost::asio::post(co_await boost::asio::this_coro::executor,
                               boost::asio::use_awaitable);
}

boost::asio::awaitable<std::string>
succeeding(std::string v)
{
    co_await yield_once();
    co_return v;
}

boost::asio::awaitable<std::string>
failing(std::string message)
{
    co_await yield_once();
    throw test_exception(message);
}

std::string
message_of(std::exception_ptr e)
{
    try
    {
        std::rethrow_exception(e);
    }
    catch (const std::exception& x)
    {
        return x.what();
    }
    catch (...)
    {
        return "?";
    }
}

// pekko's showEx: a test exception answered 500 with its message
route::exception_handler
show_ex()
{
    return route::exception_handler([](std::exception_ptr e) -> std::optional<route::route> {
        try
        {
            std::rethrow_exception(e);
        }
        catch (const test_exception& x)
        {
            return route::route(
                complete(route::status::internal_server_error, std::string("Oops. ") + x.what()));
        }
        catch (...)
        {
            return std::nullopt;
        }
    });
}

auto
throw_test_exception(std::string prefix)
{
    return [prefix](std::exception_ptr e) -> route::route {
        throw test_exception(prefix + message_of(e));
    };
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_future)

// pekko's FutureDirectivesSpec, "The completeOrRecoverWith directive"
BOOST_FIXTURE_TEST_CASE(complete_or_recover_with_as_pekko, route_test)
{
    // complete the request with the Future's value if the future succeeds
    auto echo = [](std::exception_ptr e) { return complete(message_of(e)); };
    BOOST_TEST((Get("/") >> complete_or_recover_with(succeeding("yes"))(echo)).body() == "yes");
    // don't call the inner route if the Future succeeds
    auto ok = Get("/") >> complete_or_recover_with(succeeding("ok"))(throw_test_exception("EX when "));
    BOOST_TEST(ok.status() == route::status::ok);
    BOOST_TEST(ok.body() == "ok");
    // recover using the inner route if the Future fails
    // tag::complete_or_recover_with[]
    auto recovered = complete_or_recover_with(failing("XXX"))([](std::exception_ptr e) {
        return complete("Exception occurred: " + message_of(e));
    });
    // end::complete_or_recover_with[]
    BOOST_TEST((Get("/") >> recovered).body() == "Exception occurred: XXX");
    // catch an exception during recovery
    auto during = Get("/") >> handle_exceptions(show_ex())(
                                  complete_or_recover_with(failing("XXX"))(throw_test_exception("EX when ")));
    BOOST_TEST(during.status() == route::status::internal_server_error);
    BOOST_TEST(during.body() == "Oops. EX when XXX");
}

BOOST_FIXTURE_TEST_CASE(a_function_is_called_per_request, route_test)
{
    // as pekko's by-name future: evaluated for every request
    int calls = 0;
    auto r = complete_or_recover_with([&calls] { return succeeding(std::to_string(++calls)); })(
        [](std::exception_ptr) { return complete("failed"); });
    BOOST_TEST((Get("/") >> r).body() == "1");
    BOOST_TEST((Get("/") >> r).body() == "2");
    // an awaitable given as it is is awaited once: a second request fails
    auto once = complete_or_recover_with(succeeding("once"))(
        [](std::exception_ptr) { return complete("failed"); });
    BOOST_TEST((Get("/") >> once).body() == "once");
    BOOST_TEST((Get("/") >> once).status() == route::status::internal_server_error);
    // made per request in a handler, as pekko's examples do
    auto per_request = path("items" / segment)([](std::string id) {
        return complete_or_recover_with(id == "bad" ? failing("no " + id) : succeeding(id))(
            [](std::exception_ptr e) {
                return complete(route::status::service_unavailable, message_of(e));
            });
    });
    BOOST_TEST((Get("/items/7") >> per_request).body() == "7");
    auto bad = Get("/items/bad") >> per_request;
    BOOST_TEST(bad.status() == route::status::service_unavailable);
    BOOST_TEST(bad.body() == "no bad");
}

BOOST_FIXTURE_TEST_CASE(the_value_is_marshalled_as_complete_does, route_test)
{
    auto model = complete_or_recover_with([]() -> boost::asio::awaitable<item> {
        co_await yield_once();
        co_return item{7, "seven"};
    })([](std::exception_ptr) { return complete("failed"); });
    auto m = Get("/") >> model;
    BOOST_TEST(m.header("Content-Type") == "application/json");
    BOOST_TEST(m.response_as<item>().name == "seven");
    // content negotiation: a client that takes no JSON gets 406 once sealed
    auto refused = Get("/").with_header("Accept", "text/plain") >> route::seal(model);
    BOOST_TEST(refused.status() == route::status::not_acceptable);
    // a response is sent as it is, a status as its own response
    auto response = complete_or_recover_with([]() -> boost::asio::awaitable<route::response> {
        co_return route::text_response(route::status::created, "made");
    })([](std::exception_ptr) { return complete("failed"); });
    auto made = Get("/") >> response;
    BOOST_TEST(made.status() == route::status::created);
    BOOST_TEST(made.body() == "made");
    auto status = complete_or_recover_with([]() -> boost::asio::awaitable<route::status> {
        co_return route::status::no_content;
    })([](std::exception_ptr) { return complete("failed"); });
    BOOST_TEST((Get("/") >> status).status() == route::status::no_content);
}

BOOST_FIXTURE_TEST_CASE(the_inner_route_may_await_reject_or_fail, route_test)
{
    auto awaiting = complete_or_recover_with(failing("gone"))(
        [](std::exception_ptr e) -> boost::asio::awaitable<route::route> {
            co_await yield_once();
            co_return complete("after the wait: " + message_of(e));
        });
    BOOST_TEST((Get("/") >> awaiting).body() == "after the wait: gone");
    // a rejection of the inner route lets the next alternative answer
    auto rejecting = complete_or_recover_with(failing("gone"))(
                         [](std::exception_ptr) { return reject(route::validation_rejection{"v"}); }) |
                     complete("next");
    BOOST_TEST((Get("/") >> rejecting).body() == "next");
    // a function that throws as it is called fails the request: nothing to recover from
    bool recovered = false;
    auto throwing = complete_or_recover_with([]() -> boost::asio::awaitable<std::string> {
        throw test_exception("at once");
    })([&recovered](std::exception_ptr) {
        recovered = true;
        return complete("recovered");
    });
    auto t = Get("/") >> handle_exceptions(show_ex())(throwing);
    BOOST_TEST(t.body() == "Oops. at once");
    BOOST_TEST(!recovered);
    // a value that arrived and cannot be written: the request fails, the
    // inner function does not see it (the awaitable did not fail)
    auto unwritten = complete_or_recover_with([]() -> boost::asio::awaitable<unwritable> {
        co_await yield_once();
        co_return unwritable{};
    })([&recovered](std::exception_ptr) {
        recovered = true;
        return complete("recovered");
    });
    BOOST_TEST((Get("/") >> unwritten).status() == route::status::internal_server_error);
    BOOST_TEST(!recovered);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_future_test
