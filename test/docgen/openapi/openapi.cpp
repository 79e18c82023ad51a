//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/openapi.hpp>

#include <boost/test/unit_test.hpp>
#include <yaml-cpp/yaml.h>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace openapi_openapi_test { // this file's own, apart from the other tests built with it

namespace {

using docgen::openapi::needs_quotes;
using docgen::openapi::to_yaml;
using docgen::openapi::write_string;

// Scalars YAML would read as something other than the same string.
const std::vector<std::string> tricky = {
    // status keys and other numbers as strings
    "200", "404", "0", "-1", "+1", "1.0", "3.14", ".5", "1e3", "1E-3", "0x1F", "0o17", "017",
    "0b101", "1_000", "1:20", ".inf", "-.Inf", ".NaN", "2008-01-14", "2008-01-14T04:33:35Z",
    // booleans and nulls of YAML 1.1 and 1.2
    "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n",
    "N", "true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL", "~",
    // leading indicators
    "- item", "-", "?", "? x", ":x", ",x", "[x]", "]", "{x}", "}", "#x", "&anchor", "*alias",
    "!tag", "|", ">", "'x", "\"x", "%x", "@x", "`x",
    // `: `, ` #`, trailing `:`, blanks, breaks and control characters
    "a: b", "a #b", "a:", " x", "x ", "\tx", "a\nb", "a\rb", "\x01", "a\tb: c",
    // the empty string, merge and value keys
    "", "<<", "="};

// Strings that are strings when written plain, and are written plain.
const std::vector<std::string> ordinary = {
    "octocat", "User found", "Hello-World", "3.0.1", "1.0.0", "a:b", "a#b", "x-y",
    "https://github.com/octocat", "https://api.github.com/users/octocat/gists{/gist_id}",
    "MDQ6VXNlcjE=", "/users/{username}", "application/json", "There once was...", "é"};

// `s` written by write_string as a key and as a value, read back.
struct round_trip
{
    YAML::Node key;
    YAML::Node value;
};

round_trip
write_and_read(const std::string& s)
{
    YAML::Emitter out;
    out << YAML::BeginMap << YAML::Key;
    write_string(out, s);
    out << YAML::Value << YAML::BeginSeq;
    write_string(out, s);
    out << YAML::EndSeq << YAML::EndMap;
    BOOST_TEST_REQUIRE(out.good());
    auto root = YAML::Load(out.c_str());
    BOOST_TEST_REQUIRE(root.IsMap());
    BOOST_TEST_REQUIRE(root.size() == 1u);
    auto it = root.begin();
    return {it->first, it->second[0]};
}

docgen::configuration
config(std::string info = "openapi: 3.0.1\ninfo:\n  title: T\n  version: 1.0.0\n")
{
    return {{"openapi-info", std::move(info)}};
}

// The message of what `to_yaml` throws for `info`, or "" when it does not.
std::string
info_error(const std::string& info)
{
    try
    {
        to_yaml(docgen::document{}, config(info));
    }
    catch (const std::runtime_error& e)
    {
        return e.what();
    }
    return "";
}

route::json::schema
object_schema()
{
    route::json::schema s;
    s.type = "object";
    route::json::schema str;
    str.type = "string";
    route::json::schema big;
    big.type = "integer";
    big.format = "int64";
    route::json::schema small;
    small.type = "integer";
    small.format = "int32";
    route::json::schema opt = str;
    opt.nullable = true;
    route::json::schema login = str;
    login.description = "The user's handle: unique";
    s.properties = {{"login", login}, {"id", big}, {"public_repos", small}, {"name", opt}};
    s.required = {"id", "login", "public_repos"};
    return s;
}

docgen::recorded_call
call(std::string value, unsigned status, std::string description, std::string body,
     bool with_schema = true)
{
    docgen::recorded_call c;
    c.path_template = "/users/{username}";
    c.method = "GET";
    c.summary = "Get a user";
    c.operation_id = "getUser";
    c.tags = {"users"};
    c.path_parameters = {{"username", value}};
    c.path = "/users/" + value;
    c.expected_status = c.status = status;
    c.description = std::move(description);
    c.type_name = "user";
    if (with_schema)
        c.schema = object_schema();
    c.response_headers = {{"Content-Type", "application/json; charset=utf-8"},
                          {"Date", "Mon, 23 Nov 2026 09:00:00 GMT"},
                          {"X-RateLimit-Remaining", "4711"}};
    c.response_body = std::move(body);
    return c;
}

YAML::Node
operation(const std::vector<docgen::recorded_call>& calls)
{
    auto text = to_yaml(docgen::document::from_calls(calls), config());
    return YAML::Load(text)["paths"]["/users/{username}"]["get"];
}

} // namespace

