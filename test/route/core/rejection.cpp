//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/rejection.hpp>

#include <route/core/route_result.hpp>
#include <boost/test/unit_test.hpp>
#include <sstream>

namespace core_rejection_test { // this file's own, apart from the other tests built with it

BOOST_AUTO_TEST_SUITE(core_rejection)

BOOST_AUTO_TEST_CASE(method_cancellation_removes_every_method_rejection)
{
    std::vector<route::rejection> list{
        route::method_rejection{route::method::get},
        route::missing_query_param_rejection{"q"},
        route::method_rejection{route::method::post}};
    auto out = route::apply_cancellations(list, route::cancellation::method);
    BOOST_TEST(out.size() == 1u);
    BOOST_TEST((out[0] == route::rejection(route::missing_query_param_rejection{"q"})));
}

BOOST_AUTO_TEST_CASE(entity_cancellation_removes_the_entity_rejections)
{
    std::vector<route::rejection> list{
        route::unsupported_request_content_type_rejection{{"application/json"}},
        route::malformed_request_content_rejection{"bad"},
        route::request_entity_expected_rejection{},
        route::validation_rejection{"no"}};
    auto out = route::apply_cancellations(list, route::cancellation::entity);
    BOOST_TEST(out.size() == 1u);
    BOOST_TEST(std::holds_alternative<route::validation_rejection>(out[0]));
}

BOOST_AUTO_TEST_CASE(duplicates_are_removed_keeping_the_first)
{
    std::vector<route::rejection> list{
        route::method_rejection{route::method::get},
        route::method_rejection{route::method::put},
        route::method_rejection{route::method::get}};
    auto out = route::apply_cancellations(list, route::cancellation::none);
    BOOST_TEST(out.size() == 2u);
    BOOST_TEST((out[1] == route::rejection(route::method_rejection{route::method::put})));
}

BOOST_AUTO_TEST_CASE(cancellation_of_a_type_removes_that_type_only)
{
    std::vector<route::rejection> list{route::missing_header_rejection{"a"},
                                       route::missing_cookie_rejection{"c"},
                                       route::missing_header_rejection{"b"},
                                       route::method_rejection{route::method::get}};
    auto out = route::apply_cancellations(
        list, route::cancellation_of<route::missing_header_rejection>() |
                  route::cancellation_of<route::method_rejection>());
    BOOST_TEST(out.size() == 1u);
    BOOST_TEST((out[0] == route::rejection(route::missing_cookie_rejection{"c"})));
}

BOOST_AUTO_TEST_CASE(cancellation_of_values_removes_the_equal_ones_only)
{
    std::vector<route::rejection> list{route::missing_header_rejection{"a"},
                                       route::missing_header_rejection{"b"},
                                       route::method_rejection{route::method::get},
                                       route::missing_header_rejection{"a"}};
    auto out = route::apply_cancellations(
        list, route::cancellation::method,
        {route::missing_header_rejection{"a"}, route::missing_cookie_rejection{"a"}});
    BOOST_TEST(out == (std::vector<route::rejection>{route::missing_header_rejection{"b"}}));
    // a rejected result carries them
    auto r = route::route_result::rejected(list).cancel(route::missing_header_rejection{"b"});
    BOOST_TEST(r.effective_rejections() ==
               (std::vector<route::rejection>{route::missing_header_rejection{"a"},
                                              route::method_rejection{route::method::get}}));
    // a completed result is left alone
    auto done = route::route_result(route::text_response(route::status::ok, "x"))
                    .cancel(route::missing_header_rejection{"b"});
    BOOST_TEST(done.is_completed());
}

BOOST_AUTO_TEST_CASE(custom_rejections_compare_by_value)
{
    std::vector<route::rejection> list{route::custom_rejection(std::string("x")),
                                       route::custom_rejection(std::string("x")),
                                       route::custom_rejection(std::string("y"))};
    auto out = route::apply_cancellations(list, route::cancellation::none);
    BOOST_TEST(out.size() == 2u);
    struct no_equality
    {
        int v;
    };
    route::custom_rejection a(no_equality{1});
    route::custom_rejection b = a;
    BOOST_TEST((a == b)); // the same value
    BOOST_TEST(!(a == route::custom_rejection(no_equality{1})));
}

BOOST_AUTO_TEST_CASE(new_rejections_print_readably)
{
    std::ostringstream os;
    os << std::vector<route::rejection>{route::missing_header_rejection{"h"},
                                        route::malformed_header_rejection{"h", "m"},
                                        route::missing_cookie_rejection{"c"},
                                        route::scheme_rejection{"https"}};
    BOOST_TEST(os.str() == "[missing_header_rejection{h}, malformed_header_rejection{h, m}, "
                           "missing_cookie_rejection{c}, scheme_rejection{https}]");
}

BOOST_AUTO_TEST_CASE(an_expected_entity_prints_readably_and_compares_equal)
{
    std::ostringstream os;
    os << route::rejection(route::request_entity_expected_rejection{});
    BOOST_TEST(os.str() == "request_entity_expected_rejection{}");
    BOOST_TEST((route::rejection(route::request_entity_expected_rejection{}) ==
                route::rejection(route::request_entity_expected_rejection{})));
}

BOOST_AUTO_TEST_CASE(websocket_rejections_print_readably)
{
    std::ostringstream os;
    os << std::vector<route::rejection>{route::expected_websocket_request_rejection{},
                                        route::unsupported_websocket_subprotocol_rejection{"chat"}};
    BOOST_TEST(os.str() == "[expected_websocket_request_rejection{}, "
                           "unsupported_websocket_subprotocol_rejection{chat}]");
}

BOOST_AUTO_TEST_CASE(websocket_rejections_are_cancelled_by_type)
{
    auto list = route::apply_cancellations(
        {route::unsupported_websocket_subprotocol_rejection{"a"},
         route::expected_websocket_request_rejection{},
         route::unsupported_websocket_subprotocol_rejection{"a"}},
        route::cancellation_of<route::expected_websocket_request_rejection>());
    BOOST_TEST(list == (std::vector<route::rejection>{
                           route::unsupported_websocket_subprotocol_rejection{"a"}}));
}

BOOST_AUTO_TEST_CASE(rejections_print_readably)
{
    std::ostringstream os;
    os << std::vector<route::rejection>{
        route::method_rejection{route::method::get},
        route::malformed_query_param_rejection{"n", "bad"}};
    BOOST_TEST(os.str() == "[method_rejection{GET}, malformed_query_param_rejection{n, bad}]");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_rejection_test
