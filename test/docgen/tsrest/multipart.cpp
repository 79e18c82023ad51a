//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A multipart/form-data request body in the tsrest package.
#include <docgen/tsrest.hpp>

#include <docgen/spec/body.hpp>
#include "../../support/upload_call.hpp"
#include <boost/test/unit_test.hpp>
#include <string>

namespace tsrest_multipart_test { // this file's own, apart from the other tests built with it

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
    for (auto const& [name, text] : docgen::tsrest::generate_files(docgen::document::from_calls({upload_call()}), {}))
        all += text;
    return all;
}

} // namespace

BOOST_AUTO_TEST_SUITE(tsrest_multipart)

BOOST_AUTO_TEST_CASE(a_multipart_body_is_the_callers_form_data)
{
    auto all = written();
    BOOST_TEST(all.find("        // the parts: avatar (file), caption (text)\n"
                        "        contentType: 'multipart/form-data',\n"
                        "        body: z.instanceof(FormData),\n") != std::string::npos,
               all);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace tsrest_multipart_test
