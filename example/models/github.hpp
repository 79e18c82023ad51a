//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The GitHub records the specification documents, declared once for the
// examples, the tests and the benchmarks: camelCase members, snake_case
// wire names, each member described for the documentation.

#ifndef ROUTE_EXAMPLE_MODELS_GITHUB_HPP
#define ROUTE_EXAMPLE_MODELS_GITHUB_HPP

#include <route/json/naming.hpp>
#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace github {

// tag::declare[]
struct user
{
    std::string login;
    std::int64_t id;
    std::optional<std::string> name;
    std::optional<std::string> company;
    std::int32_t publicRepos;
    std::int32_t followers;
};
BOOST_DESCRIBE_STRUCT(user, (), (login, id, name, company, publicRepos, followers))
// end::declare[]

struct repository
{
    std::string name;
    std::string fullName;
    std::optional<std::string> description;
    std::int32_t stargazersCount;
    std::optional<std::string> language;
};
BOOST_DESCRIBE_STRUCT(repository, (), (name, fullName, description, stargazersCount, language))

/// What GitHub answers for an unknown user.
struct error_record
{
    std::string message;
    std::optional<std::string> documentationUrl;
};
BOOST_DESCRIBE_STRUCT(error_record, (), (message, documentationUrl))

} // namespace github

// tag::policy[]
template <>
struct route::json::naming_policy<github::user>
{
    using type = route::json::snake_case; // publicRepos <-> public_repos
};
// end::policy[]
template <>
struct route::json::naming_policy<github::repository>
{
    using type = route::json::snake_case;
};
template <>
struct route::json::naming_policy<github::error_record>
{
    using type = route::json::snake_case;
};

// what the members mean, for the schemas documented from the records
// tag::member_description[]
template <>
struct route::json::member_description<github::user>
{
    static const char* get(std::string_view member)
    {
        if (member == "login")
            return "The user's handle, as in the profile's address";
        if (member == "id")
            return "The user's unique identifier";
        if (member == "name")
            return "The name the user shows, if any";
        if (member == "company")
            return "The company the user names, if any";
        if (member == "publicRepos")
            return "How many public repositories the user owns";
        if (member == "followers")
            return "How many users follow the user";
        return nullptr;
    }
};
// end::member_description[]
template <>
struct route::json::member_description<github::repository>
{
    static const char* get(std::string_view member)
    {
        if (member == "name")
            return "The repository's name, without its owner";
        if (member == "fullName")
            return "The owner's login and the repository's name: owner/name";
        if (member == "description")
            return "What the repository is about, if it says";
        if (member == "stargazersCount")
            return "How many users starred the repository";
        if (member == "language")
            return "The repository's main programming language, if known";
        return nullptr;
    }
};
template <>
struct route::json::member_description<github::error_record>
{
    static const char* get(std::string_view member)
    {
        if (member == "message")
            return "What went wrong";
        if (member == "documentationUrl")
            return "Where GitHub's documentation explains the error";
        return nullptr;
    }
};

#endif
