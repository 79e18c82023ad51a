//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 02_parameters: query parameters, converted and checked, reaching a
// function with their exact types.

#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <boost/describe/class.hpp>
#include <iostream>

using namespace route::dsl;
using namespace route::literals;

// tag::struct[]
struct page
{
    int number;
    int size;
};
BOOST_DESCRIBE_STRUCT(page, (), (number, size))
// end::struct[]

// tag::custom[]
enum class order
{
    ascending,
    descending
};

template <>
struct route::from_param<order>
{
    static boost::system::result<order, decode_error> parse(std::string_view s)
    {
        if (s == "asc")
            return order::ascending;
        if (s == "desc")
            return order::descending;
        return decode_error("'" + std::string(s) + "' is not 'asc' or 'desc'");
    }
};
// end::custom[]

route::route
search()
{
    // tag::search[]
    return path("search")(get(parameters(
        "q",                                         // std::string, required
        param("limit").as<int>().with_default(20),   // int
        param("sort").optional(),                    // std::optional<std::string>
        param("tag").repeated(),                     // std::vector<std::string>
        "lang"_p.with_default("en"),                 // std::string
        param("order").as<order>().optional())(      // std::optional<order>
        [](std::string q, int limit, std::optional<std::string> sort,
           std::vector<std::string> tags, std::string lang, std::optional<order> o) {
            return complete("q=" + q + " limit=" + std::to_string(limit) +
                            " sort=" + sort.value_or("-") + " tags=" +
                            std::to_string(tags.size()) + " lang=" + lang +
                            (o == order::descending ? " desc" : ""));
        })));
    // end::search[]
}

route::route
pages()
{
    // tag::as[]
    return path("pages")(get(
        parameters(param("page").as<int>(), param("size").as<int>().with_default(10))
            .as<page>()([](page p) {
                return complete("page " + std::to_string(p.number) + " of size " +
                                std::to_string(p.size));
            })));
    // end::as[]
}

int
main()
{
    auto app = route::to_http_routes(search() | pages()).or_not_found();
    using namespace route::testkit;
    int failures = 0;
    for (auto const& [target, want] : std::vector<std::pair<std::string, unsigned>>{
             {"/search?q=boost+beast&tag=cpp&tag=http&order=desc", 200},
             {"/search?q=x&limit=five", 400},
             {"/search?limit=5", 404},
             {"/search?q=x&order=sideways", 400},
             {"/pages?page=3", 200}})
    {
        auto res = run(Get(target), app);
        std::cout << target << " -> " << static_cast<unsigned>(res.status()) << ' ' << res.body()
                  << '\n';
        failures += static_cast<unsigned>(res.status()) != want;
    }
    return failures;
}
