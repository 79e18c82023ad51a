//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A multipart/form-data body in the typed C++ client: an argument of type
// `docgen::multipart`, sent by `with_multipart_body`.
#include "../../../libs/docgen_client/client_format.hpp"

#include <docgen/spec/body.hpp>
#include "../../support/upload_call.hpp"
#include <boost/test/unit_test.hpp>
#include <string>

namespace client_format_multipart_test { // this file's own, apart from the other tests built with it

BOOST_AUTO_TEST_SUITE(client_format_multipart)

BOOST_AUTO_TEST_CASE(a_multipart_body_is_a_docgen_multipart_argument)
{
    auto c = docgen::test::upload_call(204, docgen::multipart{
        docgen::file_part{"avatar", "image/png", "a.png", ""}, docgen::text_part{"caption", "me"}});
    auto files = docgen::client_format::generate_files(docgen::document::from_calls({c}), "com.example.av");
    auto const& h = files.at("include/com/example/av/avatars/AvatarsEndpoints.hpp");
    BOOST_TEST(h.find("const docgen::multipart& body") != std::string::npos, h);
    BOOST_TEST(h.find("r.with_multipart_body(body);") != std::string::npos);
    BOOST_TEST(h.find("with_body(\"multipart/form-data\"") == std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace client_format_multipart_test
