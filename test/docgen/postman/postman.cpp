//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The postman formatter: its configuration, escaping (JSON and the
// JavaScript of its test scripts), redaction, the headers a saved response
// leaves out, and generation by a binary that links only this formatter.
#include <docgen/postman.hpp>

#include <docgen/generate.hpp>
#include <boost/json/parse.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>
#include <unistd.h>

namespace postman_postman_test { // this file's own, apart from the other tests built with it

#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

const docgen::configuration config = {
    {"openapi-info", "openapi: 3.0.1\ninfo:\n  title: Items\n  version: 1.0.0\n"}};

docgen::recorded_call
call(std::string description = "Item found", unsigned status = 200)
{
    docgen::recorded_call c;
    c.path_template = "/items/{id}";
    c.method = "GET";
    c.summary = "Get an item";
    c.operation_id = "getItem";
    c.tags = {"items"};
    c.path_parameters = {{"id", "7"}};
    c.path = "/items/7";
    c.request_headers = {{"Accept", "application/json"}};
    c.expected_status = c.status = status;
    c.description = std::move(description);
    c.type_name = "item";
    c.response_headers = {{"Content-Type", "application/json"}};
    c.response_body = "{\"id\":7}";
    return c;
}

std::string
collection(const std::vector<docgen::recorded_call>& calls,
           const docgen::configuration& cfg = config)
{
    return docgen::postman::to_json(docgen::document::from_calls(calls), cfg);
}

json::object
parsed(const std::vector<docgen::recorded_call>& calls)
{
    return json::parse(collection(calls)).as_object();
}

// the first item of the first folder
json::object
first_item(const json::object& c)
{
    return c.at("item").at(0).at("item").at(0).as_object();
}

std::vector<std::string>
script_of(const json::object& item)
{
    std::vector<std::string> lines;
    for (auto const& l : item.at("event").at(0).at("script").at("exec").as_array())
        lines.emplace_back(l.as_string());
    return lines;
}

// the JavaScript string literal that follows `prefix` in `line`, read back
// as JSON (a JSON string is the literal the formatter writes)
std::string
literal_after(const std::string& line, const std::string& prefix)
{
    auto at = line.find(prefix);
    BOOST_TEST_REQUIRE(at != std::string::npos, "no " << prefix << " in " << line);
    auto start = at + prefix.size();
    std::size_t end = start + 1;
    while (end < line.size() && line[end] != '"')
        end += line[end] == '\\' ? 2 : 1;
    return std::string(json::parse(line.substr(start, end - start + 1)).as_string());
}

std::string
error_of(const docgen::configuration& cfg)
{
    try
    {
        collection({call()}, cfg);
    }
    catch (const std::runtime_error& e)
    {
        return e.what();
    }
    return "no error";
}

} // namespace

BOOST_AUTO_TEST_SUITE(postman_format)

BOOST_AUTO_TEST_CASE(the_collection_is_named_by_the_openapi_info_title)
{
    auto c = parsed({call()});
    BOOST_TEST(c.at("info").at("name").as_string() == "Items");
    BOOST_TEST(c.at("info").at("version").as_string() == "1.0.0");
    BOOST_TEST(!c.at("info").as_object().contains("description"));
    auto described = json::parse(collection(
        {call()}, {{"openapi-info", "info:\n  title: Items\n  description: All of them\n"}}));
    BOOST_TEST(described.at("info").at("description").as_string() == "All of them");
    BOOST_TEST(!described.at("info").as_object().contains("version"));
    BOOST_TEST(c.at("info").at("schema").as_string() == docgen::postman::schema_url);
    docgen::postman::postman_formatter f;
    BOOST_TEST(f.name() == "postman");
    BOOST_TEST_REQUIRE(f.keys().size() == 1u);
    BOOST_TEST(f.keys()[0].name == "openapi-info");
    BOOST_TEST(f.keys()[0].required);
}

