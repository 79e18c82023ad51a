//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/security.hpp>

#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include "show.hpp"
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <optional>
#include <stdexcept>
#include <variant>
#include <vector>

namespace dsl_security_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;
using dsl_test::show;

namespace {

using auth = route::authentication_failed_rejection;

const std::string basic_challenge = R"(Basic realm="api",charset=UTF-8)";
const std::string bearer_challenge = R"(Bearer realm="api")";

// alice:s3cret
const char* alice = "Basic YWxpY2U6czNjcmV0";
// alice:wrong
const char* wrong = "Basic YWxpY2U6d3Jvbmc=";

std::optional<std::string>
check_user(const route::basic_credentials& c)
{
    if (c.username == "alice" && c.verify("s3cret"))
        return c.username;
    return std::nullopt;
}

std::optional<std::string>
check_token(std::string_view token)
{
    if (route::secure_equals(token, "t0ken"))
        return std::string("service");
    return std::nullopt;
}

test_request
with_auth(const char* value, std::string target = "/")
{
    return Get(std::move(target)).with_header("Authorization", value);
}

route::response
sealed(const route::testkit::result& r)
{
    return route::default_rejection_response(r.rejections());
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_security)

BOOST_AUTO_TEST_CASE(secure_equals_compares_whole_strings)
{
    BOOST_TEST(route::secure_equals("", ""));
    BOOST_TEST(route::secure_equals("s3cret", "s3cret"));
    BOOST_TEST(!route::secure_equals("s3cret", "s3creT"));
    BOOST_TEST(!route::secure_equals("s3cret", "s3cre"));
    BOOST_TEST(!route::secure_equals("s3cre", "s3cret"));
    BOOST_TEST(!route::secure_equals("", "x"));
    BOOST_TEST(!route::secure_equals(std::string_view("a\0", 2), "a"));
}

BOOST_AUTO_TEST_CASE(base64_is_strict)
{
    using route::dsl::detail::decode_base64;
    BOOST_TEST(*decode_base64("") == "");
    BOOST_TEST(*decode_base64("Ym9i") == "bob");
    BOOST_TEST(*decode_base64("YWxpY2U6d3Jvbmc=") == "alice:wrong");
    BOOST_TEST(*decode_base64("YQ==") == "a");
    BOOST_TEST(*decode_base64("+/+/") == "\xfb\xff\xbf");
    BOOST_TEST(*decode_base64("YWJjZGVm") == "abcdef");
    BOOST_TEST(*decode_base64("YWJjZA==") == "abcd");
    for (auto bad : {"Ym9", "Ym9i=", "Y===", "=Ym9", "Ym=i", "YQ=a", "Ym9i\n", "Ym 9i", "YR==",
                     "YWE=YWE=", "Ym9-", "Ym9_", "Ym9!Ym9i", "====", "YW==YWJj"})
        BOOST_TEST_CONTEXT(bad) { BOOST_TEST(!decode_base64(bad)); }
}

BOOST_FIXTURE_TEST_CASE(extract_credentials_reads_authorization, route_test)
{
    auto r = extract_credentials([](std::optional<route::http_credentials> c) {
        return complete(c ? c->scheme + "|" + c->token : std::string("none"));
    });
    BOOST_TEST((Get("/") >> r).body() == "none");
    BOOST_TEST((with_auth(alice) >> r).body() == "Basic|YWxpY2U6czNjcmV0");
    BOOST_TEST((with_auth("Bearer  abc ") >> r).body() == "Bearer|abc");
    BOOST_TEST((with_auth("Negotiate") >> r).body() == "Negotiate|");
}

BOOST_FIXTURE_TEST_CASE(basic_accepts_or_rejects, route_test)
{
    int calls = 0;
    auto r = authenticate_basic("api", [&](const route::basic_credentials& c) {
        ++calls;
        return check_user(c);
    })([](std::string user) { return complete("hello " + user); });
    BOOST_TEST((with_auth(alice) >> r).body() == "hello alice");
    BOOST_TEST(calls == 1);
    BOOST_TEST((with_auth("basic YWxpY2U6czNjcmV0") >> r).body() == "hello alice");

    // no credentials: f is not called
    calls = 0;
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(auth{auth::credentials_missing, basic_challenge}));
    BOOST_TEST(calls == 0);

