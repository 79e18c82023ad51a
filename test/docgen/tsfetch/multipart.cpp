//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A multipart/form-data body in the ts-fetch client: a typed object of
// Blobs and strings, sent as FormData (fetch writes the boundary).

#include <docgen/tsfetch.hpp>

#include <docgen/spec/body.hpp>
#include "../../support/upload_call.hpp"
#include <boost/test/unit_test.hpp>
#include <string>

namespace tsfetch_multipart_test { // this file's own, apart from the other tests built with it

BOOST_AUTO_TEST_SUITE(tsfetch_multipart)

BOOST_AUTO_TEST_CASE(a_multipart_body_is_a_typed_form_sent_as_form_data)
{
    auto c = docgen::test::upload_call(204, docgen::multipart{
        docgen::file_part{"avatar", "image/png", "a.png", ""}, docgen::text_part{"caption", "me"},
        docgen::file_part{"extra-file", "", "b", ""}, docgen::file_part{"extra-file", "", "c", ""}});
    auto files = docgen::tsfetch::generate_files(docgen::document::from_calls({c}), {});
    auto const& client = files["src/client.ts"];
    BOOST_TEST(client.find("  body: { avatar: Blob; caption: string; 'extra-file': Array<Blob>; };\n") !=
                   std::string::npos,
               client);
    BOOST_TEST(client.find("body: request.body === undefined ? undefined : "
                           "Object.entries(request.body).reduce((form, [k, v]) => { for (const x of "
                           "Array.isArray(v) ? v : [v]) form.append(k, x); return form; }, "
                           "new FormData())") != std::string::npos);
    BOOST_TEST(client.find("multipart/form-data'") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_document_without_models_still_has_a_models_module)
{
    // no JSON body: no model, and index.ts's `export * from './models.js'`
    // needs models.ts to be a module all the same
    docgen::recorded_call c;
    c.path_template = c.path = "/ping";
    c.method = "GET";
    c.summary = "Ping";
    c.operation_id = "ping";
    c.expected_status = c.status = 204;
    c.description = "Alive";
    auto files = docgen::tsfetch::generate_files(docgen::document::from_calls({c}), {});
    auto const& models = files["src/models.ts"];
    BOOST_TEST(models.find("export type") == std::string::npos, models);
    BOOST_TEST(models.find("\nexport {};\n") != std::string::npos, models);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace tsfetch_multipart_test