BOOST_AUTO_TEST_CASE(a_bad_openapi_info_is_an_error_naming_the_key)
{
    BOOST_TEST(error_of({}) ==
               "the configuration key 'openapi-info' is missing (its info.title names the "
               "collection)");
    // read as every format reads it (<docgen/openapi_info.hpp>)
    auto bad_yaml = error_of({{"openapi-info", "info: [unclosed\n"}});
    BOOST_TEST(bad_yaml.find("the configuration key 'openapi-info', line 2: not valid YAML") == 0u,
               bad_yaml);
    BOOST_TEST(error_of({{"openapi-info", "openapi: 3.0.1\n"}}) ==
               "the configuration key 'openapi-info', line 1: `info` is missing");
    BOOST_TEST(error_of({{"openapi-info", "info:\n  version: 1.0.0\n"}}) ==
               "the configuration key 'openapi-info', line 2: `info.title` is missing");
    BOOST_TEST(error_of({{"openapi-info", "info:\n  title: t\n  version: [1]\n"}}) ==
               "the configuration key 'openapi-info', line 3: `info.version` must be a "
               "non-empty string");
    BOOST_TEST(error_of({{"openapi-info", "info:\n  title: ''\n"}}) ==
               "the configuration key 'openapi-info', line 2: `info.title` must be a non-empty "
               "string");
}

