//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `simple` format's parts: escaping, bodies, curl commands with
// placeholders for secrets, schemas, grouping by tag, the title, and
// errors naming the configuration key.
#include <docgen/simple.hpp>

#include <route/json/schema.hpp>
#include <boost/test/unit_test.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace simple_simple_test { // this file's own, apart from the other tests built with it

namespace simple = docgen::simple;

namespace {

docgen::recorded_call
call(std::string tmpl, std::string method, std::string op, std::vector<std::string> tags,
     unsigned status, std::string description, std::string body = "")
{
    docgen::recorded_call c;
    c.path_template = tmpl;
    c.path = std::move(tmpl);
    c.method = std::move(method);
    c.summary = "Summary of " + op;
    c.operation_id = std::move(op);
    c.tags = std::move(tags);
    c.expected_status = c.status = status;
    c.description = std::move(description);
    c.response_body = std::move(body);
    return c;
}

std::string
page(std::vector<docgen::recorded_call> calls, const docgen::configuration& cfg = {})
{
    return simple::to_html(docgen::document::from_calls(calls), cfg);
}

bool
contains(const std::string& text, const std::string& what)
{
    return text.find(what) != std::string::npos;
}

// The message of what `f` throws as std::runtime_error, "" when it does not.
template <class F>
std::string
error_of(F f)
{
    try
    {
        f();
    }
    catch (const std::runtime_error& e)
    {
        return e.what();
    }
    return "";
}

} // namespace

BOOST_AUTO_TEST_SUITE(simple_format)

BOOST_AUTO_TEST_CASE(escape_writes_markup_characters_as_references)
{
    BOOST_TEST(simple::escape("<script>alert('x' & \"y\")</script>") ==
               "&lt;script&gt;alert(&#39;x&#39; &amp; &quot;y&quot;)&lt;/script&gt;");
    BOOST_TEST(simple::escape("Café ☕ 😀\tok\n") == "Café ☕ 😀\tok\n");
}

BOOST_AUTO_TEST_CASE(escape_replaces_what_is_not_utf8_text)
{
    BOOST_TEST(simple::escape("a\xff" "b") == "a&#xFFFD;b");
    BOOST_TEST(simple::escape("\xc3") == "&#xFFFD;");                  // truncated
    BOOST_TEST(simple::escape("\xc0\xaf") == "&#xFFFD;&#xFFFD;");      // overlong
    BOOST_TEST(simple::escape("\xed\xa0\x80") == "&#xFFFD;&#xFFFD;&#xFFFD;"); // surrogate
    BOOST_TEST(simple::escape(std::string("a\0b\x1b", 4)) == "a&#xFFFD;b&#xFFFD;");
    BOOST_TEST(simple::escape("\xc2\x85") == "&#xFFFD;"); // C1 control
    BOOST_TEST(simple::escape("\xc2\xa0") == "\xc2\xa0"); // no-break space
}

BOOST_AUTO_TEST_CASE(bodies_are_indented_json_or_kept_as_they_are)
{
    BOOST_TEST(simple::pretty_body(R"({"b":1,"a":[true,null,"x"],"e":{},"f":[]})") ==
               "{\n"
               "  \"b\": 1,\n"
               "  \"a\": [\n"
               "    true,\n"
               "    null,\n"
               "    \"x\"\n"
               "  ],\n"
               "  \"e\": {},\n"
               "  \"f\": []\n"
               "}");
    BOOST_TEST(simple::pretty_body("not json {") == "not json {");
    BOOST_TEST(simple::pretty_body("\"\\u003c\"") == "\"<\"");
}

BOOST_AUTO_TEST_CASE(curl_commands_carry_placeholders_for_secrets)
{
    auto c = call("/users/{username}", "GET", "getUser", {"users"}, 200, "ok");
    c.path = "/users/it's$me";
    c.request_headers = docgen::redact({{"User-Agent", "a 'quoted' agent"},
                                        {"Authorization", "Bearer ghp_secret_value"},
                                        {"X-Api-Key", "k-123"},
                                        {"X-Trace", "listed-secret"}},
                                       {"listed-secret"});
    BOOST_TEST(simple::curl_command(c) ==
               "curl \"${BASE_URL}/users/it's\\$me\" \\\n"
               "  -H 'User-Agent: a '\\''quoted'\\'' agent' \\\n"
               "  -H \"Authorization: ${AUTHORIZATION}\" \\\n"
               "  -H \"X-Api-Key: ${X_API_KEY}\" \\\n"
               "  -H \"X-Trace: ${X_TRACE}\"");

    c.method = "DELETE";
    c.request_headers.clear();
    BOOST_TEST(simple::curl_command(c) == "curl -X 'DELETE' \"${BASE_URL}/users/it's\\$me\"");
    c.method = "HEAD";
    BOOST_TEST(simple::curl_command(c) == "curl --head \"${BASE_URL}/users/it's\\$me\"");
}

