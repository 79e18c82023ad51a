//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/conditional.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <chrono>
#include <string>

namespace dsl_conditional_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;

namespace {

// A resource with a fixed tag and date, for the precondition matrix.
const auto modified = std::chrono::system_clock::time_point(std::chrono::seconds(1700000000));
const std::string modified_text = "Tue, 14 Nov 2023 22:13:20 GMT";
const std::string earlier_text = "Tue, 14 Nov 2023 22:13:19 GMT";
const std::string later_text = "Tue, 14 Nov 2023 22:13:21 GMT";

route::route
conditional_resource()
{
    return conditional(route::entity_tag{"v1"}, modified)(complete("the resource"));
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_conditional)

BOOST_FIXTURE_TEST_CASE(conditional_answers_each_precondition_alone, route_test)
{
    auto r = conditional_resource();
    struct row
    {
        const char* name;
        std::string value;
        int get, head, put;
    };
    for (auto const& x : {
             row{"If-Match", "\"v1\"", 200, 200, 200},
             row{"If-Match", "\"v2\", \"v1\"", 200, 200, 200},
             row{"If-Match", "*", 200, 200, 200},
             row{"If-Match", "\"v2\"", 412, 412, 412},
             row{"If-Match", "W/\"v1\"", 412, 412, 412},
             row{"If-None-Match", "\"v1\"", 304, 304, 412},
             row{"If-None-Match", "W/\"v1\"", 304, 304, 412},
             row{"If-None-Match", "\"a\", W/\"v1\"", 304, 304, 412},
             row{"If-None-Match", "*", 304, 304, 412},
             row{"If-None-Match", "\"v2\"", 200, 200, 200},
             row{"If-Modified-Since", modified_text, 304, 304, 200},
             row{"If-Modified-Since", later_text, 304, 304, 200},
             row{"If-Modified-Since", earlier_text, 200, 200, 200},
             row{"If-Modified-Since", "not a date", 200, 200, 200},
             row{"If-Unmodified-Since", modified_text, 200, 200, 200},
             row{"If-Unmodified-Since", earlier_text, 412, 412, 412},
             row{"If-Unmodified-Since", "Tuesday, 14-Nov-23 22:13:19 GMT", 412, 412, 412},
             row{"If-Unmodified-Since", "Tue Nov 14 22:13:19 2023", 412, 412, 412},
         })
    {
        BOOST_TEST_CONTEXT(x.name << ": " << x.value)
        {
            auto g = Get("/").with_header(x.name, x.value) >> r;
            BOOST_TEST(static_cast<int>(g.status()) == x.get);
            auto h = Head("/").with_header(x.name, x.value) >> r;
            BOOST_TEST(static_cast<int>(h.status()) == x.head);
            auto p = Put("/").with_header(x.name, x.value) >> r;
            BOOST_TEST(static_cast<int>(p.status()) == x.put);
            if (x.get == 304)
            {
                BOOST_TEST(g.header("ETag") == "\"v1\"");
                BOOST_TEST(g.header("Last-Modified") == modified_text);
                BOOST_TEST(g.body().empty());
            }
            if (x.get == 200)
            {
                BOOST_TEST(g.body() == "the resource");
                BOOST_TEST(g.header("ETag") == "\"v1\"");
                BOOST_TEST(g.header("Last-Modified") == modified_text);
            }
        }
    }
}

BOOST_FIXTURE_TEST_CASE(conditional_combines_preconditions_in_rfc_9110_order, route_test)
{
    auto r = conditional_resource();
    auto status = [&](route::testkit::test_request req) { return static_cast<int>((req >> r).status()); };
    // If-Match decides; If-Unmodified-Since is then not looked at
    BOOST_TEST(status(Get("/").with_header("If-Match", "\"v1\"")
                          .with_header("If-Unmodified-Since", earlier_text)) == 200);
    BOOST_TEST(status(Get("/").with_header("If-Match", "\"v2\"")
                          .with_header("If-Unmodified-Since", later_text)) == 412);
    // If-None-Match decides; If-Modified-Since is then not looked at
    BOOST_TEST(status(Get("/").with_header("If-None-Match", "\"v2\"")
                          .with_header("If-Modified-Since", later_text)) == 200);
    BOOST_TEST(status(Get("/").with_header("If-None-Match", "\"v1\"")
                          .with_header("If-Modified-Since", earlier_text)) == 304);
    // a failed If-Match wins over a matching If-None-Match
    BOOST_TEST(status(Get("/").with_header("If-Match", "\"v2\"")
                          .with_header("If-None-Match", "\"v1\"")) == 412);
    BOOST_TEST(status(Put("/").with_header("If-Unmodified-Since", later_text)
                          .with_header("If-None-Match", "\"v1\"")) == 412);
    BOOST_TEST(status(Head("/").with_header("If-Match", "\"v1\"")
                          .with_header("If-None-Match", "\"v1\"")) == 304);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_conditional_test
