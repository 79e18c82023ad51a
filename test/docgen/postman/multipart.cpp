//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A multipart/form-data body in a Postman collection: `formdata` with a
// file entry and a text entry, and no recorded Content-Type (Postman
// writes its own boundary).

#include <docgen/postman.hpp>

#include <docgen/spec/body.hpp>
#include "../../support/upload_call.hpp"
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/test/unit_test.hpp>
#include <string>

namespace postman_multipart_test { // this file's own, apart from the other tests built with it

namespace json = boost::json;

BOOST_AUTO_TEST_SUITE(postman_multipart)

BOOST_AUTO_TEST_CASE(a_multipart_body_is_formdata_with_file_and_text_entries)
{
    auto c = docgen::test::upload_call(
        201, docgen::multipart{docgen::file_part{"avatar", "image/png", "a.png", "\x89PNG"},
                               docgen::text_part{"caption", "me"}});
    c.request_headers = {{"User-Agent", "t"},
                         {"Content-Type", "multipart/form-data; boundary=docgen-0123"}};
    auto second = c;
    second.description = "Stored again";
    docgen::configuration config{
        {"openapi-info", "openapi: 3.0.1\ninfo:\n  title: T\n  version: 1.0.0\n"}};
    auto doc = json::parse(docgen::postman::to_json(docgen::document::from_calls({c, second}), config));
    auto const& request = doc.at("item").at(0).at("item").at(0).at("request");
    auto const& body = request.at("body");
    BOOST_TEST(body.at("mode").as_string() == "formdata");
    auto const& fields = body.at("formdata").as_array();
    BOOST_TEST_REQUIRE(fields.size() == 2u);
    BOOST_TEST(fields[0] == json::parse(R"({"key":"avatar","type":"file","src":"a.png",)"
                                        R"("contentType":"image/png"})"));
    BOOST_TEST(fields[1] == json::parse(R"({"key":"caption","type":"text","value":"me"})"));
    auto const& headers = request.at("header").as_array();
    BOOST_TEST_REQUIRE(headers.size() == 1u);
    BOOST_TEST(headers[0].at("key").as_string() == "User-Agent");
    BOOST_TEST(json::serialize(doc).find("docgen-0123") == std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace postman_multipart_test
