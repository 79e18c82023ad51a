//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Alternatives: one flat list however they are combined, and the index of
// their literal-led routes, checked against trying every route in order.
//
#include <route/core/alternative.hpp>

#include <route/core/detail/linear_dispatch.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace core_alternative_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

// Rejects with one rejection and a cancellation.
struct cancelling : route::route_expression<cancelling>
{
    std::string id;
    route::route_result operator()(const route::request_context&) const
    {
        return route::route_result::rejected({route::validation_rejection{id}},
                                             route::cancellation::method);
    }
};

route::route
literal_route(const std::string& lit, const std::string& body)
{
    return path_prefix(lit)(path_end(get(complete(body))));
}

// Random route trees over a few literals that are prefixes of one another,
// contain an escaped character or a slash.
struct tree_gen
{
    std::mt19937 rng;
    int next_id = 0;

    explicit tree_gen(unsigned seed) : rng(seed) {}

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); }

    std::string literal()
    {
        static const char* const all[] = {"a", "ab", "abc", "b", "ba", "a b", "c/d", "r1", "r10", ""};
        return all[pick(10)];
    }

    std::string id() { return "#" + std::to_string(next_id++); }

    route::route leaf()
    {
        auto i = id();
        switch (pick(5))
        {
        case 0: return complete(i);
        case 1: return get(complete(i));
        case 2: return post(complete(i));
        case 3: return path_end(complete(i));
        default: return path_end_or_single_slash(put(complete(i)));
        }
    }

    route::route node(int depth)
    {
        if (depth == 0)
            return leaf();
        auto i = id();
        switch (pick(12))
        {
        case 0:
        case 1: return path_prefix(literal())(node(depth - 1));
        case 2: return path(literal())(leaf());
        case 3:
            return path(lit(literal()) / segment)(
                [i](std::string s) { return complete(i + ":" + s); });
        case 4: return (path_prefix(literal()) & get)(node(depth - 1));
        case 5:
        case 6: return alternative(depth - 1);
        case 7: return raw_path_prefix(literal())(node(depth - 1));
        case 8: return cancelling{{}, i};
        case 9: return reject(route::validation_rejection{i});
        case 10:
            return path(segment)([i](std::string s) { return complete(i + "/" + s); });
        default: return leaf();
        }
    }

    route::route alternative(int depth)
    {
        int k = pick(16);
        std::vector<route::route> rs;
        for (int j = 0; j < k; ++j)
            rs.push_back(node(depth));
        switch (pick(3))
        {
        case 0:
        {
            // joined at run time, as a service registering modules does
            route::route acc;
            for (auto& r : rs)
                acc = acc | r;
            return acc;
        }
        case 1:
        {
            // nested to the right: a | (b | (c | ...))
            route::route acc;
            for (auto it = rs.rbegin(); it != rs.rend(); ++it)
                acc = *it | acc;
            return acc;
        }
        default:
        {
            route::implementation_defined::alternative x;
            for (auto& r : rs)
                x = std::move(x) | r;
            return x;
        }
        }
    }

    std::string target()
    {
        static const char* const segs[] = {"a", "ab", "abc", "b", "ba", "a%20b", "c%2Fd", "c%2fd",
                                           "%61b", "%61", "r1", "r10", "r100", "x", "1", ""};
        int n = pick(4);
        std::string t;
        for (int j = 0; j < n; ++j)
            t += std::string("/") + segs[pick(16)];
        if (t.empty() || pick(4) == 0)
            t += "/";
        return t;
    }

    route::method method()
    {
        static const route::method ms[] = {route::method::get, route::method::post,
                                           route::method::put};
        return ms[pick(3)];
    }
};

std::string
show(const route::route_result& r)
{
    std::ostringstream out;
    if (r.is_completed())
    {
        auto text = r.response().text();
        out << "completed " << static_cast<int>(r.response().status) << " "
            << (text ? *text : std::string());
    }
    else if (r.is_rejected())
        out << "rejected " << r.rejection_set().list << " cancel "
            << static_cast<int>(r.rejection_set().cancellations);
    else
        out << "state " << static_cast<int>(r.state());
    return out.str();
}

} // namespace

