//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#include <docgen/compare.hpp>

#include <boost/test/unit_test.hpp>
#include <string>
#include <vector>

// Each rule is a pair of documents, NAME-old.yml and NAME-new.yml, beside
// this file; the changes are compared line by line, in order.

// paths given by the build, unquoted
#define DOCGEN_TEST_STRINGIZE_(x) #x
#define DOCGEN_TEST_STRINGIZE(x) DOCGEN_TEST_STRINGIZE_(x)

namespace {

std::string
fixture(const std::string& name)
{
    return std::string(DOCGEN_TEST_STRINGIZE(DOCGEN_COMPARE_FIXTURES)) + "/" + name;
}

std::vector<std::string>
changes(const std::string& pair)
{
    auto old_doc = docgen::read_openapi(fixture(pair + "-old.yml"));
    auto new_doc = docgen::read_openapi(fixture(pair + "-new.yml"));
    std::vector<std::string> lines;
    for (auto const& c : docgen::compare_openapi(old_doc, new_doc))
        lines.push_back(c.to_string());
    return lines;
}

void
check(const std::vector<std::string>& got, const std::vector<std::string>& want)
{
    BOOST_TEST(got.size() == want.size());
    for (std::size_t i = 0; i < got.size() && i < want.size(); ++i)
        BOOST_TEST_CONTEXT("change " << i) { BOOST_TEST(got[i] == want[i]); }
    for (std::size_t i = want.size(); i < got.size(); ++i)
        BOOST_TEST_MESSAGE("unexpected: " << got[i]);
}

// The message of the openapi_read_error `text` raises, or "" when it reads.
std::string
read_error(const std::string& text)
{
    try
    {
        docgen::parse_openapi(text, "doc.yml");
    }
    catch (const docgen::openapi_read_error& e)
    {
        return e.what();
    }
    return {};
}

} // namespace

BOOST_AUTO_TEST_SUITE(compare)

BOOST_AUTO_TEST_CASE(json_pointer_tokens_escape_tilde_and_slash)
{
    BOOST_TEST(docgen::json_pointer_token("/users/{username}") == "~1users~1{username}");
    BOOST_TEST(docgen::json_pointer_token("a~b/c") == "a~0b~1c");
    BOOST_TEST(docgen::json_pointer_token("~1") == "~01");
    BOOST_TEST(docgen::json_pointer_token("") == "");
}

BOOST_AUTO_TEST_CASE(a_document_against_itself_has_no_change)
{
    auto d = docgen::read_openapi(std::string(DOCGEN_TEST_STRINGIZE(DOCGEN_TEST_ROOT)) + "/test/docgen/openapi/github.yml");
    BOOST_TEST(docgen::compare_openapi(d, d).empty());
    auto r = docgen::read_openapi(fixture("refs-old.yml"));
    BOOST_TEST(docgen::compare_openapi(r, r).empty());
}

// A 3.1 document says nullable with a type list: the sample's document
// as 3.0 (nullable: true) and as 3.1 compare equal, either way round.
BOOST_AUTO_TEST_CASE(a_document_as_30_and_as_31_has_no_change)
{
    auto root = std::string(DOCGEN_TEST_STRINGIZE(DOCGEN_TEST_ROOT)) + "/test/docgen/openapi/";
    auto v30 = docgen::read_openapi(root + "github.yml");
    auto v31 = docgen::read_openapi(root + "github-3.1.yml");
    BOOST_TEST(docgen::compare_openapi(v30, v31).empty());
    BOOST_TEST(docgen::compare_openapi(v31, v30).empty());
}

BOOST_AUTO_TEST_CASE(nullable_by_type_list_compares_with_nullable_true)
{
    // old 3.0, new 3.1: name nullable in both; a request's type list may
    // widen (level), a response's may not (id)
    check(changes("nullable"),
          {"breaking /paths/~1users~1{username}/get/responses/200/content/application~1json/"
           "schema/properties/email (new): may now be null (response 200 of GET "
           "/users/{username}, application/json)",
           "breaking /paths/~1users~1{username}/get/responses/200/content/application~1json/"
           "schema/properties/id (new): type changed from integer to integer or string "
           "(response 200 of GET /users/{username}, application/json)",
           "breaking /paths/~1users~1{username}/put/requestBody/content/application~1json/"
           "schema/properties/bio (new): no longer accepts null (request body of PUT "
           "/users/{username}, application/json)"});
}

