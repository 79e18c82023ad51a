//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/basic.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>

namespace dsl_trace_context_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

BOOST_AUTO_TEST_SUITE(extract_trace_context_directive)

BOOST_FIXTURE_TEST_CASE(the_callers_trace_is_continued, route_test)
{
    auto r = extract_trace_context([](route::trace_context t) {
        return complete(t.trace_id + " " + t.parent_id + " " + (t.sampled ? "sampled" : "-") + " " +
                        t.tracestate);
    });
    auto res = Get("/").with_header("traceparent",
                                    "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01")
                   .with_header("tracestate", "rojo=00f067aa0ba902b7") >>
               r;
    BOOST_TEST(res.body() ==
               "0af7651916cd43dd8448eb211c80319c b7ad6b7169203331 sampled rojo=00f067aa0ba902b7");
}

BOOST_FIXTURE_TEST_CASE(every_route_of_a_request_sees_one_span, route_test)
{
    // the outer extraction and the inner one: the same span; another
    // request: another span
    auto r = extract_trace_context([](route::trace_context outer) {
        return extract_trace_context([outer](route::trace_context inner) {
            return complete(outer.span_id + (outer.span_id == inner.span_id ? " same" : " differ"));
        });
    });
    auto a = (Get("/") >> r).body();
    auto b = (Get("/") >> r).body();
    BOOST_TEST(a.substr(16) == " same");
    BOOST_TEST(b.substr(16) == " same");
    BOOST_TEST(a.substr(0, 16) != b.substr(0, 16));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_trace_context_test
