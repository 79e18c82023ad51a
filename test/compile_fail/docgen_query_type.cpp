//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A query value must have the type its q<T>(...) declaration gives.

#include <docgen/spec.hpp>
#include <optional>
#include <string>

struct thing
{
    std::string name;
};
BOOST_DESCRIBE_STRUCT(thing, (), (name))

class wrong_query_type : public docgen::spec
{
public:
    wrong_query_type()
    {
        path("/items")(
            supports(route::method::get, docgen::no_params, "List items", "listItems", {"items"},
                     query(q<int>("limit"), q<std::optional<std::string>>("sort")))(
#ifdef ROUTE_COMPILE_FAIL_CONTROL
                on_request().query(10, std::nullopt)
#else
                on_request().query(std::string("ten"), std::nullopt)
#endif
                    .responds_with<thing>(200, "Items")));
    }
};

int
main()
{
    wrong_query_type s;
    return s.requests().size() == 1 ? 0 : 1;
}
