//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/request_context.hpp>

#include <boost/test/unit_test.hpp>

namespace core_request_context_test { // this file's own, apart from the other tests built with it

namespace {

struct ctx_of
{
    route::header_list headers;
    std::string target;
    route::request req;

    explicit ctx_of(std::string t)
        : target(std::move(t)), req(route::method::get, target, headers) {}
};

} // namespace

BOOST_AUTO_TEST_SUITE(core_request_context)

BOOST_AUTO_TEST_CASE(splits_path_and_query)
{
    ctx_of c("/items/1?x=2&y");
    auto ctx = route::request_context::make(c.req);
    BOOST_TEST_REQUIRE(ctx.has_value());
    BOOST_TEST(ctx->unmatched_path() == "/items/1");
    BOOST_TEST(ctx->has_query());
    BOOST_TEST(ctx->raw_query() == "x=2&y");
    BOOST_TEST(ctx->method().name() == "GET");
}

BOOST_AUTO_TEST_CASE(no_query)
{
    ctx_of c("/a%20b");
    auto ctx = route::request_context::make(c.req);
    BOOST_TEST_REQUIRE(ctx.has_value());
    BOOST_TEST(ctx->unmatched_path() == "/a%20b");
    BOOST_TEST(!ctx->has_query());
}

BOOST_AUTO_TEST_CASE(empty_query_is_present)
{
    ctx_of c("/a?");
    auto ctx = route::request_context::make(c.req);
    BOOST_TEST(ctx->has_query());
    BOOST_TEST(ctx->raw_query() == "");
}

BOOST_AUTO_TEST_CASE(absolute_form_keeps_path_and_query)
{
    ctx_of c("http://example.com/items?x=1");
    auto ctx = route::request_context::make(c.req);
    BOOST_TEST_REQUIRE(ctx.has_value());
    BOOST_TEST(ctx->unmatched_path() == "/items");
    BOOST_TEST(ctx->raw_query() == "x=1");
}

BOOST_AUTO_TEST_CASE(bad_percent_encoding_in_path_is_an_error)
{
    for (auto t : {"/a%zz", "/a%2", "", "/a b"})
    {
        BOOST_TEST_CONTEXT("target " << t)
        {
            ctx_of c(t);
            BOOST_TEST(!route::request_context::make(c.req).has_value());
        }
    }
}

BOOST_AUTO_TEST_CASE(query_errors_are_left_to_directives)
{
    ctx_of c("/a?x=%zz");
    auto ctx = route::request_context::make(c.req);
    BOOST_TEST_REQUIRE(ctx.has_value());
    BOOST_TEST(ctx->raw_query() == "x=%zz");
}

BOOST_AUTO_TEST_CASE(copies_change_path_and_method_only_for_themselves)
{
    ctx_of c("/a/b");
    auto ctx = route::request_context::make(c.req).value();
    auto inner = ctx.with_unmatched_path("/b").with_method(route::method::put);
    BOOST_TEST(inner.unmatched_path() == "/b");
    BOOST_TEST(inner.method().name() == "PUT");
    BOOST_TEST(ctx.unmatched_path() == "/a/b");
    BOOST_TEST(ctx.method().name() == "GET");
    BOOST_TEST(&inner.request() == &c.req);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_request_context_test