BOOST_AUTO_TEST_SUITE(openapi)

BOOST_AUTO_TEST_CASE(tricky_scalars_are_quoted_and_read_back_as_the_same_string)
{
    for (auto const& s : tricky)
    {
        BOOST_TEST_CONTEXT("scalar '" << s << "'")
        {
            BOOST_TEST(needs_quotes(s));
            auto r = write_and_read(s);
            BOOST_TEST(r.key.Scalar() == s);
            BOOST_TEST(r.value.Scalar() == s);
            // "!" is the tag of a quoted scalar: a string whatever it looks like
            BOOST_TEST(r.key.Tag() == "!");
            BOOST_TEST(r.value.Tag() == "!");
        }
    }
}

BOOST_AUTO_TEST_CASE(ordinary_strings_stay_plain)
{
    for (auto const& s : ordinary)
    {
        BOOST_TEST_CONTEXT("scalar '" << s << "'")
        {
            BOOST_TEST(!needs_quotes(s));
            auto r = write_and_read(s);
            BOOST_TEST(r.key.Scalar() == s);
            BOOST_TEST(r.value.Scalar() == s);
            BOOST_TEST(r.key.Tag() == "?");
            BOOST_TEST(r.value.Tag() == "?");
        }
    }
}

// found by fuzz/openapi_info.cpp: written plain, yaml-cpp kept U+FFFF as it
// was, which a YAML reader refuses; quoted, every noncharacter is written as
// U+FFFD (the limit doc/docgen/openapi.adoc names)
BOOST_AUTO_TEST_CASE(noncharacters_are_quoted_and_written_as_the_replacement_character)
{
    struct
    {
        std::string given, read;
    } const cases[] = {
        {"\xef\xbf\xbf;", "\xef\xbf\xbd;"},                 // U+FFFF
        {"a\xef\xbf\xbe", "a\xef\xbf\xbd"},                 // U+FFFE
        {"x\xef\xb7\x90y", "x\xef\xbf\xbdy"},               // U+FDD0
        {"\xf0\x9f\xbf\xbf", "\xef\xbf\xbd"},               // U+1FFFF
        {"caf\xc3\xa9 \xef\xbf\xbd", "caf\xc3\xa9 \xef\xbf\xbd"}, // U+FFFD itself
    };
    for (auto const& c : cases)
    {
        BOOST_TEST_CONTEXT("scalar '" << c.given << "'")
        {
            auto r = write_and_read(c.given);
            BOOST_TEST(r.key.Scalar() == c.read);
            BOOST_TEST(r.value.Scalar() == c.read);
        }
    }
    BOOST_TEST(needs_quotes("\xef\xbf\xbf;"));
    BOOST_TEST(!needs_quotes("caf\xc3\xa9 \xef\xbf\xbd"));
}

// Why the helper exists: yaml-cpp 0.7 alone writes these plain, so that
// a reader takes them for a number or a boolean.
BOOST_AUTO_TEST_CASE(yaml_cpp_alone_writes_some_plain)
{
    for (std::string s : {"200", "1.0", "yes", "off", "true", "2008-01-14"})
    {
        BOOST_TEST_CONTEXT("scalar '" << s << "'")
        {
            YAML::Emitter out;
            out << s;
            BOOST_TEST(std::string(out.c_str()) == s);
        }
    }
}