    BOOST_TEST((with_auth(wrong) >> r).rejection() ==
               route::rejection(auth{auth::credentials_rejected, basic_challenge}));
    BOOST_TEST(calls == 1);
    // credentials of another scheme pekko models are credentials, not the
    // right ones; a field of a scheme it does not model is none (pekko's
    // SecurityDirectivesSpec, "reject requests with illegal Authorization
    // header with 401")
    BOOST_TEST((with_auth("Bearer t0ken") >> r).rejection() ==
               route::rejection(auth{auth::credentials_rejected, basic_challenge}));
    auto illegal = with_auth("bob alice") >> r;
    BOOST_TEST(illegal.rejection() ==
               route::rejection(auth{auth::credentials_missing, basic_challenge}));
    BOOST_TEST(sealed(illegal).status == route::status::unauthorized);
    BOOST_TEST(*sealed(illegal).text() ==
               "The resource requires authentication, which was not supplied with the request");
    // a Basic field that does not decode counts as no credentials
    BOOST_TEST((with_auth("Basic %%%") >> r).rejection() ==
               route::rejection(auth{auth::credentials_missing, basic_challenge}));
    BOOST_TEST((with_auth("Basic") >> r).rejection() ==
               route::rejection(auth{auth::credentials_missing, basic_challenge}));
}

BOOST_FIXTURE_TEST_CASE(basic_splits_at_the_first_colon, route_test)
{
    auto r = authenticate_basic("api", [](const route::basic_credentials& c)
                                           -> std::optional<std::string> {
        if (c.verify("pa:ss"))
            return c.username + "/colon";
        if (c.verify(""))
            return c.username + "/empty";
        return std::nullopt;
    })([](std::string who) { return complete(who); });
    BOOST_TEST((with_auth("Basic Y2Fyb2w6cGE6c3M=") >> r).body() == "carol/colon");
    BOOST_TEST((with_auth("Basic Ym9i") >> r).body() == "bob/empty"); // no colon
}

BOOST_FIXTURE_TEST_CASE(default_handler_answers_401_with_challenges, route_test)
{
    auto r = authenticate_basic("api", check_user)([](std::string) { return complete("ok"); });
    auto missing = sealed(Get("/") >> r);
    BOOST_TEST(missing.status == route::status::unauthorized);
    BOOST_TEST(*missing.text() ==
               "The resource requires authentication, which was not supplied with the request");
    BOOST_TEST(std::string(missing.header("WWW-Authenticate")) == basic_challenge);

    auto rejected = sealed(with_auth(wrong) >> r);
    BOOST_TEST(rejected.status == route::status::unauthorized);
    BOOST_TEST(*rejected.text() == "The supplied authentication is invalid");
    // credentials never appear in a rejection's text
    BOOST_TEST(rejected.text()->find("alice") == std::string::npos);
    BOOST_TEST(rejected.text()->find("wrong") == std::string::npos);

    // two schemes offered: one WWW-Authenticate field per challenge
    auto both = authenticate_basic("api", check_user)([](std::string) { return complete("b"); }) |
                authenticate_oauth2("api", check_token)([](std::string) { return complete("o"); });
    auto res = sealed(Get("/") >> both);
    BOOST_TEST(res.status == route::status::unauthorized);
    std::vector<std::string> challenges;
    for (auto const& h : res.headers)
        if (h.name == "WWW-Authenticate")
            challenges.push_back(h.value);
    BOOST_TEST(challenges == (std::vector<std::string>{basic_challenge, bearer_challenge}),
               boost::test_tools::per_element());
    BOOST_TEST((with_auth("Bearer t0ken") >> both).body() == "o");
}

