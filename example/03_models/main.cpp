//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 03_models: one description of a struct gives its JSON codec and its
// schema, under one naming policy.

#include "../models/github.hpp"
#include <route/json.hpp>
#include <boost/describe/class.hpp>
#include <boost/json/serialize.hpp>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>

using github::user;

int
main()
{
    // tag::codec[]
    user u{"octocat", 583231, "The Octocat", std::nullopt, 8, 9000};
    std::string text = route::json::serialize(u);
    // {"login":"octocat","id":583231,"name":"The Octocat","public_repos":8,"followers":9000}

    auto back = route::json::parse<user>(text);
    if (back)
        std::cout << back->login << " has " << back->publicRepos << " public repositories\n";

    auto bad = route::json::parse<user>(R"({"login":"x","id":"7","public_repos":1,"followers":2})");
    if (!bad)
        std::cout << bad.error().message() << '\n'; // member 'id': expected an integer
    // end::codec[]
    std::cout << text << '\n';

    // tag::schema[]
    route::json::schema s = route::json::schema_of<user>();
    std::cout << boost::json::serialize(s.to_json()) << '\n';
    // end::schema[]

    if (!back || bad || s.required.size() != 4)
        return 1;
}