BOOST_AUTO_TEST_CASE(operations_removed_break_and_new_ones_are_additions)
{
    check(changes("operations"),
          {"breaking /paths/~1items~1{id}/delete (old): operation DELETE /items/{id} removed",
           "added /paths/~1items/post (new): operation POST /items added",
           "added /paths/~1health/get (new): operation GET /health added"});
}

BOOST_AUTO_TEST_CASE(responses_and_their_content_types_removed_break)
{
    check(changes("responses"),
          {"breaking /paths/~1items~1{id}/get/responses/404 (old): response 404 removed "
           "(GET /items/{id})",
           "breaking /paths/~1items~1{id}/get/responses/200/content/text~1csv (old): content "
           "type text/csv no longer sent (response 200 of GET /items/{id})",
           "added /paths/~1items~1{id}/get/responses/200/content/application~1xml (new): content "
           "type application/xml added (response 200 of GET /items/{id})",
           "added /paths/~1items~1{id}/get/responses/410 (new): response 410 added "
           "(GET /items/{id})"});
}

BOOST_AUTO_TEST_CASE(required_parameters_added_or_made_required_break)
{
    // X-Request-Id and x-request-id are one header; path-item parameters count
    check(changes("parameters"),
          {"breaking /paths/~1items/get/parameters/0 (new): query parameter page became "
           "required (GET /items)",
           "breaking /paths/~1items/get/parameters/1 (new): required query parameter limit "
           "added (GET /items)",
           "breaking /paths/~1items/get/parameters/3/schema (new): type changed from string to "
           "integer (query parameter tag of GET /items)",
           "breaking /paths/~1items/get/parameters/4 (new): required header parameter X-Trace "
           "added (GET /items)",
           "added /paths/~1items/get/parameters/2 (new): optional query parameter sort added "
           "(GET /items)"});
}

BOOST_AUTO_TEST_CASE(required_request_members_and_bodies_added_break)
{
    // `size` loses its format: a request widened breaks nothing
    std::string const json = "/paths/~1items/post/requestBody/content/application~1json/schema";
    std::string const in = " (request body of POST /items, application/json)";
    check(changes("request-body"),
          {"breaking /paths/~1items/post/requestBody (new): request body became required "
           "(POST /items)",
           "breaking /paths/~1items/post/requestBody/content/application~1x-www-form-urlencoded "
           "(old): content type application/x-www-form-urlencoded no longer accepted (request "
           "body of POST /items)",
           "breaking " + json + "/properties/note (new): no longer accepts null" + in,
           "breaking " + json + "/properties/price (new): request member price became required" + in,
           "breaking " + json + "/properties/price (new): format changed from none to int32" + in,
           "breaking " + json + "/properties/owner (new): required request member owner added" + in,
           "breaking /paths/~1items~1{id}/put/requestBody (new): required request body added "
           "(PUT /items/{id})",
           "added " + json + "/properties/colour (new): optional request member colour added" + in,
           "added /paths/~1tags/post/requestBody (new): optional request body added "
           "(POST /tags)"});
}

BOOST_AUTO_TEST_CASE(response_members_removed_or_changed_break)
{
    // `created` gains a format: a response narrowed breaks nothing
    std::string const schema =
        "/paths/~1users~1{username}/get/responses/200/content/application~1json/schema";
    std::string const in = " (response 200 of GET /users/{username}, application/json)";
    check(changes("response-members"),
          {"breaking " + schema + "/properties/blog (old): response member blog removed" + in,
           "breaking " + schema + "/properties/seen (new): format changed from date-time to "
                                  "none" + in,
           "breaking " + schema + "/properties/id (new): format changed from int32 to int64" + in,
           "breaking " + schema + "/properties/followers (new): type changed from integer to "
                                  "string" + in,
           "breaking " + schema + "/properties/company (new): may now be null" + in,
           "breaking " + schema + "/properties/email (new): response member email no longer "
                                  "required" + in,
           "breaking " + schema + "/properties/orgs/items/properties/url (old): response member "
                                  "url removed" + in,
           "added " + schema + "/properties/location (new): response member location added" + in});
}

BOOST_AUTO_TEST_CASE(a_path_parameter_renamed_breaks)
{
    // the operation is the same one: its other parameters are not reported
    check(changes("path-parameter"),
          {"breaking /paths/~1repos~1{owner}~1{repo} (old): path parameter repo renamed to name "
           "(/repos/{owner}/{repo} is now /repos/{owner}/{name})"});
}