BOOST_FIXTURE_TEST_CASE(realm_is_quoted, route_test)
{
    auto r = authenticate_basic(R"(my "quoted" \realm)", check_user)([](std::string) {
        return complete("ok");
    });
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(auth{auth::credentials_missing,
                                     R"(Basic realm="my \"quoted\" \\realm",charset=UTF-8)"}));
}

BOOST_FIXTURE_TEST_CASE(passing_cancels_authentication_rejections, route_test)
{
    // the first branch authenticates, then its inner route rejects; the
    // second branch's failure is cancelled (as pekko-http)
    auto r = authenticate_basic("api", check_user)([](std::string) {
                 return reject(route::validation_rejection{"inner"});
             }) |
             authenticate_oauth2("api", check_token)([](std::string) { return complete("o"); });
    BOOST_TEST((with_auth(alice) >> r).rejection() ==
               route::rejection(route::validation_rejection{"inner"}));
}

BOOST_FIXTURE_TEST_CASE(optional_extracts_nullopt_without_credentials, route_test)
{
    auto r = authenticate_basic("api", check_user).optional()([](std::optional<std::string> u) {
        return complete(u.value_or("anonymous"));
    });
    BOOST_TEST((Get("/") >> r).body() == "anonymous");
    BOOST_TEST((with_auth(alice) >> r).body() == "alice");
    // given but not accepted: still rejected
    BOOST_TEST((with_auth(wrong) >> r).rejection() ==
               route::rejection(auth{auth::credentials_rejected, basic_challenge}));

    auto a = authenticate_basic("api", check_user).with_anonymous_user("guest")(
        [](std::string u) { return complete(u); });
    BOOST_TEST((Get("/") >> a).body() == "guest");
    BOOST_TEST((with_auth(alice) >> a).body() == "alice");
    BOOST_TEST(!(with_auth(wrong) >> a).handled());
}

BOOST_FIXTURE_TEST_CASE(oauth2_reads_bearer_or_access_token, route_test)
{
    auto r = authenticate_oauth2("api", check_token)([](std::string who) {
        return complete(who);
    });
    BOOST_TEST((with_auth("Bearer t0ken") >> r).body() == "service");
    BOOST_TEST((Get("/?access_token=t0ken") >> r).body() == "service");
    BOOST_TEST((Get("/?access_token=t%30ken") >> r).body() == "service");
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(auth{auth::credentials_missing, bearer_challenge}));
    BOOST_TEST((with_auth("Bearer nope") >> r).rejection() ==
               route::rejection(auth{auth::credentials_rejected, bearer_challenge}));
    BOOST_TEST((Get("/?access_token=nope") >> r).rejection() ==
               route::rejection(auth{auth::credentials_rejected, bearer_challenge}));
    // Basic credentials are credentials, not a bearer token (pekko's
    // SecurityDirectivesSpec, "reject requests with a Basic Authorization
    // header with 401"), and the query is then not looked at
    BOOST_TEST((with_auth(alice) >> r).rejection() ==
               route::rejection(auth{auth::credentials_rejected, bearer_challenge}));
    BOOST_TEST((with_auth(alice, "/?access_token=t0ken") >> r).rejection() ==
               route::rejection(auth{auth::credentials_rejected, bearer_challenge}));
    BOOST_TEST(*sealed(with_auth(alice) >> r).text() == "The supplied authentication is invalid");
    // a field of a scheme pekko does not model is no credentials
    // ("reject requests with illegal Authorization header with 401")
    auto illegal = with_auth("bob alice") >> r;
    BOOST_TEST(illegal.rejection() ==
               route::rejection(auth{auth::credentials_missing, bearer_challenge}));
    BOOST_TEST(sealed(illegal).status == route::status::unauthorized);
    BOOST_TEST(*sealed(illegal).text() ==
               "The resource requires authentication, which was not supplied with the request");

    auto o = authenticate_oauth2("api", check_token).optional()(
        [](std::optional<std::string> who) { return complete(who.value_or("nobody")); });
    BOOST_TEST((Get("/") >> o).body() == "nobody");
    BOOST_TEST(!(Get("/?access_token=nope") >> o).handled());
}

