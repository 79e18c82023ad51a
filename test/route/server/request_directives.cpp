//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Header, cookie, form field and Basic authentication directives served
// over a real socket on 127.0.0.1: requests built and written with Beast,
// answers parsed by Beast.
#include <route/server.hpp>

#include <route/route.hpp>
#include "../../support/http_client.hpp"
#include <boost/test/unit_test.hpp>
#include <optional>
#include <string>

namespace server_request_directives_test { // this file's own, apart from the other tests built with it

namespace http = boost::beast::http;
using namespace route::dsl;
using route::test::client;

namespace {

struct customer
{
    std::string name;
};

std::optional<customer>
check_password(const route::basic_credentials& c)
{
    if (c.username == "alice" && c.verify("s3cret"))
        return customer{"alice"};
    return std::nullopt;
}

// POST /order: Basic authentication, then a quantity header as an int, the
// session cookie and the form fields "item" and "note" (optional).
route::http_app
shop_app()
{
    route::route r = path("order")(post(authenticate_basic("shop", check_password)([](customer c) {
        return (header_value_by_name("X-Quantity").as<int>() & cookie("session") &
                form_fields("item", param("note").optional()))(
            [c](int quantity, route::http_cookie session, std::string item,
                std::optional<std::string> note) {
                return complete(c.name + " orders " + std::to_string(quantity) + " x " + item +
                                (note ? " (" + *note + ")" : std::string()) + ", session " +
                                session.value);
            });
    })));
    return route::to_http_routes(r).or_not_found();
}

route::server_options
local()
{
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = 0;
    o.threads = 2;
    return o;
}

struct running
{
    running() : s(shop_app(), local()) { s.start(); }
    route::server s;
};

// "alice:s3cret" and "alice:wrong" in base64
const std::string alice = "Basic YWxpY2U6czNjcmV0";
const std::string wrong_password = "Basic YWxpY2U6d3Jvbmc=";

// A POST /order with everything the route asks for; tests take parts away.
http::request<http::string_body>
order(std::string body = "item=book&note=gift+wrap",
      std::string content_type = "application/x-www-form-urlencoded")
{
    http::request<http::string_body> req(http::verb::post, "/order", 11);
    req.set(http::field::host, "localhost");
    req.set(http::field::authorization, alice);
    req.set("X-Quantity", "3");
    req.set(http::field::cookie, "theme=dark; session=abc123");
    req.set(http::field::content_type, content_type);
    req.body() = std::move(body);
    req.prepare_payload();
    return req;
}

} // namespace

BOOST_AUTO_TEST_SUITE(server_request_directives)

BOOST_AUTO_TEST_CASE(an_authenticated_form_post_with_header_and_cookie_is_accepted)
{
    running srv;
    client c(srv.s.port());
    auto r = c.request(order());
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == "alice orders 3 x book (gift wrap), session abc123");
    BOOST_TEST(r[http::field::content_type] == "text/plain; charset=utf-8");
    BOOST_TEST(r.keep_alive());
    // the same connection, without the optional field
    auto again = c.request(order("item=pen"));
    BOOST_TEST(again.body() == "alice orders 3 x pen, session abc123");
}

BOOST_AUTO_TEST_CASE(a_multipart_form_is_read_and_its_file_part_skipped)
{
    running srv;
    client c(srv.s.port());
    std::string body = "preamble\r\n"
                       "--Bnd7\r\nContent-Disposition: form-data; name=\"item\"\r\n\r\nlamp\r\n"
                       "--Bnd7\r\nContent-Disposition: form-data; name=\"note\"; filename=\"n.txt\"\r\n"
                       "Content-Type: text/plain\r\n\r\nnot a field\r\n"
                       "--Bnd7\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\n"
                       "two lines\r\nof text\r\n"
                       "--Bnd7--\r\nepilogue";
    auto r = c.request(order(body, "multipart/form-data; boundary=Bnd7"));
    BOOST_TEST(r.result_int() == 200u);
    BOOST_TEST(r.body() == "alice orders 3 x lamp (two lines\r\nof text), session abc123");
    // a body that is not multipart with that boundary
    auto bad = c.request(order(body, "multipart/form-data; boundary=Other"));
    BOOST_TEST(bad.result_int() == 400u);
    BOOST_TEST(bad.body().starts_with("The request content was malformed:\n"));
}

BOOST_AUTO_TEST_CASE(missing_or_wrong_credentials_give_401_with_a_basic_challenge)
{
    running srv;
    client c(srv.s.port());
    auto none = order();
    none.erase(http::field::authorization);
    auto r = c.request(none);
    BOOST_TEST(r.result_int() == 401u);
    BOOST_TEST(r[http::field::www_authenticate] == R"(Basic realm="shop",charset=UTF-8)");
    BOOST_TEST(r.body() == "The resource requires authentication, which was not supplied with the request");
    BOOST_TEST(r.keep_alive());

    auto wrong = order();
    wrong.set(http::field::authorization, wrong_password);
    auto w = c.request(wrong);
    BOOST_TEST(w.result_int() == 401u);
    BOOST_TEST(w[http::field::www_authenticate] == R"(Basic realm="shop",charset=UTF-8)");
    BOOST_TEST(w.body() == "The supplied authentication is invalid");
}

BOOST_AUTO_TEST_CASE(a_missing_cookie_gives_400)
{
    running srv;
    client c(srv.s.port());
    auto req = order();
    req.set(http::field::cookie, "theme=dark; sessionid=x");
    auto r = c.request(req);
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body() == "Request is missing required cookie 'session'");
    req.erase(http::field::cookie);
    BOOST_TEST(c.request(req).body() == "Request is missing required cookie 'session'");
}

BOOST_AUTO_TEST_CASE(a_malformed_or_missing_header_gives_400)
{
    running srv;
    client c(srv.s.port());
    auto req = order();
    req.set("X-Quantity", "three");
    auto r = c.request(req);
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body().starts_with("The value of HTTP header 'X-Quantity' was malformed:\n"));
    req.erase("X-Quantity");
    auto m = c.request(req);
    BOOST_TEST(m.result_int() == 400u);
    BOOST_TEST(m.body() == "Request is missing required HTTP header 'X-Quantity'");
}

BOOST_AUTO_TEST_CASE(a_missing_form_field_and_a_wrong_content_type_are_rejected)
{
    running srv;
    client c(srv.s.port());
    auto r = c.request(order("note=x"));
    BOOST_TEST(r.result_int() == 400u);
    BOOST_TEST(r.body() == "Request is missing required form field 'item'");
    auto j = c.request(order(R"({"item":"book"})", "application/json"));
    BOOST_TEST(j.result_int() == 415u);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace server_request_directives_test
