//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A specification using every addition of the DSL for real APIs, run
// against a route server on 127.0.0.1 that echoes what it received; the
// OpenAPI document of its calls is the golden file openapi/dsl.yml (which
// scripts/test.sh lints), and no credential reaches it.

#include <docgen/openapi.hpp>
#include <docgen/spec.hpp>

#include <docgen/generate.hpp>
#include <route/app.hpp>
#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/describe/class.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#define DOCGEN_TEST_STR2(x) #x
#define DOCGEN_TEST_STR(x) DOCGEN_TEST_STR2(x)

namespace {

// What the server received.
struct echoed
{
    std::string method;
    std::string target;
    std::string authorization;
    std::string content_type;
    std::string body;
};
BOOST_DESCRIBE_STRUCT(echoed, (), (method, target, authorization, content_type, body))

} // namespace

// the schemas of the answers describe two members
template <>
struct route::json::member_description<echoed>
{
    static const char* get(std::string_view member)
    {
        if (member == "target")
            return "The request target the server received";
        return member == "body" ? "The request body, as received" : nullptr;
    }
};

namespace {

struct new_item
{
    int id = 0;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(new_item, (), (id, name))

struct echo_route : route::route_expression<echo_route>
{
    route::route_result operator()(const route::request_context& ctx) const
    {
        auto const& req = ctx.request();
        auto header = [&](std::string_view n) {
            auto v = req.header(n);
            return v ? std::string(*v) : std::string();
        };
        echoed e{std::string(req.method().name()), std::string(req.target()),
                 header("Authorization"), header("Content-Type"), std::string(req.body())};
        route::response r;
        bool created = req.method().name() == "POST";
        r.status = created ? route::status::created : route::status::ok;
        r.headers.push_back({"Content-Type", "application/json"});
        if (created)
            r.headers.push_back({"Location", "/items/7"});
        r.body = route::json::serialize(e);
        return r;
    }
};

const std::string token = "s3cr3t-t0ken";

// tag::dsl[]
class items_spec : public docgen::spec
{
public:
    explicit items_spec(std::string base)
    {
        using docgen::no_params;
        base_uri(std::move(base));
        auto keys = security(docgen::http_bearer("bearerAuth"), docgen::http_basic("basicAuth"),
                             docgen::api_key_in_header("headerKey", "X-API-Key"),
                             docgen::api_key_in_query("queryKey", "api_key"),
                             docgen::api_key_in_cookie("cookieKey", "session"));
        path("/items")(
            supports(route::method::get, no_params, "List items", "listItems", {"items"},
                     query(q<int>("limit", "At most this many items"),
                           q<std::optional<std::string>>("sort"),
                           q<std::vector<std::string>>("tag")),
                     headers(h<std::optional<std::string>>("X-Request-Id", "Traces the request")),
                     keys)(
                on_request()
                    .query(10, std::string("name"), std::vector<std::string>{"a b", "c"})
                    .headers("r-1")
                    .security(bearer_token(token))
                    .responds_with<echoed>(200, "Tagged items"),
                on_request()
                    .query(5, std::nullopt, std::vector<std::string>{})
                    .headers(std::nullopt)
                    .security(api_key(token, "queryKey"))
                    .responds_with<echoed>(200, "First items")),
            supports(route::method::post, no_params, "Create an item", "createItem", {"items"},
                     keys)(
                on_request()
                    .body(new_item{7, "seven"})
                    .security(basic_auth("me", token))
                    .responds_with<echoed>(201, "Item created", {h<std::string>("Location")}),
                on_request()
                    .body(docgen::form{{"id", "8"}, {"name", "eight"}})
                    .security(api_key(token, "cookieKey"))
                    .responds_with<echoed>(201, "Item created from a form",
                                           {h<std::string>("Location")})),
            supports(route::method::put, no_params, "Import items", "importItems", {"items"}, keys)(
                on_request()
                    .body(docgen::raw{"text/csv", "id,name\n9,nine\n"})
                    .security(api_key(token, "headerKey"))
                    .responds_with<echoed>(200, "Items imported")),
            supports(route::method::delete_, no_params, "Delete every item", "deleteItems",
                     {"items"},
                     security(docgen::oauth2("oauth", docgen::oauth2_flows{
                                  .authorization_code = docgen::oauth2_flow{
                                      "https://auth.example.com/authorize",
                                      "https://auth.example.com/token", "",
                                      {{"items:write", "Change and delete items"}}}}),
                              docgen::open_id_connect(
                                  "openId",
                                  "https://auth.example.com/.well-known/openid-configuration"),
                              docgen::mutual_tls("clientCertificate")))(
                on_request()
                    .security(bearer_token(token, "oauth"))
                    .responds_with<echoed>(200, "Items deleted", {}, docgen::strict_headers)));
        path("/items/{id}", "One item, found by its id", "An item")(
            supports(route::method::get, p<std::string>("id", "The item's id"), "Get an item",
                     "getItem", {"items"})(
                on_request("404").responds_with<std::string>(404, "Item not found")));
    }
};
// end::dsl[]

std::size_t
no_failures()
{
    return 0;
}

} // namespace

BOOST_AUTO_TEST_CASE(the_dsl_document_is_the_golden_file)
{
    using namespace route::dsl;
    route::server server{route::to_http_routes(path("items")(echo_route{})).or_not_found(),
                         {.address = "127.0.0.1", .port = 0, .threads = 1}};
    server.start();
    items_spec s("http://127.0.0.1:" + std::to_string(server.port()));
    for (auto const& r : s.requests())
        s.run(r, &no_failures);
    auto calls = docgen::recorder::instance().calls();
    BOOST_TEST_REQUIRE(calls.size() == 7u);

    // /items/404 is not routed: the default rejection's text answer
    BOOST_TEST(calls.back().response_body == "The requested resource could not be found.");

    docgen::configuration cfg{
        {"openapi-info", "openapi: 3.0.1\ninfo:\n  title: Items\n  version: 1.0.0\n"}};
    auto yaml = docgen::openapi::to_yaml(docgen::document::from_calls(calls), cfg);
    BOOST_TEST(yaml.find(token) == std::string::npos);
    BOOST_TEST(yaml.find("bWU6czNjcjN0LXQwa2Vu") == std::string::npos); // me:<token> in base64

    // the persisted calls (calls.json) give the same document
    std::vector<docgen::recorded_call> back;
    for (auto const& c : calls)
    {
        auto r = docgen::recorded_call::from_json(c.to_json());
        BOOST_TEST_REQUIRE(r.has_value());
        back.push_back(std::move(*r));
    }
    BOOST_TEST(docgen::openapi::to_yaml(docgen::document::from_calls(back), cfg) == yaml);

    std::string golden = std::string(DOCGEN_TEST_STR(DOCGEN_TEST_ROOT)) + "/test/docgen/openapi/dsl.yml";
    if (std::getenv("DOCGEN_UPDATE_GOLDEN"))
        std::ofstream(golden, std::ios::binary) << yaml;
    std::ifstream in(golden, std::ios::binary);
    std::string expected((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    BOOST_TEST(yaml == expected);
}