BOOST_AUTO_TEST_CASE(strings_are_escaped_in_json_and_in_the_test_scripts)
{
    std::string nasty = "say \"hi\" \\ </script><script>alert(1)</script>\n\ttab \xe2\x80\xa8 end";
    auto first = call(nasty);
    first.summary = "Get <b>\"it\"</b>";
    first.response_body = "<script>alert(\"body\")</script>\n";
    first.request_headers = {{"X-Note", "a \"quoted\" \\ value"}};
    auto second = call("second " + nasty, 404);
    second.path = "/items/%22x%22";
    second.path_parameters = {{"id", "\"x\""}};
    second.request_headers = first.request_headers;
    auto c = parsed({first, second});

    auto item = first_item(c);
    BOOST_TEST(item.at("name").as_string() == "Get <b>\"it\"</b>");
    auto const& responses = item.at("response").as_array();
    BOOST_TEST(responses.at(0).at("name").as_string() == nasty);
    BOOST_TEST(responses.at(0).at("body").as_string() == "<script>alert(\"body\")</script>\n");
    BOOST_TEST(responses.at(1).at("name").as_string() == "second " + nasty);

    // every script line holds whole literals that read back as written
    auto script = script_of(item);
    BOOST_TEST_REQUIRE(script.size() > 4u);
    BOOST_TEST(literal_after(script[0], "pm.test(") == nasty + ": status 200");
    std::string all;
    for (auto const& l : script)
    {
        BOOST_TEST(l.find('\n') == std::string::npos);
        BOOST_TEST(l.find("\xe2\x80\xa8") == std::string::npos); // escaped as \u2028
        all += l + "\n";
    }
    BOOST_TEST(all.find("\\u2028") != std::string::npos);
    for (auto const& l : script)
    {
        if (l.find("url: ") != std::string::npos)
            BOOST_TEST(literal_after(l, "replaceIn(") == "{{baseUrl}}/items/%22x%22");
        if (l.find("header: ") != std::string::npos)
            BOOST_TEST(literal_after(l, "replaceIn(") == "a \"quoted\" \\ value");
        if (l.find("    pm.test(") == 0)
            BOOST_TEST(literal_after(l, "pm.test(") == "second " + nasty + ": status 404");
    }

    // the raw text is JSON with every quote escaped: it parsed above, and
    // the line separator is written escaped there too
    auto text = collection({first, second});
    BOOST_TEST(text.find("\xe2\x80\xa8") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(secrets_are_empty_collection_variables_never_values)
{
    auto c1 = call();
    c1.request_headers = {{"User-Agent", "sample"},
                          {"Authorization", std::string(docgen::redacted)},
                          {"X-API-Key", std::string(docgen::redacted)},
                          {"X-Custom", std::string(docgen::redacted)}, // a declared secret
                          {"Cookie", "not-redacted-but-secret"}};
    c1.response_headers = {{"Content-Type", "application/json"},
                           {"Set-Cookie", std::string(docgen::redacted)},
                           {"X-Echo", std::string(docgen::redacted)}};
    auto c2 = call("Missing", 404);
    c2.request_headers = c1.request_headers;
    auto text = collection({c1, c2});
    BOOST_TEST(text.find(docgen::redacted) == std::string::npos);
    BOOST_TEST(text.find("not-redacted-but-secret") == std::string::npos);

    auto c = json::parse(text).as_object();
    auto item = first_item(c);
    auto const& headers = item.at("request").at("header").as_array();
    BOOST_TEST_REQUIRE(headers.size() == 5u);
    BOOST_TEST(headers[0].at("value").as_string() == "sample");
    BOOST_TEST(headers[1].at("value").as_string() == "{{Authorization}}");
    BOOST_TEST(headers[2].at("value").as_string() == "{{X-API-Key}}");
    BOOST_TEST(headers[3].at("value").as_string() == "{{X-Custom}}");
    BOOST_TEST(headers[4].at("value").as_string() == "{{Cookie}}");

    auto const& vars = c.at("variable").as_array();
    BOOST_TEST_REQUIRE(vars.size() == 5u);
    std::vector<std::string> keys;
    for (auto const& v : vars)
    {
        keys.emplace_back(v.at("key").as_string());
        BOOST_TEST(v.at("value").as_string() == "");
    }
    BOOST_TEST(keys == (std::vector<std::string>{"baseUrl", "Authorization", "X-API-Key",
                                                 "X-Custom", "Cookie"}),
               boost::test_tools::per_element());

    // secret response headers are left out of saved responses
    auto const& saved = item.at("response").at(0).at("header").as_array();
    BOOST_TEST_REQUIRE(saved.size() == 1u);
    BOOST_TEST(saved[0].at("key").as_string() == "Content-Type");
}

BOOST_AUTO_TEST_CASE(a_secret_header_named_like_base_url_gets_its_own_variable)
{
    auto c1 = call();
    c1.request_headers = {{"baseUrl", std::string(docgen::redacted)}};
    auto c = parsed({c1});
    BOOST_TEST(first_item(c).at("request").at("header").at(0).at("value").as_string() ==
               "{{baseUrl_2}}");
    BOOST_TEST(c.at("variable").at(1).at("key").as_string() == "baseUrl_2");
}

BOOST_AUTO_TEST_CASE(volatile_response_headers_are_left_out)
{
    using docgen::postman::is_volatile_header;
    for (auto name : {"Date", "date", "Age", "Expires", "ETag", "Last-Modified", "Server",
                      "Connection", "Keep-Alive", "Transfer-Encoding", "Content-Length",
                      "X-RateLimit-Remaining", "x-ratelimit-reset", "RateLimit-Policy",
                      "X-GitHub-Request-Id", "X-Request-Id"})
        BOOST_TEST(is_volatile_header(name), name);
    for (auto name : {"Content-Type", "X-GitHub-Media-Type", "Location", "Cache-Control",
                      "X-RateLimit", "Request-Ids"})
        BOOST_TEST(!is_volatile_header(name), name);
}

BOOST_AUTO_TEST_CASE(untagged_operations_stay_at_the_top_and_folders_keep_their_order)
{
    auto untagged = call();
    untagged.path_template = untagged.path = "/health";
    untagged.path_parameters = {};
    untagged.tags = {};
    untagged.summary = "";
    untagged.operation_id = "health";
    auto other = call();
    other.path_template = "/zebras/{id}";
    other.path = "/zebras/7";
    other.tags = {"zebras", "items"};
    other.summary = "Get a zebra";
    auto c = parsed({other, untagged, call()});
    auto const& top = c.at("item").as_array();
    BOOST_TEST_REQUIRE(top.size() == 3u);
    BOOST_TEST(top[0].at("name").as_string() == "health"); // no summary: the operationId
    BOOST_TEST(top[0].at("request").at("url").at("raw").as_string() == "{{baseUrl}}/health");
    BOOST_TEST(top[1].at("name").as_string() == "zebras"); // first tag, first seen first
    BOOST_TEST(top[2].at("name").as_string() == "items");
}

BOOST_AUTO_TEST_CASE(path_variables_hold_the_values_as_sent)
{
    auto c1 = call();
    c1.path_template = "/repos/{owner}/{repo}/files/{name}.json";
    c1.path = "/repos/a%20b/r/files/readme.json";
    c1.path_parameters = {{"owner", "a b"}, {"repo", "r"}, {"name", "readme"}};
    auto url = first_item(parsed({c1})).at("request").at("url").as_object();
    // a segment that is one parameter is a variable; others are as sent
    BOOST_TEST(url.at("raw").as_string() == "{{baseUrl}}/repos/:owner/:repo/files/readme.json");
    auto const& vars = url.at("variable").as_array();
    BOOST_TEST_REQUIRE(vars.size() == 2u);
    BOOST_TEST(vars[0].at("value").as_string() == "a%20b");
    BOOST_TEST(vars[1].at("key").as_string() == "repo");
}

// The escaping golden file: the stand-in's paths with descriptions,
// names and header values full of quotes, backslashes, markup and a line
// separator. scripts/check-docgen-sample.sh validates it and runs it with
// newman against the stand-in, so its scripts must compile and pass.
// DOCGEN_UPDATE_GOLDEN=1 rewrites it.
BOOST_AUTO_TEST_CASE(the_escaping_collection_is_its_golden_file)
{
    std::string odd = "\"quoted\" \\ </script><script>alert('x')</script> \xe2\x80\xa8 & <b>";
    auto found = call("found " + odd);
    found.path_template = "/users/{username}";
    found.path = "/users/octocat";
    found.path_parameters = {{"username", "octocat"}};
    found.summary = "Get a user " + odd;
    found.operation_id = "getUser";
    found.tags = {"users " + odd};
    found.request_headers = {{"User-Agent", "docgen \"escaping\" \\ </script>"},
                             {"Authorization", std::string(docgen::redacted)}};
    found.response_body = "{\"login\":\"<script>alert(1)</script>\"}";
    auto missing = found;
    missing.path = "/users/no-such-user-x";
    missing.path_parameters = {{"username", "no-such-user-x"}};
    missing.expected_status = missing.status = 404;
    missing.description = "missing " + odd;
    auto text = collection({found, missing},
                           {{"openapi-info", "info:\n  title: 'Escaping \"it\" \\ </script>'\n"}});

    std::string golden = std::string(DOCGEN_TEST_STRINGIZE(DOCGEN_TEST_ROOT)) +
                         "/test/docgen/postman/escaping.json";
    if (auto update = std::getenv("DOCGEN_UPDATE_GOLDEN"); update && std::string(update) == "1")
        std::ofstream(golden, std::ios::binary) << text;
    std::ifstream in(golden, std::ios::binary);
    BOOST_TEST_REQUIRE(static_cast<bool>(in), "cannot read " << golden);
    std::ostringstream was;
    was << in.rdbuf();
    BOOST_TEST(text == was.str());
    BOOST_TEST(json::parse(text).at("info").at("name").as_string() ==
               "Escaping \"it\" \\ </script>");
}

// A binary linking only libs/docgen_postman writes only `postman/`.
BOOST_AUTO_TEST_CASE(generation_with_only_this_formatter_writes_only_its_folder)
{
    auto formatters = docgen::linked_formatters();
    BOOST_TEST_REQUIRE(formatters.size() == 1u);
    BOOST_TEST(formatters[0]->name() == "postman");

    std::string tmpl = (fs::temp_directory_path() / "docgen-postman-XXXXXX").string();
    fs::path dir = ::mkdtemp(tmpl.data());
    ::setenv("DOCGEN_OUTPUT_DIR", dir.c_str(), 1);
    std::ostringstream out, err;
    int rc = docgen::generate({docgen::configuration_item("openapi-info", config.at("openapi-info"))},
                              {call(), call("Missing", 404)}, out, err);
    ::unsetenv("DOCGEN_OUTPUT_DIR");
    BOOST_TEST(rc == 0, err.str());
    BOOST_TEST(out.str() == "docgen: postman: wrote " + (dir / "postman").string() +
                                " (collection.json; 1 operations, 2 calls)\n");
    std::vector<std::string> entries;
    for (auto const& e : fs::directory_iterator(dir))
        entries.push_back(e.path().filename().string());
    BOOST_TEST(entries == std::vector<std::string>{"postman"}, boost::test_tools::per_element());
    std::vector<std::string> files;
    for (auto const& e : fs::directory_iterator(dir / "postman"))
        files.push_back(e.path().filename().string());
    BOOST_TEST(files == std::vector<std::string>{"collection.json"},
               boost::test_tools::per_element());
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace postman_postman_test