BOOST_FIXTURE_TEST_CASE(authorize_rejects_with_403, route_test)
{
    BOOST_TEST((Get("/") >> authorize(true)(complete("ok"))).body() == "ok");
    auto no = Get("/") >> authorize(false)(complete("ok"));
    BOOST_TEST(no.rejection() == route::rejection(route::authorization_failed_rejection{}));
    auto res = sealed(no);
    BOOST_TEST(res.status == route::status::forbidden);
    BOOST_TEST(*res.text() ==
               "The supplied authentication is not authorized to access this resource");

    int calls = 0;
    auto f = authorize([&] { return ++calls % 2 == 1; })(complete("ok"));
    BOOST_TEST((Get("/") >> f).handled());
    BOOST_TEST(!(Get("/") >> f).handled()); // called per request
    BOOST_TEST(calls == 2);

    auto admin = authorize([](const route::request_context& ctx) {
        return ctx.request().header("X-Admin").has_value();
    })(complete("admin"));
    BOOST_TEST((Get("/").with_header("X-Admin", "1") >> admin).body() == "admin");
    BOOST_TEST(!(Get("/") >> admin).handled());
}

BOOST_FIXTURE_TEST_CASE(authenticated_user_is_authorized, route_test)
{
    auto r = authenticate_basic("api", check_user)([](std::string user) {
        return authorize(user == "root")(complete("root only"));
    });
    auto res = with_auth(alice) >> r;
    BOOST_TEST(res.rejection() == route::rejection(route::authorization_failed_rejection{}));
    // 403 comes before 401 in the default handler's order
    std::vector<route::rejection> list{auth{auth::credentials_missing, basic_challenge},
                                       route::authorization_failed_rejection{}};
    BOOST_TEST(route::default_rejection_response(list).status == route::status::forbidden);
}

BOOST_FIXTURE_TEST_CASE(combines_with_parameters_and_entity, route_test)
{
    auto r = post((authenticate_basic("api", check_user) & parameter(param("n").as<int>()) &
                   entity(as<std::string>))([](std::string user, int n, std::string body) {
        return complete(user + "|" + std::to_string(n) + "|" + body);
    }));
    BOOST_TEST((Post("/?n=2").with_header("Authorization", alice).with_body("b") >> r).body() ==
               "alice|2|b");
    BOOST_TEST((Post("/?n=2").with_body("b") >> r).rejection() ==
               route::rejection(auth{auth::credentials_missing, basic_challenge}));
    BOOST_TEST((Post("/").with_header("Authorization", alice) >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"n"}));
}

BOOST_FIXTURE_TEST_CASE(awaitable_authenticator, route_test)
{
    int calls = 0;
    auto f = [&calls](const route::basic_credentials& c)
        -> boost::asio::awaitable<std::optional<std::string>> {
        ++calls;
        co_return check_user(c);
    };
    auto r = authenticate_basic("api", f)([](std::string user) {
        return complete("hello " + user);
    });
    BOOST_TEST((with_auth(alice) >> r).body() == "hello alice");
    BOOST_TEST((with_auth(wrong) >> r).rejection() ==
               route::rejection(auth{auth::credentials_rejected, basic_challenge}));
    BOOST_TEST(calls == 2);
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(auth{auth::credentials_missing, basic_challenge}));
    BOOST_TEST(calls == 2);

    auto o = authenticate_basic("api", f).optional()([](std::optional<std::string> u) {
        return complete(u.value_or("guest"));
    });
    BOOST_TEST((Get("/") >> o).body() == "guest");
    BOOST_TEST((with_auth(alice) >> o).body() == "alice");

    // passing cancels the other branch's failure, once the result settles
    auto both = authenticate_basic("api", f)([](std::string) {
                    return reject(route::validation_rejection{"inner"});
                }) |
                authenticate_oauth2("api", check_token)([](std::string) { return complete("o"); });
    BOOST_TEST((with_auth(alice) >> both).rejection() ==
               route::rejection(route::validation_rejection{"inner"}));
}

