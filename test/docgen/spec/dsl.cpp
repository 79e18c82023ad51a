//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The DSL for real APIs against a route server on 127.0.0.1 that echoes
// what it received: query and header parameters, request bodies, text
// answers, declared response headers, and security schemes.

#include <docgen/spec.hpp>

#include <docgen/generate.hpp>
#include <route/app.hpp>
#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/describe/class.hpp>
#include <boost/json/serialize.hpp>
#include <boost/test/unit_test.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace spec_dsl_test { // this file's own, apart from the other tests built with it

namespace {

// What the server received.
struct echoed
{
    std::string method;
    std::string target;
    std::string request_id;
    std::string authorization;
    std::string api_key;
    std::string cookie;
    std::string content_type;
    std::string body;
};
BOOST_DESCRIBE_STRUCT(echoed, (), (method, target, request_id, authorization, api_key, cookie,
                                   content_type, body))

// A request body with a member renamed by a naming policy.
struct new_item
{
    int id = 0;
    std::string display_name;
};
BOOST_DESCRIBE_STRUCT(new_item, (), (id, display_name))

} // namespace

} // namespace spec_dsl_test

template <>
struct route::json::naming_policy<spec_dsl_test::new_item>
{
    using type = route::json::camel_case;
};

namespace spec_dsl_test {

namespace {

// Answers `echoed` as JSON; `/created` also sends 201 with a `location` header.
struct echo_route : route::route_expression<echo_route>
{
    route::route_result operator()(const route::request_context& ctx) const
    {
        auto const& req = ctx.request();
        auto header = [&](std::string_view n) {
            auto v = req.header(n);
            return v ? std::string(*v) : std::string();
        };
        echoed e{std::string(req.method().name()), std::string(req.target()), header("X-Request-Id"),
                 header("Authorization"), header("X-API-Key"), header("Cookie"),
                 header("Content-Type"), std::string(req.body())};
        route::response r;
        bool created = req.target().rfind("/created", 0) == 0;
        r.status = created ? route::status::created : route::status::ok;
        r.headers.push_back({"Content-Type", "application/json"});
        if (created)
            r.headers.push_back({"location", "/items/7"});
        r.body = route::json::serialize(e);
        return r;
    }
};

route::route
remote()
{
    using namespace route::dsl;
    return path("echo")(echo_route{}) | path("created")(echo_route{});
}

// A route server on 127.0.0.1 for the duration of a test; unmatched
// paths get route's default 404 text answer.
struct remote_server
{
    route::server server{route::to_http_routes(remote()).or_not_found(),
                         {.address = "127.0.0.1", .port = 0, .threads = 1}};
    remote_server() { server.start(); }
    std::string base() const { return "http://127.0.0.1:" + std::to_string(server.port()); }
};

std::size_t
no_failures()
{
    return 0;
}

// Runs request `i` of `s`; returns the failure message ("" when it passed).
std::string
run(const docgen::spec& s, std::size_t i = 0)
{
    try
    {
        s.run(s.requests().at(i), &no_failures);
    }
    catch (const std::runtime_error& e)
    {
        return e.what();
    }
    return "";
}

docgen::recorded_call
last_call()
{
    return docgen::recorder::instance().calls().back();
}

bool
contains(const std::string& s, const std::string& part)
{
    return s.find(part) != std::string::npos;
}

// GET /echo with query and header parameters.
class parameters_spec : public docgen::spec
{
public:
    explicit parameters_spec(std::string base, echoed& seen)
    {
        base_uri(std::move(base));
        auto keep = [&seen](auto& ctx) { seen = ctx.perform_request().body; };
        path("/echo")(supports(
            route::method::get, docgen::no_params, "Echo", "echo", {"echo"},
            query(q<int>("limit"), q<std::optional<std::string>>("sort"),
                  q<std::vector<std::string>>("tag")),
            headers(h<std::optional<std::string>>("X-Request-Id")))(
            on_request()
                .query(10, std::string("name asc"), std::vector<std::string>{"a&b", "c/d"})
                .headers("r-1")
                .responds_with<echoed>(200, "All given")
                .assert_(keep),
            on_request()
                .query(5, std::nullopt, std::vector<std::string>{})
                .headers(std::nullopt)
                .responds_with<echoed>(200, "Optional ones absent")
                .assert_(keep)));
    }
};

// POST /echo with each kind of body; GET /nowhere answered in text.
class bodies_spec : public docgen::spec
{
public:
    explicit bodies_spec(std::string base, echoed& seen, std::string& text)
    {
        base_uri(std::move(base));
        auto keep = [&seen](auto& ctx) { seen = ctx.perform_request().body; };
        path("/echo")(supports(route::method::post, docgen::no_params, "Echo", "postEcho", {"echo"})(
            on_request().body(new_item{1, "one"}).responds_with<echoed>(200, "JSON").assert_(keep),
            on_request()
                .body(docgen::form{{"name", "a b"}, {"tag", "x&y"}})
                .responds_with<echoed>(200, "Form")
                .assert_(keep),
            on_request()
                .body(docgen::raw{"text/csv", "a,b\n1,2\n"})
                .responds_with<echoed>(200, "CSV")
                .assert_(keep)));
        path("/nowhere")(supports(route::method::get, docgen::no_params, "Nothing", "nothing", {"echo"})(
            on_request().responds_with<std::string>(404, "Not found").assert_([&text](auto& ctx) {
                text = ctx.perform_request().body;
            })));
    }
};

// POST /created declaring the `Location` response header, and one it lacks.
class headers_spec : public docgen::spec
{
public:
    explicit headers_spec(std::string base)
    {
        base_uri(std::move(base));
        path("/created")(supports(route::method::post, docgen::no_params, "Create", "create", {"echo"})(
            on_request()
                .body(new_item{7, "seven"})
                .responds_with<echoed>(201, "Item created", {h<std::string>("Location")}),
            on_request()
                .body(new_item{8, "eight"})
                .responds_with<echoed>(201, "Item created",
                                       {h<std::string>("Location"), h<int>("X-Total-Count")})));
    }
};

// POST /created held strictly to its declared response headers: by the
// argument of responds_with, or by the specification's default.
class strict_headers_spec : public docgen::spec
{
public:
    strict_headers_spec(std::string base, bool strict_by_default)
    {
        base_uri(std::move(base));
        strict_header_check_default(strict_by_default);
        path("/created")(supports(route::method::post, docgen::no_params, "Create", "create", {"echo"})(
            on_request()
                .body(new_item{7, "seven"})
                .responds_with<echoed>(201, "Declared", {h<std::string>("Location")},
                                       docgen::strict_headers),
            on_request()
                .body(new_item{8, "eight"})
                .responds_with<echoed>(201, "Undeclared", {}, docgen::strict_headers),
            on_request().body(new_item{9, "nine"}).responds_with<echoed>(201, "Default"),
            on_request()
                .body(new_item{10, "ten"})
                .responds_with<echoed>(201, "Lenient", {}, docgen::lenient_headers)));
    }
};

const std::string token = "s3cr3t-t0ken";

const docgen::oauth2_flows item_flows{
    .client_credentials = docgen::oauth2_flow{"", "https://auth.example.com/token", "", {}},
    .authorization_code = docgen::oauth2_flow{"https://auth.example.com/authorize",
                                              "https://auth.example.com/token",
                                              "https://auth.example.com/refresh",
                                              {{"items:read", "Read items"}, {"items:write", ""}}}};

// GET /echo under OAuth 2, OpenID Connect and mutual TLS; and two OAuth 2
// schemes a flow of which lacks a URL its kind requires.
class more_schemes_spec : public docgen::spec
{
public:
    more_schemes_spec(std::string base, echoed& seen, bool broken)
    {
        base_uri(std::move(base));
        auto keep = [&seen](auto& ctx) { seen = ctx.perform_request().body; };
        auto schemes = broken ? security(docgen::oauth2("noToken", docgen::oauth2_flows{
                                             .authorization_code = docgen::oauth2_flow{
                                                 "https://auth.example.com/authorize"}}),
                                         docgen::oauth2("noFlow", {}),
                                         docgen::open_id_connect("oidc", "http://[bad"))
                              : security(docgen::oauth2("oauth", item_flows),
                                         docgen::open_id_connect(
                                             "oidc", "https://auth.example.com/.well-known/"
                                                     "openid-configuration"),
                                         docgen::mutual_tls("mtls"));
        path("/echo")(supports(route::method::get, docgen::no_params, "Echo", "echoMore", {"echo"},
                               schemes)(
            on_request().security(bearer_token(token, "oauth")).responds_with<echoed>(200, "OAuth").assert_(keep),
            on_request().security(bearer_token(token, "oidc")).responds_with<echoed>(200, "OIDC").assert_(keep),
            on_request().responds_with<echoed>(200, "Certificate").assert_(keep),
            on_request().security(bearer_token(token)).responds_with<echoed>(200, "Which token")));
    }
};

// GET /echo under each kind of security scheme.
class security_spec : public docgen::spec
{
public:
    explicit security_spec(std::string base, echoed& seen)
    {
        base_uri(std::move(base));
        auto keep = [&seen](auto& ctx) { seen = ctx.perform_request().body; };
        path("/echo")(
            supports(route::method::get, docgen::no_params, "Echo", "secured", {"echo"},
                     security(docgen::http_bearer("bearerAuth"), docgen::http_basic("basicAuth"),
                              docgen::api_key_in_header("headerKey", "X-API-Key"),
                              docgen::api_key_in_query("queryKey", "api_key"),
                              docgen::api_key_in_cookie("cookieKey", "session")))(
                on_request().security(bearer_token(token)).responds_with<echoed>(200, "Bearer").assert_(keep),
                on_request().security(basic_auth("me", token)).responds_with<echoed>(200, "Basic").assert_(keep),
                on_request().security(api_key(token, "headerKey")).responds_with<echoed>(200, "Header key").assert_(keep),
                on_request().security(api_key(token, "queryKey")).responds_with<echoed>(200, "Query key").assert_(keep),
                on_request().security(api_key(token, "cookieKey")).responds_with<echoed>(200, "Cookie key").assert_(keep),
                on_request().security(api_key(token)).responds_with<echoed>(200, "Which key")),
            supports(route::method::post, docgen::no_params, "Echo", "open", {"echo"})(
                on_request().security(bearer_token(token)).responds_with<echoed>(200, "Undeclared")));
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(docgen_dsl)

BOOST_AUTO_TEST_CASE(query_and_header_values_are_encoded_and_recorded)
{
    remote_server r;
    echoed seen;
    parameters_spec s(r.base(), seen);
    BOOST_TEST(run(s, 0) == "");
    BOOST_TEST(seen.target == "/echo?limit=10&sort=name%20asc&tag=a%26b&tag=c/d");
    BOOST_TEST(seen.request_id == "r-1");
    auto c = last_call();
    BOOST_TEST(c.path == "/echo");
    BOOST_TEST(c.query == "limit=10&sort=name%20asc&tag=a%26b&tag=c/d");
    BOOST_TEST_REQUIRE(c.parameters.size() == 4u);
    BOOST_TEST(c.parameters[0].name == "limit");
    BOOST_TEST(c.parameters[0].in == "query");
    BOOST_TEST(c.parameters[0].required);
    BOOST_TEST(c.parameters[0].schema.type == "integer");
    BOOST_TEST(c.parameters[0].values == std::vector<std::string>{"10"});
    BOOST_TEST(!c.parameters[1].required);
    BOOST_TEST(c.parameters[2].repeated);
    BOOST_TEST((c.parameters[2].values == std::vector<std::string>{"a&b", "c/d"}));
    BOOST_TEST(c.parameters[3].in == "header");
    BOOST_TEST(c.parameters[3].values == std::vector<std::string>{"r-1"});

    // an absent optional, an empty vector: not sent
    BOOST_TEST(run(s, 1) == "");
    BOOST_TEST(seen.target == "/echo?limit=5");
    BOOST_TEST(seen.request_id == "");
    BOOST_TEST(last_call().parameters[1].values.empty());
    BOOST_TEST(last_call().parameters[3].values.empty());
}

BOOST_AUTO_TEST_CASE(bodies_are_sent_with_their_content_type_and_recorded)
{
    remote_server r;
    echoed seen;
    std::string text;
    bodies_spec s(r.base(), seen, text);
    BOOST_TEST(run(s, 0) == "");
    BOOST_TEST(seen.method == "POST");
    BOOST_TEST(seen.content_type == "application/json");
    BOOST_TEST(seen.body == R"({"id":1,"displayName":"one"})"); // the naming policy applies
    auto c = last_call();
    BOOST_TEST_REQUIRE(c.request_body.has_value());
    BOOST_TEST(c.request_body->type_name == "new_item");
    BOOST_TEST(c.request_body->body == seen.body);
    BOOST_TEST_REQUIRE(c.request_body->schema.has_value());
    BOOST_TEST(c.request_body->schema->properties.at(1).name == "displayName");

    BOOST_TEST(run(s, 1) == "");
    BOOST_TEST(seen.content_type == "application/x-www-form-urlencoded");
    BOOST_TEST(seen.body == "name=a%20b&tag=x%26y");
    c = last_call();
    BOOST_TEST(c.request_body->schema->type == "object");
    BOOST_TEST(c.request_body->schema->required == (std::vector<std::string>{"name", "tag"}));

    BOOST_TEST(run(s, 2) == "");
    BOOST_TEST(seen.content_type == "text/csv");
    BOOST_TEST(seen.body == "a,b\n1,2\n");
    BOOST_TEST(last_call().request_body->schema->type == "string");
}

BOOST_AUTO_TEST_CASE(a_text_answer_is_recorded_as_text)
{
    remote_server r;
    echoed seen;
    std::string text;
    bodies_spec s(r.base(), seen, text);
    BOOST_TEST(run(s, 3) == "");
    BOOST_TEST(text == "The requested resource could not be found.");
    auto c = last_call();
    BOOST_TEST(c.content_type == "text/plain");
    BOOST_TEST(c.type_name == "");
    BOOST_TEST_REQUIRE(c.schema.has_value());
    BOOST_TEST(c.schema->type == "string");
    BOOST_TEST(c.response_body == text);
}

BOOST_AUTO_TEST_CASE(declared_response_headers_must_be_present)
{
    remote_server r;
    headers_spec s(r.base());
    BOOST_TEST(run(s, 0) == ""); // sent as `location`: names are case-insensitive
    auto c = last_call();
    BOOST_TEST_REQUIRE(c.response_header_declarations.size() == 1u);
    BOOST_TEST(c.response_header_declarations[0].name == "Location");
    BOOST_TEST(c.response_header_declarations[0].value == "/items/7");
    BOOST_TEST(c.response_header_declarations[0].schema.type == "string");

    auto before = docgen::recorder::instance().calls().size();
    auto why = run(s, 1);
    BOOST_TEST(contains(why, "POST http://127.0.0.1:"));
    BOOST_TEST(contains(why, "the answer lacks the declared response header 'X-Total-Count'"));
    BOOST_TEST(docgen::recorder::instance().calls().size() == before);
}

BOOST_AUTO_TEST_CASE(credentials_are_sent_and_never_recorded)
{
    remote_server r;
    echoed seen;
    security_spec s(r.base(), seen);

    BOOST_TEST(run(s, 0) == "");
    BOOST_TEST(seen.authorization == "Bearer " + token);
    BOOST_TEST(last_call().security_used == "bearerAuth");
    BOOST_TEST(last_call().security.size() == 5u);
    BOOST_TEST(run(s, 1) == "");
    BOOST_TEST(seen.authorization == "Basic bWU6czNjcjN0LXQwa2Vu"); // me:s3cr3t-t0ken
    BOOST_TEST(last_call().security_used == "basicAuth");
    BOOST_TEST(run(s, 2) == "");
    BOOST_TEST(seen.api_key == token);
    BOOST_TEST(run(s, 3) == "");
    BOOST_TEST(seen.target == "/echo?api_key=" + token);
    BOOST_TEST(last_call().query == "api_key=%3Credacted%3E");
    BOOST_TEST(run(s, 4) == "");
    BOOST_TEST(seen.cookie == "session=" + token);

    // nothing recorded shows a credential, the echoed bodies included
    auto calls = docgen::recorder::instance().calls();
    for (std::size_t i = calls.size() - 5; i < calls.size(); ++i)
    {
        auto json = boost::json::serialize(calls[i].to_json());
        BOOST_TEST(!contains(json, token), json);
        BOOST_TEST(!contains(json, "bWU6czNjcjN0LXQwa2Vu"), json);
        BOOST_TEST(contains(json, "<redacted>"));
    }

    // an API key that fits two schemes, and a scheme the operation lacks
    BOOST_TEST(contains(run(s, 5), "apiKey credentials, which fit several schemes of operation "
                                   "'secured'; name the scheme"));
    auto why = run(s, 6);
    BOOST_TEST(contains(why, "the request supplies bearer credentials, but operation 'open' "
                             "declares no such security scheme (declared: none)"));
    BOOST_TEST(!contains(why, token));
}

BOOST_AUTO_TEST_CASE(strict_header_checks_name_an_undeclared_header)
{
    remote_server r;
    strict_headers_spec s(r.base(), false);
    // Content-Type, Content-Length, Date and the like are the transport's
    BOOST_TEST(run(s, 0) == "");
    auto before = docgen::recorder::instance().calls().size();
    auto why = run(s, 1);
    BOOST_TEST(contains(why, "POST http://127.0.0.1:"), why);
    BOOST_TEST(contains(why, ": the answer has the response header 'location', which the request "
                             "does not declare (strict header check)"),
               why);
    BOOST_TEST(docgen::recorder::instance().calls().size() == before);
    BOOST_TEST(run(s, 2) == ""); // lenient by default
    BOOST_TEST(run(s, 3) == "");

    strict_headers_spec strict(r.base(), true);
    BOOST_TEST(run(strict, 0) == "");
    BOOST_TEST(contains(run(strict, 2), "the answer has the response header 'location'"));
    BOOST_TEST(run(strict, 3) == ""); // lenient_headers overrides the default
}

BOOST_AUTO_TEST_CASE(oauth2_and_open_id_connect_tokens_are_bearer_tokens)
{
    remote_server r;
    echoed seen;
    more_schemes_spec s(r.base(), seen, false);
    BOOST_TEST(s.declaration_errors().empty());
    BOOST_TEST(run(s, 0) == "");
    BOOST_TEST(seen.authorization == "Bearer " + token);
    auto c = last_call();
    BOOST_TEST(c.security_used == "oauth");
    BOOST_TEST_REQUIRE(c.security.size() == 3u);
    BOOST_TEST((c.security[0].flows == item_flows));
    BOOST_TEST(c.security[2].type == "mutualTLS");
    BOOST_TEST(!contains(boost::json::serialize(c.to_json()), token));
    // the flows, the discovery URL and the mutual TLS scheme read back
    auto back = docgen::recorded_call::from_json(c.to_json());
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST((back->security == c.security));

    BOOST_TEST(run(s, 1) == "");
    BOOST_TEST(seen.authorization == "Bearer " + token);
    BOOST_TEST(last_call().security_used == "oidc");
    BOOST_TEST(last_call().security[1].open_id_connect_url ==
               "https://auth.example.com/.well-known/openid-configuration");
    BOOST_TEST(run(s, 2) == ""); // mutual TLS: no credentials in the request
    BOOST_TEST(seen.authorization == "");
    BOOST_TEST(last_call().security_used == "");
    BOOST_TEST(contains(run(s, 3), "bearer credentials, which fit several schemes of operation "
                                   "'echoMore'; name the scheme"));
}

BOOST_AUTO_TEST_CASE(a_scheme_without_the_urls_of_its_flows_is_a_declaration_error)
{
    echoed seen;
    more_schemes_spec s("http://127.0.0.1:1", seen, true);
    BOOST_TEST_REQUIRE(s.declaration_errors().size() == 3u);
    BOOST_TEST(s.declaration_errors()[0] ==
               "path '/echo', operation 'echoMore': security scheme 'noToken' needs a token_url "
               "for its authorization_code flow");
    BOOST_TEST(s.declaration_errors()[1] ==
               "path '/echo', operation 'echoMore': security scheme 'noFlow' declares no OAuth 2 "
               "flow (implicit, password, client_credentials or authorization_code)");
    BOOST_TEST(s.declaration_errors()[2] ==
               "path '/echo', operation 'echoMore': security scheme 'oidc': an OpenID Connect "
               "discovery URL 'http://[bad' is not a URL");
    BOOST_TEST(contains(run(s), "docgen: the specification's declarations are wrong:"));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace spec_dsl_test