BOOST_AUTO_TEST_CASE(refs_are_followed_into_the_components_and_cycles_end)
{
    // Node refers to itself twice (parent, children): each pair of schemas
    // is compared once per direction, and pointers lead into the components
    check(changes("refs"),
          {"breaking /components/parameters/Id/schema (new): type changed from integer to "
           "string (path parameter id of GET /nodes/{id})",
           "breaking /components/schemas/Node/properties/size (old): response member size "
           "removed (response 200 of GET /nodes/{id}, application/json)",
           "breaking /components/schemas/Tree~1Node/properties/kind (new): required request "
           "member kind added (request body of PUT /nodes/{id}, application/json)",
           "added /components/schemas/Tree~1Node/properties/kind (new): response member kind "
           "added (response 200 of GET /nodes/{id}, application/json)"});
}

BOOST_AUTO_TEST_CASE(a_document_that_cannot_be_read_is_named_with_why)
{
    BOOST_TEST(read_error("openapi: 3.0.1\npaths: {}\n") == "");
    BOOST_TEST(read_error("openapi: [3.0.1\n").rfind("doc.yml: not YAML: ", 0) == 0);
    BOOST_TEST(read_error("- openapi\n") ==
               "doc.yml: not an OpenAPI document: its root is not a map");
    BOOST_TEST(read_error("swagger: \"2.0\"\n") ==
               "doc.yml: not an OpenAPI document: no 'openapi' version");
    BOOST_TEST(read_error("openapi: 3.1.0\npaths: {}\n") == "");
    BOOST_TEST(read_error("openapi: 2.0\npaths: {}\n") ==
               "doc.yml: OpenAPI 2.0 is not read; 3.0.x and 3.1.x are");
    BOOST_TEST(read_error("openapi: 4.0.0\npaths: {}\n") ==
               "doc.yml: OpenAPI 4.0.0 is not read; 3.0.x and 3.1.x are");
    BOOST_TEST(read_error("openapi: 3.0.1\npaths: [a]\n") == "doc.yml: 'paths' is not a map");
    BOOST_TEST(read_error("openapi: 3.0.1\npaths:\n  /a: 1\n") ==
               "doc.yml: the path item /paths/~1a is not a map");
    BOOST_TEST(read_error("openapi: 3.0.1\npaths:\n  /a:\n    get:\n      responses:\n"
                          "        \"200\": {$ref: \"#/components/responses/Gone\"}\n") ==
               "doc.yml: the $ref at /paths/~1a/get/responses/200 "
               "'#/components/responses/Gone' points to nothing");
    BOOST_TEST(read_error("openapi: 3.0.1\ncomponents:\n  schemas:\n"
                          "    A: {$ref: \"#/components/schemas/B\"}\n"
                          "    B: {$ref: \"#/components/schemas/A\"}\n") ==
               "doc.yml: the $ref at /components/schemas/A '#/components/schemas/B' only "
               "refers back to itself");
    BOOST_TEST(read_error("openapi: 3.0.1\ncomponents:\n  schemas:\n"
                          "    A: {$ref: \"common.yml#/components/schemas/A\"}\n") ==
               "doc.yml: the $ref at /components/schemas/A 'common.yml#/components/schemas/A' "
               "is not a reference into the same document (#/...): other documents are not read");
    BOOST_TEST(read_error("openapi: 3.0.1\ncomponents:\n  schemas:\n"
                          "    A: {$ref: \"#/components/schemas/%zz\"}\n") ==
               "doc.yml: the $ref at /components/schemas/A '#/components/schemas/%zz' has a "
               "broken percent-encoding");
    // a percent-encoded fragment and an index into a sequence resolve
    BOOST_TEST(read_error("openapi: 3.0.1\ncomponents:\n  schemas:\n    A B: {type: string}\n"
                          "    C: {$ref: \"#/components/schemas/A%20B\"}\n"
                          "    D: {allOf: [{type: string}]}\n"
                          "    E: {$ref: \"#/components/schemas/D/allOf/0\"}\n") == "");
}

BOOST_AUTO_TEST_CASE(a_missing_file_is_named)
{
    try
    {
        docgen::read_openapi(fixture("no-such-file.yml"));
        BOOST_FAIL("no error");
    }
    catch (const docgen::openapi_read_error& e)
    {
        BOOST_TEST(std::string(e.what()) == fixture("no-such-file.yml") +
                                                ": cannot be read: no such file");
    }
}

BOOST_AUTO_TEST_SUITE_END()
