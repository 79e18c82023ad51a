//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/trace_context.hpp>

#include <boost/test/unit_test.hpp>
#include <set>
#include <string>

namespace core_trace_context_test { // this file's own, apart from the other tests built with it

namespace {

constexpr char trace[] = "0af7651916cd43dd8448eb211c80319c";
constexpr char parent[] = "b7ad6b7169203331";

std::string
header(std::string_view version, std::string_view t, std::string_view p, std::string_view flags)
{
    return std::string(version) + "-" + std::string(t) + "-" + std::string(p) + "-" +
           std::string(flags);
}

bool
hex_id(const std::string& s, std::size_t digits)
{
    return s.size() == digits && s.find_first_not_of("0123456789abcdef") == std::string::npos &&
           s.find_first_not_of('0') != std::string::npos;
}

} // namespace

BOOST_AUTO_TEST_SUITE(trace_context)

BOOST_AUTO_TEST_CASE(a_valid_traceparent_is_read)
{
    auto f = route::parse_traceparent(header("00", trace, parent, "01"));
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->trace_id == trace);
    BOOST_TEST(f->parent_id == parent);
    BOOST_TEST(f->flags == 1);
    auto g = route::parse_traceparent(header("00", trace, parent, "00"));
    BOOST_TEST_REQUIRE(g.has_value());
    BOOST_TEST(g->flags == 0);
}

// The W3C test suite's traceparent cases (test/test.py), restated.
BOOST_AUTO_TEST_CASE(an_invalid_traceparent_is_ignored)
{
    for (auto const& bad : {
             header("00", "0AF7651916CD43DD8448EB211C80319C", parent, "01"), // upper case
             header("00", trace, "B7AD6B7169203331", "01"),
             header("0A", trace, parent, "01"),
             header("00", trace, parent, "0A"),
             header("ff", trace, parent, "01"),                        // version ff
             header("00", "00000000000000000000000000000000", parent, "01"), // zero ids
             header("00", trace, "0000000000000000", "01"),
             header("00", std::string(trace).substr(1), parent, "01"), // lengths
             header("00", std::string(trace) + "0", parent, "01"),
             header("00", trace, std::string(parent).substr(1), "01"),
             header("00", trace, std::string(parent) + "0", "01"),
             header("0", trace, parent, "01"),
             header("000", trace, parent, "01"),
             header("00", trace, parent, "1"),
             header("00", trace, parent, "001"),
             header("00", trace, parent, "01") + "-",                  // version 00 says no more
             header("00", trace, parent, "01") + "-what-the-future-will-be-like",
             header("cc", trace, parent, "01") + ".what",              // a later version's field
             header("cc", trace, parent, "01") + "what",
             std::string("00_") + trace + "-" + parent + "-01",        // separators
             std::string("00-") + trace + "_" + parent + "-01",
             std::string("00-") + trace + "-" + parent + "_01",
             std::string("  ") + header("00", trace, parent, "01"),    // more than one blank
             header("00", trace, parent, "01") + "  ",
             std::string("00-") + std::string(trace).substr(0, 31) + "g-" + parent + "-01",
             std::string(),
             std::string("00"),
         })
        BOOST_TEST(!route::parse_traceparent(bad).has_value(), bad);
}

BOOST_AUTO_TEST_CASE(a_later_version_is_read_as_00)
{
    auto f = route::parse_traceparent(header("cc", trace, parent, "01") +
                                      "-what-the-future-will-be-like");
    BOOST_TEST_REQUIRE(f.has_value());
    BOOST_TEST(f->trace_id == trace);
    BOOST_TEST(route::parse_traceparent(header("cc", trace, parent, "01")).has_value());
    BOOST_TEST(!route::parse_traceparent(header("cc", trace, parent, "01") + "-a\nb").has_value());
}

BOOST_AUTO_TEST_CASE(one_blank_around_the_value_is_allowed)
{
    BOOST_TEST(route::parse_traceparent(" " + header("00", trace, parent, "01")).has_value());
    BOOST_TEST(route::parse_traceparent(header("00", trace, parent, "01") + "\t").has_value());
}

BOOST_AUTO_TEST_CASE(a_valid_parent_is_continued_with_a_new_span)
{
    auto c = route::make_trace_context(header("00", trace, parent, "01"), "congo=t61rcWkgMzE");
    BOOST_TEST(c.trace_id == trace);
    BOOST_TEST(c.parent_id == parent);
    BOOST_TEST(c.sampled);
    BOOST_TEST(c.tracestate == "congo=t61rcWkgMzE");
    BOOST_TEST(hex_id(c.span_id, 16));
    BOOST_TEST(c.span_id != parent);
    BOOST_TEST(c.traceparent() == "00-" + std::string(trace) + "-" + c.span_id + "-01");
    auto d = route::make_trace_context(header("00", trace, parent, "00"), std::nullopt);
    BOOST_TEST(!d.sampled);
    BOOST_TEST(d.traceparent().substr(53) == "00");
}

BOOST_AUTO_TEST_CASE(an_invalid_or_missing_parent_begins_a_new_trace)
{
    for (auto const& given : {std::optional<std::string_view>(),
                              std::optional<std::string_view>("ff-nonsense")})
    {
        auto c = route::make_trace_context(given, "congo=t61rcWkgMzE");
        BOOST_TEST(hex_id(c.trace_id, 32));
        BOOST_TEST(hex_id(c.span_id, 16));
        BOOST_TEST(c.parent_id.empty());
        BOOST_TEST(!c.sampled);
        // the recommendation: without a valid traceparent, tracestate is discarded
        BOOST_TEST(c.tracestate.empty());
        BOOST_TEST(route::parse_traceparent(c.traceparent()).has_value());
    }
}

BOOST_AUTO_TEST_CASE(ids_are_drawn_anew_each_time)
{
    std::set<std::string> spans, traces;
    for (int i = 0; i < 1000; ++i)
    {
        auto c = route::make_trace_context(std::nullopt, std::nullopt);
        spans.insert(c.span_id);
        traces.insert(c.trace_id);
    }
    BOOST_TEST(spans.size() == 1000u);
    BOOST_TEST(traces.size() == 1000u);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_trace_context_test
