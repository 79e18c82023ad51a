//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/cookie.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <chrono>
#include <stdexcept>
#include <string>

namespace dsl_set_cookie_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

// 2015-10-21 07:28:00 UTC, a Wednesday
const auto back_to_the_future =
    std::chrono::sys_days(std::chrono::year(2015) / 10 / 21) + std::chrono::hours(7) +
    std::chrono::minutes(28);

std::string
invalid_argument_of(const route::http_cookie& c)
{
    try
    {
        (void)set_cookie(c);
    }
    catch (const std::invalid_argument& e)
    {
        return e.what();
    }
    return "no exception";
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_set_cookie)

BOOST_AUTO_TEST_CASE(a_plain_cookie_is_name_and_value)
{
    BOOST_TEST(route::set_cookie_value({.name = "session", .value = "abc"}) == "session=abc");
    BOOST_TEST(route::set_cookie_value({.name = "empty"}) == "empty=");
    BOOST_TEST(route::set_cookie_value({.name = "q", .value = "\"quoted\""}) == "q=\"quoted\"");
}

BOOST_AUTO_TEST_CASE(every_attribute_in_pekko_order)
{
    route::http_cookie c{.name = "session",
                         .value = "abc",
                         .path = "/app",
                         .domain = "example.com",
                         .max_age = 3600,
                         .expires = back_to_the_future,
                         .secure = true,
                         .http_only = true,
                         .same_site = route::cookie_same_site::strict};
    BOOST_TEST(route::set_cookie_value(c) ==
               "session=abc; Expires=Wed, 21 Oct 2015 07:28:00 GMT; Max-Age=3600; "
               "Domain=example.com; Path=/app; Secure; HttpOnly; SameSite=Strict");
}

BOOST_AUTO_TEST_CASE(each_attribute_alone)
{
    struct row
    {
        route::http_cookie cookie;
        const char* value;
    };
    for (auto const& x : {
             row{{.name = "a", .value = "1", .path = "/"}, "a=1; Path=/"},
             row{{.name = "a", .value = "1", .domain = "x.org"}, "a=1; Domain=x.org"},
             row{{.name = "a", .value = "1", .max_age = 0}, "a=1; Max-Age=0"},
             row{{.name = "a", .value = "1", .expires = std::string("Sun, 06 Nov 1994 08:49:37 GMT")},
                 "a=1; Expires=Sun, 06 Nov 1994 08:49:37 GMT"},
             row{{.name = "a", .value = "1", .secure = true}, "a=1; Secure"},
             row{{.name = "a", .value = "1", .http_only = true}, "a=1; HttpOnly"},
             row{{.name = "a", .value = "1", .same_site = route::cookie_same_site::lax},
                 "a=1; SameSite=Lax"},
             row{{.name = "a", .value = "1", .same_site = route::cookie_same_site::none},
                 "a=1; SameSite=None"},
         })
    {
        BOOST_TEST_CONTEXT(x.value)
        {
            BOOST_TEST(route::set_cookie_value(x.cookie) == x.value);
        }
    }
}

BOOST_AUTO_TEST_CASE(http_date_is_rfc_1123)
{
    BOOST_TEST(route::http_date(std::chrono::system_clock::time_point{}) ==
               "Thu, 01 Jan 1970 00:00:00 GMT");
    BOOST_TEST(route::http_date(back_to_the_future + std::chrono::milliseconds(999)) ==
               "Wed, 21 Oct 2015 07:28:00 GMT");
    BOOST_TEST(route::http_date(std::chrono::sys_days(std::chrono::year(2000) / 2 / 29)) ==
               "Tue, 29 Feb 2000 00:00:00 GMT");
}

BOOST_AUTO_TEST_CASE(names_rfc_6265_forbids_throw)
{
    for (const char* name : {"", "a b", "a;b", "a=b", "a,b", "a\"b", "a(b", "a/b", "a\tb",
                             "a\x01" "b", "caf\xc3\xa9"})
    {
        BOOST_TEST_CONTEXT(name)
        {
            BOOST_CHECK_THROW(route::check_cookie({.name = name, .value = "v"}),
                              std::invalid_argument);
        }
    }
    BOOST_CHECK_NO_THROW(route::check_cookie({.name = "__Host-id_1.x~!#$%&'*+^`|", .value = "v"}));
}

