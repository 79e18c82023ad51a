//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/typed_client.hpp>

#include "support.hpp"
#include <boost/describe/class.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace client_typed_client_test { // this file's own, apart from the other tests built with it

using namespace docgen_test;

namespace {

struct account
{
    std::string login;
    std::int64_t id = 0;
    std::optional<std::string> name = std::nullopt;
};
BOOST_DESCRIBE_STRUCT(account, (), (login, id, name))

std::string
json_answer(unsigned status, const std::string& reason, const std::string& body)
{
    return "HTTP/1.1 " + std::to_string(status) + " " + reason +
           "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
           "\r\nConnection: close\r\n\r\n" + body;
}

docgen::request<account>
get_account(const std::string& base, const std::string& login)
{
    return docgen::request<account>("GET", base, "/accounts/{login}", {{"login", login}}, 200);
}

} // namespace

BOOST_AUTO_TEST_SUITE(typed_client)

BOOST_AUTO_TEST_CASE(path_values_are_percent_encoded_after_the_base_path)
{
    BOOST_TEST(get_account("http://127.0.0.1:1", "octocat").url() ==
               "http://127.0.0.1:1/accounts/octocat");
    BOOST_TEST(get_account("http://127.0.0.1:1/api/v3/", "a/b c?d#e%").url() ==
               "http://127.0.0.1:1/api/v3/accounts/a%2Fb%20c%3Fd%23e%25");
    docgen::request<account> two("GET", "https://example.com", "/repos/{owner}/{repo}",
                                 {{"repo", "r"}, {"owner", "o"}}, 200);
    BOOST_TEST(two.url() == "https://example.com/repos/o/r");
    BOOST_TEST(two.method() == "GET");
    BOOST_TEST(two.expected_status() == 200u);
}

BOOST_AUTO_TEST_CASE(the_declared_status_decodes_the_body)
{
    raw_server srv(answer_with(json_answer(200, "OK", R"({"login":"octocat","id":1,"extra":true})")));
    auto r = get_account(srv.url(""), "octocat").send();
    BOOST_TEST_REQUIRE(r.has_value());
    BOOST_TEST(r->login == "octocat");
    BOOST_TEST(r->id == 1);
    BOOST_TEST(!r->name.has_value());
}

BOOST_AUTO_TEST_CASE(another_status_is_an_error_with_its_body)
{
    raw_server srv(answer_with(json_answer(404, "Not Found", R"({"message":"Not Found"})")));
    auto r = get_account(srv.url(""), "nobody").send();
    BOOST_TEST_REQUIRE(r.has_error());
    BOOST_TEST((r.error().kind == docgen::client_error_kind::status));
    BOOST_TEST(r.error().status == 404u);
    BOOST_TEST(r.error().body == R"({"message":"Not Found"})");
    BOOST_TEST(r.error().message == "GET " + srv.url("/accounts/nobody") +
                                        ": expected status 200, got 404");
    BOOST_CHECK_THROW(r.value(), std::runtime_error);
}

BOOST_AUTO_TEST_CASE(a_body_that_does_not_decode_names_the_member)
{
    raw_server srv(answer_with(json_answer(200, "OK", R"({"login":"x","id":"one"})")));
    auto r = get_account(srv.url(""), "x").send();
    BOOST_TEST_REQUIRE(r.has_error());
    BOOST_TEST((r.error().kind == docgen::client_error_kind::decode));
    BOOST_TEST(r.error().status == 200u);
    BOOST_TEST(r.error().member == "id");
    BOOST_TEST(r.error().message.find("member 'id'") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(what_the_server_receives)
{
    echo_server srv;
    // the echo is text, so it fails to decode and its body shows the request
    auto r = get_account(srv.url("/prefix"), "a/b").with_header("X-Test", "yes").send();
    BOOST_TEST_REQUIRE(r.has_error());
    BOOST_TEST(r.error().body.find("GET /prefix/accounts/a%2Fb\n") == 0u);
    BOOST_TEST(r.error().body.find("X-Test: yes\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(no_body_accepts_any_2xx_when_none_is_declared)
{
    raw_server srv(answer_with("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n"));
    docgen::request<docgen::no_body> r("DELETE", srv.url(""), "/items/{id}", {{"id", "1"}}, 0);
    BOOST_TEST(r.send().has_value());
}

BOOST_AUTO_TEST_CASE(transport_failures_and_bad_base_addresses)
{
    auto refused = get_account("http://127.0.0.1:9", "x").send();
    BOOST_TEST_REQUIRE(refused.has_error());
    BOOST_TEST((refused.error().kind == docgen::client_error_kind::transport));
    BOOST_TEST(refused.error().status == 0u);
    BOOST_TEST(refused.error().message.find("GET http://127.0.0.1:9/accounts/x") == 0u);

    for (const char* bad : {"not a url", "ftp://127.0.0.1/", "/relative"})
        BOOST_TEST_CONTEXT(bad)
        {
            auto r = get_account(bad, "x");
            BOOST_TEST(r.url().empty());
            auto s = r.send();
            BOOST_TEST_REQUIRE(s.has_error());
            BOOST_TEST((s.error().kind == docgen::client_error_kind::transport));
            BOOST_TEST(s.error().message.find("invalid base address") == 0u);
        }

    docgen::request<account> missing("GET", "http://127.0.0.1:1", "/a/{b}", {}, 200);
    BOOST_TEST(missing.send().error().message.find("no value for the path parameter 'b'") == 0u);
}

BOOST_AUTO_TEST_CASE(an_awaited_request_decodes_the_body)
{
    raw_server srv(answer_with(json_answer(200, "OK", R"({"login":"octocat","id":1})")));
    docgen::transport c;
    auto r = run_awaited(get_account(srv.url(""), "octocat").async_send(c));
    BOOST_TEST_REQUIRE(r.has_value());
    BOOST_TEST(r->login == "octocat");
    BOOST_TEST(r->id == 1);
}

BOOST_AUTO_TEST_CASE(an_awaited_request_reports_what_send_reports)
{
    raw_server srv(answer_with(json_answer(404, "Not Found", R"({"message":"Not Found"})")));
    auto r = run_awaited(get_account(srv.url(""), "nobody").async_send());
    BOOST_TEST_REQUIRE(r.has_error());
    BOOST_TEST((r.error().kind == docgen::client_error_kind::status));
    BOOST_TEST(r.error().status == 404u);
    BOOST_TEST(r.error().message == "GET " + srv.url("/accounts/nobody") +
                                        ": expected status 200, got 404");

    auto refused = run_awaited(get_account("http://127.0.0.1:9", "x").async_send());
    BOOST_TEST_REQUIRE(refused.has_error());
    BOOST_TEST((refused.error().kind == docgen::client_error_kind::transport));
    BOOST_TEST(refused.error().message.find("GET http://127.0.0.1:9/accounts/x") == 0u);

    auto bad = run_awaited(get_account("not a url", "x").async_send());
    BOOST_TEST_REQUIRE(bad.has_error());
    BOOST_TEST(bad.error().message.find("invalid base address") == 0u);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace client_typed_client_test
