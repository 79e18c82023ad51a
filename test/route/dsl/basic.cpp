//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/basic.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/describe/class.hpp>
#include <optional>
#include <stdexcept>
#include <type_traits>

namespace dsl_basic_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

struct order
{
    int id;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(order, (), (id, name))

struct quota_exceeded
{
    int limit;
    friend bool operator==(const quota_exceeded&, const quota_exceeded&) = default;
};

template <class T>
constexpr bool plain = std::is_trivially_destructible_v<T> && std::is_trivially_copyable_v<T>;

// gives up the thread once, so that what follows runs after a real wait
boost::asio::awaitable<void>
yield_once()
{
    co_await boost::asio::post(co_await boost::asio::this_coro::executor,
                               boost::asio::use_awaitable);
}

route::response
text(std::string s)
{
    return route::text_response(route::status::ok, std::move(s));
}

std::string
path_of(const route::request& req)
{
    auto t = std::string(req.target());
    return t.substr(0, t.find('?'));
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_basic)

BOOST_FIXTURE_TEST_CASE(pass_and_provide, route_test)
{
    BOOST_TEST((Get("/") >> pass(complete("p"))).body() == "p");
    auto r = provide(42)([](int x) { return complete(std::to_string(x)); });
    BOOST_TEST((Get("/") >> r).body() == "42");
}

BOOST_FIXTURE_TEST_CASE(extract_runs_a_function_of_the_context_per_request, route_test)
{
    auto r = extract([](const route::request_context& ctx) { return ctx.request().body().size(); })(
        [](std::size_t n) { return complete(std::to_string(n)); });
    BOOST_TEST((Post("/", std::string("abc")) >> r).body() == "3");
    BOOST_TEST((Post("/", std::string("abcde")) >> r).body() == "5");
}

BOOST_FIXTURE_TEST_CASE(extract_request_gives_the_request, route_test)
{
    auto r = extract_request([](route::request req) {
        return complete(std::string(req.method().name()) + " " + std::string(req.target()) + " " +
                        std::string(req.header("X-A").value_or("-")));
    });
    BOOST_TEST((Put("/a?b=1").with_header("X-A", "1") >> r).body() == "PUT /a?b=1 1");
}

BOOST_FIXTURE_TEST_CASE(extract_uri_gives_the_effective_uri, route_test)
{
    auto r = extract_uri([](boost::urls::url u) { return complete(std::string(u.buffer())); });
    BOOST_TEST((Get("/a/b?c=1") >> r).body() == "http://example.com/a/b?c=1");
    BOOST_TEST((Get("/a").with_header("Host", "api.example.org:8080").with_scheme("https") >> r)
                   .body() == "https://api.example.org:8080/a");
    BOOST_TEST((Get("http://other.org/x?y") >> r).body() == "http://other.org/x?y");
    auto parts = extract_uri([](boost::urls::url u) {
        return complete(std::string(u.host()) + " " + std::string(u.path()));
    });
    BOOST_TEST((Get("/a%20b") >> parts).body() == "example.com /a b");
}

BOOST_FIXTURE_TEST_CASE(unmatched_and_matched_path, route_test)
{
    auto r = path_prefix("files")(
        (extract_matched_path & extract_unmatched_path)([](std::string m, std::string u) {
            return complete(m + "|" + u);
        }));
    BOOST_TEST((Get("/files/a/b?x=1") >> r).body() == "/files|/a/b");
    BOOST_TEST((Get("/files") >> r).body() == "/files|");
    auto whole = extract_unmatched_path([](std::string u) { return complete(u); });
    BOOST_TEST((Get("/x%2Fy") >> whole).body() == "/x%2Fy");
    auto end = path("a" / segment)([](std::string) {
        return extract_matched_path([](std::string m) { return complete(m); });
    });
    BOOST_TEST((Get("/a/b") >> end).body() == "/a/b");
}

BOOST_FIXTURE_TEST_CASE(client_ip_sources_in_pekkos_order, route_test)
{
    auto r = extract_client_ip([](std::string ip) { return complete(ip); });
    BOOST_TEST((Get("/") >> r).body() == "unknown");
    BOOST_TEST((Get("/").with_remote_address("10.0.0.9") >> r).body() == "10.0.0.9");
    BOOST_TEST((Get("/").with_remote_address("10.0.0.9").with_header("X-Real-IP", "10.1.1.1") >> r)
                   .body() == "10.1.1.1");
    BOOST_TEST((Get("/")
                    .with_remote_address("10.0.0.9")
                    .with_header("X-Real-IP", "10.1.1.1")
                    .with_header("X-Forwarded-For", "192.0.2.1, 10.2.2.2") >>
                r)
                   .body() == "192.0.2.1");
    BOOST_TEST((Get("/").with_header("X-Forwarded-For", "2001:db8::1") >> r).body() ==
               "2001:db8::1");
    // what is not an address is skipped
    BOOST_TEST((Get("/").with_header("X-Forwarded-For", "unknown").with_header("X-Real-IP",
                                                                              "10.1.1.1") >>
                r)
                   .body() == "10.1.1.1");
}

BOOST_FIXTURE_TEST_CASE(map_request_changes_what_the_inner_route_sees, route_test)
{
    auto r = map_request([](route::request req) {
        return route::request(route::method::get, req.target(), req.headers(), req.body());
    })(get(extract_request([](route::request req) { return complete(std::string(req.method().name())); })));
    BOOST_TEST((Head("/") >> r).body() == "GET");
    auto https = map_request([](route::request req) { return req.with_scheme("https"); })(
        scheme("https")(complete("secure")));
    BOOST_TEST((Get("/") >> https).body() == "secure");
}

BOOST_FIXTURE_TEST_CASE(map_rejections_transforms_the_list, route_test)
{
    auto r = map_rejections([](std::vector<route::rejection> list) {
        for (auto& x : list)
            if (std::holds_alternative<route::missing_query_param_rejection>(x))
                x = route::validation_rejection{"incomplete"};
        return list;
    })(parameter("q")([](std::string q) { return complete(q); }));
    BOOST_TEST((Get("/?q=1") >> r).body() == "1");
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::validation_rejection{"incomplete"}));
    auto res = Get("/") >> route::to_http_routes(r);
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "incomplete");
}