BOOST_AUTO_TEST_CASE(values_rfc_6265_forbids_throw)
{
    for (const char* value : {"a b", "a;b", "a,b", "a\\b", "a\"b", "\"", "a\x7f", "caf\xc3\xa9"})
    {
        BOOST_TEST_CONTEXT(value)
        {
            BOOST_CHECK_THROW(route::check_cookie({.name = "n", .value = value}),
                              std::invalid_argument);
        }
    }
    BOOST_CHECK_NO_THROW(route::check_cookie({.name = "n", .value = "a=b:c/d?e[]{}!#$%&'()*+-.<>@^_`|~"}));
    BOOST_CHECK_NO_THROW(route::check_cookie({.name = "n", .value = "\"\""}));
}

BOOST_AUTO_TEST_CASE(attributes_with_a_semicolon_throw)
{
    BOOST_CHECK_THROW(route::check_cookie({.name = "n", .path = "/a;b"}), std::invalid_argument);
    BOOST_CHECK_THROW(route::check_cookie({.name = "n", .domain = "x\r\n.org"}),
                      std::invalid_argument);
    BOOST_CHECK_THROW(route::check_cookie({.name = "n", .expires = std::string("x; Secure")}),
                      std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(the_error_names_the_cookie_the_part_and_the_character)
{
    BOOST_TEST(invalid_argument_of({.name = "a b", .value = "v"}) ==
               "route: cookie 'a b': the name holds 0x20, which RFC 6265 forbids there");
    BOOST_TEST(invalid_argument_of({.name = "s", .value = "x;y"}) ==
               "route: cookie 's': the value holds ';', which RFC 6265 forbids there");
    BOOST_TEST(invalid_argument_of({.name = "s", .path = "/;"}) ==
               "route: cookie 's': the path holds ';', which RFC 6265 forbids there");
}

BOOST_FIXTURE_TEST_CASE(set_cookie_adds_a_set_cookie_field, route_test)
{
    auto r = set_cookie({.name = "session", .value = "abc", .path = "/", .http_only = true})(
        complete("logged in"));
    auto res = Get("/") >> r;
    BOOST_TEST(res.body() == "logged in");
    BOOST_TEST(res.header("Set-Cookie") == "session=abc; Path=/; HttpOnly");
}

BOOST_FIXTURE_TEST_CASE(two_set_cookies_give_two_fields, route_test)
{
    auto r = (set_cookie({.name = "a", .value = "1"}) & set_cookie({.name = "b", .value = "2"}))(
        complete("x"));
    auto res = Get("/") >> r;
    std::vector<std::string> values;
    for (auto const& f : res.headers())
        if (f.name == "Set-Cookie")
            values.push_back(f.value);
    BOOST_TEST_REQUIRE(values.size() == 2u);
    BOOST_TEST(((values[0] == "a=1" && values[1] == "b=2") ||
                (values[0] == "b=2" && values[1] == "a=1")));
}

BOOST_FIXTURE_TEST_CASE(set_cookie_throws_when_made, route_test)
{
    BOOST_CHECK_THROW(set_cookie({.name = "bad name", .value = "v"}), std::invalid_argument);
}

BOOST_FIXTURE_TEST_CASE(delete_cookie_expires_the_cookie, route_test)
{
    auto res = Get("/") >> delete_cookie("session")(complete("bye"));
    BOOST_TEST(res.header("Set-Cookie") ==
               "session=deleted; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0");
}

BOOST_FIXTURE_TEST_CASE(delete_cookie_with_domain_and_path, route_test)
{
    auto res = Get("/") >> delete_cookie("session", "example.com", "/app")(complete("bye"));
    BOOST_TEST(res.header("Set-Cookie") ==
               "session=deleted; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; "
               "Domain=example.com; Path=/app");
    auto only_path = Get("/") >> delete_cookie("session", "", "/")(complete("bye"));
    BOOST_TEST(only_path.header("Set-Cookie") ==
               "session=deleted; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/");
}

BOOST_FIXTURE_TEST_CASE(delete_cookie_of_a_cookie_keeps_its_attributes, route_test)
{
    auto res = Get("/") >> delete_cookie(route::http_cookie{.name = "s", .value = "v", .path = "/",
                                                            .secure = true})(complete("bye"));
    BOOST_TEST(res.header("Set-Cookie") ==
               "s=deleted; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; Secure");
}

BOOST_FIXTURE_TEST_CASE(set_cookie_leaves_rejections_alone, route_test)
{
    auto res = Post("/") >> set_cookie({.name = "a", .value = "1"})(get(complete("x")));
    BOOST_TEST(!res.handled());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_set_cookie_test