BOOST_AUTO_TEST_CASE(the_document_has_openapi_info_and_paths)
{
    auto text = to_yaml(docgen::document{}, config());
    BOOST_TEST(text == "openapi: 3.0.1\ninfo:\n  title: T\n  version: 1.0.0\npaths: {}\n");
}

BOOST_AUTO_TEST_CASE(other_info_fields_are_kept)
{
    auto text = to_yaml(docgen::document{},
                        config("openapi: 3.0.1\n"
                               "info:\n"
                               "  title: yes\n"
                               "  description: \"no\"\n"
                               "  version: 1.0\n"
                               "  contact:\n"
                               "    name: The route authors\n"
                               "    url: https://example.com\n"
                               "  x-level: 3\n"));
    BOOST_TEST(text == "openapi: 3.0.1\n"
                       "info:\n"
                       "  title: \"yes\"\n"
                       "  description: \"no\"\n"
                       "  version: \"1.0\"\n"
                       "  contact:\n"
                       "    name: The route authors\n"
                       "    url: https://example.com\n"
                       "  x-level: 3\n"
                       "paths: {}\n");
}

// U+0085, U+2028 and U+2029 are line breaks to a YAML 1.1 reader even
// inside quotes, folded into a space: a string holding one is written with
// its non-ASCII characters escaped, so that it reads back as it was.
BOOST_AUTO_TEST_CASE(unicode_line_breaks_are_escaped)
{
    for (std::string s : {"Caf\xc2\x85\xc3\xa9 \tb", "a\xe2\x80\xa8" "b", "a\xe2\x80\xa9" "b"})
    {
        BOOST_TEST_CONTEXT("string '" << s << "'")
        {
            BOOST_TEST(needs_quotes(s));
            YAML::Emitter out;
            write_string(out, s);
            std::string written = out.c_str();
            for (auto raw : {"\xc2\x85", "\xe2\x80\xa8", "\xe2\x80\xa9"})
                BOOST_TEST(written.find(raw) == std::string::npos, written);
            auto back = write_and_read(s);
            BOOST_TEST(back.key.Scalar() == s);
            BOOST_TEST(back.value.Scalar() == s);
        }
    }
    // found by fuzz/openapi_info.cpp (its seed info-next-line): `\N` in the
    // title, which yaml-cpp reads as a byte that is not UTF-8
    auto text = to_yaml(docgen::document{},
                        config("openapi: 3.0.1\ninfo:\n  title: \"Caf\\N\\u00e9 \\tb\"\n"
                               "  version: \"1\\L2\"\n  x-note: \"a\\Pb\"\n"));
    BOOST_TEST(text == "openapi: 3.0.1\n"
                       "info:\n"
                       "  title: \"Caf\\x85\\xe9 \\tb\"\n"
                       "  version: \"1\\u20282\"\n"
                       "  x-note: \"a\\u2029b\"\n"
                       "paths: {}\n");
    auto info = YAML::Load(text)["info"];
    BOOST_TEST(info["title"].Scalar() == "Caf\xc2\x85\xc3\xa9 \tb");
    BOOST_TEST(info["version"].Scalar() == "1\xe2\x80\xa8" "2");
}

