//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A multipart/form-data body on the `simple` page: a curl command with one
// -F per file and --form-string per text field, and a table of the parts.
#include <docgen/simple.hpp>

#include <docgen/spec/body.hpp>
#include "../../support/upload_call.hpp"
#include <boost/test/unit_test.hpp>
#include <string>

namespace simple_multipart_test { // this file's own, apart from the other tests built with it

BOOST_AUTO_TEST_SUITE(simple_multipart)

BOOST_AUTO_TEST_CASE(a_multipart_body_is_sent_by_curl_form_and_shown_as_its_parts)
{
    auto c = docgen::test::upload_call(201, docgen::multipart{
        docgen::file_part{"avatar", "image/png", "my \"best\".png", "\x89PNG"},
        docgen::text_part{"caption", "it's <me>"}});
    c.request_headers = {{"Content-Type", "multipart/form-data; boundary=docgen-0123"}};
    c.request_body->parts[0].value.clear(); // as recorded
    BOOST_TEST(docgen::simple::curl_command(c) ==
               "curl -X 'POST' \"${BASE_URL}/avatars\" \\\n"
               "  -F 'avatar=@\"my \\\"best\\\".png\";type=image/png' \\\n"
               "  --form-string 'caption=it'\\''s <me>'");

    auto page = docgen::simple::to_html(docgen::document::from_calls({c}), {});
    BOOST_TEST(page.find("Request body: <code>multipart/form-data</code>") != std::string::npos);
    BOOST_TEST(page.find("<tr><td><code>avatar</code></td><td>file</td><td><code>image/png</code>"
                         "</td><td><code>my &quot;best&quot;.png</code></td></tr>") !=
               std::string::npos, page);
    BOOST_TEST(page.find("<tr><td><code>caption</code></td><td>text</td><td></td><td><code>"
                         "it&#39;s &lt;me&gt;</code></td></tr>") != std::string::npos);
    BOOST_TEST(page.find("docgen-0123") == std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace simple_multipart_test