BOOST_FIXTURE_TEST_CASE(cancel_rejections_cancels_in_the_whole_set, route_test)
{
    auto inner = parameter("q")([](std::string q) { return complete(q); });
    auto r = post(complete("posted")) |
             cancel_rejections<route::method_rejection, route::missing_header_rejection>()(
                 header_value_by_name("X-A")([](std::string a) { return complete(a); }) | inner);
    // the sibling's method rejection and the inner header rejection are gone
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"q"}));
    // a branch that completes cancels nothing
    BOOST_TEST((Get("/?q=1") >> r).body() == "1");
    auto none = cancel_rejections<route::missing_query_param_rejection>()(inner);
    BOOST_TEST((Get("/") >> none).rejections().empty());
}

// pekko's cancelRejection: the rejections equal to the value, in the whole set
BOOST_FIXTURE_TEST_CASE(cancel_rejection_cancels_one_value_in_the_whole_set, route_test)
{
    // tag::cancel_rejection[]
    auto r = get(complete("got")) |
             cancel_rejection(route::method_rejection{route::method::get})(
                 header_value_by_name("X-A")([](std::string a) { return complete(a); }) |
                 header_value_by_name("X-B")([](std::string b) { return complete(b); })) |
             cancel_rejection(route::missing_header_rejection{"X-A"})(post(complete("posted")));
    // end::cancel_rejection[]
    // the sibling's method rejection (GET) and the header X-A are gone; the
    // method rejection for POST and the header X-B stay
    auto res = Put("/") >> r;
    BOOST_TEST(res.rejections() ==
               (std::vector<route::rejection>{route::missing_header_rejection{"X-B"},
                                              route::method_rejection{route::method::post}}));
    // a branch that completes cancels nothing
    BOOST_TEST((Put("/").with_header("X-B", "b") >> r).body() == "b");
    auto kept = get(complete("got")) |
                cancel_rejection(route::method_rejection{route::method::get})(complete("x"));
    BOOST_TEST((Put("/") >> kept).body() == "x");
    // of an indexed alternative (route::concat) too, and later: an awaiting inner route
    auto later = extract_request([](route::request) -> boost::asio::awaitable<route::route> {
        co_await yield_once();
        co_return reject(route::validation_rejection{"a"}, route::validation_rejection{"b"});
    });
    auto c = route::concat(path("x")(complete("x")), path("y")(complete("y")),
                           cancel_rejection(route::validation_rejection{"a"})(later),
                           reject(route::validation_rejection{"a"}));
    BOOST_TEST((Get("/z") >> c).rejections() ==
               (std::vector<route::rejection>{route::validation_rejection{"b"}}));
}