BOOST_AUTO_TEST_CASE(a_bad_openapi_info_is_an_error_naming_the_key_and_the_line)
{
    struct
    {
        std::string info;
        std::string expected;
    } const cases[] = {
        {"openapi: 3.0.1\ninfo: [title, \n  version: 1\n", "line 4: not valid YAML"},
        {"openapi: 3.0.1\ninfo:\n  title: T\n version: 1\n", "line 4: not valid YAML"},
        {"openapi: 3.0.1\ninfo:\n  title: T\n  - version\n", "line 4: not valid YAML"},
        {"openapi: 4.0.0\ninfo:\n  title: T\n  version: 1\n", "line 1: `openapi` is '4.0.0': the versions written are 3.0"},
        {"info:\n  title: T\n  version: 1\nopenapi: 2.0\n", "line 4: `openapi` is '2.0'"},
        {"openapi: 3.1\ninfo:\n  title: T\n  version: 1\n", "line 1: `openapi` is '3.1'"},
        {"openapi: 3.0.1\ninfo:\n  version: 1\n", "line 3: `info.title` is missing"},
        {"openapi: 3.0.1\ninfo:\n  title: T\n", "line 3: `info.version` is missing"},
        {"openapi: 3.0.1\ninfo:\n  title: T\n  version: [1]\n", "line 4: `info.version` must be a non-empty string"},
        {"openapi: 3.0.1\n", "line 1: `info` is missing"},
        {"openapi: 3.0.1\ninfo: T\n", "line 2: `info` must be a mapping"},
        {"- openapi\n", "line 1: expected a mapping"},
        {"openapi: 3.0.1\ninfo:\n  title: T\n  version: 1\nservers: []\n", "line 5: unknown member 'servers'"},
        // found by fuzz/openapi_info.cpp: yaml-cpp reads a key twice, and the
        // first `info` was looked up while the second was written
        {"openapi: 3.0.1\ninfo:\n  tit.1\ninfo:\n  title: \"Caf\\u00e9 \\t tab\"\n"
         "  vele: \"Caf\\u00e9 \\t tab\"\n  version: '\x11:20'\n",
         "line 4: the key 'info' appears twice in one mapping"},
        {"openapi: 3.0.1\ninfo:\n  title: T\n  version: 1\n  title: U\n",
         "line 5: the key 'title' appears twice in one mapping"},
        // found by fuzz/openapi_info.cpp: an alias inside the node it names
        // made the check recurse until the stack overflowed
        {"openapi: 3.0.1\ninfo: &t\n  x-list: [a, *t , .inf]\n",
         "line 2: the node anchored here contains an alias of itself"},
        {"openapi: 3.0.1\ninfo:\n  title: T\n  version: 1\n"
         "  x-a: &a [x, x, x, x, x, x, x, x, x, x]\n"
         "  x-b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
         "  x-c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
         "  x-d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n",
         "more than 10000 nodes, aliases counted where they are used"},
    };
    for (auto const& c : cases)
    {
        BOOST_TEST_CONTEXT("openapi-info:\n" << c.info)
        {
            auto what = info_error(c.info);
            BOOST_TEST(what.find("configuration key 'openapi-info'") != std::string::npos, what);
            BOOST_TEST(what.find(c.expected) != std::string::npos, what);
        }
    }
    docgen::configuration none;
    BOOST_CHECK_EXCEPTION(to_yaml(docgen::document{}, none), std::runtime_error,
                          [](auto const& e) {
                              return std::string(e.what()).find("'openapi-info' is missing") !=
                                     std::string::npos;
                          });
}

BOOST_AUTO_TEST_CASE(the_formatter_reads_openapi_info)
{
    docgen::openapi::openapi_formatter f;
    BOOST_TEST(f.name() == "openapi");
    BOOST_TEST_REQUIRE(f.keys().size() == 2u);
    BOOST_TEST(f.keys()[0].name == "openapi-info");
    BOOST_TEST(f.keys()[0].required);
    BOOST_TEST(f.keys()[1].name == "openapi-named-schemas");
    BOOST_TEST(!f.keys()[1].required);
}

BOOST_AUTO_TEST_CASE(parameters_are_path_strings_with_an_example_per_request)
{
    auto op = operation({call("octocat", 200, "User found", R"({"login":"octocat","id":1})"),
                         call("no", 404, "User not found", R"({"message":"Not Found"})")});
    BOOST_TEST(op["tags"][0].Scalar() == "users");
    BOOST_TEST(op["summary"].Scalar() == "Get a user");
    BOOST_TEST(op["operationId"].Scalar() == "getUser");
    BOOST_TEST_REQUIRE(op["parameters"].size() == 1u);
    auto p = op["parameters"][0];
    BOOST_TEST(p["name"].Scalar() == "username");
    BOOST_TEST(p["in"].Scalar() == "path");
    BOOST_TEST(p["required"].as<bool>());
    BOOST_TEST(p["schema"]["type"].Scalar() == "string");
    BOOST_TEST_REQUIRE(p["examples"].size() == 2u);
    BOOST_TEST(p["examples"]["User found"]["value"].Scalar() == "octocat");
    // a login that YAML would read as a boolean stays a string
    BOOST_TEST(p["examples"]["User not found"]["value"].Scalar() == "no");
    BOOST_TEST(p["examples"]["User not found"]["value"].Tag() == "!");
}

