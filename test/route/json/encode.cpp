//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/json/encode.hpp>

#include "models.hpp"
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value_from.hpp>
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <limits>

namespace {

struct measures
{
    double ratio;
    std::optional<float> peak;
    std::vector<double> samples;
};
BOOST_DESCRIBE_STRUCT(measures, (), (ratio, peak, samples))

struct lenient
{
    double ratio;
    std::optional<double> peak;
};
BOOST_DESCRIBE_STRUCT(lenient, (), (ratio, peak))

struct with_null
{
    std::optional<int> gone;
};
BOOST_DESCRIBE_STRUCT(with_null, (), (gone))

} // namespace

template <>
struct route::json::non_finite_as_null<lenient>
{
    static constexpr bool value = true;
};

template <>
struct route::json::emit_null<with_null>
{
    static constexpr bool value = true;
};

BOOST_AUTO_TEST_SUITE(json_encode)

BOOST_AUTO_TEST_CASE(members_under_wire_names_in_declaration_order)
{
    models::user u{"octocat", 583231, "The Octocat", std::nullopt, 8, 9000};
    BOOST_TEST(route::json::serialize(u) ==
               R"({"login":"octocat","id":583231,"name":"The Octocat","public_repos":8,"followers":9000})");
    models::repository r{"Hello-World", "octocat/Hello-World", std::nullopt, 80, "C"};
    BOOST_TEST(route::json::serialize(r) ==
               R"({"name":"Hello-World","full_name":"octocat/Hello-World","stargazers_count":80,"language":"C"})");
    BOOST_TEST(route::json::serialize(models::item{7, "x"}) == R"({"id":7,"name":"x"})");
}

BOOST_AUTO_TEST_CASE(empty_optionals_are_omitted_unless_asked)
{
    BOOST_TEST(route::json::serialize(models::error{"Not Found", std::nullopt}) ==
               R"({"message":"Not Found"})");
    BOOST_TEST(route::json::serialize(with_null{}) == R"({"gone":null})");
    BOOST_TEST(route::json::serialize(with_null{5}) == R"({"gone":5})");
}

BOOST_AUTO_TEST_CASE(every_member_type)
{
    models::everything e{-8, 200, -16000, 60000, -2000000000, 4000000000u,
                         -9000000000000000000ll, 18000000000000000000ull, 1.5f, 0.25, true,
                         "t\"ext", 3, {"a", "b"}, {{"k", 1}}, {1, 2}, {{3, 4}},
                         models::colour::green, boost::json::parse(R"({"any":[1]})")};
    BOOST_TEST(route::json::serialize(e) ==
               R"({"i8":-8,"u8":200,"i16":-16000,"u16":60000,"i32":-2000000000,"u32":4000000000,)"
               R"("i64":-9000000000000000000,"u64":18000000000000000000,"f":1.5E0,"d":2.5E-1,)"
               R"("flag":true,"text":"t\"ext","maybe":3,"tags":["a","b"],"counts":{"k":1},)"
               R"("where":{"x":1E0,"y":2E0},"path":[{"x":3E0,"y":4E0}],"hue":"green","extra":{"any":[1]}})");
}

BOOST_AUTO_TEST_CASE(top_level_containers)
{
    std::vector<models::item> v{{1, "a"}, {2, "b"}};
    BOOST_TEST(route::json::serialize(v) == R"([{"id":1,"name":"a"},{"id":2,"name":"b"}])");
    std::map<std::string, models::item> m{{"x", {1, "a"}}};
    BOOST_TEST(route::json::serialize(m) == R"({"x":{"id":1,"name":"a"}})");
    std::optional<models::item> none;
    BOOST_TEST(route::json::serialize(none) == "null");
}

BOOST_AUTO_TEST_CASE(boost_json_value_from_uses_the_policy)
{
    models::user u{"a", 1, std::nullopt, std::nullopt, 2, 3};
    auto v = boost::json::value_from(std::vector<models::user>{u});
    BOOST_TEST(boost::json::serialize(v) ==
               R"([{"login":"a","id":1,"public_repos":2,"followers":3}])");
}

BOOST_AUTO_TEST_CASE(write_reuses_the_string)
{
    std::string s = "old contents";
    route::json::write(s, boost::json::parse(R"({"a":[1,2,3]})"));
    BOOST_TEST(s == R"({"a":[1,2,3]})");
    std::string big;
    route::json::write(big, route::json::to_value(std::vector<std::string>(200, std::string(50, 'x'))));
    BOOST_TEST(big.size() == 2u + 200u * 52u + 199u);
}

BOOST_AUTO_TEST_CASE(non_finite_numbers_are_an_error_naming_the_member)
{
    auto message = [](const measures& m) {
        try
        {
            route::json::serialize(m);
        }
        catch (const route::json::encode_error& e)
        {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    double inf = std::numeric_limits<double>::infinity();
    BOOST_TEST(message({inf, std::nullopt, {}}) ==
               "member 'ratio': not a finite number (JSON has no infinity or NaN)");
    BOOST_TEST(message({1, std::numeric_limits<float>::quiet_NaN(), {}}) ==
               "member 'peak': not a finite number (JSON has no infinity or NaN)");
    BOOST_TEST(message({1, std::nullopt, {1, -inf}}) ==
               "member 'samples[1]': not a finite number (JSON has no infinity or NaN)");
    BOOST_TEST(message({1, 2.5f, {0.5}}) == "no error");
    BOOST_CHECK_THROW(route::json::serialize(std::nan("")), route::json::encode_error);
}

BOOST_AUTO_TEST_CASE(non_finite_as_null_writes_null_when_asked)
{
    lenient l{std::numeric_limits<double>::infinity(), std::nan("")};
    BOOST_TEST(route::json::serialize(l) == R"({"ratio":null,"peak":null})");
}

BOOST_AUTO_TEST_SUITE_END()
