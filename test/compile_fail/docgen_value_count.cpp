//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A request must give one path value per declared path parameter.

#include <docgen/spec.hpp>
#include <string>

struct thing
{
    std::string name;
};
BOOST_DESCRIBE_STRUCT(thing, (), (name))

class wrong_count : public docgen::spec
{
public:
    wrong_count()
    {
        path("/repos/{owner}/{repo}")(
            supports(route::method::get, params(p<std::string>("owner"), p<std::string>("repo")),
                     "Get a repository", "getRepository", {"repos"})(
#ifdef ROUTE_COMPILE_FAIL_CONTROL
                on_request("octocat", "Hello-World")
#else
                on_request("octocat")
#endif
                    .responds_with<thing>(200, "Repository found")));
    }
};

int
main()
{
    wrong_count s;
    return s.requests().size() == 1 ? 0 : 1;
}
