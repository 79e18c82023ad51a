//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The descriptions the GitHub sample's specification gives its paths and
// path parameters (example/github-spec/github_spec.cpp), for the tests
// that build the sample's calls themselves: the formatters' golden files
// are those the sample writes. The members' descriptions come with the
// models (example/models/github.hpp).

#ifndef ROUTE_TEST_SUPPORT_GITHUB_DESCRIPTIONS_HPP
#define ROUTE_TEST_SUPPORT_GITHUB_DESCRIPTIONS_HPP

#include <docgen/record.hpp>
#include <string>
#include <vector>

namespace github_sample {

/// Gives each of the sample's calls the descriptions its specification declares.
inline void
describe(std::vector<docgen::recorded_call>& calls)
{
    for (auto& c : calls)
    {
        if (c.path_template == "/users/{username}")
        {
            c.operation_description = "A GitHub account's public profile.";
            c.path_summary = "Users";
        }
        else if (c.path_template == "/repos/{owner}/{repo}")
        {
            c.operation_description = "A repository, named by its owner and its name.";
            c.path_summary = "Repositories";
        }
        for (auto& p : c.path_parameters)
        {
            if (p.name == "username")
                p.description = "The account's login";
            else if (p.name == "owner")
                p.description = "The login of the repository's owner";
            else if (p.name == "repo")
                p.description = "The repository's name, without its owner";
        }
    }
}

/// The calls, described as the sample's specification describes them.
inline std::vector<docgen::recorded_call>
described(std::vector<docgen::recorded_call> calls)
{
    describe(calls);
    return calls;
}

} // namespace github_sample

#endif
