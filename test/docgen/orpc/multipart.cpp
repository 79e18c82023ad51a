//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A multipart/form-data request body in the orpc package.
#include <docgen/orpc.hpp>

#include <docgen/spec/body.hpp>
#include "../../support/upload_call.hpp"
#include <boost/test/unit_test.hpp>
#include <string>

namespace orpc_multipart_test { // this file's own, apart from the other tests built with it

namespace {

docgen::recorded_call
upload_call()
{
    return docgen::test::upload_call(204, docgen::multipart{
        docgen::file_part{"avatar", "image/png", "a.png", ""}, docgen::text_part{"caption", "me"}});
}

// All the files the format writes, one after the other.
std::string
written()
{
    std::string all;
    for (auto const& [name, text] : docgen::orpc::package_files(docgen::document::from_calls({upload_call()}), {}))
        all += text;
    return all;
}

} // namespace

BOOST_AUTO_TEST_SUITE(orpc_multipart)

BOOST_AUTO_TEST_CASE(a_multipart_body_is_an_object_of_blobs_and_strings)
{
    auto all = written();
    BOOST_TEST(all.find("z.object({ avatar: z.instanceof(Blob), caption: z.string(), })") !=
                   std::string::npos,
               all);
    BOOST_TEST(all.find("which oRPC's client sends as `FormData`") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace orpc_multipart_test