BOOST_AUTO_TEST_SUITE(core_alternative)

BOOST_AUTO_TEST_CASE(indexed_and_linear_dispatch_agree_on_random_trees)
{
    int indexed = 0, completed = 0, requests = 0;
    for (unsigned seed = 1; seed <= 300; ++seed)
    {
        tree_gen g(seed);
        route::route top = g.alternative(3);
        indexed += route::is_indexed(top);
        for (int n = 0; n < 40; ++n)
        {
            std::string t = g.target();
            route::header_list h;
            route::request req(g.method(), t, h);
            auto ctx = route::request_context::make(req);
            BOOST_TEST_REQUIRE(!ctx.has_error());
            auto a = top(*ctx);
            route::route_result b;
            {
                route::detail::linear_dispatch_scope linear;
                b = top(*ctx);
            }
            BOOST_TEST(show(a) == show(b), "seed " << seed << " " << t);
            completed += a.is_completed();
            ++requests;
        }
    }
    // the trees are varied enough to exercise both ways
    BOOST_TEST(indexed > 30);
    BOOST_TEST(completed > requests / 20);
}

BOOST_FIXTURE_TEST_CASE(every_way_of_joining_is_one_flat_list, route_test)
{
    auto a = path("a")(complete("A"));
    auto b = path("b")(complete("B"));
    auto c = path("c")(complete("C"));
    route::route bars = a | b | c;
    route::route right = a | (b | c);
    route::route cat = route::concat(a, route::concat(b, c));
    route::route loop;
    for (route::route r : {route::route(a), route::route(b), route::route(c)})
        loop = loop | r;
    for (auto const& r : {bars, right, cat, loop})
    {
        BOOST_TEST(route::describe_dispatch(r).find("alternative of 3 routes") != std::string::npos);
        BOOST_TEST((Get("/c") >> r).body() == "C");
    }
}

BOOST_FIXTURE_TEST_CASE(literal_led_routes_are_indexed, route_test)
{
    std::vector<route::route> rs;
    route::route acc;
    for (int i = 0; i < 100; ++i)
        acc = acc | literal_route("r" + std::to_string(i), std::to_string(i));
    acc = acc | get(complete("fallback"));
    BOOST_TEST(route::is_indexed(acc));
    BOOST_TEST((Get("/r99") >> acc).body() == "99");
    BOOST_TEST((Get("/r1") >> acc).body() == "1");
    // r1 is tried before r10, and rejects for want of the path's end
    BOOST_TEST((Get("/r10") >> acc).body() == "10");
    BOOST_TEST((Get("/nothing") >> acc).body() == "fallback");
    // r5 and the fallback are tried, the other 99 skipped
    route::header_list h;
    route::request req(route::method::post, "/r5", h);
    auto res = acc(*route::request_context::make(req));
    std::vector<route::rejection> want{route::method_rejection{route::method::get},
                                       route::method_rejection{route::method::get}};
    BOOST_TEST(res.rejection_set().list == want, boost::test_tools::per_element());
}

BOOST_FIXTURE_TEST_CASE(few_literal_routes_are_tried_in_order, route_test)
{
    route::route r = literal_route("a", "A") | literal_route("b", "B") | get(complete("G"));
    BOOST_TEST(!route::is_indexed(r));
    BOOST_TEST(route::describe_dispatch(r).find("not indexed") != std::string::npos);
    BOOST_TEST(!route::is_indexed(literal_route("a", "A")));
}

