//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `client` format: identifiers, package names, and the trees it
// writes for fixed recorded calls, compared with the golden trees under
// golden/ (DOCGEN_UPDATE_GOLDEN=1 rewrites them). scripts/check-docgen-sample.sh
// compiles both golden trees and runs the sample's against the stand-in.

#include "../../../libs/docgen_client/client_format.hpp"
#include <docgen/spec/security.hpp>

#include "../../../example/models/github.hpp"
#include "../../support/github_descriptions.hpp"
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

namespace client_format_client_format_test { // this file's own, apart from the other tests built with it

#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace fs = std::filesystem;
namespace cf = docgen::client_format;
using route::json::schema;

namespace {

const fs::path golden_root = DOCGEN_TEST_STRINGIZE(DOCGEN_CLIENT_GOLDEN);

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

// the three calls of the sample specification, as it records them
docgen::document
sample_document()
{
    using namespace github;
    return docgen::document::from_calls(github_sample::described({
        call("/users/{username}", "GET", "getUser", {"users"}, {{"username", "octocat"}}, 200,
             "user", route::json::schema_of<user>(), "Get a user", "User found"),
        call("/users/{username}", "GET", "getUser", {"users"}, {{"username", "no-such-user-x"}},
             404, "error_record", route::json::schema_of<error_record>(), "Get a user",
             "User not found"),
        call("/repos/{owner}/{repo}", "GET", "getRepository", {"repos"},
             {{"owner", "octocat"}, {"repo", "Hello-World"}}, 200, "repository",
             route::json::schema_of<repository>(), "Get a repository", "Repository found"),
    }));
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

// Tags, operations, parameters and members named with keywords and
// invalid identifiers; one model shared by two tags; nested objects,
// arrays, maps, numbers, booleans, an enumeration and any value; a
// member's description.
docgen::document
keyword_document()
{
    schema nested = object({{"new", simple("boolean")}, {"this", simple("string", "", true)}});
    schema item = object({{"id", simple("integer", "int64")}, {"operator", simple("number", "double")}});
    schema list = simple("array");
    list.items = std::make_shared<const schema>(item);
    schema map = simple("object");
    map.additional_properties = std::make_shared<const schema>(simple("integer", "int32"));
    schema kind = simple("string");
    kind.enumeration = {"open", "in-progress", "class"};
    schema described = simple("string");
    described.description = "What the */ record is";
    schema record = object({
        {"class", described},
        {"delete", simple("integer", "int32")},
        {"default", nested},
        {"2fa", simple("boolean", "", true)},
        {"full-name", simple("string", "", true)},
        {"full_name", simple("string", "", true)},
        {"items", list},
        {"counts", map},
        {"extra", schema()},
        {"state", kind},
    });
    record.name = "record"; // the models' names, as schema_of<T>() gives them
    schema records = simple("array");
    records.items = std::make_shared<const schema>(record);
    schema problem = object({{"message", simple("string")}, {"int", simple("integer", "int64", true)}});
    problem.name = "problem";
    return docgen::document::from_calls({
        call("/class/{default}/{base}", "GET", "class", {"class"},
             {{"default", "a b"}, {"base", "x"}}, 200, "record", record, "Get a */ record",
             "Found"),
        call("/class/{default}/{base}", "GET", "class", {"class"},
             {{"default", "none"}, {"base", "x"}}, 404, "problem", problem, "Get a */ record",
             "Not found"),
        call("/delete/{id}", "DELETE", "delete", {"delete"}, {{"id", "1"}}, 204, "", std::nullopt,
             "Delete \"it\"", "Deleted"),
        call("/default", "GET", "default", {"default", "2fa"}, {}, 200, "vector<record>", records,
             "List defaults", "Listed"),
        call("/2fa", "POST", "2fa", {"2fa"}, {}, 201, "problem", problem, "Two factors\nat once",
             "Created"),
        call("/2fa", "GET", "", {"2fa"}, {}, 400, "problem", problem, "", "Bad"),
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
        std::string tmpl = (fs::temp_directory_path() / "docgen-client-XXXXXX").string();
        path = ::mkdtemp(tmpl.data());
    }
    ~temp_dir() { fs::remove_all(path); }
};

std::shared_ptr<const docgen::formatter>
client_formatter()
{
    for (auto const& f : docgen::linked_formatters())
        if (f->name() == "client")
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
    if (std::getenv("DOCGEN_UPDATE_GOLDEN"))
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

// an items service: query and header parameters, bodies, a text answer
// and security schemes
docgen::document
dsl_document()
{
    using github::user;
    auto str = route::json::schema_of<std::string>();
    auto list = call("/items", "GET", "listItems", {"items"}, {}, 200, "vector<user>",
                     route::json::schema_of<std::vector<user>>(), "List items", "Items");
    list.parameters = {{"limit", "query", true, false, route::json::schema_of<int>(), {"10"}},
                       {"sort", "query", false, false, str, {}},
                       {"tag", "query", false, true, str, {"a"}},
                       {"X-Request-Id", "header", false, false, str, {"r-1"}}};
    list.security = {docgen::http_bearer("bearerAuth"), docgen::api_key_in_query("queryKey", "key")};
    auto create = call("/items", "POST", "createItem", {"items"}, {}, 201, "user",
                       route::json::schema_of<user>(), "Create an item", "Item created");
    create.request_body = docgen::body_record{"application/json", "user", route::json::schema_of<user>(), "{}"};
    create.security = {docgen::http_basic("basicAuth")};
    auto form = call("/items/{id}/notes", "POST", "addNote", {"items"}, {{"id", "1"}}, 204, "",
                     std::nullopt, "Add a note", "Note added");
    form.request_body = docgen::body_record{"application/x-www-form-urlencoded", "", std::nullopt, "a=b"};
    auto csv = call("/import", "PUT", "importItems", {"items"}, {}, 204, "", std::nullopt,
                    "Import items", "Imported");
    csv.request_body = docgen::body_record{"text/csv", "", str, "a,b"};
    csv.security = {docgen::api_key_in_header("r", "X-API-Key")}; // `r` is the request's name too
    auto missing = call("/items/{id}", "GET", "getItem", {"items"}, {{"id", "1"}}, 404, "", str,
                        "Get an item", "Not found");
    missing.content_type = "text/plain";
    auto found = missing;
    found.expected_status = found.status = 200;
    found.description = "Found";
    return docgen::document::from_calls({list, create, form, csv, found, missing});
}

} // namespace

BOOST_AUTO_TEST_SUITE(client_format)

BOOST_AUTO_TEST_CASE(parameters_bodies_and_credentials_become_arguments)
{
    auto files = cf::generate_files(dsl_document(), "com.example.items");
    auto const& h = files.at("include/com/example/items/items/ItemsEndpoints.hpp");
    auto has = [&](const std::string& s) { return h.find(s) != std::string::npos; };
    BOOST_TEST(has("std::int32_t limit,"));
    BOOST_TEST(has("const std::optional<std::string>& sort = std::nullopt"));
    BOOST_TEST(has("const std::vector<std::string>& tag = {}"));
    BOOST_TEST(has("r.with_query(\"limit\", limit);"));
    BOOST_TEST(has("r.with_header_value(\"X-Request-Id\", X_Request_Id);"));
    BOOST_TEST(has("const std::optional<std::string>& bearerAuth = std::nullopt"));
    BOOST_TEST(has("r.with_api_key(\"query\", \"key\", queryKey);"));
    BOOST_TEST(has("const user& body"));
    BOOST_TEST(has("const std::optional<docgen::basic_credentials>& basicAuth = std::nullopt"));
    BOOST_TEST(has("const docgen::form_fields& body"));
    BOOST_TEST(has("std::string body"));
    BOOST_TEST(has("static docgen::request<docgen::text> getItem("));
    BOOST_TEST(has("r.with_api_key(\"header\", \"X-API-Key\", r_2);"));
    check_golden(files, "dsl");
}

BOOST_AUTO_TEST_CASE(identifiers_are_made_safe)
{
    const std::pair<const char*, const char*> table[] = {
        {"users", "users"},       {"getUser", "getUser"},     {"public_repos", "public_repos"},
        {"class", "class_"},      {"delete", "delete_"},      {"default", "default_"},
        {"2fa", "_2fa"},          {"full-name", "full_name"}, {"a.b c", "a_b_c"},
        {"", "_"},                {"_Upper", "x_Upper"},      {"a__b", "a_b"},
        {"__init", "x_init"},     {"assert", "assert_"},      {"co_await", "co_await_"},
        {"final", "final_"},      {"caf\xc3\xa9", "caf_"},
    };
    for (auto const& [in, out] : table)
        BOOST_TEST_CONTEXT("'" << in << "'") { BOOST_TEST(cf::safe_identifier(in) == out); }
}

BOOST_AUTO_TEST_CASE(package_names_become_namespaces)
{
    BOOST_TEST((cf::package_namespaces("com.example.github") ==
                std::vector<std::string>{"com", "example", "github"}));
    BOOST_TEST((cf::package_namespaces("api") == std::vector<std::string>{"api"}));
    BOOST_TEST((cf::package_namespaces("my_org.v2") == std::vector<std::string>{"my_org", "v2"}));
}

BOOST_AUTO_TEST_CASE(bad_package_names_are_errors_naming_the_key)
{
    for (const char* bad : {"com..x", "1abc", "../x", "com.class", "", ".x", "x.", "a b",
                            "com/x", "com.__x", "delete"})
    {
        BOOST_TEST_CONTEXT("'" << bad << "'")
        {
            try
            {
                cf::package_namespaces(bad);
                BOOST_TEST(false, "no error");
            }
            catch (const std::runtime_error& e)
            {
                BOOST_TEST(std::string(e.what()).find("httpclient-package") != std::string::npos);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(the_formatter_is_linked_and_needs_the_package)
{
    auto f = client_formatter();
    BOOST_TEST_REQUIRE(f != nullptr);
    auto keys = f->keys();
    BOOST_TEST_REQUIRE(keys.size() == 1u);
    BOOST_TEST(keys[0].name == "httpclient-package");
    BOOST_TEST(keys[0].required);
}

BOOST_AUTO_TEST_CASE(a_bad_package_writes_nothing)
{
    temp_dir t;
    auto dir = t.path / "client";
    fs::create_directories(dir);
    for (const char* bad : {"../x", "com..x", "1abc", "com.class"})
        BOOST_TEST_CONTEXT(bad)
        {
            BOOST_CHECK_THROW(
                client_formatter()->write(sample_document(), {{"httpclient-package", bad}}, dir),
                std::runtime_error);
            BOOST_TEST(fs::is_empty(dir));
            BOOST_TEST(std::distance(fs::directory_iterator(t.path), fs::directory_iterator()) == 1);
        }
}

BOOST_AUTO_TEST_CASE(the_sample_tree_matches_its_golden_files)
{
    temp_dir t;
    auto summary = client_formatter()->write(sample_document(),
                                             {{"httpclient-package", "com.example.github"}}, t.path);
    BOOST_TEST(summary == "2 headers, README.md, Jamfile, CMakeLists.txt");
    auto files = tree(t.path);
    BOOST_TEST(files.count("include/com/example/github/users/UsersEndpoints.hpp") == 1u);
    BOOST_TEST(files.count("include/com/example/github/repos/ReposEndpoints.hpp") == 1u);
    BOOST_TEST(files.count("include/com/example/github/models.hpp") == 0u); // nothing shared
    check_golden(files, "sample");
}

BOOST_AUTO_TEST_CASE(output_is_byte_identical_across_runs)
{
    temp_dir a, b;
    docgen::configuration cfg{{"httpclient-package", "com.example.github"}};
    client_formatter()->write(sample_document(), cfg, a.path);
    client_formatter()->write(sample_document(), cfg, b.path);
    BOOST_TEST((tree(a.path) == tree(b.path)));
    BOOST_TEST((cf::generate_files(keyword_document(), "kw.api") ==
                cf::generate_files(keyword_document(), "kw.api")));
}

BOOST_AUTO_TEST_CASE(a_model_several_tags_use_is_shared)
{
    auto files = cf::generate_files(keyword_document(), "kw.api");
    BOOST_TEST_REQUIRE(files.count("include/kw/api/models.hpp") == 1u);
    auto const& shared = files["include/kw/api/models.hpp"];
    BOOST_TEST(shared.find("struct record\n") != std::string::npos);
    BOOST_TEST(files["include/kw/api/class_/ClassEndpoints.hpp"].find("struct record\n") ==
               std::string::npos);
}

BOOST_AUTO_TEST_CASE(keywords_get_safe_names_and_keep_their_wire_names)
{
    auto files = cf::generate_files(keyword_document(), "kw.api");
    for (auto const* f : {"include/kw/api/class_/ClassEndpoints.hpp",
                          "include/kw/api/delete_/DeleteEndpoints.hpp",
                          "include/kw/api/default_/DefaultEndpoints.hpp",
                          "include/kw/api/_2fa/_2faEndpoints.hpp"})
        BOOST_TEST_CONTEXT(f) { BOOST_TEST(files.count(f) == 1u); }
    auto const& shared = files["include/kw/api/models.hpp"];
    BOOST_TEST(shared.find("std::string class_;") != std::string::npos);
    BOOST_TEST(shared.find("if (name == \"class_\")\n            return \"class\";") !=
               std::string::npos);
    BOOST_TEST(shared.find("if (name == \"_2fa\")\n            return \"2fa\";") != std::string::npos);
    BOOST_TEST(shared.find("std::optional<std::string> full_name_2 = std::nullopt;") !=
               std::string::npos);
    auto const& cls = files["include/kw/api/class_/ClassEndpoints.hpp"];
    BOOST_TEST(cls.find("static docgen::request<record> class_(std::string_view base,\n"
                        "                                          std::string_view default_,\n"
                        "                                          std::string_view base_2)") !=
               std::string::npos);
    BOOST_TEST(cls.find("Get a * / record") != std::string::npos);
    check_golden(files, "keywords");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace client_format_client_format_test