BOOST_AUTO_TEST_CASE(responses_are_keyed_by_status_with_schema_and_structured_examples)
{
    auto op = operation({call("octocat", 200, "User found",
                              R"({"login":"octocat","id":1,"public_repos":2,"name":null,"x":[]})")});
    auto r = op["responses"];
    BOOST_TEST_REQUIRE(r.size() == 1u);
    BOOST_TEST(r.begin()->first.Scalar() == "200");
    BOOST_TEST(r.begin()->first.Tag() == "!"); // "200", a string
    auto ok = r["200"];
    BOOST_TEST(ok["description"].Scalar() == "User found");
    BOOST_TEST_REQUIRE(ok["content"].size() == 1u);
    auto json = ok["content"]["application/json"]; // the charset dropped
    BOOST_TEST_REQUIRE(json.IsMap());
    auto s = json["schema"];
    BOOST_TEST(s["type"].Scalar() == "object");
    BOOST_TEST(s["properties"]["login"]["type"].Scalar() == "string");
    BOOST_TEST(s["properties"]["login"]["description"].Scalar() == "The user's handle: unique");
    BOOST_TEST(!s["properties"]["id"]["description"]);
    BOOST_TEST(s["properties"]["id"]["type"].Scalar() == "integer");
    BOOST_TEST(s["properties"]["id"]["format"].Scalar() == "int64");
    BOOST_TEST(s["properties"]["public_repos"]["type"].Scalar() == "integer");
    BOOST_TEST(!s["properties"]["public_repos"]["format"]); // int32: integer alone
    BOOST_TEST(s["properties"]["name"]["nullable"].as<bool>());
    BOOST_TEST(!s["properties"]["login"]["nullable"]);
    BOOST_TEST(s["required"].size() == 3u);
    BOOST_TEST(s["required"][0].Scalar() == "id");
    BOOST_TEST(s["required"][2].Scalar() == "public_repos");
    auto v = json["examples"]["User found"]["value"];
    BOOST_TEST_REQUIRE(v.IsMap()); // the body as a mapping, not a string
    BOOST_TEST(v["login"].Scalar() == "octocat");
    BOOST_TEST(v["id"].as<std::int64_t>() == 1);
    BOOST_TEST(v["id"].Tag() == "?");
    BOOST_TEST(v["name"].IsNull());
    BOOST_TEST(v["x"].IsSequence());
}

BOOST_AUTO_TEST_CASE(calls_of_one_operation_merge)
{
    auto op = operation({call("octocat", 200, "User found", R"({"login":"octocat"})"),
                         call("nobody", 404, "User not found", R"({"message":"Not Found"})"),
                         call("monalisa", 200, "Another user", R"({"login":"monalisa"})"),
                         // the same call again documents nothing more
                         call("octocat", 200, "User found", R"({"login":"octocat"})"),
                         // a description used again for another value is numbered
                         call("hubot", 200, "User found", R"({"login":"hubot"})")});
    auto examples = op["parameters"][0]["examples"];
    BOOST_TEST_REQUIRE(examples.size() == 4u);
    std::vector<std::string> keys;
    for (auto const& kv : examples)
        keys.push_back(kv.first.Scalar());
    BOOST_TEST((keys == std::vector<std::string>{"User found", "User not found", "Another user",
                                                 "User found (2)"}));
    BOOST_TEST(examples["User found (2)"]["value"].Scalar() == "hubot");

    auto r = op["responses"];
    BOOST_TEST_REQUIRE(r.size() == 2u); // one response per status, in the order first seen
    BOOST_TEST(r.begin()->first.Scalar() == "200");
    BOOST_TEST(std::next(r.begin())->first.Scalar() == "404");
    BOOST_TEST(r["200"]["description"].Scalar() == "User found");
    auto bodies = r["200"]["content"]["application/json"]["examples"];
    BOOST_TEST_REQUIRE(bodies.size() == 3u);
    BOOST_TEST(bodies["User found"]["value"]["login"].Scalar() == "octocat");
    BOOST_TEST(bodies["Another user"]["value"]["login"].Scalar() == "monalisa");
    BOOST_TEST(bodies["User found (2)"]["value"]["login"].Scalar() == "hubot");
}