BOOST_FIXTURE_TEST_CASE(nested_and_typed_routes_are_indexed, route_test)
{
    auto inner = route::concat(path("x")(complete("X")), path("y" / long_number)([](std::int64_t n) {
                                   return complete("Y" + std::to_string(n));
                               }),
                               (path_prefix("z") & get)(complete("Z")), path_prefix(lit("w") / "v")(complete("WV")),
                               path_end(complete("end")));
    BOOST_TEST(route::is_indexed(inner));
    // up to four typed routes stay typed, tried in order
    auto few = route::concat(path("x")(complete("X")), path("y")(complete("Y")));
    BOOST_TEST(!route::is_indexed(few));
    BOOST_TEST(route::describe_dispatch(few).starts_with("typed alternative of 2 routes"));
    auto r = path_prefix("api")(inner);
    BOOST_TEST(route::describe_dispatch(r) == "not an alternative; begins with the literal \"api\"");
    BOOST_TEST((Get("/api/y/7") >> r).body() == "Y7");
    BOOST_TEST((Get("/api/z") >> r).body() == "Z");
    BOOST_TEST((Get("/api/w/v") >> r).body() == "WV");
    BOOST_TEST((Get("/api") >> r).body() == "end");
    BOOST_TEST((Get("/api/q") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(index_compares_decoded_segments, route_test)
{
    auto r = route::concat(literal_route("a b", "space"), literal_route("c/d", "slash"),
                           literal_route("ab", "ab"), literal_route("e", "e"));
    BOOST_TEST(route::is_indexed(r));
    BOOST_TEST((Get("/a%20b") >> r).body() == "space");
    BOOST_TEST((Get("/c%2Fd") >> r).body() == "slash");
    BOOST_TEST((Get("/%61%62") >> r).body() == "ab");
    BOOST_TEST((Get("/c/d") >> r).rejections().empty());
}

BOOST_FIXTURE_TEST_CASE(a_loop_of_moves_appends_in_place, route_test)
{
    route::route acc;
    route::route half;
    const std::vector<route::route>* list = nullptr;
    bool in_place = true;
    for (int i = 0; i < 1000; ++i)
    {
        acc = std::move(acc) | literal_route("r" + std::to_string(i), std::to_string(i));
        auto* a = route::detail::route_access::as_alternative(acc);
        if (i == 499)
            half = acc; // shared from here on: the next append copies the list once
        else if (i > 1 && i != 500)
            in_place = in_place && a && &a->routes() == list;
        list = a ? &a->routes() : nullptr;
    }
    BOOST_TEST(in_place);
    BOOST_TEST(route::describe_dispatch(acc).starts_with("alternative of 1000 routes"));
    BOOST_TEST(route::describe_dispatch(half).starts_with("alternative of 500 routes"));
    BOOST_TEST(route::is_indexed(acc));
    BOOST_TEST((Get("/r0") >> acc).body() == "0");
    BOOST_TEST((Get("/r999") >> acc).body() == "999");
    BOOST_TEST((Get("/r1000") >> acc).rejections().empty());
    BOOST_TEST((Get("/r499") >> half).body() == "499");
    BOOST_TEST((Get("/r500") >> half).rejections().empty());
    {
        route::detail::linear_dispatch_scope linear;
        BOOST_TEST((Get("/r999") >> acc).body() == "999");
    }
}

BOOST_FIXTURE_TEST_CASE(a_chain_on_an_expiring_alternative_is_one_list, route_test)
{
    auto alt = route::concat(literal_route("a", "A"), literal_route("b", "B"), literal_route("c", "C"),
                             literal_route("d", "D"), literal_route("e", "E"));
    auto copy = alt;
    auto longer = std::move(alt) | literal_route("f", "F") | get(complete("G"));
    BOOST_TEST(longer.size() == 7u);
    BOOST_TEST(copy.size() == 5u);
    BOOST_TEST((Get("/f") >> longer).body() == "F");
    BOOST_TEST((Get("/x") >> longer).body() == "G");
    BOOST_TEST((Get("/x") >> copy).rejections().empty());
    // an lvalue route holding an alternative is left as it was
    route::route r = copy;
    route::route more = r | get(complete("G"));
    BOOST_TEST(route::describe_dispatch(r).starts_with("alternative of 5 routes"));
    BOOST_TEST(route::describe_dispatch(more).starts_with("alternative of 6 routes"));
    // an expiring route that is not an alternative is its first route
    route::route one = literal_route("a", "A");
    route::route two = std::move(one) | literal_route("b", "B");
    BOOST_TEST(route::describe_dispatch(two).starts_with("alternative of 2 routes"));
    BOOST_TEST((Get("/b") >> two).body() == "B");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_alternative_test
