//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/from_param.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include "show.hpp"
#include <cstdint>

namespace dsl_from_param_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;
using dsl_test::one;
using dsl_test::show;

namespace {

enum class colour
{
    red,
    green
};

// a percentage, 0 to 100: its conversion rejects with its own message
struct percent
{
    int value;
};

} // namespace

} // namespace dsl_from_param_test

// the conversions, specialised where route declares from_param
template <>
struct route::from_param<dsl_from_param_test::colour>
{
    using colour = dsl_from_param_test::colour;

    static boost::system::result<colour, decode_error> parse(std::string_view s)
    {
        if (s == "red")
            return colour::red;
        if (s == "green")
            return colour::green;
        return decode_error("'" + std::string(s) + "' is not a colour");
    }
};

template <>
struct route::from_param<dsl_from_param_test::percent>
{
    using percent = dsl_from_param_test::percent;

    static boost::system::result<percent, decode_error> parse(std::string_view s)
    {
        auto n = from_param<int>::parse(s);
        if (!n)
            return n.error();
        if (*n < 0 || *n > 100)
            return decode_error("must be between 0 and 100");
        return percent{*n};
    }
};

namespace dsl_from_param_test {

BOOST_AUTO_TEST_SUITE(dsl_from_param)

BOOST_AUTO_TEST_CASE(library_conversions_return_a_result)
{
    BOOST_TEST(route::from_param<int>::parse("42").value() == 42);
    BOOST_TEST(route::from_param<int>::parse("+42").value() == 42);
    BOOST_TEST(route::from_param<int>::parse("-42").value() == -42);
    BOOST_TEST(route::from_param<std::uint8_t>::parse("300").error().message() ==
               "'300' is not a valid 8-bit unsigned integer value");
    BOOST_TEST(route::from_param<double>::parse("+0.5").value() == 0.5);
    BOOST_TEST(route::from_param<float>::parse("x").error().message() ==
               "'x' is not a valid 32-bit floating point value");
    BOOST_TEST(route::from_param<bool>::parse("Off").value() == false);
    BOOST_TEST(route::from_param<bool>::parse("maybe").error().message() ==
               "'maybe' is not a valid Boolean value");
    BOOST_TEST(route::from_param<std::string>::parse("a b").value() == "a b");
    BOOST_TEST(route::from_param<std::string>::parse("").value() == "");
    BOOST_CHECK_THROW(route::from_param<long>::parse("x").value(), std::invalid_argument);
}

BOOST_FIXTURE_TEST_CASE(conversion_messages, route_test)
{
    struct row
    {
        std::string got;
        std::string want;
    };
    auto msg = [](const result& r) {
        return std::get<route::malformed_query_param_rejection>(r.rejection()).message;
    };
    for (auto const& r : {
             row{msg(Get("/?v=abc") >> one<std::int64_t>("v")), "'abc' is not a valid 64-bit signed integer value"},
             row{msg(Get("/?v=abc") >> one<long long>("v")), "'abc' is not a valid 64-bit signed integer value"},
             row{msg(Get("/?v=abc") >> one<std::int8_t>("v")), "'abc' is not a valid 8-bit signed integer value"},
             row{msg(Get("/?v=abc") >> one<std::int16_t>("v")), "'abc' is not a valid 16-bit signed integer value"},
             row{msg(Get("/?v=300") >> one<std::uint8_t>("v")), "'300' is not a valid 8-bit unsigned integer value"},
             row{msg(Get("/?v=-1") >> one<unsigned>("v")), "'-1' is not a valid 32-bit unsigned integer value"},
             row{msg(Get("/?v=x") >> one<double>("v")), "'x' is not a valid 64-bit floating point value"},
             row{msg(Get("/?v=x") >> one<float>("v")), "'x' is not a valid 32-bit floating point value"},
             row{msg(Get("/?v=maybe") >> one<bool>("v")), "'maybe' is not a valid Boolean value"},
         })
        BOOST_TEST(r.got == r.want);
}

BOOST_FIXTURE_TEST_CASE(overflow_per_width, route_test)
{
    auto t = [](auto r, const char* v) { return show(Get(std::string("/?v=") + v) >> r); };
    BOOST_TEST(t(one<std::int8_t>("v"), "127") == "127");
    BOOST_TEST(t(one<std::int8_t>("v"), "-128") == "-128");
    BOOST_TEST(t(one<std::int8_t>("v"), "128").find("8-bit signed") != std::string::npos);
    BOOST_TEST(t(one<std::uint8_t>("v"), "255") == "255");
    BOOST_TEST(t(one<std::uint8_t>("v"), "256").find("8-bit unsigned") != std::string::npos);
    BOOST_TEST(t(one<std::int16_t>("v"), "32767") == "32767");
    BOOST_TEST(t(one<std::int16_t>("v"), "32768").find("16-bit signed") != std::string::npos);
    BOOST_TEST(t(one<std::uint16_t>("v"), "65535") == "65535");
    BOOST_TEST(t(one<std::uint16_t>("v"), "65536").find("16-bit unsigned") != std::string::npos);
    BOOST_TEST(t(one<std::int32_t>("v"), "-2147483648") == "-2147483648");
    BOOST_TEST(t(one<std::int32_t>("v"), "2147483648").find("32-bit signed") != std::string::npos);
    BOOST_TEST(t(one<std::uint32_t>("v"), "4294967295") == "4294967295");
    BOOST_TEST(t(one<std::uint32_t>("v"), "4294967296").find("32-bit unsigned") != std::string::npos);
    BOOST_TEST(t(one<std::int64_t>("v"), "9223372036854775807") == "9223372036854775807");
    BOOST_TEST(t(one<std::int64_t>("v"), "9223372036854775808").find("64-bit signed") != std::string::npos);
    BOOST_TEST(t(one<std::uint64_t>("v"), "18446744073709551615") == "18446744073709551615");
    BOOST_TEST(t(one<std::uint64_t>("v"), "18446744073709551616").find("64-bit unsigned") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(floating_point_and_bool, route_test)
{
    BOOST_TEST(show(Get("/?v=2.5") >> one<double>("v")) == "2.5");
    BOOST_TEST(show(Get("/?v=-1e3") >> one<double>("v")) == "-1000");
    BOOST_TEST(show(Get("/?v=%2B0.5") >> one<float>("v")) == "0.5");
    for (auto yes : {"true", "TRUE", "Yes", "on", "1"})
        BOOST_TEST_CONTEXT(yes) { BOOST_TEST(show(Get(std::string("/?v=") + yes) >> one<bool>("v")) == "1"); }
    for (auto no : {"false", "False", "NO", "off", "0"})
        BOOST_TEST_CONTEXT(no) { BOOST_TEST(show(Get(std::string("/?v=") + no) >> one<bool>("v")) == "0"); }
}

BOOST_FIXTURE_TEST_CASE(user_types_through_from_param, route_test)
{
    auto r = parameter(param("c").as<colour>())(
        [](colour c) { return complete(c == colour::red ? "red" : "green"); });
    BOOST_TEST(show(Get("/?c=green") >> r) == "green");
    BOOST_TEST((Get("/?c=blue") >> r).rejection() ==
               route::rejection(route::malformed_query_param_rejection{"c", "'blue' is not a colour"}));
    BOOST_TEST((Get("/") >> r).rejection() ==
               route::rejection(route::missing_query_param_rejection{"c"}));
    auto o = parameter(param("c").as<colour>().optional())(
        [](std::optional<colour> c) { return complete(c ? "some" : "none"); });
    BOOST_TEST(show(Get("/?c=") >> o) == "none");
}

BOOST_FIXTURE_TEST_CASE(user_conversion_error_is_the_rejection_message, route_test)
{
    auto r = parameter(param("p").as<percent>())(
        [](percent p) { return complete(std::to_string(p.value) + "%"); });
    BOOST_TEST(show(Get("/?p=42") >> r) == "42%");
    BOOST_TEST((Get("/?p=142") >> r).rejection() ==
               route::rejection(route::malformed_query_param_rejection{
                   "p", "must be between 0 and 100"}));
    BOOST_TEST((Get("/?p=x") >> r).rejection() ==
               route::rejection(route::malformed_query_param_rejection{
                   "p", "'x' is not a valid 32-bit signed integer value"}));
    auto app = route::to_http_routes(r).or_not_found();
    auto res = Get("/?p=142") >> app;
    BOOST_TEST(res.status() == route::status::bad_request);
    BOOST_TEST(res.body() == "The query parameter 'p' was malformed:\nmust be between 0 and 100");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_from_param_test
