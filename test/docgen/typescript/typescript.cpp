//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What the TypeScript formats share (<docgen/typescript.hpp>): the words
// no module binds, literals and keys, zod's two majors side by side, where
// credentials go, multipart parts, path pieces and package.json.

#include <docgen/typescript.hpp>

#include <docgen/spec/security.hpp>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/test/unit_test.hpp>
#include <memory>
#include <stdexcept>
#include <string>

namespace ts = docgen::typescript;
using route::json::schema;

namespace {

schema
simple(std::string type, bool nullable = false)
{
    schema s;
    s.type = std::move(type);
    s.nullable = nullable;
    return s;
}

// { id: integer (required), note: string }
schema
item()
{
    schema s = simple("object");
    s.properties.push_back({"id", simple("integer")});
    s.properties.push_back({"note", simple("string")});
    s.required = {"id"};
    return s;
}

constexpr ts::zod_dialect zod3{3, 4};
constexpr ts::zod_dialect zod4{4, 2};

} // namespace

BOOST_AUTO_TEST_SUITE(typescript)

BOOST_AUTO_TEST_CASE(reserved_words_literals_and_keys)
{
    for (auto w : {"class", "delete", "let", "yield", "await", "arguments", "eval", "undefined",
                   "NaN", "Infinity"})
        BOOST_TEST_CONTEXT(w) { BOOST_TEST(ts::is_reserved_word(w)); }
    for (auto w : {"getUser", "z", "string", "router"}) // a format adds the names it binds
        BOOST_TEST_CONTEXT(w) { BOOST_TEST(!ts::is_reserved_word(w)); }
    BOOST_TEST(ts::string_literal("it's \\ \x01\x7f") == "'it\\'s \\\\ \\x01\\x7f'");
    BOOST_TEST(ts::string_literal("a\xe2\x80\xa8" "b\xe2\x80\xa9") == "'a\\u2028b\\u2029'");
    BOOST_TEST(ts::property_key("class") == "class");
    BOOST_TEST(ts::property_key("full-name") == "'full-name'");
    BOOST_TEST(ts::property_key("__proto__") == "['__proto__']");
}

BOOST_AUTO_TEST_CASE(zod_3_and_zod_4_differ_only_where_zod_does)
{
    BOOST_TEST(ts::zod_schema(item(), zod3) == "z.object({\n"
                                               "    id: z.number().int(),\n"
                                               "    note: z.string().optional(),\n"
                                               "}).passthrough()");
    BOOST_TEST(ts::zod_schema(item(), zod4) == "z.object({\n"
                                               "  id: z.number().int(),\n"
                                               "  note: z.string().optional(),\n"
                                               "})");
    BOOST_TEST(ts::zod_schema(simple("object"), zod3) == "z.object({}).passthrough()");
    BOOST_TEST(ts::zod_schema(simple("object"), zod4) == "z.object({})");
    auto open = item();
    open.additional_properties = std::make_shared<const schema>(simple("string"));
    for (auto const& zod : {zod3, zod4})
    {
        BOOST_TEST(ts::zod_schema(open, zod).ends_with("}).catchall(z.string())"));
        BOOST_TEST(ts::zod_schema(simple("string", true), zod) == "z.string().nullable()");
        BOOST_TEST(ts::zod_schema(schema(), zod) == "z.unknown()");
        BOOST_CHECK_EXCEPTION(ts::zod_schema(simple("null"), zod), std::runtime_error,
                              [](auto const& e) {
                                  return std::string(e.what()) ==
                                         "the schema type 'null' has no zod equivalent";
                              });
    }
    BOOST_TEST(ts::zod_text_value(simple("integer"), zod3) == "z.coerce.number().int()");
    BOOST_TEST(ts::zod_text_value(simple("integer"), zod4) == "z.coerce.number<number>().int()");
    BOOST_TEST(ts::zod_text_value(simple("boolean"), zod4) == "z.union([z.boolean(), z.stringbool()])");
    BOOST_TEST(ts::zod_text_value(simple("boolean"), zod3) ==
               "z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])");
    BOOST_TEST(ts::zod_text_value(simple("integer", true), zod4) == "z.number().int().nullable()");
    // a member's description: a doc comment before it, which no text can end early
    auto described = item();
    described.properties.at(0).value.description = "The id: see */ below\nand more";
    BOOST_TEST(ts::zod_schema(described, zod4) == "z.object({\n"
                                                  "  /** The id: see * / below and more */\n"
                                                  "  id: z.number().int(),\n"
                                                  "  note: z.string().optional(),\n"
                                                  "})");
    BOOST_TEST(ts::type_expression(described) == "{\n"
                                                 "  /** The id: see * / below and more */\n"
                                                 "  id: number;\n"
                                                 "  note?: string;\n"
                                                 "}");
}