BOOST_AUTO_TEST_CASE(no_secret_reaches_the_page)
{
    auto c = call("/me", "GET", "getMe", {"me"}, 200, "Me", R"({"login":"octocat"})");
    c.request_headers = docgen::redact(
        {{"Authorization", "Bearer ghp_secret_value"}, {"Cookie", "session=abc123"}});
    c.response_headers = docgen::redact({{"Set-Cookie", "session=def456"}});
    auto text = page({c});
    BOOST_TEST(!contains(text, "ghp_secret_value"));
    BOOST_TEST(!contains(text, "abc123"));
    BOOST_TEST(!contains(text, "def456"));
    BOOST_TEST(!contains(text, "redacted"));
    BOOST_TEST(contains(text, "-H &quot;Authorization: ${AUTHORIZATION}&quot;"));
    BOOST_TEST(contains(text, "-H &quot;Cookie: ${COOKIE}&quot;"));
}

BOOST_AUTO_TEST_CASE(everything_the_calls_bring_is_escaped)
{
    auto c = call("/x/{id}", "GET", "get<script>Id", {"<b>tag</b>"}, 200,
                  "Found <script>alert(1)</script>",
                  R"({"html":"<script>alert(2)</script>"})");
    c.summary = "Summary <script>alert(3)</script>";
    c.path_parameters = {{"id", "<img src=x onerror=alert(4)>"}};
    route::json::schema s;
    s.name = "<t>";
    s.type = "object";
    route::json::schema member;
    member.type = "string";
    member.enumeration = {"<a>", "b"};
    member.description = "The <i>kind</i>";
    s.properties.push_back({"<name>", member});
    c.schema = s;
    auto text = page({c}, {{"openapi-info", "info:\n  title: \"<script>alert(5)</script>\"\n"}});
    BOOST_TEST(!contains(text, "<script"));
    BOOST_TEST(!contains(text, "<img"));
    BOOST_TEST(!contains(text, "<b>"));
    BOOST_TEST(!contains(text, "<t>"));
    BOOST_TEST(!contains(text, "<name>"));
    BOOST_TEST(!contains(text, "<a>"));
    BOOST_TEST(contains(text, "<title>&lt;script&gt;alert(5)&lt;/script&gt;</title>"));
    BOOST_TEST(contains(text, "Found &lt;script&gt;alert(1)&lt;/script&gt;"));
    BOOST_TEST(contains(text, "&quot;&lt;script&gt;alert(2)&lt;/script&gt;&quot;"));
    BOOST_TEST(contains(text, "Summary &lt;script&gt;alert(3)&lt;/script&gt;"));
    BOOST_TEST(contains(text, "<code>&lt;img src=x onerror=alert(4)&gt;</code>"));
    BOOST_TEST(contains(text, "<code>get&lt;script&gt;Id</code>"));
    BOOST_TEST(contains(text, "Response schema: <code>&lt;t&gt;</code>"));
    BOOST_TEST(contains(text, "string: one of &lt;a&gt;, b"));
    BOOST_TEST(!contains(text, "<i>"));
    BOOST_TEST(contains(text, "<th>description</th>"));
    BOOST_TEST(contains(text, "<td>The &lt;i&gt;kind&lt;/i&gt;</td>"));
}

BOOST_AUTO_TEST_CASE(operations_are_grouped_by_sorted_tags)
{
    auto text = page({call("/z", "GET", "getZ", {"zeta", "alpha"}, 200, "Z found"),
                      call("/a", "POST", "postA", {"beta"}, 201, "A made"),
                      call("/n", "GET", "getN", {}, 204, "N found"),
                      call("/a", "GET", "getA", {"alpha"}, 200, "A found")});
    auto alpha = text.find("<h2 id=\"tag-1\">alpha</h2>");
    auto beta = text.find("<h2 id=\"tag-2\">beta</h2>");
    auto dflt = text.find("<h2 id=\"tag-3\">default</h2>");
    auto zeta = text.find("<h2 id=\"tag-4\">zeta</h2>");
    BOOST_TEST_REQUIRE(alpha != std::string::npos);
    BOOST_TEST(alpha < beta);
    BOOST_TEST(beta < dflt);
    BOOST_TEST(dflt < zeta);
    BOOST_TEST(zeta != std::string::npos);
    // declaration order within a tag: /z was declared before /a
    auto z = text.find("<code class=\"path\">/z</code>", alpha);
    auto a = text.find("<code class=\"path\">/a</code>", alpha);
    BOOST_TEST(z < a);
    BOOST_TEST(a < beta);
    // an operation with two tags is under each
    BOOST_TEST(text.find("<code class=\"path\">/z</code>", zeta) != std::string::npos);
    BOOST_TEST(contains(text, "<span class=\"method post\">POST</span>"));
    BOOST_TEST(contains(text, "<div class=\"operation\" id=\"op-5\">"));
    BOOST_TEST(!contains(text, "id=\"op-6\""));
}

