//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/json/naming.hpp>

#include "models.hpp"
#include <boost/test/unit_test.hpp>

namespace {

// a user policy in the portable form: characters go to a sink
struct shout
{
    template <class Sink>
    constexpr void write(std::string_view s, Sink& out) const
    {
        for (char c : s)
            out.push_back((c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c);
    }
};

// a user policy returning std::string at compile time (where the compiler
// evaluates std::string in constant expressions, as g++ 12 does)
struct whisper
{
    constexpr std::string operator()(std::string_view s) const
    {
        std::string out;
        for (char c : s)
            out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
        return out;
    }
};

struct soft
{
    int LoudValue;
};
BOOST_DESCRIBE_STRUCT(soft, (), (LoudValue))

struct loud
{
    int quietValue;
};
BOOST_DESCRIBE_STRUCT(loud, (), (quietValue))

// an enum whose enumerators are named on the wire by a policy
enum class plan_kind { FreeTier, ProTeam };
BOOST_DESCRIBE_ENUM(plan_kind, FreeTier, ProTeam)

struct plan
{
    plan_kind kind;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(plan, (), (kind, name))

} // namespace

template <>
struct route::json::naming_policy<plan_kind>
{
    using type = route::json::kebab_case;
};

template <>
struct route::json::member_description<plan>
{
    static const char* get(std::string_view member)
    {
        return member == "kind" ? "What the plan includes" : nullptr;
    }
};

template <>
struct route::json::naming_policy<loud>
{
    using type = shout;
};

#if !defined(__clang__)
template <>
struct route::json::naming_policy<soft>
{
    using type = whisper;
};
#endif

BOOST_AUTO_TEST_SUITE(json_naming)

BOOST_AUTO_TEST_CASE(snake_case)
{
    route::json::snake_case p;
    struct row { const char* in; const char* out; };
    for (auto r : {row{"publicRepos", "public_repos"}, row{"stargazersCount", "stargazers_count"},
                   row{"fullName", "full_name"}, row{"htmlURL", "html_url"},
                   row{"HTMLParser", "html_parser"}, row{"address2Line", "address2_line"},
                   row{"full_name", "full_name"}, row{"id", "id"}, row{"ID", "id"},
                   row{"userID", "user_id"}, row{"PublicRepos", "public_repos"}})
        BOOST_TEST_CONTEXT(r.in) { BOOST_TEST(p(r.in) == r.out); }
}

BOOST_AUTO_TEST_CASE(kebab_and_camel_case)
{
    BOOST_TEST(route::json::kebab_case{}("publicRepos") == "public-repos");
    BOOST_TEST(route::json::kebab_case{}("htmlURL") == "html-url");
    BOOST_TEST(route::json::camel_case{}("public_repos") == "publicRepos");
    BOOST_TEST(route::json::camel_case{}("PublicRepos") == "publicRepos");
    BOOST_TEST(route::json::camel_case{}("html_url") == "htmlUrl");
    BOOST_TEST(route::json::identity{}("publicRepos") == "publicRepos");
}

BOOST_AUTO_TEST_CASE(wire_names_are_compile_time_constants)
{
    using D = boost::mp11::mp_at_c<boost::describe::describe_members<models::user, boost::describe::mod_public>, 4>;
    constexpr std::string_view n = route::json::wire_name_v<models::user, D>;
    static_assert(n == "public_repos");
    BOOST_TEST(n == "public_repos");
    using I = boost::mp11::mp_at_c<boost::describe::describe_members<models::item, boost::describe::mod_public>, 0>;
    static_assert(route::json::wire_name_v<models::item, I> == "id");
}

BOOST_AUTO_TEST_CASE(user_supplied_policy)
{
    using D = boost::mp11::mp_front<boost::describe::describe_members<loud, boost::describe::mod_public>>;
    static_assert(route::json::wire_name_v<loud, D> == "QUIETVALUE");
    BOOST_TEST(route::json::serialize(loud{3}) == R"({"QUIETVALUE":3})");
    auto back = route::json::parse<loud>(R"({"QUIETVALUE":4})");
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST(back->quietValue == 4);
    BOOST_TEST(route::json::schema_of<loud>().properties.at(0).name == "QUIETVALUE");
}

BOOST_AUTO_TEST_CASE(enumerators_are_named_by_the_enum_policy)
{
    BOOST_TEST(route::json::serialize(plan{plan_kind::ProTeam, "x"}) ==
               R"({"kind":"pro-team","name":"x"})");
    auto back = route::json::parse<plan>(R"({"kind":"free-tier","name":"y"})");
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST((back->kind == plan_kind::FreeTier));
    // the C++ name is not a wire name
    auto bad = route::json::parse<plan>(R"({"kind":"FreeTier","name":"y"})");
    BOOST_TEST_REQUIRE(bad.has_error());
    BOOST_TEST(bad.error().message() == "member 'kind': expected one of 'free-tier', 'pro-team'");
    auto s = route::json::schema_of<plan>();
    BOOST_TEST((s.properties.at(0).value.enumeration == std::vector<std::string>{"free-tier", "pro-team"}));
    BOOST_TEST(s.properties.at(0).value.description == "What the plan includes");
    BOOST_TEST(s.properties.at(1).value.description.empty());
    auto json = s.to_json();
    BOOST_TEST(json.at("properties").at("kind").at("description") == "What the plan includes");
    auto again = route::json::schema::from_json(json);
    BOOST_TEST_REQUIRE(again.has_value());
    BOOST_TEST((*again == s));
}

#if !defined(__clang__)
BOOST_AUTO_TEST_CASE(a_policy_returning_a_string_works_with_gcc)
{
    using D = boost::mp11::mp_front<boost::describe::describe_members<soft, boost::describe::mod_public>>;
    static_assert(route::json::wire_name_v<soft, D> == "loudvalue");
    BOOST_TEST(route::json::serialize(soft{4}) == R"({"loudvalue":4})");
}
#endif

BOOST_AUTO_TEST_SUITE_END()