BOOST_AUTO_TEST_CASE(a_response_without_a_body_has_no_content)
{
    auto op = operation({call("octocat", 204, "No content", "", false)});
    BOOST_TEST(op["responses"]["204"]["description"].Scalar() == "No content");
    BOOST_TEST(!op["responses"]["204"]["content"]);
}

// Examples are keyed by description: a long one with characters YAML
// escapes is written as an explicit key, which YAML readers read back (an
// implicit key of over 1024 characters, as written, they refuse).
BOOST_AUTO_TEST_CASE(a_long_escaped_key_reads_back)
{
    std::string description = "op'ena`i" + std::string(255, '\0');
    std::string path_like(1500, 'x');
    auto op = operation({call("octocat", 200, description, R"({"login":"octocat"})"),
                         call("hubot", 200, path_like, R"({"login":"hubot"})")});
    auto examples = op["parameters"][0]["examples"];
    BOOST_TEST_REQUIRE(examples.size() == 2u);
    BOOST_TEST(examples.begin()->first.Scalar() == description);
    BOOST_TEST(std::next(examples.begin())->first.Scalar() == path_like);
    BOOST_TEST(examples[description]["value"].Scalar() == "octocat");
}

BOOST_AUTO_TEST_CASE(nothing_of_the_run_is_written)
{
    std::vector<docgen::recorded_call> calls = {
        call("octocat", 200, "User found", R"({"login":"octocat"})")};
    auto doc = docgen::document::from_calls(calls);
    auto text = to_yaml(doc, config());
    BOOST_TEST(text == to_yaml(doc, config())); // byte-identical
    BOOST_TEST(text.find("4711") == std::string::npos);
    BOOST_TEST(text.find("2026") == std::string::npos);
    BOOST_TEST(text.find("charset") == std::string::npos);
}

// `path("/users/{username}", "A GitHub account, found by its login",
// "Users")`: the Path Item Object has the summary and the description (the
// first a call of the path declared), in 3.0 and 3.1 alike; the
// description documents the operation too.
BOOST_AUTO_TEST_CASE(the_path_item_has_the_paths_summary_and_description)
{
    auto undescribed = call("octocat", 200, "User found", R"({"login":"octocat"})");
    auto described = call("hubot", 200, "Another user", R"({"login":"hubot"})");
    described.operation_description = "A GitHub account, found by its login";
    described.path_summary = "Users";
    auto other = described;
    other.operation_description = "Not the first declared";
    other.path_summary = "Not first either";
    auto doc = docgen::document::from_calls({undescribed, described, other});
    for (auto const* version : {"3.0.1", "3.1.0"})
    {
        BOOST_TEST_CONTEXT(version)
        {
            auto text = to_yaml(doc, config(std::string("openapi: ") + version +
                                            "\ninfo:\n  title: T\n  version: 1.0.0\n"));
            BOOST_TEST(text.find("  /users/{username}:\n    summary: Users\n"
                                 "    description: A GitHub account, found by its login\n    get:\n") !=
                           std::string::npos,
                       text);
            auto item = YAML::Load(text)["paths"]["/users/{username}"];
            BOOST_TEST(item["summary"].Scalar() == "Users");
            BOOST_TEST(item["description"].Scalar() == "A GitHub account, found by its login");
            BOOST_TEST(item["get"]["description"].Scalar() == "A GitHub account, found by its login");
        }
    }
    // a path that declares neither has neither
    auto item = YAML::Load(to_yaml(docgen::document::from_calls({undescribed}), config()))["paths"]
                                  ["/users/{username}"];
    BOOST_TEST(!item["summary"]);
    BOOST_TEST(!item["description"]);
    BOOST_TEST(!item["get"]["description"]);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace openapi_openapi_test
