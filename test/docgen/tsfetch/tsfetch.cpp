//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `ts-fetch` format: the packages it writes for fixed recorded calls
// (the GitHub sample's, and calls carrying every addition of the DSL),
// compared with the golden trees under golden/ (DOCGEN_UPDATE_GOLDEN=1
// rewrites them), its package.json key, and what it keeps out.
// scripts/check-tsfetch.sh compiles the golden packages with
// tsc --strict and calls the GitHub stand-in through the sample's.

#include <docgen/tsfetch.hpp>

#include "example/models/github.hpp"
#include "test/support/github_descriptions.hpp"
#include <docgen/spec/security.hpp>
#include <docgen/generate.hpp>
#include <docgen/typescript.hpp>
#include <route/json/schema.hpp>
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace tsfetch_tsfetch_test { // this file's own, apart from the other tests built with it

#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace fs = std::filesystem;
namespace tf = docgen::tsfetch;
using route::json::schema;

namespace {

const fs::path golden_root = DOCGEN_TEST_STRINGIZE(DOCGEN_TSFETCH_GOLDEN);

const std::string token = "ghp_tsfetch_secret_token_0123456789";

docgen::recorded_call
call(std::string path_template, std::string method, std::string operation_id,
     std::vector<std::string> tags, std::vector<docgen::parameter_value> params,
     unsigned status, std::optional<schema> s, std::string summary, std::string description,
     std::string body = "")
{
    docgen::recorded_call c;
    c.path_template = std::move(path_template);
    c.method = std::move(method);
    c.operation_id = std::move(operation_id);
    c.tags = std::move(tags);
    c.path_parameters = std::move(params);
    c.expected_status = c.status = status;
    c.schema = std::move(s);
    c.summary = std::move(summary);
    c.description = std::move(description);
    c.request_headers = {{"User-Agent", "docgen-github-sample"},
                         {"Authorization", std::string(docgen::redacted)},
                         {"X-Api-Key", token}};
    c.response_headers = {{"Content-Type", "application/json; charset=utf-8"},
                          {"Set-Cookie", "session=" + token},
                          {"Date", "Mon, 23 Nov 2026 09:00:00 GMT"}};
    c.response_body = std::move(body);
    return c;
}

// the three calls of the sample specification, as it records them (the
// bodies' C++ types among what they record)
std::vector<docgen::recorded_call>
sample_calls()
{
    using namespace github;
    std::vector<docgen::recorded_call> calls{
        call("/users/{username}", "GET", "getUser", {"users"}, {{"username", "octocat"}}, 200,
             route::json::schema_of<user>(), "Get a user", "User found", R"({"login":"octocat"})"),
        call("/users/{username}", "GET", "getUser", {"users"}, {{"username", "no-such-user-x"}},
             404, route::json::schema_of<error_record>(), "Get a user", "User not found",
             R"({"message":"Not Found"})"),
        call("/repos/{owner}/{repo}", "GET", "getRepository", {"repos"},
             {{"owner", "octocat"}, {"repo", "Hello-World"}}, 200,
             route::json::schema_of<repository>(), "Get a repository", "Repository found",
             R"({"name":"Hello-World"})"),
    };
    calls[0].type_name = "user";
    calls[1].type_name = "error_record";
    calls[2].type_name = "repository";
    github_sample::describe(calls);
    return calls;
}

docgen::document
sample_document()
{
    return docgen::document::from_calls(sample_calls());
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

std::string
read(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct temp_dir
{
    fs::path path;
    temp_dir()
    {
        std::string tmpl = (fs::temp_directory_path() / "docgen-tsfetch-XXXXXX").string();
        path = ::mkdtemp(tmpl.data());
    }
    ~temp_dir() { fs::remove_all(path); }
};

std::shared_ptr<const docgen::formatter>
tsfetch_formatter()
{
    for (auto const& f : docgen::linked_formatters())
        if (f->name() == "tsfetch")
            return f;
    return nullptr;
}

// the files under `dir`, relative path → content
std::map<std::string, std::string>
tree(const fs::path& dir)
{
    std::map<std::string, std::string> out;
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
    }
    auto golden = tree(dir);
    BOOST_TEST(golden.size() == files.size());
    for (auto const& [rel, text] : files)
    {
        BOOST_TEST_CONTEXT("golden " << name << "/" << rel)
        {
            BOOST_TEST_REQUIRE(golden.count(rel) == 1u);
            BOOST_TEST(golden[rel] == text);
        }
    }
}

// sets an environment variable for the life of the object
struct scoped_env
{
    std::string name;
    scoped_env(std::string n, const std::string& value) : name(std::move(n))
    {
        ::setenv(name.c_str(), value.c_str(), 1);
    }
    ~scoped_env() { ::unsetenv(name.c_str()); }
};


docgen::parameter_record
param(std::string name, std::string in, bool required, bool repeated, schema s,
      std::vector<std::string> values)
{
    return {std::move(name), std::move(in), required, repeated, std::move(s), std::move(values)};
}

// calls carrying each addition: query and header parameters of every
// kind, JSON, form and raw bodies, a text answer, a declared response
// header, and the five kinds of security scheme, credentials redacted
std::vector<docgen::recorded_call>
dsl_calls()
{
    schema item = object({{"id", simple("integer", "int32")}, {"name", simple("string")}});
    item.name = "item"; // as schema_of<T>() names it
    auto items = simple("array");
    items.items = std::make_shared<const schema>(item);
    auto kind = simple("string");
    kind.enumeration = {"a", "b'c"};
    auto list = call("/items", "GET", "listItems", {"items"}, {}, 200, items, "List items",
                     "Listed", R"([{"id":1,"name":"one"}])");
    list.query = "limit=10&ratio=0.5&active=true&tag=a&tag=b&kind=a&api_key=" +
                 std::string(docgen::redacted);
    list.parameters = {param("limit", "query", true, false, simple("integer", "int32"), {"10"}),
                       param("ratio", "query", false, false, simple("number", "double"), {"0.5"}),
                       param("active", "query", false, false, simple("boolean"), {"true"}),
                       param("tag", "query", false, true, simple("string"), {"a", "b"}),
                       param("kind", "query", false, false, kind, {"a"}),
                       param("X-Request-Id", "header", false, false, simple("string"), {"r-1"}),
                       param("X-Page-Size", "header", true, false, simple("integer", "int32"), {"5"})};
    list.security = {docgen::http_bearer("bearerAuth"), docgen::api_key_in_query("queryKey", "api_key"),
                     docgen::api_key_in_cookie("cookieKey", "session")};
    list.security_used = "queryKey";

    auto create = call("/items", "POST", "createItem", {"items"}, {}, 201, item, "Create an item",
                       "Created", R"({"id":2,"name":"two"})");
    create.request_body = docgen::body_record{"application/json", "item", item,
                                              R"({"id":2,"name":"two"})"};
    create.response_header_declarations = {{"Location", simple("string"), "/items/2"}};
    create.security = {docgen::http_bearer("bearerAuth")};
    create.security_used = "bearerAuth";
    auto create_csv = call("/items", "POST", "createItem", {"items"}, {}, 415,
                           route::json::schema_of<std::string>(), "Create an item",
                           "Not JSON", "unsupported media type");
    create_csv.content_type = "text/plain";
    create_csv.request_body = docgen::body_record{"text/csv", "", simple("string"), "2,two"};
    create_csv.security = create.security;
    create_csv.security_used = "bearerAuth";

    auto get = call("/items/{id}", "GET", "getItem", {"items"}, {{"id", "1"}}, 200, item,
                    "Get an item", "Found", R"({"id":1,"name":"one"})");
    get.security = {docgen::http_basic("basicAuth"), docgen::api_key_in_header("headerKey", "X-Api-Key")};
    get.security_used = "headerKey";
    auto missing = call("/items/{id}", "GET", "getItem", {"items"}, {{"id", "9"}}, 404,
                        route::json::schema_of<std::string>(), "Get an item", "No such item",
                        "no item 9");
    missing.content_type = "text/plain";
    missing.security = get.security;
    missing.security_used = "basicAuth";

    auto login = call("/login", "POST", "logIn", {"session"}, {}, 204, std::nullopt, "Log in",
                      "Logged in");
    schema form = object({{"user", simple("string")}, {"password", simple("string")}});
    login.request_body = docgen::body_record{"application/x-www-form-urlencoded", "", form,
                                             "user=octo&password=" + std::string(docgen::redacted)};
    auto note = call("/notes", "PUT", "putNote", {"session"}, {}, 204, std::nullopt, "Put a note",
                     "Stored");
    note.request_body = docgen::body_record{"text/plain", "", simple("string"), "a */ note"};
    return {list, create, create_csv, get, missing, login, note};
}


} // namespace

BOOST_AUTO_TEST_SUITE(tsfetch)

BOOST_AUTO_TEST_CASE(schemas_become_typescript_types)
{
    using docgen::typescript::type_expression;
    BOOST_TEST(type_expression(simple("integer", "int64")) == "number");
    BOOST_TEST(type_expression(simple("string", "", true)) == "string | null");
    BOOST_TEST(type_expression(schema()) == "unknown");
    auto color = simple("string");
    color.enumeration = {"red", "it's"};
    BOOST_TEST(type_expression(color) == "'red' | 'it\\'s'");
    auto list = simple("array");
    list.items = std::make_shared<const schema>(simple("boolean"));
    BOOST_TEST(type_expression(list) == "Array<boolean>");
    auto map = simple("object");
    map.additional_properties = std::make_shared<const schema>(simple("number"));
    BOOST_TEST(type_expression(map) == "Record<string, number>");
    auto record = object({{"full-name", simple("string", "", true)}, {"id", simple("integer")}});
    BOOST_TEST(type_expression(record, 2) == "{\n    'full-name'?: string | null;\n    id: number;\n  }");
    BOOST_CHECK_THROW(type_expression(simple("date")), std::runtime_error);
    BOOST_TEST(docgen::typescript::safe_identifier("delete") == "delete_");
    BOOST_TEST(docgen::typescript::safe_identifier("2fa") == "_2fa");
    BOOST_TEST(docgen::typescript::safe_identifier("full-name") == "full_name");
}

BOOST_AUTO_TEST_CASE(the_formatter_is_linked_and_reads_its_package_json)
{
    auto f = tsfetch_formatter();
    BOOST_TEST_REQUIRE(f != nullptr);
    auto keys = f->keys();
    BOOST_TEST_REQUIRE(keys.size() == 1u);
    BOOST_TEST(keys[0].name == "ts-fetch-package-json");
    BOOST_TEST(!keys[0].required);
    std::string mine = R"({"name": "@acme/github-client", "version": "2.0.0"})";
    auto files = tf::generate_files(sample_document(), {{"ts-fetch-package-json", mine}});
    BOOST_TEST(files["package.json"] == mine + "\n");
    files = tf::generate_files(sample_document(), {});
    BOOST_TEST(files["package.json"] == tf::default_package_json());
    BOOST_TEST(files["package.json"].find("\"name\": \"api-client\"") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_package_json_that_is_no_json_object_is_an_error_and_writes_nothing)
{
    temp_dir t;
    for (const char* bad : {"", "{", "[1, 2]", "\"name\"", "{\"a\": 1} x"})
        BOOST_TEST_CONTEXT("'" << bad << "'")
        {
            try
            {
                tsfetch_formatter()->write(sample_document(), {{"ts-fetch-package-json", bad}}, t.path);
                BOOST_ERROR("no error");
            }
            catch (const std::runtime_error& e)
            {
                std::string what = e.what();
                BOOST_TEST(what.find("'ts-fetch-package-json'") != std::string::npos, what);
            }
            BOOST_TEST(fs::is_empty(t.path));
        }
}

BOOST_AUTO_TEST_CASE(the_sample_package_matches_its_golden_files)
{
    temp_dir t;
    auto summary = tsfetch_formatter()->write(sample_document(), {}, t.path);
    BOOST_TEST(summary == "package.json, tsconfig.json, src/models.ts, src/client.ts, src/index.ts; "
                          "2 functions, 3 models");
    auto files = tree(t.path);
    auto const& models = files["src/models.ts"];
    auto const& client = files["src/client.ts"];
    auto has = [](const std::string& text, const std::string& s) {
        BOOST_TEST(text.find(s) != std::string::npos, s);
    };
    has(models, "export type User = {\n");
    has(models, "  public_repos: number;\n"); // the wire name
    has(models, "  name?: string | null;\n");
    has(models, "export type ErrorRecord = {\n");
    has(client, "import type { User, ErrorRecord, Repository } from './models.js';\n");
    has(client, "export type GetUserResult =\n"
                "  /** User found */\n"
                "  | { status: 200; body: User; response: Response }\n"
                "  /** User not found */\n"
                "  | { status: 404; body: ErrorRecord; response: Response };\n");
    has(client, "export async function getUser(\n"
                "  baseUrl: string,\n"
                "  request: GetUserRequest,\n");
    has(client, "`/users/${encodeURIComponent(request.params.username)}`");
    has(client, "      return { status: 404, body: (await response.json()) as ErrorRecord, response };\n");
    has(client, "  throw await undocumented('GET', url, response);\n");
    has(files["src/index.ts"], "export * from './client.js';\n");
    check_golden(files, "sample");
}

BOOST_AUTO_TEST_CASE(output_is_byte_identical_across_runs)
{
    BOOST_TEST((tf::generate_files(sample_document(), {}) == tf::generate_files(sample_document(), {})));
}

BOOST_AUTO_TEST_CASE(the_additions_are_rendered_and_match_their_golden_files)
{
    temp_dir t;
    auto doc = docgen::document::from_calls(dsl_calls());
    BOOST_TEST(tsfetch_formatter()->write(doc, {}, t.path) ==
               "package.json, tsconfig.json, src/models.ts, src/client.ts, src/index.ts; "
               "5 functions, 1 model");
    auto files = tree(t.path);
    auto const& client = files["src/client.ts"];
    auto has = [&](const std::string& s) { BOOST_TEST(client.find(s) != std::string::npos, s); };
    // query and header parameters typed as themselves, the credentials among them
    has("  query: {\n"
        "    limit: number;\n"
        "    ratio?: number;\n"
        "    active?: boolean;\n"
        "    tag?: Array<string>;\n"
        "    kind?: 'a' | 'b\\'c';\n"
        "    /** Credentials of queryKey (API key in the query api_key): '<api key>' */\n"
        "    api_key?: string;\n"
        "  };\n");
    has("  headers: {\n"
        "    'x-request-id'?: string;\n"
        "    'x-page-size': number;\n"
        "    /** Credentials of bearerAuth (HTTP bearer): 'Bearer <token>' */\n"
        "    authorization?: string;\n"
        "  };\n");
    has("  // Credentials of cookieKey (API key in the cookie session): '<api key>': a cookie");
    has("  addQuery(url, 'tag', request.query?.tag);\n");
    has("  addHeader(headers, 'x-page-size', request.headers?.['x-page-size']);\n");
    // bodies: JSON, a form, text; the other content type named
    has("  // also documented as text/csv, which this client does not send\n");
    has("body: request.body === undefined ? undefined : JSON.stringify(request.body)");
    has("new URLSearchParams(Object.entries(request.body).map(([k, v]) => [k, String(v)]))");
    has("  /** sent as text/plain */\n  body: string;\n");
    // a text answer, a declared response header, an answer without a body
    has("  | { status: 404; body: string; response: Response }");
    has("  | { status: 201; body: Item; headers: { location: string | null; }; response: Response }");
    has("headers: { location: response.headers.get('location'), }, response };");
    has("  | { status: 204; body: undefined; response: Response }");
    check_golden(files, "dsl");
}

BOOST_AUTO_TEST_CASE(the_additions_carry_no_value_of_a_run)
{
    auto calls = dsl_calls();
    calls[0].query += "&leak=" + token;
    calls[3].request_headers.push_back({"X-Api-Key", token});
    calls[5].request_body->body = "user=octo&password=" + token;
    calls[1].response_header_declarations[0].value = token;
    for (auto const& [rel, text] : tf::generate_files(docgen::document::from_calls(calls), {}))
        BOOST_TEST_CONTEXT(rel)
        {
            BOOST_TEST(text.find(token) == std::string::npos);
            BOOST_TEST(text.find(docgen::redacted) == std::string::npos);
            BOOST_TEST(text.find("octo") == std::string::npos);      // a form value
            BOOST_TEST(text.find("r-1") == std::string::npos);       // a header value
            BOOST_TEST(text.find("/items/2") == std::string::npos);  // a response header value
            BOOST_TEST(text.find("no item 9") == std::string::npos); // a text answer
        }
}

BOOST_AUTO_TEST_CASE(names_are_made_safe_and_unique)
{
    auto calls = sample_calls();
    calls[0].operation_id = calls[1].operation_id = "delete";
    calls[2].operation_id = "";
    calls[2].path_template = "/repos/{owner}/{full-name}";
    calls[2].path_parameters = {{"owner", "octocat"}, {"full-name", "Hello-World"}};
    calls[2].summary = "a */ comment";
    auto files = tf::generate_files(docgen::document::from_calls(calls), {});
    auto const& client = files["src/client.ts"];
    BOOST_TEST(client.find("export async function delete_(\n") != std::string::npos, client);
    BOOST_TEST(client.find("export interface DeleteRequest {\n") != std::string::npos);
    BOOST_TEST(client.find("export async function getReposByOwnerByFullName(\n") != std::string::npos);
    BOOST_TEST(client.find("${encodeURIComponent(request.params['full-name'])}") != std::string::npos);
    BOOST_TEST(client.find("/** a * / comment (GET /repos/{owner}/{full-name}): A repository") !=
               std::string::npos);
    // an operationId that is a name the client binds gets another
    calls = sample_calls();
    calls[0].operation_id = calls[1].operation_id = "send";
    files = tf::generate_files(docgen::document::from_calls(calls), {});
    BOOST_TEST(files["src/client.ts"].find("export async function send_2(\n") != std::string::npos);
}

// This binary links docgen and the tsfetch formatter only: generation
// writes the tsfetch folder and nothing else.
BOOST_AUTO_TEST_CASE(a_program_linking_only_tsfetch_writes_only_its_folder)
{
    BOOST_TEST(docgen::linked_formatters().size() == 1u);
    temp_dir t;
    scoped_env env("DOCGEN_OUTPUT_DIR", (t.path / "out").string());
    std::ostringstream out, err;
    BOOST_TEST(docgen::generate({}, sample_calls(), out, err) == 0, err.str());
    std::vector<std::string> folders;
    for (auto const& e : fs::directory_iterator(t.path / "out"))
        folders.push_back(e.path().filename().string());
    BOOST_TEST((folders == std::vector<std::string>{"tsfetch"}));
    BOOST_TEST(out.str().find("docgen: tsfetch: wrote") != std::string::npos, out.str());
    BOOST_TEST((tree(t.path / "out" / "tsfetch") == tree(golden_root / "sample")));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace tsfetch_tsfetch_test