BOOST_AUTO_TEST_CASE(npm_package_names)
{
    BOOST_TEST(ts::npm_package_name({}, "x-package", "api-contract") == "api-contract");
    BOOST_TEST(ts::npm_package_name({{"x-package", "@acme/api"}}, "x-package", "d") == "@acme/api");
    for (const char* bad : {"", "Upper", "a b", "../x", "_x", "@scope"})
        BOOST_TEST_CONTEXT(bad)
        {
            BOOST_CHECK_EXCEPTION(ts::npm_package_name({{"x-package", bad}}, "x-package", "d"),
                                  std::runtime_error, [&](auto const& e) {
                                      return std::string(e.what()).find(
                                                 "the configuration key 'x-package': '" +
                                                 std::string(bad) +
                                                 "' is not an npm package name (") == 0;
                                  });
        }
}

BOOST_AUTO_TEST_CASE(credentials_of_each_kind_of_scheme)
{
    BOOST_TEST(ts::credential_doc(docgen::http_bearer("b")) ==
               "Credentials of b (HTTP bearer): 'Bearer <token>'");
    BOOST_TEST(ts::credential_doc(docgen::oauth2(
                   "oauth", {.password = docgen::oauth2_flow{"", "https://a.example/token"}})) ==
               "Credentials of oauth (OAuth 2 access token): 'Bearer <token>'");
    BOOST_TEST(ts::credential_doc(docgen::open_id_connect("oidc", "https://a.example/.well-known")) ==
               "Credentials of oidc (OpenID Connect access token): 'Bearer <token>'");
    BOOST_TEST(ts::credential_doc(docgen::mutual_tls("mtls")) ==
               "Credentials of mtls (mutual TLS): the client's certificate, set on the connection");
}

BOOST_AUTO_TEST_CASE(where_credentials_go)
{
    auto header = ts::credential_member_of(docgen::api_key_in_header("k", "X-API-Key"));
    BOOST_TEST_REQUIRE(header.has_value());
    BOOST_TEST((header->in == docgen::parameter_location::header));
    BOOST_TEST(header->name == "x-api-key");
    auto query = ts::credential_member_of(docgen::api_key_in_query("q", "Api_Key"));
    BOOST_TEST_REQUIRE(query.has_value());
    BOOST_TEST((query->in == docgen::parameter_location::query));
    BOOST_TEST(query->name == "Api_Key");
    auto cookie = ts::credential_member_of(docgen::api_key_in_cookie("c", "session"));
    BOOST_TEST_REQUIRE(cookie.has_value());
    BOOST_TEST((cookie->in == docgen::parameter_location::cookie));
    BOOST_TEST(ts::credential_member_of(docgen::http_basic("b"))->name == "authorization");
    BOOST_TEST(ts::credential_member_of(docgen::open_id_connect("o", "https://a.example"))->name ==
               "authorization");
    BOOST_TEST(!ts::credential_member_of(docgen::mutual_tls("mtls")).has_value());
}

BOOST_AUTO_TEST_CASE(form_parts_and_path_pieces)
{
    schema file = simple("string");
    file.format = "binary";
    schema files = simple("array");
    files.items = std::make_shared<const schema>(file);
    schema form = simple("object");
    form.properties.push_back({"avatar", file});
    form.properties.push_back({"caption", simple("string")});
    form.properties.push_back({"scans", files});
    auto parts = ts::form_parts(form);
    BOOST_TEST_REQUIRE(parts.size() == 3u);
    BOOST_TEST((parts[0].name == "avatar" && parts[0].file && !parts[0].several));
    BOOST_TEST((parts[1].name == "caption" && !parts[1].file && !parts[1].several));
    BOOST_TEST((parts[2].name == "scans" && parts[2].file && parts[2].several));

    auto pieces = ts::path_pieces("/users/{username}/repos/{repo}");
    BOOST_TEST_REQUIRE(pieces.size() == 4u);
    BOOST_TEST((pieces[0].text == "/users/" && !pieces[0].parameter));
    BOOST_TEST((pieces[1].text == "username" && pieces[1].parameter));
    BOOST_TEST((pieces[2].text == "/repos/" && !pieces[2].parameter));
    BOOST_TEST((pieces[3].text == "repo" && pieces[3].parameter));
    BOOST_CHECK_EXCEPTION(ts::path_pieces("/users/{username"), std::runtime_error,
                          [](const std::runtime_error& e) {
                              return std::string(e.what()) ==
                                     "the path template '/users/{username' has an unclosed '{'";
                          });
}

BOOST_AUTO_TEST_CASE(package_json_as_npm_lays_it_out)
{
    BOOST_TEST(ts::package_json({{"name", "x"},
                                 {"private", true},
                                 {"files", boost::json::array{"src"}},
                                 {"peerDependencies", boost::json::object{{"zod", "^4.0.0"}}},
                                 {"keywords", boost::json::array{}}}) ==
               "{\n"
               "  \"name\": \"x\",\n"
               "  \"private\": true,\n"
               "  \"files\": [\n"
               "    \"src\"\n"
               "  ],\n"
               "  \"peerDependencies\": {\n"
               "    \"zod\": \"^4.0.0\"\n"
               "  },\n"
               "  \"keywords\": []\n"
               "}\n");
}

BOOST_AUTO_TEST_SUITE_END()