// pekko's BasicDirectivesSpec: "The mapUnmatchedPath directive should map the unmatched path"
BOOST_FIXTURE_TEST_CASE(map_unmatched_path_changes_what_path_directives_see, route_test)
{
    // tag::map_unmatched_path[]
    auto r = map_unmatched_path([](std::string p) { return p + "/def"; })(
        path(lit("abc") / "def")(complete("ok")));
    // end::map_unmatched_path[]
    BOOST_TEST((Get("/abc") >> r).body() == "ok");
    BOOST_TEST((Get("/abc/def") >> r).rejections().empty());
    // inside a path prefix: the part left unmatched, percent-encoded
    auto seen = path_prefix("files")(map_unmatched_path([](std::string p) {
        return p == "/a%20b" ? std::string("/c") : p;
    })(extract_unmatched_path([](std::string p) { return complete(p); })));
    BOOST_TEST((Get("/files/a%20b") >> seen).body() == "/c");
    BOOST_TEST((Get("/files/x/y") >> seen).body() == "/x/y");
    // an awaiting inner route still reads it
    auto later = map_unmatched_path([](std::string p) { return "/later" + p; })(
        extract_unmatched_path([](std::string p) -> boost::asio::awaitable<route::route> {
            co_await yield_once();
            co_return complete(p);
        }));
    BOOST_TEST((Get("/x") >> later).body() == "/later/x");
    auto read_later = map_unmatched_path([](std::string p) { return p + "/tail"; })(
        extract_request([](route::request) -> boost::asio::awaitable<route::route> {
            co_await yield_once();
            co_return path(lit("x") / "tail")(complete("matched after the wait"));
        }));
    BOOST_TEST((Get("/x") >> read_later).body() == "matched after the wait");
    // what is no percent-encoded path fails the request
    auto bad = map_unmatched_path([](std::string) { return std::string("/a%zz"); })(complete("x"));
    BOOST_TEST((Get("/") >> bad).status() == route::status::internal_server_error);
    auto said = Get("/") >> handle_exceptions(route::exception_handler(
                                [](std::exception_ptr e) -> std::optional<route::route> {
                                    try
                                    {
                                        std::rethrow_exception(e);
                                    }
                                    catch (const std::invalid_argument& x)
                                    {
                                        return route::route(complete(std::string(x.what())));
                                    }
                                    catch (...)
                                    {
                                        return std::nullopt;
                                    }
                                }))(bad);
    BOOST_TEST(said.body().find("\"/a%zz\", which is not a percent-encoded path") !=
               std::string::npos);
    static_assert(plain<decltype(map_unmatched_path([](std::string p) { return p; })(complete("x")))>);
}

// pekko's RouteDirectivesSpec, "the handleSync directive with PartialFunction"
BOOST_FIXTURE_TEST_CASE(handle_sync_completes_with_a_function_of_the_request, route_test)
{
    // tag::handle_sync[]
    auto r = handle_sync([](const route::request& req) -> std::optional<route::response> {
        if (req.method() == route::method::get && path_of(req) == "/value")
            return text("23");
        if (req.method() == route::method::get && path_of(req) == "/throw")
            throw std::runtime_error("oops");
        return std::nullopt;
    }, {route::method_rejection{route::method::post}});
    // end::handle_sync[]
    auto value = Get("/value") >> r;
    BOOST_TEST(value.status() == route::status::ok);
    BOOST_TEST(value.body() == "23");
    BOOST_TEST((Get("/other") >> r).rejection() ==
               route::rejection(route::method_rejection{route::method::post}));
    BOOST_TEST((Get("/throw") >> r).status() == route::status::internal_server_error);
    // without rejections: an empty list
    auto none = handle_sync([](const route::request&) -> std::optional<route::response> {
        return std::nullopt;
    });
    BOOST_TEST((Get("/") >> none).rejections().empty());

    // a total function; a throw fails the request, the next alternative is not tried
    auto target = handle_sync([](const route::request& req) { return text(std::string(req.target())); });
    BOOST_TEST((Get("/foo?x=1") >> target).body() == "/foo?x=1");
    auto thrown = handle_sync([](const route::request&) -> route::response {
                      throw std::logic_error("Some error");
                  }) |
                  complete(route::status::accepted);
    auto res = Get("/foo") >> thrown;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
    static_assert(plain<decltype(target)>);
}

