//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What the OpenAPI format writes of a multipart/form-data request body:
// an object schema, files as binary strings, text fields as strings.

#include <docgen/openapi.hpp>

#include <docgen/spec/body.hpp>
#include "../../support/upload_call.hpp"
#include <boost/test/unit_test.hpp>
#include <yaml-cpp/yaml.h>
#include <string>

namespace openapi_multipart_test { // this file's own, apart from the other tests built with it

BOOST_AUTO_TEST_SUITE(openapi_multipart)

BOOST_AUTO_TEST_CASE(a_multipart_body_is_an_object_of_binary_files_and_text_fields)
{
    auto c = docgen::test::upload_call(
        201, docgen::multipart{docgen::file_part{"avatar", "image/png", "a.png", "\x89PNG"},
                               docgen::text_part{"caption", "me"},
                               docgen::file_part{"extra", "", "b", ""},
                               docgen::file_part{"extra", "", "c", ""}});
    docgen::configuration config{
        {"openapi-info", "openapi: 3.0.1\ninfo:\n  title: T\n  version: 1.0.0\n"}};
    auto doc = YAML::Load(
        docgen::openapi::to_yaml(docgen::document::from_calls({c}), config));
    auto body = doc["paths"]["/avatars"]["post"]["requestBody"];
    BOOST_TEST(body["required"].as<bool>());
    BOOST_TEST(body["content"].size() == 1u);
    auto m = body["content"]["multipart/form-data"];
    BOOST_TEST_REQUIRE(m.IsMap());
    BOOST_TEST(m["schema"]["type"].Scalar() == "object");
    auto props = m["schema"]["properties"];
    BOOST_TEST(props["avatar"]["type"].Scalar() == "string");
    BOOST_TEST(props["avatar"]["format"].Scalar() == "binary");
    BOOST_TEST(props["caption"]["type"].Scalar() == "string");
    BOOST_TEST(!props["caption"]["format"]);
    // a field given several files: an array of them
    BOOST_TEST(props["extra"]["type"].Scalar() == "array");
    BOOST_TEST(props["extra"]["items"]["format"].Scalar() == "binary");
    BOOST_TEST(m["schema"]["required"].size() == 3u);
    // the files' bytes are not recorded: no example stands for the body
    BOOST_TEST(!m["examples"]);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace openapi_multipart_test
