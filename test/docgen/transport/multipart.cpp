//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The typed client's multipart body, read by route's upload directives on
// a server on 127.0.0.1.
#include <docgen/typed_client.hpp>

#include "support.hpp"
#include <route/app.hpp>
#include <route/route.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/describe/class.hpp>
#include <boost/test/unit_test.hpp>
#include <string>

namespace client_multipart_test { // this file's own, apart from the other tests built with it

namespace {

// What the server read of the upload.
struct upload
{
    std::string file_name;
    std::string content_type;
    std::string bytes;
    std::string caption;
};
BOOST_DESCRIBE_STRUCT(upload, (), (file_name, content_type, bytes, caption))

// POST /avatars: the file part `avatar` and the text field `caption`.
route::http_app
avatars_app()
{
    using namespace route::dsl;
    auto r = path("avatars")(post(form_fields("caption")([](std::string caption) {
        return file_upload("avatar")(
            [caption](route::file_info i,
                      route::byte_source src) -> boost::asio::awaitable<route::route> {
                std::string bytes;
                while (auto piece = co_await src.read())
                    bytes += *piece;
                route::response res;
                res.status = route::status::ok;
                res.headers.push_back({"Content-Type", "application/json"});
                res.body = route::json::serialize(upload{i.file_name, i.content_type, bytes, caption});
                co_return complete(std::move(res));
            });
    })));
    return route::to_http_routes(r).or_not_found();
}

} // namespace

BOOST_AUTO_TEST_SUITE(typed_client_multipart)

BOOST_AUTO_TEST_CASE(a_multipart_body_reaches_routes_upload_directives)
{
    route::server s(avatars_app(), docgen_test::echo_server::options());
    s.start();
    std::string bytes("PNG\r\n\0\r\n--", 11); // valid UTF-8: it comes back in JSON
    docgen::request<upload> r("POST", "http://127.0.0.1:" + std::to_string(s.port()),
                                    "/avatars", {}, 200);
    r.with_multipart_body(docgen::multipart{docgen::file_part{"avatar", "image/png", "a b.png", bytes},
                                            docgen::text_part{"caption", "me"}});
    auto res = r.send();
    s.stop();
    BOOST_TEST_REQUIRE(res.has_value(), res.error().message);
    BOOST_TEST(res->file_name == "a b.png");
    BOOST_TEST(res->content_type == "image/png");
    BOOST_TEST(res->bytes == bytes);
    BOOST_TEST(res->caption == "me");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace client_multipart_test
