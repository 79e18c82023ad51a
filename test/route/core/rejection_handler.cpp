//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/core/rejection_handler.hpp>

#include <boost/test/unit_test.hpp>
#include <sstream>

namespace core_rejection_handler_test { // this file's own, apart from the other tests built with it

namespace {

route::response
answer(std::vector<route::rejection> list)
{
    return route::default_rejection_response(list);
}

} // namespace

BOOST_AUTO_TEST_SUITE(core_rejection_handler)

BOOST_AUTO_TEST_CASE(method_rejections_give_405_with_allow)
{
    auto r = answer({route::method_rejection{route::method::get},
                     route::method_rejection{route::method::put}});
    BOOST_TEST(r.status == route::status::method_not_allowed);
    BOOST_TEST(r.header("Allow") == "GET, PUT");
    BOOST_TEST(*r.text() == "HTTP method not allowed, supported methods: GET, PUT");
    BOOST_TEST(r.header("Content-Type") == "text/plain; charset=utf-8");
}

BOOST_AUTO_TEST_CASE(malformed_query_param_gives_400)
{
    auto r = answer({route::malformed_query_param_rejection{
        "n", "'abc' is not a valid 32-bit signed integer value"}});
    BOOST_TEST(r.status == route::status::bad_request);
    BOOST_TEST(*r.text() == "The query parameter 'n' was malformed:\n"
                         "'abc' is not a valid 32-bit signed integer value");
}

BOOST_AUTO_TEST_CASE(malformed_content_gives_400)
{
    auto r = answer({route::malformed_request_content_rejection{"missing member 'name'"}});
    BOOST_TEST(r.status == route::status::bad_request);
    BOOST_TEST(*r.text() == "The request content was malformed:\nmissing member 'name'");
}

BOOST_AUTO_TEST_CASE(missing_query_param_gives_404)
{
    auto r = answer({route::missing_query_param_rejection{"q"}});
    BOOST_TEST(r.status == route::status::not_found);
    BOOST_TEST(*r.text() == "Request is missing required query parameter 'q'");
}

BOOST_AUTO_TEST_CASE(unsupported_content_type_gives_415)
{
    auto r = answer({route::unsupported_request_content_type_rejection{{"application/json"}}});
    BOOST_TEST(r.status == route::status::unsupported_media_type);
    BOOST_TEST(*r.text() ==
               "The request's Content-Type is not supported. Expected:\napplication/json");
}

BOOST_AUTO_TEST_CASE(several_supported_types_are_joined_with_or)
{
    auto r = answer({route::unsupported_request_content_type_rejection{{"application/json"}},
                     route::unsupported_request_content_type_rejection{{"text/plain", "application/json"}}});
    BOOST_TEST(*r.text() == "The request's Content-Type is not supported. Expected:\n"
                         "application/json or text/plain");
}

BOOST_AUTO_TEST_CASE(validation_gives_400_with_its_message)
{
    auto r = answer({route::validation_rejection{"age must be positive"}});
    BOOST_TEST(r.status == route::status::bad_request);
    BOOST_TEST(*r.text() == "age must be positive");
}

BOOST_AUTO_TEST_CASE(empty_list_gives_404)
{
    auto r = answer({});
    BOOST_TEST(r.status == route::status::not_found);
    BOOST_TEST(*r.text() == "The requested resource could not be found.");
}

BOOST_AUTO_TEST_CASE(case_order_decides_not_list_order)
{
    // pekko-http's order: method before missing parameter, whatever the list order
    auto r = answer({route::missing_query_param_rejection{"q"},
                     route::method_rejection{route::method::post}});
    BOOST_TEST(r.status == route::status::method_not_allowed);
    BOOST_TEST(r.header("Allow") == "POST");

    // malformed query parameter before malformed content before missing parameter
    auto s = answer({route::missing_query_param_rejection{"q"},
                     route::malformed_request_content_rejection{"x"},
                     route::malformed_query_param_rejection{"n", "m"}});
    BOOST_TEST(*s.text() == "The query parameter 'n' was malformed:\nm");

    // unsupported content type before validation
    auto t = answer({route::validation_rejection{"v"},
                     route::unsupported_request_content_type_rejection{{"application/json"}}});
    BOOST_TEST(t.status == route::status::unsupported_media_type);

    // missing parameter before unsupported content type
    auto u = answer({route::unsupported_request_content_type_rejection{{"application/json"}},
                     route::missing_query_param_rejection{"q"}});
    BOOST_TEST(u.status == route::status::not_found);
}

BOOST_AUTO_TEST_CASE(header_cookie_and_scheme_rejections_give_400)
{
    auto a = answer({route::missing_header_rejection{"X-Token"}});
    BOOST_TEST(a.status == route::status::bad_request);
    BOOST_TEST(*a.text() == "Request is missing required HTTP header 'X-Token'");
    auto b = answer({route::malformed_header_rejection{"X-Count", "not a number"}});
    BOOST_TEST(b.status == route::status::bad_request);
    BOOST_TEST(*b.text() == "The value of HTTP header 'X-Count' was malformed:\nnot a number");
    auto c = answer({route::missing_cookie_rejection{"session"}});
    BOOST_TEST(c.status == route::status::bad_request);
    BOOST_TEST(*c.text() == "Request is missing required cookie 'session'");
    auto d = answer({route::scheme_rejection{"https"}, route::scheme_rejection{"wss"}});
    BOOST_TEST(d.status == route::status::bad_request);
    BOOST_TEST(*d.text() == "Uri scheme not allowed, supported schemes: https, wss");
    BOOST_TEST(d.header("Content-Type") == "text/plain; charset=utf-8");
}

BOOST_AUTO_TEST_CASE(an_unknown_custom_rejection_gives_500)
{
    auto r = answer({route::custom_rejection(42)});
    BOOST_TEST(r.status == route::status::internal_server_error);
    BOOST_TEST(*r.text() == "There was an internal server error.");
    // a known rejection beside it answers
    auto s = answer({route::custom_rejection(42), route::validation_rejection{"v"}});
    BOOST_TEST(s.status == route::status::bad_request);
    BOOST_TEST(*s.text() == "v");
}

BOOST_AUTO_TEST_CASE(pekkos_order_places_the_new_cases)
{
    // scheme before method
    auto a = answer({route::method_rejection{route::method::get}, route::scheme_rejection{"https"}});
    BOOST_TEST(*a.text() == "Uri scheme not allowed, supported schemes: https");
    // method before malformed header
    auto b = answer({route::malformed_header_rejection{"h", "m"},
                     route::method_rejection{route::method::get}});
    BOOST_TEST(b.status == route::status::method_not_allowed);
    // malformed header before malformed query parameter
    auto c = answer({route::malformed_query_param_rejection{"n", "m"},
                     route::malformed_header_rejection{"h", "m"}});
    BOOST_TEST(*c.text() == "The value of HTTP header 'h' was malformed:\nm");
    // malformed content before missing cookie before missing header before missing parameter
    auto d = answer({route::missing_query_param_rejection{"q"}, route::missing_header_rejection{"h"},
                     route::missing_cookie_rejection{"c"},
                     route::malformed_request_content_rejection{"x"}});
    BOOST_TEST(*d.text() == "The request content was malformed:\nx");
    auto e = answer({route::missing_query_param_rejection{"q"}, route::missing_header_rejection{"h"},
                     route::missing_cookie_rejection{"c"}});
    BOOST_TEST(*e.text() == "Request is missing required cookie 'c'");
    auto f = answer({route::missing_query_param_rejection{"q"}, route::missing_header_rejection{"h"}});
    BOOST_TEST(*f.text() == "Request is missing required HTTP header 'h'");
    // a missing header (400) comes before an unsupported content type (415) and validation
    auto g = answer({route::validation_rejection{"v"},
                     route::unsupported_request_content_type_rejection{{"application/json"}},
                     route::missing_header_rejection{"h"}});
    BOOST_TEST(*g.text() == "Request is missing required HTTP header 'h'");
}

// pekko-http's RequestEntityExpectedRejection: after the missing query
// parameter, before the range cases
BOOST_AUTO_TEST_CASE(an_expected_entity_gives_400)
{
    auto a = answer({route::request_entity_expected_rejection{}});
    BOOST_TEST(a.status == route::status::bad_request);
    BOOST_TEST(*a.text() == "Request entity expected but not supplied");
    BOOST_TEST(a.header("Content-Type") == "text/plain; charset=utf-8");
    auto b = answer({route::request_entity_expected_rejection{},
                     route::missing_query_param_rejection{"q"}});
    BOOST_TEST(b.status == route::status::not_found);
    auto c = answer({route::too_many_ranges_rejection(16),
                     route::request_entity_expected_rejection{}});
    BOOST_TEST(*c.text() == "Request entity expected but not supplied");
    auto d = answer({route::validation_rejection{"v"},
                     route::unsupported_request_content_type_rejection{{"application/json"}},
                     route::request_entity_expected_rejection{}});
    BOOST_TEST(d.status == route::status::bad_request);
    BOOST_TEST(*d.text() == "Request entity expected but not supplied");
}

BOOST_AUTO_TEST_CASE(websocket_rejections_give_400)
{
    auto a = answer({route::expected_websocket_request_rejection{}});
    BOOST_TEST(a.status == route::status::bad_request);
    BOOST_TEST(*a.text() == "Expected WebSocket Upgrade request");
    BOOST_TEST(!a.has_header("Sec-WebSocket-Protocol"));
    // every supported protocol, once, in the text and in a field
    auto b = answer({route::unsupported_websocket_subprotocol_rejection{"echo"},
                     route::unsupported_websocket_subprotocol_rejection{"greeter"},
                     route::unsupported_websocket_subprotocol_rejection{"echo"}});
    BOOST_TEST(b.status == route::status::bad_request);
    BOOST_TEST(*b.text() == "None of the websocket subprotocols offered in the request are "
                         "supported. Supported are 'echo','greeter'.");
    BOOST_TEST(b.header("Sec-WebSocket-Protocol") == "echo, greeter");
    BOOST_TEST(b.header("Content-Type") == "text/plain; charset=utf-8");
}

BOOST_AUTO_TEST_CASE(a_missing_client_certificate_gives_401_after_the_websocket_cases)
{
    auto a = answer({route::tls_client_certificate_rejection{}});
    BOOST_TEST(a.status == route::status::unauthorized);
    BOOST_TEST(*a.text() == "No client certificate found or client certificate not trusted");
    BOOST_TEST(!a.has_header("WWW-Authenticate"));
    auto b = answer({route::validation_rejection{"v"}, route::tls_client_certificate_rejection{}});
    BOOST_TEST(b.status == route::status::unauthorized);
    auto c = answer({route::tls_client_certificate_rejection{},
                     route::expected_websocket_request_rejection{}});
    BOOST_TEST(*c.text() == "Expected WebSocket Upgrade request");
    std::ostringstream os;
    os << route::rejection(route::tls_client_certificate_rejection{});
    BOOST_TEST(os.str() == "tls_client_certificate_rejection{}");
}

BOOST_AUTO_TEST_CASE(pekkos_order_places_the_websocket_cases)
{
    // after the unsupported request encoding, before validation
    auto a = answer({route::expected_websocket_request_rejection{},
                     route::unsupported_request_encoding_rejection{{"gzip"}}});
    BOOST_TEST(*a.text() == "The request's Content-Encoding is not supported. Expected:\ngzip");
    auto b = answer({route::validation_rejection{"v"},
                     route::unsupported_websocket_subprotocol_rejection{"p"},
                     route::expected_websocket_request_rejection{}});
    BOOST_TEST(*b.text() == "Expected WebSocket Upgrade request");
    auto c = answer({route::validation_rejection{"v"},
                     route::unsupported_websocket_subprotocol_rejection{"p"}});
    BOOST_TEST(*c.text() == "None of the websocket subprotocols offered in the request are "
                         "supported. Supported are 'p'.");
    // a method rejection beside them answers first
    auto d = answer({route::expected_websocket_request_rejection{},
                     route::method_rejection{route::method::post}});
    BOOST_TEST(d.status == route::status::method_not_allowed);
}

BOOST_AUTO_TEST_CASE(with_fallback_asks_the_second_when_the_first_declines)
{
    route::rejection_handler first([](const std::vector<route::rejection>&)
                                       -> std::optional<route::route> { return std::nullopt; });
    auto h = first.with_fallback(route::default_rejection_handler());
    BOOST_TEST(h({}).has_value());
    BOOST_TEST(!first({}).has_value());
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace core_rejection_handler_test
