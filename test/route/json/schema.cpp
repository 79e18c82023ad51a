//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/json/schema.hpp>

#include "models.hpp"
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/test/unit_test.hpp>
#include <set>

namespace {

// a model in a class template, in an anonymous namespace
template <class T>
struct page
{
    std::vector<T> entries;
};
BOOST_DESCRIBE_STRUCT(page<models::item>, (), (entries))

const route::json::schema&
prop(const route::json::schema& s, const std::string& name)
{
    for (auto const& p : s.properties)
        if (p.name == name)
            return p.value;
    throw std::runtime_error("no property " + name);
}

std::vector<std::string>
names(const route::json::schema& s)
{
    std::vector<std::string> out;
    for (auto const& p : s.properties)
        out.push_back(p.name);
    return out;
}

template <class T>
std::set<std::string>
encoded_names(const T& v)
{
    std::set<std::string> out;
    auto jv = route::json::to_value(v);
    for (auto const& kv : jv.as_object())
        out.insert(std::string(kv.key()));
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(json_schema)

BOOST_AUTO_TEST_CASE(user_record_matches_the_specification)
{
    auto s = route::json::schema_of<models::user>();
    BOOST_TEST(s.type == "object");
    BOOST_TEST((names(s) == std::vector<std::string>{"login", "id", "name", "company",
                                                      "public_repos", "followers"}));
    BOOST_TEST((s.required == std::vector<std::string>{"followers", "id", "login", "public_repos"}));
    BOOST_TEST(prop(s, "login").type == "string");
    BOOST_TEST(!prop(s, "login").nullable);
    BOOST_TEST(prop(s, "id").type == "integer");
    BOOST_TEST(prop(s, "id").format == "int64");
    BOOST_TEST(prop(s, "name").type == "string");
    BOOST_TEST(prop(s, "name").nullable);
    BOOST_TEST(prop(s, "company").nullable);
    BOOST_TEST(prop(s, "public_repos").type == "integer");
    BOOST_TEST(prop(s, "public_repos").format == "int32");
    BOOST_TEST(!prop(s, "followers").nullable);
}

BOOST_AUTO_TEST_CASE(repository_and_error_records)
{
    auto r = route::json::schema_of<models::repository>();
    BOOST_TEST((names(r) == std::vector<std::string>{"name", "full_name", "description",
                                                      "stargazers_count", "language"}));
    BOOST_TEST((r.required == std::vector<std::string>{"full_name", "name", "stargazers_count"}));
    BOOST_TEST(prop(r, "description").nullable);
    BOOST_TEST(prop(r, "language").nullable);
    BOOST_TEST(prop(r, "stargazers_count").type == "integer");

    auto e = route::json::schema_of<models::error>();
    BOOST_TEST((e.required == std::vector<std::string>{"message"}));
    BOOST_TEST(prop(e, "documentation_url").type == "string");

    auto i = route::json::schema_of<models::item>();
    BOOST_TEST((i.required == std::vector<std::string>{"id", "name"}));
    BOOST_TEST(prop(i, "id").format == "int64");
}

BOOST_AUTO_TEST_CASE(every_member_type)
{
    auto s = route::json::schema_of<models::everything>();
    BOOST_TEST(prop(s, "i8").format == "int32");
    BOOST_TEST(prop(s, "u16").format == "int32");
    BOOST_TEST(prop(s, "u32").format == "int64");
    BOOST_TEST(prop(s, "u64").format == "int64");
    BOOST_TEST(prop(s, "f").type == "number");
    BOOST_TEST(prop(s, "f").format == "float");
    BOOST_TEST(prop(s, "d").format == "double");
    BOOST_TEST(prop(s, "flag").type == "boolean");
    BOOST_TEST(prop(s, "maybe").type == "integer");
    BOOST_TEST(prop(s, "maybe").nullable);
    BOOST_TEST(prop(s, "tags").type == "array");
    BOOST_TEST(prop(s, "tags").items->type == "string");
    BOOST_TEST(prop(s, "counts").type == "object");
    BOOST_TEST(prop(s, "counts").additional_properties->format == "int32");
    BOOST_TEST(prop(s, "where").type == "object");
    BOOST_TEST((prop(s, "where").required == std::vector<std::string>{"x", "y"}));
    BOOST_TEST(prop(s, "path").items->properties.size() == 2u);
    BOOST_TEST((prop(s, "hue").enumeration == std::vector<std::string>{"red", "green", "blue"}));
    BOOST_TEST(prop(s, "extra").type.empty());
    BOOST_TEST((std::find(s.required.begin(), s.required.end(), "maybe") == s.required.end()));
    BOOST_TEST(std::is_sorted(s.required.begin(), s.required.end()));
}

BOOST_AUTO_TEST_CASE(renders_as_json_deterministically)
{
    auto j = boost::json::serialize(route::json::schema_of<models::repository>().to_json());
    BOOST_TEST(j == R"({"type":"object","properties":{"name":{"type":"string",)"
                    R"("description":"The repository's name, without its owner"},)"
                    R"("full_name":{"type":"string",)"
                    R"("description":"The owner's login and the repository's name: owner/name"},)"
                    R"("description":{"type":"string","nullable":true,)"
                    R"("description":"What the repository is about, if it says"},)"
                    R"("stargazers_count":{"type":"integer","format":"int32",)"
                    R"("description":"How many users starred the repository"},)"
                    R"("language":{"type":"string","nullable":true,)"
                    R"("description":"The repository's main programming language, if known"}},)"
                    R"("required":["full_name","name","stargazers_count"],"name":"repository"})");
    BOOST_TEST(j == boost::json::serialize(route::json::schema_of<models::repository>().to_json()));
    BOOST_TEST(route::json::schema_of<models::user>() == route::json::schema_of<models::user>());
    BOOST_TEST(!(route::json::schema_of<models::user>() == route::json::schema_of<models::item>()));
}

BOOST_AUTO_TEST_CASE(codec_and_schema_agree_on_wire_names)
{
    // with every optional member set, the encoded members are exactly the
    // schema's properties
    auto check = [](const auto& full) {
        using T = std::decay_t<decltype(full)>;
        auto s = route::json::schema_of<T>();
        auto props_v = names(s);
        std::set<std::string> p(props_v.begin(), props_v.end());
        BOOST_TEST((encoded_names(full) == p));
        // and every required member is always encoded
        for (auto const& r : s.required)
            BOOST_TEST(encoded_names(full).count(r) == 1u);
    };
    check(models::user{"a", 1, "n", "c", 2, 3});
    check(models::repository{"n", "f", "d", 1, "C"});
    check(models::error{"m", "u"});
    check(models::item{1, "x"});
    models::everything e{};
    e.maybe = 1;
    check(e);
}

BOOST_AUTO_TEST_CASE(a_described_type_is_named_without_its_qualifiers)
{
    auto s = route::json::schema_of<models::everything>();
    BOOST_TEST(s.name == "everything");
    BOOST_TEST(prop(s, "where").name == "point");
    BOOST_TEST(prop(s, "path").name == "");
    BOOST_TEST(prop(s, "path").items->name == "point");
    BOOST_TEST(prop(s, "hue").name == "colour");
    BOOST_TEST(prop(s, "maybe").name == "");
    BOOST_TEST(route::json::schema_of<std::optional<models::item>>().name == "item");
    BOOST_TEST(route::json::schema_of<github::error_record>().name == "error_record");
    BOOST_TEST(route::json::schema_of<page<models::item>>().name == "page<item>");
    // the name tells apart models of the same shape
    auto a = route::json::schema_of<models::point>();
    auto b = a;
    b.name = "vector2";
    BOOST_TEST(!(a == b));
}

BOOST_AUTO_TEST_CASE(from_json_reads_back_what_to_json_wrote)
{
    for (auto const& s : {route::json::schema_of<models::user>(),
                          route::json::schema_of<models::everything>(),
                          route::json::schema_of<std::vector<models::item>>()})
    {
        auto back = route::json::schema::from_json(s.to_json());
        BOOST_TEST_REQUIRE(back.has_value());
        BOOST_TEST(*back == s);
    }
    auto bad = route::json::schema::from_json(boost::json::parse(
        R"({"type":"object","properties":{"a":{"type":1}}})"));
    BOOST_TEST_REQUIRE(!bad.has_value());
    BOOST_TEST(bad.error().message() == "member 'properties.a.type': expected a string");
    // a schema written before models had names reads back unnamed
    auto old = route::json::schema::from_json(boost::json::parse(R"({"type":"object","properties":{)"
                                                                 R"("x":{"type":"number"}}})"));
    BOOST_TEST_REQUIRE(old.has_value());
    BOOST_TEST(old->name == "");
    BOOST_TEST(boost::json::serialize(old->to_json()) ==
               R"({"type":"object","properties":{"x":{"type":"number"}}})");
    auto odd = route::json::schema::from_json(boost::json::parse(R"({"oneOf":[]})"));
    BOOST_TEST(odd.error().message() == "member 'oneOf': unknown schema key");
}

BOOST_AUTO_TEST_SUITE_END()
