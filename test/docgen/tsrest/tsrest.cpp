//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `tsrest` format: identifiers, string literals, zod schemas, the
// package name, and the packages it writes for fixed recorded calls,
// compared with the golden trees under golden/ (DOCGEN_UPDATE_GOLDEN=1
// rewrites them). scripts/check-tsrest.sh compiles both golden packages
// with tsc --strict and calls the stand-in through the sample's.

#include <docgen/tsrest.hpp>

#include "example/models/github.hpp"
#include "test/support/github_descriptions.hpp"
#include <docgen/spec/security.hpp>
#include <docgen/generate.hpp>
#include <route/json/schema.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace tsrest_tsrest_test { // this file's own, apart from the other tests built with it

#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace fs = std::filesystem;
namespace ts = docgen::tsrest;
using route::json::schema;

namespace {

const fs::path golden_root = DOCGEN_TEST_STRINGIZE(DOCGEN_TSREST_GOLDEN);

const std::string token = "ghp_tsrest_secret_token_0123456789";

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

// the three calls of the sample specification, as it records them
std::vector<docgen::recorded_call>
sample_calls()
{
    using namespace github;
    return github_sample::described({
        call("/users/{username}", "GET", "getUser", {"users"}, {{"username", "octocat"}}, 200,
             route::json::schema_of<user>(), "Get a user", "User found", R"({"login":"octocat"})"),
        call("/users/{username}", "GET", "getUser", {"users"}, {{"username", "no-such-user-x"}},
             404, route::json::schema_of<error_record>(), "Get a user", "User not found",
             R"({"message":"Not Found"})"),
        call("/repos/{owner}/{repo}", "GET", "getRepository", {"repos"},
             {{"owner", "octocat"}, {"repo", "Hello-World"}}, 200,
             route::json::schema_of<repository>(), "Get a repository", "Repository found",
             R"({"name":"Hello-World"})"),
    });
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

// Tags, operations, parameters and members named with reserved words and
// invalid identifiers, text that must be escaped, a tag that would be a
// generated name, nested objects, arrays, maps, enums and any value.
docgen::document
keyword_document()
{
    schema nested = object({{"new", simple("boolean")}, {"this", simple("string", "", true)}});
    nested.additional_properties = std::make_shared<const schema>(simple("string"));
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
    schema records = simple("array");
    records.items = std::make_shared<const schema>(record);
    schema problem = object({{"message", simple("string")}, {"int", simple("integer", "int64", true)}});
    return docgen::document::from_calls({
        call("/class/{default}/{full-name}", "GET", "class", {"class"},
             {{"default", "a b"}, {"full-name", "x"}}, 200, record,
             "Get a */ record 'quoted' \\ </script>", "Found\nit"),
        call("/class/{default}/{full-name}", "GET", "class", {"class"},
             {{"default", "none"}, {"full-name", "x"}}, 404, problem,
             "Get a */ record 'quoted' \\ </script>", "Not found"),
        call("/delete/{id}", "DELETE", "delete", {"delete"}, {{"id", "1"}}, 204, std::nullopt,
             "Delete \"it\"", "Deleted"),
        call("/default", "GET", "default", {"default", "2fa"}, {}, 200, records, "List defaults",
             "Listed"),
        call("/2fa", "POST", "2fa", {"2fa"}, {}, 201, problem, "Two factors\nat once", "Created"),
        call("/2fa", "GET", "", {"2fa"}, {}, 400, problem, "", "Bad"),
        call("/index", "GET", "await", {"index", "contract", "Class_"}, {}, 200, simple("string"),
             "The index", "Indexed"),
    });
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
        std::string tmpl = (fs::temp_directory_path() / "docgen-tsrest-XXXXXX").string();
        path = ::mkdtemp(tmpl.data());
    }
    ~temp_dir() { fs::remove_all(path); }
};

std::shared_ptr<const docgen::formatter>
tsrest_formatter()
{
    for (auto const& f : docgen::linked_formatters())
        if (f->name() == "tsrest")
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

} // namespace

BOOST_AUTO_TEST_SUITE(tsrest)

BOOST_AUTO_TEST_CASE(identifiers_are_made_safe)
{
    BOOST_TEST(ts::safe_identifier("getUser") == "getUser");
    BOOST_TEST(ts::safe_identifier("delete") == "delete_");
    BOOST_TEST(ts::safe_identifier("class") == "class_");
    BOOST_TEST(ts::safe_identifier("await") == "await_");
    BOOST_TEST(ts::safe_identifier("interface") == "interface_");
    BOOST_TEST(ts::safe_identifier("undefined") == "undefined_");
    BOOST_TEST(ts::safe_identifier("2fa") == "_2fa");
    BOOST_TEST(ts::safe_identifier("full-name") == "full_name");
    BOOST_TEST(ts::safe_identifier("a b.c") == "a_b_c");
    BOOST_TEST(ts::safe_identifier("$ref") == "$ref");
    BOOST_TEST(ts::safe_identifier("caf\xc3\xa9") == "caf_"); // one `_` per code point
    BOOST_TEST(ts::safe_identifier("") == "_");
    for (auto w : {"break", "enum", "let", "yield", "static", "any", "never", "NaN"})
        BOOST_TEST_CONTEXT(w) { BOOST_TEST(ts::is_reserved_word(w)); }
    BOOST_TEST(!ts::is_reserved_word("users"));
}

BOOST_AUTO_TEST_CASE(strings_and_keys_are_escaped)
{
    BOOST_TEST(ts::string_literal("Get a user") == "'Get a user'");
    BOOST_TEST(ts::string_literal("it's \\ \"x\"") == "'it\\'s \\\\ \"x\"'");
    BOOST_TEST(ts::string_literal("a\nb\r\t\x01") == "'a\\nb\\r\\t\\x01'");
    BOOST_TEST(ts::string_literal("a\xe2\x80\xa8" "b") == "'a\\u2028b'");
    BOOST_TEST(ts::string_literal("caf\xc3\xa9") == "'caf\xc3\xa9'");
    BOOST_TEST(ts::property_key("login") == "login");
    BOOST_TEST(ts::property_key("class") == "class"); // a property name may be a keyword
    BOOST_TEST(ts::property_key("full-name") == "'full-name'");
    BOOST_TEST(ts::property_key("2fa") == "'2fa'");
    BOOST_TEST(ts::property_key("__proto__") == "['__proto__']");
}

BOOST_AUTO_TEST_CASE(schemas_become_zod)
{
    BOOST_TEST(ts::zod_schema(simple("integer", "int64")) == "z.number().int()");
    BOOST_TEST(ts::zod_schema(simple("integer", "int32", true)) == "z.number().int().nullable()");
    BOOST_TEST(ts::zod_schema(simple("number", "double")) == "z.number()");
    BOOST_TEST(ts::zod_schema(simple("boolean")) == "z.boolean()");
    BOOST_TEST(ts::zod_schema(schema()) == "z.unknown()");
    auto e = simple("string");
    e.enumeration = {"a", "b'c"};
    BOOST_TEST(ts::zod_schema(e) == "z.enum(['a', 'b\\'c'])");
    auto a = simple("array");
    a.items = std::make_shared<const schema>(simple("string"));
    BOOST_TEST(ts::zod_schema(a) == "z.array(z.string())");
    auto m = simple("object");
    m.additional_properties = std::make_shared<const schema>(simple("integer", "int32"));
    BOOST_TEST(ts::zod_schema(m) == "z.record(z.string(), z.number().int())");
    BOOST_TEST(ts::zod_schema(route::json::schema_of<github::error_record>()) ==
               "z.object({\n"
               "    /** What went wrong */\n"
               "    message: z.string(),\n"
               "    /** Where GitHub's documentation explains the error */\n"
               "    documentation_url: z.string().nullable().optional(),\n"
               "}).passthrough()");
    auto both = object({{"id", simple("integer", "int64")}});
    both.additional_properties = std::make_shared<const schema>(simple("string"));
    BOOST_TEST(ts::zod_schema(both, 4) == "z.object({\n"
                                          "        id: z.number().int(),\n"
                                          "    }).catchall(z.string())");
    BOOST_CHECK_EXCEPTION(ts::zod_schema(simple("date")), std::runtime_error, [](auto const& x) {
        return std::string(x.what()).find("'date'") != std::string::npos;
    });
}

BOOST_AUTO_TEST_CASE(the_formatter_is_linked_and_reads_the_package_name)
{
    auto f = tsrest_formatter();
    BOOST_TEST_REQUIRE(f != nullptr);
    auto keys = f->keys();
    BOOST_TEST_REQUIRE(keys.size() == 1u);
    BOOST_TEST(keys[0].name == "tsrest-package");
    BOOST_TEST(!keys[0].required);
    auto files = ts::generate_files(sample_document(), {{"tsrest-package", "@acme/github-api"}});
    BOOST_TEST(files["package.json"].find("\"name\": \"@acme/github-api\"") != std::string::npos);
    files = ts::generate_files(sample_document(), {});
    BOOST_TEST(files["package.json"].find("\"name\": \"api-contract\"") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_bad_package_name_is_an_error_and_writes_nothing)
{
    temp_dir t;
    for (const char* bad : {"", "Upper", "../x", "a b", ".hidden", "_x", "@scope", "a\"b",
                            "@/x"})
        BOOST_TEST_CONTEXT("'" << bad << "'")
        {
            try
            {
                tsrest_formatter()->write(sample_document(), {{"tsrest-package", bad}}, t.path);
                BOOST_ERROR("no error");
            }
            catch (const std::runtime_error& e)
            {
                std::string what = e.what();
                BOOST_TEST(what.find("'tsrest-package'") != std::string::npos, what);
                BOOST_TEST(what.find("'" + std::string(bad) + "'") != std::string::npos, what);
            }
            BOOST_TEST(fs::is_empty(t.path));
        }
}

BOOST_AUTO_TEST_CASE(the_sample_package_matches_its_golden_files)
{
    temp_dir t;
    auto summary = tsrest_formatter()->write(sample_document(), {}, t.path);
    BOOST_TEST(summary == "package.json, tsconfig.json, src/index.ts, 2 contracts");
    auto files = tree(t.path);
    auto const& users = files["src/users.ts"];
    BOOST_TEST(users.find("export const users = c.router({") != std::string::npos);
    BOOST_TEST(users.find("path: '/users/:username',") != std::string::npos);
    BOOST_TEST(users.find("pathParams: z.object({\n            /** The account's login */\n"
                          "            username: z.string(),") != std::string::npos);
    BOOST_TEST(users.find("id: z.number().int(),") != std::string::npos);
    BOOST_TEST(users.find("name: z.string().nullable().optional(),") != std::string::npos);
    BOOST_TEST(users.find("public_repos: z.number().int(),") != std::string::npos); // wire name
    BOOST_TEST(users.find("404: z.object({") != std::string::npos);
    BOOST_TEST(users.find("summary: 'Get a user',") != std::string::npos);
    BOOST_TEST(files["src/repos.ts"].find("path: '/repos/:owner/:repo',") != std::string::npos);
    BOOST_TEST(files["src/index.ts"].find("export const contract = c.router({\n    users,\n    repos,\n});") !=
               std::string::npos);
    BOOST_TEST(files["package.json"].find("\"@ts-rest/core\": \"^3.52.0\"") != std::string::npos);
    BOOST_TEST(files["package.json"].find("\"zod\": \"~3.25.0\"") != std::string::npos);
    check_golden(files, "sample");
}

BOOST_AUTO_TEST_CASE(the_sources_import_only_ts_rest_and_zod)
{
    for (auto const& doc : {sample_document(), keyword_document()})
        for (auto const& [rel, text] : ts::generate_files(doc, {}))
        {
            std::istringstream in(text);
            for (std::string line; std::getline(in, line);)
                if (line.rfind("import ", 0) == 0)
                    BOOST_TEST_CONTEXT(rel << ": " << line)
                    {
                        BOOST_TEST((line.find(" from '@ts-rest/core';") != std::string::npos ||
                                    line.find(" from 'zod';") != std::string::npos ||
                                    line.find(" from './") != std::string::npos));
                    }
        }
}

BOOST_AUTO_TEST_CASE(output_is_byte_identical_across_runs)
{
    temp_dir a, b;
    tsrest_formatter()->write(sample_document(), {}, a.path);
    tsrest_formatter()->write(sample_document(), {}, b.path);
    BOOST_TEST((tree(a.path) == tree(b.path)));
    BOOST_TEST((ts::generate_files(keyword_document(), {}) ==
                ts::generate_files(keyword_document(), {})));
}

BOOST_AUTO_TEST_CASE(no_header_value_nor_body_is_written)
{
    for (auto const& doc : {sample_document(), keyword_document()})
        for (auto const& [rel, text] : ts::generate_files(doc, {}))
            BOOST_TEST_CONTEXT(rel)
            {
                BOOST_TEST(text.find(token) == std::string::npos);
                BOOST_TEST(text.find(docgen::redacted) == std::string::npos);
                BOOST_TEST(text.find("docgen-github-sample") == std::string::npos);
                BOOST_TEST(text.find("2026") == std::string::npos);
                BOOST_TEST(text.find("octocat") == std::string::npos); // a parameter value
            }
}

BOOST_AUTO_TEST_CASE(reserved_words_get_safe_names_and_text_is_escaped)
{
    auto files = ts::generate_files(keyword_document(), {});
    // tags: reserved words, a leading digit, generated names, a case-only twin
    for (auto const* f : {"src/class_.ts", "src/delete_.ts", "src/default_.ts", "src/_2fa.ts",
                          "src/index_2.ts", "src/contract_2.ts", "src/Class_2.ts", "src/index.ts"})
        BOOST_TEST_CONTEXT(f) { BOOST_TEST(files.count(f) == 1u); }
    BOOST_TEST(files.size() == 10u);
    auto const& cls = files["src/class_.ts"];
    BOOST_TEST(cls.find("export const class_ = c.router({") != std::string::npos);
    BOOST_TEST(cls.find("    class_: {") != std::string::npos);
    BOOST_TEST(cls.find("path: '/class/:default/:full-name',") != std::string::npos);
    BOOST_TEST(cls.find("'full-name': z.string(),") != std::string::npos);
    BOOST_TEST(cls.find("/** Get a * / record 'quoted' \\ </script> */") != std::string::npos);
    BOOST_TEST(cls.find("summary: 'Get a */ record \\'quoted\\' \\\\ </script>',") !=
               std::string::npos);
    BOOST_TEST(cls.find("// Found it\n") != std::string::npos);
    BOOST_TEST(cls.find("'2fa': z.boolean().nullable().optional(),") != std::string::npos);
    BOOST_TEST(cls.find("['__proto__']: z.string().nullable().optional(),") != std::string::npos);
    BOOST_TEST(cls.find("color: z.enum(['red', 'it\\'s']),") != std::string::npos);
    BOOST_TEST(files["src/delete_.ts"].find("204: c.noBody(),") != std::string::npos);
    BOOST_TEST(files["src/_2fa.ts"].find("summary: 'Two factors\\nat once',") != std::string::npos);
    BOOST_TEST(files["src/_2fa.ts"].find("method: 'POST',\n        path: '/2fa',\n        body: c.noBody(),") !=
               std::string::npos);
    BOOST_TEST(files["src/_2fa.ts"].find("    get2fa: {") != std::string::npos); // no operationId
    BOOST_TEST(files["src/index_2.ts"].find("    await_: {") != std::string::npos);
    check_golden(files, "keywords");
}

BOOST_AUTO_TEST_CASE(an_operation_ts_rest_has_no_route_for_is_left_out_and_named)
{
    auto calls = sample_calls();
    auto head = calls[0];
    head.method = "HEAD";
    auto options = calls[2];
    options.method = "OPTIONS";
    options.tags = {"options-only"};
    calls.push_back(head);
    calls.push_back(options);
    auto doc = docgen::document::from_calls(calls);
    BOOST_TEST((ts::left_out_operations(doc) ==
                std::vector<std::string>{"HEAD /users/{username}", "OPTIONS /repos/{owner}/{repo}"}));
    BOOST_TEST(ts::left_out_reason("HEAD /users/{username}") == "ts-rest has no HEAD route");
    auto files = ts::generate_files(doc, {});
    auto sample = ts::generate_files(sample_document(), {});
    // the contracts are the sample's; the tag of only OPTIONS gets no contract
    BOOST_TEST(files.size() == sample.size());
    BOOST_TEST(files["src/users.ts"] == sample["src/users.ts"]);
    BOOST_TEST(files["src/repos.ts"] == sample["src/repos.ts"]);
    BOOST_TEST(files["src/index.ts"].find(
                   "// Written by docgen from the recorded calls.\n"
                   "// HEAD /users/{username} is left out: ts-rest has no HEAD route.\n"
                   "// OPTIONS /repos/{owner}/{repo} is left out: ts-rest has no OPTIONS route.\n"
                   "import { initContract } from '@ts-rest/core';\n") != std::string::npos,
               files["src/index.ts"]);
    temp_dir t;
    BOOST_TEST(tsrest_formatter()->write(doc, {}, t.path) ==
               "package.json, tsconfig.json, src/index.ts, 2 contracts; "
               "HEAD /users/{username} left out: ts-rest has no HEAD route; "
               "OPTIONS /repos/{owner}/{repo} left out: ts-rest has no OPTIONS route");
    // a document of only such operations gives a package with no contract
    auto none = docgen::document::from_calls({head});
    BOOST_TEST(tsrest_formatter()->write(none, {}, t.path) ==
               "package.json, tsconfig.json, src/index.ts, 0 contracts; "
               "HEAD /users/{username} left out: ts-rest has no HEAD route");
}

namespace {

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

BOOST_AUTO_TEST_CASE(the_additions_are_rendered_and_match_their_golden_files)
{
    temp_dir t;
    auto doc = docgen::document::from_calls(dsl_calls());
    BOOST_TEST(tsrest_formatter()->write(doc, {}, t.path) ==
               "package.json, tsconfig.json, src/index.ts, 2 contracts");
    auto files = tree(t.path);
    auto const& items = files["src/items.ts"];
    auto has = [&](const std::string& text, const std::string& s) {
        BOOST_TEST(text.find(s) != std::string::npos, s);
    };
    // query: numbers and booleans coerced from text, optional and repeated ones, an API key
    has(items, "        query: z.object({\n"
               "            limit: z.coerce.number().int(),\n"
               "            ratio: z.coerce.number().optional(),\n"
               "            active: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),\n"
               "            tag: z.array(z.string()).optional(),\n"
               "            kind: z.enum(['a', 'b\\'c']).optional(),\n"
               "            /** Credentials of queryKey (API key in the query api_key): '<api key>' */\n"
               "            api_key: z.string().optional(),\n"
               "        }),\n");
    // headers under lower-case names, the bearer token's header among them
    has(items, "        headers: z.object({\n"
               "            'x-request-id': z.string().optional(),\n"
               "            'x-page-size': z.coerce.number().int(),\n"
               "            /** Credentials of bearerAuth (HTTP bearer): 'Bearer <token>' */\n"
               "            authorization: z.string().optional(),\n"
               "        }),\n");
    has(items, "        // Credentials of cookieKey (API key in the cookie session): '<api key>': a cookie");
    // one scheme: its credentials are required
    has(items, "            /** Credentials of bearerAuth (HTTP bearer): 'Bearer <token>' */\n"
               "            authorization: z.string(),\n");
    // basic and an API key header, either one
    has(items, "            /** Credentials of basicAuth (HTTP basic): 'Basic <base64 of user:password>' */\n"
               "            authorization: z.string().optional(),\n"
               "            /** Credentials of headerKey (API key in the header X-Api-Key): '<api key>' */\n"
               "            'x-api-key': z.string().optional(),\n");
    // the JSON body's schema, the other content type named
    has(items, "        // also sent as text/csv, which a ts-rest route cannot declare beside the first\n"
               "        body: z.object({\n"
               "            id: z.number().int(),\n");
    // text answers and a declared response header
    has(items, "            // No such item\n"
               "            404: c.otherResponse({ contentType: 'text/plain', body: z.string() }),\n");
    has(items, "            415: c.otherResponse({ contentType: 'text/plain', body: z.string() }),\n");
    has(items, "            // Created\n"
               "            // response header Location: string\n"
               "            201: z.object({\n");
    auto const& session = files["src/session.ts"];
    has(session, "        contentType: 'application/x-www-form-urlencoded',\n"
                 "        body: z.object({\n"
                 "            user: z.string(),\n"
                 "            password: z.string(),\n");
    has(session, "        // the body is text/plain: ts-rest's client sends a body of another type "
                 "than a form as JSON\n"
                 "        body: z.string(),\n");
    check_golden(files, "dsl");
}

BOOST_AUTO_TEST_CASE(the_additions_carry_no_value_of_a_run)
{
    auto calls = dsl_calls();
    // credentials a redaction would have missed are still not written
    calls[0].query += "&leak=" + token;
    calls[3].request_headers.push_back({"X-Api-Key", token});
    calls[5].request_body->body = "user=octo&password=" + token;
    calls[1].response_header_declarations[0].value = token;
    for (auto const& [rel, text] : ts::generate_files(docgen::document::from_calls(calls), {}))
        BOOST_TEST_CONTEXT(rel)
        {
            BOOST_TEST(text.find(token) == std::string::npos);
            BOOST_TEST(text.find(docgen::redacted) == std::string::npos);
            BOOST_TEST(text.find("octo") == std::string::npos); // a form value
            BOOST_TEST(text.find("r-1") == std::string::npos);  // a header value
            BOOST_TEST(text.find("/items/2") == std::string::npos); // a response header value
            BOOST_TEST(text.find("no item 9") == std::string::npos); // a text answer
        }
}

BOOST_AUTO_TEST_CASE(the_names_of_the_additions_are_escaped)
{
    auto calls = dsl_calls();
    calls[0].parameters[0].name = "the 'limit' */";
    calls[0].parameters[5].name = "X-It's";
    calls[0].security[1].parameter = "__proto__";
    calls[0].security[1].name = "key */ here";
    calls[1].response_header_declarations[0].name = "X-*/\nNext";
    calls[2].request_body->content_type = "text/x-*/\n";
    calls[4].content_type = "text/it's";
    auto files = ts::generate_files(docgen::document::from_calls(calls), {});
    auto const& items = files["src/items.ts"];
    BOOST_TEST(items.find("            'the \\'limit\\' */': z.coerce.number().int(),\n") !=
               std::string::npos);
    BOOST_TEST(items.find("            'x-it\\'s': z.string().optional(),\n") != std::string::npos);
    BOOST_TEST(items.find("            /** Credentials of key * / here (API key in the query "
                          "__proto__): '<api key>' */\n"
                          "            ['__proto__']: z.string().optional(),\n") !=
               std::string::npos);
    BOOST_TEST(items.find("            // response header X-* / Next: string\n") !=
               std::string::npos);
    BOOST_TEST(items.find("        // also sent as text/x-* / , which") != std::string::npos);
    BOOST_TEST(items.find("404: c.otherResponse({ contentType: 'text/it\\'s', body: z.string() }),") !=
               std::string::npos);
}

// This binary links docgen and the tsrest formatter only: generation
// writes the tsrest folder and nothing else.
BOOST_AUTO_TEST_CASE(a_program_linking_only_tsrest_writes_only_its_folder)
{
    BOOST_TEST(docgen::linked_formatters().size() == 1u);
    temp_dir t;
    scoped_env env("DOCGEN_OUTPUT_DIR", (t.path / "out").string());
    std::ostringstream out, err;
    BOOST_TEST(docgen::generate({}, sample_calls(), out, err) == 0, err.str());
    std::vector<std::string> folders;
    for (auto const& e : fs::directory_iterator(t.path / "out"))
        folders.push_back(e.path().filename().string());
    BOOST_TEST((folders == std::vector<std::string>{"tsrest"}));
    BOOST_TEST(out.str().find("docgen: tsrest: wrote") != std::string::npos, out.str());
    BOOST_TEST((tree(t.path / "out" / "tsrest") == tree(golden_root / "sample")));
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace tsrest_tsrest_test
