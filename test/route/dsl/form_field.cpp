//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <route/dsl/form_field.hpp>

#include <route/dsl/cookie.hpp>
#include <route/dsl/header.hpp>
#include <route/route.hpp>
#include <route/testkit.hpp>
#include "show.hpp"
#include <boost/describe/class.hpp>

namespace dsl_form_field_test { // this file's own, apart from the other tests built with it

using namespace route::dsl;
using namespace route::testkit;
using dsl_test::show;

namespace {

struct signup
{
    std::string name;
    int age;
    std::optional<std::string> team;
};
BOOST_DESCRIBE_STRUCT(signup, (), (name, age, team))

test_request
form(std::string body)
{
    return Post("/").with_header("Content-Type", "application/x-www-form-urlencoded")
        .with_body(std::move(body));
}

test_request
multipart(std::string body, std::string boundary = "XyZ")
{
    return Post("/")
        .with_header("Content-Type", "multipart/form-data; boundary=" + boundary)
        .with_body(std::move(body));
}

// one text part per pair, RFC 7578 style
std::string
parts(std::initializer_list<std::pair<std::string, std::string>> fields)
{
    std::string out;
    for (auto const& [name, value] : fields)
        out += "--XyZ\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n" +
               value + "\r\n";
    return out + "--XyZ--\r\n";
}

route::response
sealed(const route::testkit::result& r)
{
    return route::default_rejection_response(r.rejections());
}

} // namespace

BOOST_AUTO_TEST_SUITE(dsl_form_field)

BOOST_FIXTURE_TEST_CASE(urlencoded_fields_are_decoded, route_test)
{
    auto r = form_fields("name", "city")([](std::string name, std::string city) {
        return complete(name + "|" + city);
    });
    BOOST_TEST((form("name=Ann+Lee&city=S%C3%A3o%20Paulo") >> r).body() ==
               "Ann Lee|S\xC3\xA3o Paulo");
    BOOST_TEST((form("city=x&name=") >> r).body() == "|x");
    BOOST_TEST((form("na%6De=a&city=b") >> r).body() == "a|b");
}

BOOST_FIXTURE_TEST_CASE(missing_and_malformed_fields_reject, route_test)
{
    auto r = form_field(param("age").as<int>())([](int age) {
        return complete(std::to_string(age));
    });
    BOOST_TEST((form("age=42") >> r).body() == "42");
    auto missing = form("other=1") >> r;
    BOOST_TEST(missing.rejection() == route::rejection(route::missing_form_field_rejection{"age"}));
    auto res = sealed(missing);
    BOOST_TEST(res.status == route::status::bad_request);
    BOOST_TEST(*res.text() == "Request is missing required form field 'age'");

    auto bad = form("age=abc") >> r;
    BOOST_TEST(bad.rejection() ==
               route::rejection(route::malformed_form_field_rejection{
                   "age", "'abc' is not a valid 32-bit signed integer value"}));
    res = sealed(bad);
    BOOST_TEST(res.status == route::status::bad_request);
    BOOST_TEST(*res.text() ==
               "The form field 'age' was malformed:\n'abc' is not a valid 32-bit signed "
               "integer value");
    // the query is not the form
    BOOST_TEST((Post("/?age=1").with_header("Content-Type", "application/x-www-form-urlencoded") >>
                r)
                   .rejection() == route::rejection(route::missing_form_field_rejection{"age"}));
}

BOOST_FIXTURE_TEST_CASE(optional_default_and_repeated, route_test)
{
    auto r = form_fields(param("n").as<int>().optional(), param("page").as<int>().with_default(1),
                         param("tag").repeated())(
        [](std::optional<int> n, int page, std::vector<std::string> tags) {
            std::string s = (n ? std::to_string(*n) : std::string("none")) + "|" +
                            std::to_string(page);
            for (auto const& t : tags)
                s += "|" + t;
            return complete(s);
        });
    BOOST_TEST((form("") >> r).body() == "none|1");
    BOOST_TEST((form("n=3&page=2&tag=a&tag=b") >> r).body() == "3|2|a|b");
    BOOST_TEST((form("page=x") >> r).rejection() ==
               route::rejection(route::malformed_form_field_rejection{
                   "page", "'x' is not a valid 32-bit signed integer value"}));
}

BOOST_FIXTURE_TEST_CASE(as_builds_a_described_struct, route_test)
{
    auto r = form_fields("name", param("age").as<int>(), param("team").optional())
                 .as<signup>()([](signup s) {
                     return complete(s.name + " " + std::to_string(s.age) + " " +
                                     s.team.value_or("-"));
                 });
    BOOST_TEST((form("name=ann&age=30") >> r).body() == "ann 30 -");
    BOOST_TEST((multipart(parts({{"age", "31"}, {"name", "bob"}, {"team", "red"}})) >> r).body() ==
               "bob 31 red");
    BOOST_TEST((form("name=ann") >> r).rejection() ==
               route::rejection(route::missing_form_field_rejection{"age"}));
}

BOOST_FIXTURE_TEST_CASE(whole_form, route_test)
{
    auto body = "a=1&b=2&a=3";
    auto m = form_field_map([](std::map<std::string, std::string> m) {
        return complete(m["a"] + m["b"]);
    });
    BOOST_TEST((form(body) >> m).body() == "32");
    auto mm = form_field_multi_map([](std::map<std::string, std::vector<std::string>> m) {
        return complete(m["a"][0] + m["a"][1] + m["b"][0]);
    });
    BOOST_TEST((form(body) >> mm).body() == "132");
    auto seq = form_field_seq([](std::vector<std::pair<std::string, std::string>> s) {
        std::string out;
        for (auto const& p : s)
            out += p.first + p.second;
        return complete(out);
    });
    BOOST_TEST((form(body) >> seq).body() == "a1b2a3");
    BOOST_TEST((multipart(parts({{"x", "1"}, {"y", "2"}})) >> seq).body() == "x1y2");
    BOOST_TEST((Post("/").with_body(body) >> seq).rejection() ==
               route::rejection(route::unsupported_request_content_type_rejection{
                   {"application/x-www-form-urlencoded", "multipart/form-data"}}));
}

BOOST_FIXTURE_TEST_CASE(multipart_text_fields, route_test)
{
    auto r = form_fields("name", "note")([](std::string name, std::string note) {
        return complete(name + "|" + note);
    });
    // values are taken as they are: no percent-decoding, line breaks kept
    BOOST_TEST((multipart(parts({{"name", "a+b%41"}, {"note", "line 1\r\nline 2"}})) >> r).body() ==
               "a+b%41|line 1\r\nline 2");
    // a preamble, a quoted boundary, a part's Content-Type, an epilogue
    std::string body = "preamble\r\n--b 1\r\n"
                       "content-disposition: form-data; name=\"name\"\r\n"
                       "Content-Type: text/plain; charset=utf-8\r\n\r\n"
                       "ann\r\n--b 1\r\n"
                       "Content-Disposition: form-data; name=\"note\"\r\n\r\n"
                       "\r\n--b 1--\r\nepilogue";
    BOOST_TEST((Post("/").with_header("Content-Type", "multipart/form-data; boundary=\"b 1\"")
                    .with_body(body) >>
                r)
                   .body() == "ann|");
    // a name with an escaped quote
    BOOST_TEST((multipart("--XyZ\r\nContent-Disposition: form-data; name=\"say \\\"hi\\\"\"\r\n\r\n"
                          "v\r\n--XyZ--") >>
                form_field("say \"hi\"")([](std::string v) { return complete(v); }))
                   .body() == "v");
}

BOOST_FIXTURE_TEST_CASE(a_file_part_is_not_a_text_field, route_test)
{
    auto r = form_field(param("doc").optional())([](std::optional<std::string> d) {
        return complete(d.value_or("no field"));
    });
    std::string body = "--XyZ\r\nContent-Disposition: form-data; name=\"doc\"; "
                       "filename=\"a.txt\"\r\nContent-Type: text/plain\r\n\r\n"
                       "file contents\r\n--XyZ--\r\n";
    BOOST_TEST((multipart(body) >> r).body() == "no field");
    BOOST_TEST((multipart(body) >> form_field("doc")([](std::string d) { return complete(d); }))
                   .rejection() == route::rejection(route::missing_form_field_rejection{"doc"}));
}

BOOST_FIXTURE_TEST_CASE(bodies_that_do_not_parse_are_malformed, route_test)
{
    auto r = form_field_seq([](std::vector<std::pair<std::string, std::string>>) {
        return complete("ok");
    });
    auto malformed = [&](const test_request& req) {
        auto res = req >> r;
        return !res.handled() && res.rejections().size() == 1 &&
               std::holds_alternative<route::malformed_request_content_rejection>(
                   res.rejections()[0]);
    };
    BOOST_TEST(malformed(form("a=%zz")));
    BOOST_TEST(malformed(form("a=b c")));
    BOOST_TEST(malformed(Post("/").with_header("Content-Type", "multipart/form-data")
                             .with_body(parts({{"a", "1"}}))));           // no boundary
    BOOST_TEST(malformed(multipart("no delimiter at all")));
    BOOST_TEST(malformed(multipart("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n"
                                   "unterminated")));
    BOOST_TEST(malformed(multipart("--XyZ\r\nContent-Disposition: form-data\r\n\r\nv\r\n--XyZ--")));
    BOOST_TEST(malformed(multipart("--XyZ\r\nno colon\r\n\r\nv\r\n--XyZ--")));
    BOOST_TEST(malformed(multipart("--XyZ\r\nContent-Disposition: form-data; name=\"a\"")));
    BOOST_TEST((multipart("--XyZ--") >> r).body() == "ok"); // no parts at all
}

// pekko: a request without an entity (no body, no Content-Type) is an
// empty form, so a required field is missing rather than the content type
// unsupported; the default handler then answers a missing cookie, then a
// missing form field, then a missing header first (RejectionHandler.default)
BOOST_FIXTURE_TEST_CASE(a_request_without_a_body_is_an_empty_form, route_test)
{
    auto r = form_field("color")([](std::string c) { return complete(c); });
    auto res = Get("/") >> r;
    BOOST_TEST(res.rejection() == route::rejection(route::missing_form_field_rejection{"color"}));
    BOOST_TEST(sealed(res).status == route::status::bad_request);
    BOOST_TEST(*sealed(res).text() == "Request is missing required form field 'color'");
    auto optional = form_field(param("color").optional())([](std::optional<std::string> c) {
        return complete(c ? *c : "none");
    });
    BOOST_TEST((Get("/") >> optional).body() == "none");

    auto header = header_value_by_name("X-Token")([](std::string) { return complete("h"); });
    auto cookie_route = cookie("session")([](route::http_cookie) { return complete("c"); });
    BOOST_TEST(*sealed(Get("/") >> (header | r)).text() ==
               "Request is missing required form field 'color'");
    BOOST_TEST(*sealed(Get("/") >> (header | r | cookie_route)).text() ==
               "Request is missing required cookie 'session'");
}

BOOST_FIXTURE_TEST_CASE(another_content_type_is_unsupported, route_test)
{
    auto r = form_field("a")([](std::string a) { return complete(a); });
    auto res = Post("/").with_header("Content-Type", "application/json").with_body("{}") >> r;
    BOOST_TEST(res.rejection() ==
               route::rejection(route::unsupported_request_content_type_rejection{
                   {"application/x-www-form-urlencoded", "multipart/form-data"}}));
    auto sealed_res = sealed(res);
    BOOST_TEST(sealed_res.status == route::status::unsupported_media_type);
    BOOST_TEST(*sealed_res.text() ==
               "The request's Content-Type is not supported. Expected:\n"
               "application/x-www-form-urlencoded or multipart/form-data");
    // a media type parameter is fine
    BOOST_TEST((Post("/").with_header("Content-Type",
                                      "Application/X-WWW-Form-Urlencoded; charset=utf-8")
                    .with_body("a=1") >>
                r)
                   .body() == "1");
}

BOOST_FIXTURE_TEST_CASE(combines_with_parameters_and_entity, route_test)
{
    auto r = post((parameter(param("v").as<int>()) & form_fields("name") &
                   entity(as<std::string>))([](int v, std::string name, std::string body) {
        return complete(std::to_string(v) + "|" + name + "|" + body);
    }));
    BOOST_TEST((Post("/?v=2").with_header("Content-Type", "application/x-www-form-urlencoded")
                    .with_body("name=x") >>
                r)
                   .body() == "2|x|name=x");
    BOOST_TEST((Post("/?v=2").with_header("Content-Type", "application/x-www-form-urlencoded")
                    .with_body("nom=x") >>
                r)
                   .rejection() == route::rejection(route::missing_form_field_rejection{"name"}));
    BOOST_TEST((Post("/").with_header("Content-Type", "application/x-www-form-urlencoded")
                    .with_body("name=x") >>
                r)
                   .rejection() == route::rejection(route::missing_query_param_rejection{"v"}));
}

BOOST_FIXTURE_TEST_CASE(default_handler_order, route_test)
{
    // pekko-http's order: malformed form field before malformed query parameter,
    // missing form field after malformed content, before missing query parameter
    std::vector<route::rejection> list{route::missing_query_param_rejection{"q"},
                                       route::missing_form_field_rejection{"f"}};
    BOOST_TEST(*route::default_rejection_response(list).text() ==
               "Request is missing required form field 'f'");
    list = {route::malformed_query_param_rejection{"q", "m"},
            route::malformed_form_field_rejection{"f", "n"}};
    BOOST_TEST(*route::default_rejection_response(list).text() ==
               "The form field 'f' was malformed:\nn");
    list = {route::missing_form_field_rejection{"f"},
            route::malformed_request_content_rejection{"c"}};
    BOOST_TEST(*route::default_rejection_response(list).text() ==
               "The request content was malformed:\nc");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace dsl_form_field_test
