//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 04_customization: the customisation points a user specialises, each
// tried once: from_param (parameter text to T), marshaller (T to a body),
// unmarshaller (a body to T).

#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <iostream>
#include <string>
#include <string_view>

enum class colour
{
    red,
    green
};

// tag::from_param[]
template <>
struct route::from_param<colour>
{
    static boost::system::result<colour, decode_error> parse(std::string_view s)
    {
        if (s == "red")
            return colour::red;
        if (s == "green")
            return colour::green;
        return decode_error("'" + std::string(s) + "' is not a colour");
    }
};
// end::from_param[]

// A point written and read as "x,y" text.
struct point
{
    int x = 0;
    int y = 0;
};

// tag::marshal[]
template <>
struct route::marshaller<point>
{
    static void write(response& r, const point& p)
    {
        r.headers.push_back({"Content-Type", "text/csv"});
        r.body = std::to_string(p.x) + "," + std::to_string(p.y);
    }
};

template <>
struct route::unmarshaller<point>
{
    static constexpr std::string_view media_type = "text/csv";

    static boost::system::result<point, decode_error> read(std::string_view body)
    {
        point p;
        auto comma = body.find(',');
        auto x = from_param<int>::parse(body.substr(0, comma));
        if (comma == std::string_view::npos || !x)
            return decode_error("expected x,y");
        auto y = from_param<int>::parse(body.substr(comma + 1));
        if (!y)
            return decode_error("expected x,y");
        p.x = *x;
        p.y = *y;
        return p;
    }
};
// end::marshal[]

int
main()
{
    using namespace route::dsl;
    using namespace route::testkit;

    // tag::use[]
    route::route r =
        path("paint")(parameter(param("c").as<colour>())([](colour c) {
            return complete(c == colour::red ? "red paint" : "green paint");
        })) |
        path("mirror")(post(entity(as<point>)([](point p) {
            return complete(point{p.y, p.x});
        })));
    // end::use[]

    auto app = route::to_http_routes(r).or_not_found();
    auto paint = run(Get("/paint?c=green"), app);
    auto bad = run(Get("/paint?c=blue"), app);
    auto mirror = run(Post("/mirror", std::string("1,2")).with_header("Content-Type", "text/csv"), app);
    auto wrong = run(Post("/mirror", std::string("1,2")), app);
    std::cout << paint.body() << '\n'
              << static_cast<int>(bad.status()) << ' ' << bad.body() << '\n'
              << mirror.body() << '\n'
              << static_cast<int>(wrong.status()) << '\n';
    bool ok = paint.body() == "green paint" && bad.status() == route::status::bad_request &&
              mirror.body() == "2,1" && wrong.status() == route::status::unsupported_media_type;
    return ok ? 0 : 1;
}