BOOST_AUTO_TEST_CASE(cards_show_status_body_and_schema)
{
    auto c = call("/r", "GET", "getR", {"r"}, 404, "Missing", "");
    auto text = page({c});
    BOOST_TEST(contains(text, "<div class=\"call failure\">\n<h4><span class=\"status\">404</span> "
                              "Missing</h4>"));
    BOOST_TEST(contains(text, "<p>(empty)</p>"));
    BOOST_TEST(contains(text, "<p>no body</p>"));

    route::json::schema str;
    str.type = "string";
    route::json::schema leaf;
    leaf.type = "object";
    leaf.properties.push_back({"name", str});
    leaf.required = {"name"};
    route::json::schema arr;
    arr.type = "array";
    arr.items = std::make_shared<route::json::schema>(leaf);
    route::json::schema nullable_int;
    nullable_int.type = "integer";
    nullable_int.format = "int64";
    nullable_int.nullable = true;
    route::json::schema map;
    map.type = "object";
    map.additional_properties = std::make_shared<route::json::schema>(str);
    route::json::schema root;
    root.type = "object";
    root.properties = {{"items", arr}, {"count", nullable_int}, {"labels", map}, {"any", {}}};
    root.required = {"items", "labels"};
    c.status = c.expected_status = 200;
    root.name = "page";
    c.schema = root;
    c.response_body = R"({"items":[]})";
    text = page({c});
    BOOST_TEST(contains(text, "<div class=\"call success\">"));
    BOOST_TEST(contains(text, "Response schema: <code>page</code> (object)</div>"));
    BOOST_TEST(contains(
        text,
        "<tr><td><code>items</code></td><td>array of object</td><td>yes</td></tr>\n"
        "<tr><td><code>items[].name</code></td><td>string</td><td>yes</td></tr>\n"
        "<tr><td><code>count</code></td><td>integer (int64), nullable</td><td></td></tr>\n"
        "<tr><td><code>labels</code></td><td>map of string</td><td>yes</td></tr>\n"
        "<tr><td><code>any</code></td><td>any</td><td></td></tr>\n"));
    BOOST_TEST(contains(text, "<pre class=\"body\">{\n  &quot;items&quot;: []\n}</pre>"));
}

BOOST_AUTO_TEST_CASE(the_title_comes_from_openapi_info)
{
    auto c = call("/a", "GET", "getA", {"a"}, 200, "A");
    BOOST_TEST(contains(page({c}), "<title>API reference</title>"));
    BOOST_TEST(contains(page({c}, {{"openapi-info", "openapi: 3.0.1\ninfo:\n  title: Café\n"}}),
                        "<h1>Café</h1>"));
    // read as every format reads it (<docgen/openapi_info.hpp>)
    BOOST_TEST(error_of([&] { page({c}, {{"openapi-info", "info: [unclosed\n"}}); }).rfind(
                   "the configuration key 'openapi-info', line 2: not valid YAML", 0) == 0u);
    BOOST_TEST(error_of([&] { page({c}, {{"openapi-info", "info:\n  version: 1\n"}}); }) ==
               "the configuration key 'openapi-info', line 2: `info.title` is missing");
    BOOST_TEST(error_of([&] { page({c}, {{"openapi-info", "just text"}}); }) ==
               "the configuration key 'openapi-info', line 1: expected a mapping with `openapi` "
               "and `info`");
}

BOOST_AUTO_TEST_CASE(the_formatter_names_its_folder_and_key)
{
    simple::simple_formatter f;
    BOOST_TEST(f.name() == "simple");
    auto keys = f.keys();
    BOOST_TEST_REQUIRE(keys.size() == 1u);
    BOOST_TEST(keys[0].name == "openapi-info");
    BOOST_TEST(!keys[0].required);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace simple_simple_test
