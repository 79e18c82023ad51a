//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `orpc` format: identifiers, literals, zod expressions, and the
// packages it writes for fixed recorded calls, compared with the golden
// trees under golden/ (DOCGEN_UPDATE_GOLDEN=1 rewrites them).
// scripts/check-orpc.sh type-checks both golden packages with tsc and
// calls the stand-in through the sample's.

#include <docgen/orpc.hpp>

#include <docgen/generate.hpp>
#include <docgen/spec/security.hpp>
#include "example/models/github.hpp"
#include "test/support/github_descriptions.hpp"
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace orpc_orpc_test { // this file's own, apart from the other tests built with it

#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace fs = std::filesystem;
namespace orpc = docgen::orpc;
using route::json::schema;

namespace {

const fs::path root = DOCGEN_TEST_STRINGIZE(DOCGEN_TEST_ROOT);
const fs::path golden_root = root / "test/docgen/orpc/golden";

std::string
read(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// One call as the sample's specification records it against the stand-in.
template <class Body>
docgen::recorded_call
sample_call(std::string tmpl, std::string summary, std::string op, std::string tag,
            std::vector<docgen::parameter_value> params, unsigned status,
            std::string description, std::string type, std::string fixture)
{
    docgen::recorded_call c;
    c.path_template = std::move(tmpl);
    c.method = "GET";
    c.summary = std::move(summary);
    c.operation_id = std::move(op);
    c.tags = {std::move(tag)};
    c.path = c.path_template;
    for (auto const& p : params)
        c.path.replace(c.path.find("{" + p.name + "}"), p.name.size() + 2, p.value);
    c.path_parameters = std::move(params);
    c.request_headers = {{"User-Agent", "docgen-github-sample"},
                         {"Authorization", std::string(docgen::redacted)}};
    c.expected_status = c.status = status;
    c.description = std::move(description);
    c.type_name = std::move(type);
    c.schema = route::json::schema_of<Body>();
    c.response_headers = {{"Content-Type", "application/json; charset=utf-8"}};
    c.response_body = read(root / "test/fixtures/github" / fixture);
    return c;
}

std::vector<docgen::recorded_call>
sample_calls()
{
    using namespace github;
    return github_sample::described({
        sample_call<user>("/users/{username}", "Get a user", "getUser", "users",
                          {{"username", "octocat"}}, 200, "User found", "user",
                          "users-octocat.official-example.json"),
        sample_call<error_record>("/users/{username}", "Get a user", "getUser", "users",
                                  {{"username", "no-such-user-x"}}, 404, "User not found",
                                  "error_record", "error-404-not-found.official-example.json"),
        sample_call<repository>("/repos/{owner}/{repo}", "Get a repository", "getRepository",
                                "repos", {{"owner", "octocat"}, {"repo", "Hello-World"}}, 200,
                                "Repository found", "repository",
                                "repos-octocat-hello-world.official-example.json"),
    });
}

schema
simple(const char* type, const char* format = "", bool nullable = false)
{
    schema s;
    s.type = type;
    s.format = format;
    s.nullable = nullable;
    return s;
}

// an object schema of `props`; those not nullable are required
schema
object(std::vector<route::json::property> props)
{
    schema s;
    s.type = "object";
    for (auto const& p : props)
        if (!p.value.nullable)
            s.required.push_back(p.name);
    std::sort(s.required.begin(), s.required.end());
    s.properties = std::move(props);
    return s;
}

docgen::recorded_call
call(std::string path_template, std::string method, std::string operation_id,
     std::vector<std::string> tags, std::vector<docgen::parameter_value> params,
     unsigned status, std::string type_name, std::optional<schema> s, std::string summary,
     std::string description)
{
    docgen::recorded_call c;
    c.path_template = std::move(path_template);
    c.method = std::move(method);
    c.operation_id = std::move(operation_id);
    c.tags = std::move(tags);
    c.path_parameters = std::move(params);
    c.expected_status = c.status = status;
    c.type_name = std::move(type_name);
    c.schema = std::move(s);
    c.summary = std::move(summary);
    c.description = std::move(description);
    return c;
}

// Paths, operations, parameters, types and members named with reserved
// words, HTTP methods and invalid identifiers; texts that would end a
// string or a comment; several success and error statuses, a 3xx, an
// empty body; nested objects, arrays, maps, enums and any value.
docgen::document
keyword_document()
{
    schema nested = object({{"new", simple("boolean")}, {"this", simple("string", "", true)}});
    schema item = object({{"id", simple("integer", "int64")}, {"operator", simple("number", "double")}});
    schema list = simple("array");
    list.items = std::make_shared<const schema>(item);
    schema map = simple("object");
    map.additional_properties = std::make_shared<const schema>(simple("integer", "int32"));
    schema color = simple("string");
    color.enumeration = {"red", "it's"};
    schema record = object({
        {"class", simple("string")},
        {"delete", simple("integer", "int32")},
        {"default", nested},
        {"2fa", simple("boolean", "", true)},
        {"full-name", simple("string", "", true)},
        {"__proto__", simple("string", "", true)},
        {"items", list},
        {"counts", map},
        {"color", color},
        {"extra", schema()},
    });
    record.name = "record"; // the models' names, as schema_of<T>() gives them
    schema records = simple("array");
    records.items = std::make_shared<const schema>(record);
    schema problem = object({{"message", simple("string")}, {"int", simple("integer", "int64", true)}});
    problem.name = "problem";
    schema z_text = simple("string"); // a model named as zod's import
    z_text.name = "z";
    return docgen::document::from_calls({
        call("/class/{default}/{base}", "GET", "class", {"class"},
             {{"default", "a b"}, {"base", "x"}}, 200, "record", record, "Get a */ record",
             "Found 'it'"),
        call("/class/{default}/{base}", "GET", "class", {"class"},
             {{"default", "none"}, {"base", "x"}}, 404, "problem", problem, "Get a */ record",
             "Not found \\ gone"),
        call("/class/{default}/{base}", "GET", "class", {"class"},
             {{"default", "old"}, {"base", "x"}}, 304, "", std::nullopt, "Get a */ record",
             "Not modified"),
        call("/delete/{id}", "DELETE", "delete", {"delete"}, {{"id", "1"}}, 204, "", std::nullopt,
             "Delete \"it\"", "Deleted"),
        call("/default", "GET", "default", {"default", "2fa"}, {}, 200, "vector<record>", records,
             "List defaults", "Listed"),
        call("/2fa", "POST", "2fa", {"2fa"}, {}, 201, "problem", problem, "Two factors\nat once",
             "Created"),
        call("/2fa", "POST", "2fa", {"2fa"}, {}, 202, "record", record, "Two factors\nat once",
             "Accepted"),
        call("/2fa", "POST", "2fa", {"2fa"}, {}, 418, "problem", problem, "Two factors\nat once",
             "A teapot\u2028here"),
        call("/2fa", "GET", "", {"2fa"}, {}, 400, "problem", problem, "", "Bad"),
        call("/2fa/get", "GET", "router", {"2fa"}, {}, 200, "z", z_text, "Get", "OK"),
        call("/full-name", "GET", "full-name", {}, {}, 200, "", simple("string"), "", "OK"),
        call("/full_name", "GET", "full_name", {}, {}, 200, "", simple("integer"), "", "OK"),
    });
}

docgen::parameter_record
parameter(std::string name, std::string in, bool required, bool repeated, schema s,
          std::vector<std::string> values)
{
    return {std::move(name), std::move(in), required, repeated, std::move(s), std::move(values)};
}

// A service of items using each addition of the DSL: query parameters
// (required, optional, repeated, a number, an odd name), header
// parameters, JSON, form and raw bodies, text answers (a success and
// declared errors), response headers on a success and on an error, and
// each kind of security scheme, alone and as alternatives. Credentials
// are recorded as the recorder leaves them: `<redacted>`.
std::vector<docgen::recorded_call>
addition_calls()
{
    const std::string hidden(docgen::redacted);
    schema item = object({{"id", simple("integer", "int32")}, {"name", simple("string")}});
    item.name = "item";
    schema items = simple("array");
    items.items = std::make_shared<const schema>(item);
    schema text = simple("string");
    auto base = [](std::string tmpl, std::string method, std::string op, unsigned status,
                   std::string description) {
        docgen::recorded_call c;
        c.path_template = c.path = std::move(tmpl);
        c.method = std::move(method);
        c.operation_id = std::move(op);
        c.summary = c.operation_id == "listItems"    ? "List the items"
                    : c.operation_id == "createItem" ? "Create an item"
                                                     : "One item";
        c.tags = {"items"};
        c.expected_status = c.status = status;
        c.description = std::move(description);
        return c;
    };
    auto with_id = [&](docgen::recorded_call c, std::string id) {
        c.path_parameters = {{"id", id}};
        c.path.replace(c.path.find("{id}"), 4, id);
        return c;
    };
    auto json_answer = [](docgen::recorded_call& c, std::string type, schema s, std::string body) {
        c.type_name = std::move(type);
        c.schema = std::move(s);
        c.response_headers = {{"Content-Type", "application/json"}};
        c.response_body = std::move(body);
    };
    auto text_answer = [&](docgen::recorded_call& c, std::string body) {
        c.schema = text;
        c.content_type = "text/plain";
        c.response_headers = {{"Content-Type", "text/plain"}};
        c.response_body = std::move(body);
    };

    // GET /items: bearer or an API key in the query
    auto list = base("/items", "GET", "listItems", 200, "The first page");
    list.parameters = {parameter("limit", "query", true, false, simple("integer", "int32"), {"10"}),
                       parameter("tag", "query", false, true, simple("string"), {"a", "b c"}),
                       parameter("it's */ odd", "query", false, false, simple("boolean"), {"true"}),
                       parameter("X-Request-Id", "header", false, false, simple("string"), {"r-1"}),
                       parameter("X-Page", "header", true, false, simple("integer", "int64"), {"1"})};
    list.query = "limit=10&tag=a&tag=b%20c&it%27s%20*%2F%20odd=true";
    list.request_headers = {{"X-Request-Id", "r-1"}, {"X-Page", "1"}, {"Authorization", hidden}};
    list.security = {docgen::http_bearer("bearerAuth"), docgen::api_key_in_query("queryKey", "api_key")};
    list.security_used = "bearerAuth";
    json_answer(list, "vector<shop::item, std::allocator<shop::item> >", items, R"([{"id":1,"name":"one"}])");
    list.response_header_declarations = {{"X-Total-Count", simple("integer", "int32"), "1"}};
    list.response_headers.push_back({"X-Total-Count", "1"});
    auto by_key = list;
    by_key.description = "With the API key";
    by_key.parameters[1].values.clear();
    by_key.parameters[2].values.clear();
    by_key.query = "limit=5&api_key=" + hidden;
    by_key.request_headers = {{"X-Page", "2"}};
    by_key.security_used = "queryKey";

    // POST /items: basic or an API key in a cookie; JSON, form, raw
    auto secured = [&](docgen::recorded_call c) {
        c.security = {docgen::http_basic("basicAuth"), docgen::api_key_in_cookie("cookieKey", "session")};
        c.security_used = "basicAuth";
        c.request_headers = {{"Authorization", hidden}};
        return c;
    };
    auto create = secured(base("/items", "POST", "createItem", 201, "Created from JSON"));
    create.request_body = docgen::body_record{"application/json", "item", item, R"({"id":2,"name":"two"})"};
    json_answer(create, "item", item, R"({"id":2,"name":"two"})");
    create.response_header_declarations = {{"Location", simple("string"), "/items/2"}};
    create.response_headers.push_back({"Location", "/items/2"});
    auto form = secured(base("/items", "POST", "createItem", 201, "Created from a form"));
    form.request_body = docgen::body_record{"application/x-www-form-urlencoded", "", simple("object"),
                                            "id=3&name=three"};
    json_answer(form, "item", item, R"({"id":3,"name":"three"})");
    form.response_header_declarations = create.response_header_declarations;
    auto csv = secured(base("/items", "POST", "createItem", 202, "Queued from CSV"));
    csv.request_body = docgen::body_record{"text/csv", "", text, "4,four"};
    text_answer(csv, "queued");
    auto unsupported = secured(base("/items", "POST", "createItem", 415, "Not a body it reads"));
    unsupported.request_body = docgen::body_record{"application/xml", "", text, "<item/>"};
    text_answer(unsupported, "unsupported media type");
    auto bad = secured(base("/items", "POST", "createItem", 400, "A body it cannot decode"));
    bad.request_body = docgen::body_record{"application/json", "item", item, "{"};
    text_answer(bad, "expected an object");

    // /items/{id}: get (a text 404), delete (an API key in a header), 405
    auto get = with_id(base("/items/{id}", "GET", "getItem", 200, "Found"), "1");
    json_answer(get, "item", item, R"({"id":1,"name":"one"})");
    auto missing = with_id(base("/items/{id}", "GET", "getItem", 404, "No such item: it's gone */"), "9");
    text_answer(missing, "Not Found");
    auto erase = with_id(base("/items/{id}", "DELETE", "deleteItem", 204, "Deleted"), "1");
    erase.security = {docgen::api_key_in_header("headerKey", "X-API-Key")};
    erase.security_used = "headerKey";
    erase.request_headers = {{"X-API-Key", hidden}};
    auto wrong = with_id(base("/items/{id}", "PUT", "replaceItem", 405, "Not allowed"), "1");
    text_answer(wrong, "Method Not Allowed");
    wrong.response_header_declarations = {{"Allow", simple("string"), "DELETE, GET"}};
    wrong.response_headers.push_back({"Allow", "DELETE, GET"});
    return {list, by_key, create, form, csv, unsupported, bad, get, missing, erase, wrong};
}

// the files under `dir`, relative path → content
std::map<std::string, std::string>
tree(const fs::path& dir)
{
    std::map<std::string, std::string> out;
    if (fs::exists(dir))
        for (auto const& e : fs::recursive_directory_iterator(dir))
            if (e.is_regular_file())
                out[fs::relative(e.path(), dir).generic_string()] = read(e.path());
    return out;
}

// compares `files` with the golden tree `name` (or rewrites it)
void
check_golden(const std::map<std::string, std::string>& files, const std::string& name)
{
    fs::path dir = golden_root / name;
    if (auto update = std::getenv("DOCGEN_UPDATE_GOLDEN"); update && std::string(update) == "1")
    {
        fs::remove_all(dir);
        for (auto const& [rel, text] : files)
        {
            fs::create_directories((dir / rel).parent_path());
            std::ofstream(dir / rel, std::ios::binary) << text;
        }
        BOOST_TEST_MESSAGE("rewrote " << dir);
    }
    auto golden = tree(dir);
    BOOST_TEST(golden.size() == files.size());
    for (auto const& [rel, text] : files)
        BOOST_TEST_CONTEXT("golden " << name << "/" << rel)
        {
            BOOST_TEST_REQUIRE(golden.count(rel) == 1u);
            BOOST_TEST(golden[rel] == text);
        }
}

// A fresh output folder for one test, set as DOCGEN_OUTPUT_DIR.
struct output_folder
{
    fs::path dir = fs::temp_directory_path() / ("docgen-orpc-test-" + std::to_string(::getpid()));
    output_folder()
    {
        fs::remove_all(dir);
        ::setenv("DOCGEN_OUTPUT_DIR", dir.c_str(), 1);
    }
    ~output_folder() { fs::remove_all(dir); }
};

} // namespace

BOOST_AUTO_TEST_SUITE(docgen_orpc)

BOOST_AUTO_TEST_CASE(identifiers_are_typescript_and_avoid_reserved_words)
{
    BOOST_TEST(orpc::camel_identifier("getUser") == "getUser");
    BOOST_TEST(orpc::camel_identifier("get-user") == "getUser");
    BOOST_TEST(orpc::camel_identifier("GetUser") == "getUser");
    BOOST_TEST(orpc::camel_identifier("full_name") == "fullName");
    BOOST_TEST(orpc::camel_identifier("2fa") == "_2fa");
    BOOST_TEST(orpc::camel_identifier("__proto__") == "proto");
    BOOST_TEST(orpc::camel_identifier("caf\xc3\xa9 au lait") == "cafAuLait");
    BOOST_TEST(orpc::camel_identifier("-") == "_");
    BOOST_TEST(orpc::pascal_identifier("error_record") == "ErrorRecord");
    BOOST_TEST(orpc::pascal_identifier("vector<record>") == "VectorRecord");
    BOOST_TEST(orpc::pascal_identifier("") == "_");

    for (const char* word : {"class", "delete", "default", "new", "let", "yield", "await",
                             "enum", "arguments", "eval", "undefined", "z", "oc", "router"})
        BOOST_TEST_CONTEXT(word)
        {
            BOOST_TEST(orpc::is_reserved(word));
            BOOST_TEST(orpc::binding_name(word) == std::string(word) + "_");
        }
    BOOST_TEST(!orpc::is_reserved("getUser"));
    BOOST_TEST(orpc::binding_name("getUser") == "getUser");
}

BOOST_AUTO_TEST_CASE(path_segments_key_the_router)
{
    BOOST_TEST(orpc::segment_key("users") == "users");
    BOOST_TEST(orpc::segment_key("{username}") == "byUsername");
    BOOST_TEST(orpc::segment_key("{full-name}") == "byFullName");
    BOOST_TEST(orpc::segment_key("{2fa}") == "by2fa");
    BOOST_TEST(orpc::segment_key("Hello-World") == "helloWorld");
    BOOST_TEST(orpc::segment_key("get") == "get_"); // not the key of a GET
    BOOST_TEST(orpc::segment_key("delete") == "delete_");
    BOOST_TEST(orpc::segment_key("class") == "class"); // a valid member name
}

BOOST_AUTO_TEST_CASE(string_literals_escape_what_would_end_them)
{
    BOOST_TEST(orpc::string_literal("octocat") == "'octocat'");
    BOOST_TEST(orpc::string_literal("it's \\ \"x\"") == "'it\\'s \\\\ \"x\"'");
    BOOST_TEST(orpc::string_literal("a\nb\r\tc\x01") == "'a\\nb\\r\\tc\\x01'");
    BOOST_TEST(orpc::string_literal("a\u2028b\u2029") == "'a\\u2028b\\u2029'");
    BOOST_TEST(orpc::string_literal("caf\xc3\xa9") == "'caf\xc3\xa9'");
}

BOOST_AUTO_TEST_CASE(error_codes_are_those_of_orpc)
{
    BOOST_TEST(orpc::error_code(404) == "NOT_FOUND");
    BOOST_TEST(orpc::error_code(400) == "BAD_REQUEST");
    BOOST_TEST(orpc::error_code(422) == "UNPROCESSABLE_CONTENT");
    BOOST_TEST(orpc::error_code(503) == "SERVICE_UNAVAILABLE");
    BOOST_TEST(orpc::error_code(418) == "STATUS_418");
}

BOOST_AUTO_TEST_CASE(zod_expressions_follow_the_schema_tree)
{
    BOOST_TEST(orpc::zod_expression(simple("integer", "int64")) == "z.number().int()");
    BOOST_TEST(orpc::zod_expression(simple("string", "", true)) == "z.string().nullable()");
    BOOST_TEST(orpc::zod_expression(schema()) == "z.unknown()");
    auto u = route::json::schema_of<github::error_record>();
    // a member's description is its doc comment
    BOOST_TEST(orpc::zod_expression(u) ==
               "z.object({\n"
               "  /** What went wrong */\n"
               "  message: z.string(),\n"
               "  /** Where GitHub's documentation explains the error */\n"
               "  documentation_url: z.string().nullable().optional(),\n"
               "})");
    schema odd = simple("null");
    BOOST_CHECK_EXCEPTION(orpc::zod_expression(odd), std::runtime_error,
                          [](auto const& e) {
                              return std::string(e.what()) ==
                                     "the schema type 'null' has no zod equivalent";
                          });
}

BOOST_AUTO_TEST_CASE(the_sample_package_is_the_golden_tree)
{
    auto files = orpc::package_files(docgen::document::from_calls(sample_calls()), {});
    check_golden(files, "sample");
    auto const& contracts = files.at("src/contracts.ts");
    BOOST_TEST(contracts.find("users: {\n    byUsername: {\n      get: getUser,") !=
               std::string::npos);
    BOOST_TEST(contracts.find("repos: {\n    byOwner: {\n      byRepo: {\n        get: "
                              "getRepository,") != std::string::npos);
    BOOST_TEST(contracts.find("NOT_FOUND: { status: 404, message: 'User not found', data: "
                              "ErrorRecord }") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_keyword_package_is_the_golden_tree)
{
    auto files = orpc::package_files(keyword_document(), {{"orpc-package", "@example/keywords"}});
    check_golden(files, "keywords");
    auto const& contracts = files.at("src/contracts.ts");
    // the summary's `*/` does not close the comment
    BOOST_TEST(contracts.find("Get a *\\/ record") != std::string::npos);
    BOOST_TEST(contracts.find("export const class_ = oc") != std::string::npos);
    BOOST_TEST(contracts.find("export const delete_ = oc") != std::string::npos);
    BOOST_TEST(contracts.find("export const router_ = oc") != std::string::npos);
    BOOST_TEST(contracts.find("export const Z = z.string();") != std::string::npos);
    BOOST_TEST(contracts.find("['__proto__']: z.string().nullable().optional(),") !=
               std::string::npos);
    BOOST_TEST(contracts.find("STATUS_418: { status: 418, message: 'A teapot\\u2028here'") !=
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_additions_package_is_the_golden_tree)
{
    auto files = orpc::package_files(docgen::document::from_calls(addition_calls()),
                                     {{"orpc-package", "@example/items"}});
    check_golden(files, "additions");
    auto const& contracts = files.at("src/contracts.ts");
    auto has = [&](const std::string& text) {
        BOOST_TEST_CONTEXT(text) { BOOST_TEST(contracts.find(text) != std::string::npos); }
    };
    // query: numbers coerced from text, optional and repeated members, odd names quoted
    has("    query: z.object({\n"
        "      limit: z.coerce.number<number>().int(),\n"
        "      tag: z.array(z.string()).optional(),\n"
        "      'it\\'s */ odd': z.union([z.boolean(), z.stringbool()]).optional(),\n"
        "      api_key: z.string().optional(),\n"
        "    }),\n");
    // headers in lower case; a credential of one of two schemes is optional
    has("    headers: z.object({\n"
        "      'x-request-id': z.string().optional(),\n"
        "      'x-page': z.coerce.number<number>().int(),\n"
        "      authorization: z.string().optional(),\n"
        "    }),\n");
    // the only scheme's credential is required; no query, no body
    has("  .input(z.object({\n"
        "    params: z.object({ id: z.string() }),\n"
        "    headers: z.object({\n"
        "      'x-api-key': z.string(),\n"
        "    }),\n"
        "  }))");
    // bodies: JSON by its schema, a form, raw bytes
    has("    body: z.union([Item, z.instanceof(URLSearchParams), z.instanceof(Blob)]),\n");
    has(" * Body (`input.body`):\n"
        " * - `application/json`: `Item`\n"
        " * - `application/x-www-form-urlencoded`: a `URLSearchParams`\n"
        " * - `text/csv`: a `Blob` of that type\n"
        " * - `application/xml`: a `Blob` of that type\n");
    // response headers: the detailed output
    has("    outputStructure: 'detailed',\n");
    has("  .output(z.object({ status: z.literal(200), headers: z.object({ 'x-total-count': "
        "z.string() }), body: z.array(Item) }))");
    has(" * - 200: The first page; headers `X-Total-Count` (integer, as text)\n");
    has("  .output(z.union([z.object({ status: z.literal(201), headers: z.object({ location: "
        "z.string() }), body: Item }), z.object({ status: z.literal(202), body: z.string() })]))");
    // text answers as string outputs and errors, the error's header in the comment
    has("UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Not a body it reads', data: z.string() }");
    has("NOT_FOUND: { status: 404, message: 'No such item: it\\'s gone */', data: z.string() }");
    has(" * - 405: Not allowed (`METHOD_NOT_SUPPORTED`), text/plain; headers `Allow`\n");
    // the comment cannot be closed by a description
    has(" * - 404: No such item: it's gone *\\/ (`NOT_FOUND`), text/plain\n");
    // schemes as placeholders
    has(" * Security, one of:\n"
        " * - `bearerAuth`: `input.headers['authorization']`, `Bearer <token>`\n"
        " * - `queryKey`: `input.query['api_key']`, `<api key>`\n");
    has(" * - `cookieKey`: `input.headers['cookie']`, `session=<api key>`\n");
    has(" * - `basicAuth`: `input.headers['authorization']`, `Basic <base64 of user:password>`\n");
}

BOOST_AUTO_TEST_CASE(odd_names_of_the_additions_are_escaped)
{
    auto calls = addition_calls();
    auto& c = calls.front();
    c.parameters = {parameter("a'b\\c\n", "query", true, false, simple("string"), {"x"}),
                    parameter("__proto__", "header", true, false, simple("string"), {"y"})};
    c.security = {docgen::api_key_in_header("key */ x", "X-'Key'")};
    c.response_header_declarations = {{"X-'Count'", simple("string"), "1"}};
    calls.resize(1);
    auto contracts = orpc::package_files(docgen::document::from_calls(calls), {}).at("src/contracts.ts");
    BOOST_TEST(contracts.find("      'a\\'b\\\\c\\n': z.string(),\n") != std::string::npos);
    BOOST_TEST(contracts.find("      ['__proto__']: z.string(),\n") != std::string::npos);
    BOOST_TEST(contracts.find("      'x-\\'key\\'': z.string(),\n") != std::string::npos);
    BOOST_TEST(contracts.find(" * - `key *\\/ x`: `input.headers['x-\\'key\\'']`, `<api key>`\n") !=
               std::string::npos);
    BOOST_TEST(contracts.find("headers: z.object({ 'x-\\'count\\'': z.string() })") != std::string::npos);
    BOOST_TEST(contracts.find("key */ x") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(no_credential_of_the_additions_reaches_the_package)
{
    // calls as they would be without redaction: every value a secret
    auto calls = addition_calls();
    for (auto& c : calls)
    {
        for (auto& p : c.parameters)
            for (auto& v : p.values)
                v = "value-secret-0123";
        if (c.request_body)
            c.request_body->body = "body-secret-0123";
        c.query = "api_key=key-secret-0123";
        c.request_headers = {{"Authorization", "Bearer token-secret-0123"},
                             {"X-API-Key", "key-secret-0123"},
                             {"Cookie", "session=cookie-secret-0123"}};
        for (auto& h : c.response_header_declarations)
            h.value = "header-secret-0123";
        c.response_body = "answer-secret-0123";
    }
    for (auto const& [rel, text] : orpc::package_files(docgen::document::from_calls(calls), {}))
        BOOST_TEST_CONTEXT(rel)
        {
            BOOST_TEST(text.find("secret-0123") == std::string::npos);
            BOOST_TEST(text.find("<redacted>") == std::string::npos);
        }
}

BOOST_AUTO_TEST_CASE(the_same_calls_give_the_same_bytes)
{
    auto calls = sample_calls();
    auto twice = calls;
    twice.insert(twice.end(), calls.begin(), calls.end());
    auto once = orpc::package_files(docgen::document::from_calls(calls), {});
    BOOST_TEST((once == orpc::package_files(docgen::document::from_calls(calls), {})));
    BOOST_TEST((once == orpc::package_files(docgen::document::from_calls(twice), {})));
}

BOOST_AUTO_TEST_CASE(no_header_value_reaches_the_package)
{
    auto calls = sample_calls();
    for (auto& c : calls)
    {
        c.request_headers = docgen::redact({{"Authorization", "Bearer ghp_secret_0123"},
                                            {"X-Api-Key", "key-0123"},
                                            {"X-Trace", "trace-0123"}},
                                           {"trace-0123"});
        c.response_headers = {{"Set-Cookie", std::string(docgen::redacted)}};
    }
    for (auto const& [rel, text] : orpc::package_files(docgen::document::from_calls(calls), {}))
        BOOST_TEST_CONTEXT(rel)
        {
            for (const char* secret : {"ghp_secret_0123", "key-0123", "trace-0123", "<redacted>"})
                BOOST_TEST(text.find(secret) == std::string::npos);
        }
}

BOOST_AUTO_TEST_CASE(a_bad_package_name_is_named)
{
    auto doc = docgen::document::from_calls(sample_calls());
    BOOST_TEST(orpc::package_files(doc, {{"orpc-package", "@acme/github-api"}})
                   .at("package.json")
                   .find("\"name\": \"@acme/github-api\"") != std::string::npos);
    for (const char* bad : {"", "Upper", "a b", "../x", "a\"b", "@scope"})
        BOOST_TEST_CONTEXT(bad)
        {
            BOOST_CHECK_EXCEPTION(orpc::package_files(doc, {{"orpc-package", bad}}),
                                  std::runtime_error, [&](auto const& e) {
                                      return std::string(e.what()).find(
                                                 "the configuration key 'orpc-package': '" +
                                                 std::string(bad) +
                                                 "' is not an npm package name") == 0;
                                  });
        }
}

// This binary links docgen and the orpc formatter only.
BOOST_AUTO_TEST_CASE(linking_only_orpc_writes_only_its_folder)
{
    std::vector<std::string> names;
    for (auto const& f : docgen::linked_formatters())
        names.push_back(f->name());
    BOOST_TEST(names == std::vector<std::string>{"orpc"}, boost::test_tools::per_element());

    output_folder o;
    std::ostringstream out, err;
    BOOST_TEST(docgen::generate({}, sample_calls(), out, err) == 0);
    BOOST_TEST(err.str() == "");
    BOOST_TEST(out.str().find("docgen: orpc: wrote") != std::string::npos);
    BOOST_TEST(out.str().find("(package.json, tsconfig.json, src/contracts.ts, src/client.ts; "
                              "2 operations, 3 calls)") != std::string::npos);
    std::vector<std::string> folders;
    for (auto const& e : fs::directory_iterator(o.dir))
        folders.push_back(e.path().filename().string());
    BOOST_TEST(folders == std::vector<std::string>{"orpc"}, boost::test_tools::per_element());
    BOOST_TEST((tree(o.dir / "orpc") == tree(golden_root / "sample")));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace orpc_orpc_test