// pekko's RouteDirectivesSpec, "the handle directive" and "the handle
// directive with PartialFunction"
BOOST_FIXTURE_TEST_CASE(handle_completes_with_an_awaited_function_of_the_request, route_test)
{
    // tag::handle[]
    auto r = handle([](const route::request& req) -> boost::asio::awaitable<route::response> {
        co_await yield_once();
        co_return text(std::string(req.target()));
    });
    // end::handle[]
    auto res = Get("https://pekko.apache.org/foo") >> r;
    BOOST_TEST(res.status() == route::status::ok);
    BOOST_TEST(res.body() == "https://pekko.apache.org/foo");
    static_assert(plain<decltype(r)>);

    // fails when the awaitable fails, or when the function throws; the
    // next alternative is not tried
    auto failing = route::concat(
        handle([](const route::request&) -> boost::asio::awaitable<route::response> {
            co_await yield_once();
            throw std::logic_error("Some error");
        }),
        complete(route::status::accepted));
    auto f = Get("/foo") >> failing;
    BOOST_TEST(f.status() == route::status::internal_server_error);
    BOOST_TEST(f.body() == "There was an internal server error.");
    auto throwing = route::concat(
        handle([](const route::request&) -> boost::asio::awaitable<route::response> {
            throw std::logic_error("Some error");
        }),
        complete(route::status::accepted));
    BOOST_TEST((Get("/foo") >> throwing).status() == route::status::internal_server_error);

    // the partial form
    using maybe = std::optional<boost::asio::awaitable<route::response>>;
    auto partial = handle([](const route::request& req) -> maybe {
        if (path_of(req) == "/value")
            return [](std::string v) -> boost::asio::awaitable<route::response> {
                co_await yield_once();
                co_return text(v);
            }("23");
        if (path_of(req) == "/fail")
            return []() -> boost::asio::awaitable<route::response> {
                co_await yield_once();
                throw std::runtime_error("failure!");
            }();
        if (path_of(req) == "/throw")
            throw std::runtime_error("oops");
        return std::nullopt;
    }, {route::method_rejection{route::method::post}});
    BOOST_TEST((Get("/value") >> partial).body() == "23");
    BOOST_TEST((Get("/other") >> partial).rejection() ==
               route::rejection(route::method_rejection{route::method::post}));
    BOOST_TEST((Get("/fail") >> partial).status() == route::status::internal_server_error);
    BOOST_TEST((Get("/throw") >> partial).status() == route::status::internal_server_error);

    // a route made per request, with a coroutine lambda whose captures it
    // reads after the wait: the route keeps the function alive meanwhile
    auto per_request = path("items" / segment)([](std::string id) {
        return handle([id, prefix = std::string(64, '-')](const route::request&)
                          -> boost::asio::awaitable<route::response> {
            co_await yield_once();
            co_return text(prefix.substr(0, 2) + id);
        });
    });
    BOOST_TEST((Get("/items/seven") >> per_request).body() == "--seven");
}

BOOST_FIXTURE_TEST_CASE(reject_with_given_rejections, route_test)
{
    BOOST_TEST((Get("/") >> reject()).rejections().empty());
    auto r = reject(route::validation_rejection{"no"}, route::missing_header_rejection{"X"});
    BOOST_TEST((Get("/") >> r).rejections().size() == 2u);
    // the default handler takes the missing header first, as pekko orders them
    BOOST_TEST((Get("/") >> route::to_http_routes(r)).body() ==
               "Request is missing required HTTP header 'X'");
}

BOOST_FIXTURE_TEST_CASE(custom_rejections_carry_a_value, route_test)
{
    auto r = reject(route::custom_rejection(quota_exceeded{10}));
    auto res = Get("/") >> r;
    auto c = std::get_if<route::custom_rejection>(&res.rejection());
    BOOST_TEST_REQUIRE(c != nullptr);
    BOOST_TEST_REQUIRE(c->get_if<quota_exceeded>() != nullptr);
    BOOST_TEST(c->get_if<quota_exceeded>()->limit == 10);
    BOOST_TEST(c->get_if<int>() == nullptr);
    BOOST_TEST((route::custom_rejection(quota_exceeded{1}) ==
                route::custom_rejection(quota_exceeded{1})));
    BOOST_TEST(!(route::custom_rejection(quota_exceeded{1}) == route::custom_rejection(1)));
}

