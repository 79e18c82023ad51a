//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The GitHub records the specification documents, declared once for the
// examples, the tests and the benchmarks: camelCase members, snake_case
// wire names.

#ifndef ROUTE_EXAMPLE_MODELS_GITHUB_HPP
#define ROUTE_EXAMPLE_MODELS_GITHUB_HPP

#include <route/json/naming.hpp>
#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>

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

#endif