// pekko's SecurityDirectivesSpec, "authorizeAsync"
BOOST_FIXTURE_TEST_CASE(authorize_async_awaits_its_check, route_test)
{
    auto yes = [](const route::request_context& ctx) -> boost::asio::awaitable<bool> {
        co_return ctx.request().header("X-Admin").has_value();
    };
    auto r = authorize_async(yes)(complete("Ok"));
    BOOST_TEST((Get("/").with_header("X-Admin", "1") >> r).body() == "Ok");
    auto no = Get("/") >> r;
    BOOST_TEST(no.rejection() == route::rejection(route::authorization_failed_rejection{}));
    BOOST_TEST(sealed(no).status == route::status::forbidden);
    // a check that fails is a refusal
    auto failing = authorize_async([]() -> boost::asio::awaitable<bool> {
        throw std::runtime_error("Boom");
        co_return true;
    })(complete("Ok"));
    BOOST_TEST((Get("/") >> failing).rejection() ==
               route::rejection(route::authorization_failed_rejection{}));
    // the next alternative runs after a refusal
    auto alt = authorize_async([]() -> boost::asio::awaitable<bool> { co_return false; })(
                   complete("admin")) |
               complete("guest");
    BOOST_TEST((Get("/") >> alt).body() == "guest");
}

// pekko: "authentication directives should properly stack", and
// authenticateOrRejectWithChallenge's outcomes
BOOST_FIXTURE_TEST_CASE(authenticate_or_reject_with_challenge_extracts_or_challenges, route_test)
{
    using outcome = std::variant<std::string, route::http_challenge>;
    route::http_challenge const other{"MyAuth realm=\"MyRealm2\""};
    auto other_auth = authenticate_or_reject_with_challenge([other](std::optional<route::http_credentials> c) -> outcome {
        if (c && c->scheme == "MyAuth" && route::secure_equals(c->token, "let-me-in"))
            return std::string("guest");
        return other;
    });
    auto echo = [](std::string user) { return complete(user); };
    auto dont_basic_auth = authenticate_basic("MyRealm", check_user)(echo);
    auto both = dont_basic_auth | other_auth(echo);
    auto res = sealed(Get("/") >> both);
    BOOST_TEST(res.status == route::status::unauthorized);
    std::vector<std::string> challenges;
    for (auto const& f : res.headers)
        if (f.name == "WWW-Authenticate")
            challenges.push_back(f.value);
    BOOST_TEST(challenges == (std::vector<std::string>{"Basic realm=\"MyRealm\",charset=UTF-8", other.value}),
               boost::test_tools::per_element());

    BOOST_TEST((with_auth("MyAuth let-me-in") >> other_auth(echo)).body() == "guest");
    BOOST_TEST((Get("/") >> other_auth(echo)).rejection() ==
               route::rejection(route::authentication_failed_rejection{
                   route::authentication_failed_rejection::credentials_missing, other.value}));
    BOOST_TEST((with_auth("MyAuth wrong") >> other_auth(echo)).rejection() ==
               route::rejection(route::authentication_failed_rejection{
                   route::authentication_failed_rejection::credentials_rejected, other.value}));

    auto later = authenticate_or_reject_with_challenge(
        [other](std::optional<route::http_credentials> c) -> boost::asio::awaitable<outcome> {
            co_await boost::asio::post(co_await boost::asio::this_coro::executor, boost::asio::use_awaitable);
            if (c && c->token == "let-me-in")
                co_return std::string("later");
            co_return other;
        })(echo);
    BOOST_TEST((with_auth("MyAuth let-me-in") >> later).body() == "later");
    BOOST_TEST((with_auth("MyAuth no") >> later).rejection() ==
               route::rejection(route::authentication_failed_rejection{
                   route::authentication_failed_rejection::credentials_rejected, other.value}));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_security_test