BOOST_FIXTURE_TEST_CASE(an_unhandled_custom_rejection_is_500, route_test)
{
    auto r = route::to_http_routes(reject(route::custom_rejection(quota_exceeded{10})));
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
    // a handler of one's own answers it
    route::rejection_handler h([](const std::vector<route::rejection>& list)
                                   -> std::optional<route::route> {
        for (auto const& x : list)
            if (auto c = std::get_if<route::custom_rejection>(&x))
                if (auto q = c->get_if<quota_exceeded>())
                    return complete(route::status::too_many_requests,
                                    "limit " + std::to_string(q->limit));
        return std::nullopt;
    });
    auto own = Get("/") >> route::to_http_routes(reject(route::custom_rejection(quota_exceeded{10})), h);
    BOOST_TEST(own.status() == route::status::too_many_requests);
    BOOST_TEST(own.body() == "limit 10");
}

BOOST_FIXTURE_TEST_CASE(fail_with_is_an_exception_not_a_rejection, route_test)
{
    auto r = fail_with(std::runtime_error("broken")) | complete("never");
    auto res = Get("/") >> r;
    BOOST_TEST(res.status() == route::status::internal_server_error);
    BOOST_TEST(res.body() == "There was an internal server error.");
    auto ptr = fail_with(std::make_exception_ptr(std::logic_error("x")));
    BOOST_TEST((Get("/") >> ptr).status() == route::status::internal_server_error);
}

BOOST_FIXTURE_TEST_CASE(validate_passes_or_rejects_with_its_message, route_test)
{
    auto r = parameter(param("age").as<int>())([](int age) {
        return validate(age >= 0, "age must not be negative")(complete(std::to_string(age)));
    });
    BOOST_TEST((Get("/?age=3") >> r).body() == "3");
    BOOST_TEST((Get("/?age=-3") >> r).rejection() ==
               route::rejection(route::validation_rejection{"age must not be negative"}));
    auto res = Get("/?age=-3") >> route::to_http_routes(r);
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "age must not be negative");
    int calls = 0;
    auto per_request = validate([&calls] { return ++calls % 2 == 1; }, "even")(complete("odd"));
    BOOST_TEST((Get("/") >> per_request).body() == "odd");
    BOOST_TEST((Get("/") >> per_request).rejection() ==
               route::rejection(route::validation_rejection{"even"}));
}

BOOST_FIXTURE_TEST_CASE(validate_combines_with_parameters_and_entity, route_test)
{
    auto r = (post & parameter(param("max").as<int>()) & entity(as<order>))([](int max, order o) {
        return validate(o.id <= max, "id too large")(complete(o.name));
    });
    BOOST_TEST((Post("/?max=5", order{3, "tea"}) >> r).body() == "tea");
    BOOST_TEST((Post("/?max=5", order{9, "tea"}) >> route::to_http_routes(r)).body() ==
               "id too large");
}

BOOST_FIXTURE_TEST_CASE(redirect_answers_with_location_and_pekkos_body, route_test)
{
    struct row
    {
        route::status status;
        const char* body;
    };
    for (auto const& x : {
             row{route::status::moved_permanently,
                 "This and all future requests should be directed to <a href=\"/new\">this URI</a>."},
             row{route::status::found,
                 "The requested resource temporarily resides under <a href=\"/new\">this URI</a>."},
             row{route::status::see_other, "The response to the request can be found under <a "
                                           "href=\"/new\">this URI</a> using a GET method."},
             row{route::status::temporary_redirect,
                 "The request should be repeated with <a href=\"/new\">this URI</a>, but future "
                 "requests can still use the original URI."},
             row{route::status::permanent_redirect,
                 "The request, and all future requests should be repeated using <a "
                 "href=\"/new\">this URI</a>."},
         })
    {
        BOOST_TEST_CONTEXT(static_cast<int>(x.status))
        {
            auto res = Get("/old") >> redirect("/new", x.status);
            BOOST_TEST(res.status() == x.status);
            BOOST_TEST(res.header("Location") == "/new");
            BOOST_TEST(res.header("Content-Type") == "text/html; charset=utf-8");
            BOOST_TEST(res.body() == x.body);
        }
    }
    BOOST_CHECK_THROW(redirect("/new", route::status::ok), std::invalid_argument);
    BOOST_CHECK_THROW(redirect("/new", route::status::not_modified), std::invalid_argument);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_basic_test
