//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Requests whose values are computed when their test runs
// (`with_setup(f).on_request(g)`), and multipart bodies parsed by route's
// upload directives, in process.

#include <docgen/spec.hpp>

#include <route/app.hpp>
#include <route/route.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace in_process_setup_multipart_test { // this file's own, apart from the other tests built with it

namespace {

// The items of the service, created by a test's setup.
struct item_store
{
    std::map<std::int64_t, std::string> items;
    std::int64_t next = 41;

    std::int64_t create(std::string name)
    {
        items[++next] = std::move(name);
        return next;
    }
};

// GET /items/{id}: the item's name; POST /avatars: a multipart body with
// the file part `avatar` and the text field `caption`, answered with what
// route's directives read of them.
route::http_app
items_app(std::shared_ptr<item_store> store)
{
    using namespace route::dsl;
    auto r =
        path("items" / long_number)([store](std::int64_t id) -> route::route {
            auto it = store->items.find(id);
            if (it == store->items.end())
                return get(complete(route::status::not_found));
            return get(complete(it->second));
        }) |
        path("avatars")(post(form_fields("caption")([](std::string caption) {
            return file_upload("avatar")(
                [caption](route::file_info i,
                          route::byte_source src) -> boost::asio::awaitable<route::route> {
                    std::string bytes;
                    while (auto piece = co_await src.read())
                        bytes += *piece;
                    co_return complete(i.file_name + "|" + i.content_type + "|" + bytes + "|" +
                                       caption);
                });
        })));
    return route::to_http_routes(r).or_not_found();
}

// A file's bytes: a NUL, CRLF and something like a delimiter.
const std::string png = std::string("\x89PNG\r\n\x1a\n\0--", 11) + "\r\n--docgen";

class items_spec : public docgen::spec
{
public:
    explicit items_spec(std::shared_ptr<item_store> store, int& setups, bool broken = false)
    {
        app(items_app(store));
        path("/items/{id}")(supports(route::method::get, p<std::int64_t>("id"), "Get an item",
                                     "getItem", {"items"})(
            with_setup([store, &setups, broken] {
                ++setups;
                if (broken)
                    throw std::runtime_error("the store is read-only");
                return store->create("kettle");
            })
                .on_request([](const std::int64_t& id) { return docgen::on_request(id); })
                .responds_with<std::string>(200, "Item found")
                .assert_([](auto& ctx) {
                    BOOST_TEST(ctx.perform_request().body == "kettle");
                })));
        path("/avatars")(supports(route::method::post, docgen::no_params, "Upload an avatar",
                                  "uploadAvatar", {"avatars"})(
            on_request()
                .body(docgen::multipart{docgen::file_part{"avatar", "image/png", "a.png", png},
                                        docgen::text_part{"caption", "me, \"smiling\""}})
                .responds_with<std::string>(200, "Avatar stored")
                .assert_([](auto& ctx) {
                    BOOST_TEST(ctx.perform_request().body ==
                               "a.png|image/png|" + png + "|me, \"smiling\"");
                })));
    }
};

std::size_t
no_failures()
{
    return 0;
}

} // namespace

BOOST_AUTO_TEST_SUITE(in_process_setup_multipart)

BOOST_AUTO_TEST_CASE(setup_runs_when_the_test_runs)
{
    auto store = std::make_shared<item_store>();
    int setups = 0;
    items_spec s(store, setups);
    BOOST_TEST(setups == 0);
    BOOST_TEST(store->items.empty());
    BOOST_TEST(s.requests().at(0).test_name() == "getItem__Item_found__GET__items__id_");

    auto before = docgen::recorder::instance().calls().size();
    s.run(s.requests().at(0), &no_failures);
    BOOST_TEST(setups == 1);
    auto calls = docgen::recorder::instance().calls();
    BOOST_TEST_REQUIRE(calls.size() == before + 1);
    auto const& c = calls.back();
    BOOST_TEST(c.path == "/items/42");
    BOOST_TEST_REQUIRE(c.path_parameters.size() == 1u);
    BOOST_TEST(c.path_parameters[0].value == "42");

    // each run sets up anew
    s.run(s.requests().at(0), &no_failures);
    BOOST_TEST(setups == 2);
    BOOST_TEST(docgen::recorder::instance().calls().back().path == "/items/43");
}

BOOST_AUTO_TEST_CASE(a_failing_setup_fails_its_test_saying_so)
{
    auto store = std::make_shared<item_store>();
    int setups = 0;
    items_spec s(store, setups, true);
    auto before = docgen::recorder::instance().calls().size();
    std::string message;
    try
    {
        s.run(s.requests().at(0), &no_failures);
    }
    catch (const std::runtime_error& e)
    {
        message = e.what();
    }
    BOOST_TEST(message == "getItem (Item found, GET /items/{id}): setup failed: "
                          "the store is read-only");
    BOOST_TEST(docgen::recorder::instance().calls().size() == before);

    // the other requests of the specification still run
    s.run(s.requests().at(1), &no_failures);
    BOOST_TEST(docgen::recorder::instance().calls().size() == before + 1);
}

BOOST_AUTO_TEST_CASE(a_multipart_body_reaches_routes_upload_directives)
{
    auto store = std::make_shared<item_store>();
    int setups = 0;
    items_spec s(store, setups);
    auto before = docgen::recorder::instance().calls().size();
    s.run(s.requests().at(1), &no_failures);
    auto calls = docgen::recorder::instance().calls();
    BOOST_TEST_REQUIRE(calls.size() == before + 1);
    auto const& c = calls.back();

    // sent with a boundary that none of the parts contains
    std::string type;
    for (auto const& h : c.request_headers)
        if (h.name == "Content-Type")
            type = h.value;
    BOOST_TEST(type.rfind("multipart/form-data; boundary=docgen-", 0) == 0u, type);
    BOOST_TEST(png.find(type.substr(type.find('=') + 1)) == std::string::npos);

    // recorded: the parts without the file's bytes, the schema
    BOOST_TEST_REQUIRE(c.request_body.has_value());
    auto const& b = *c.request_body;
    BOOST_TEST(b.content_type == "multipart/form-data");
    BOOST_TEST(b.body.empty());
    BOOST_TEST_REQUIRE(b.parts.size() == 2u);
    BOOST_TEST((b.parts[0] == docgen::body_part_record{"avatar", "file", "image/png", "a.png", ""}));
    BOOST_TEST((b.parts[1] == docgen::body_part_record{"caption", "text", "", "", "me, \"smiling\""}));
    BOOST_TEST_REQUIRE(b.schema.has_value());
    BOOST_TEST_REQUIRE(b.schema->properties.size() == 2u);
    BOOST_TEST(b.schema->properties[0].name == "avatar");
    BOOST_TEST(b.schema->properties[0].value.type == "string");
    BOOST_TEST(b.schema->properties[0].value.format == "binary");
    BOOST_TEST(b.schema->properties[1].value.format == "");

    // and read back as written
    auto back = docgen::recorded_call::from_json(c.to_json());
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST((back->request_body == c.request_body));
    auto bad = c.to_json();
    bad.at("request_body").at("parts").at(0).at("kind") = "blob";
    auto rejected = docgen::recorded_call::from_json(bad);
    BOOST_TEST_REQUIRE(rejected.has_error());
    BOOST_TEST(rejected.error().path == "request_body.parts[0].kind");
}

BOOST_AUTO_TEST_CASE(a_multipart_payload_escapes_names_and_avoids_its_content)
{
    using docgen::body_part_record;
    std::vector<body_part_record> parts{{"a\"b", "text", "", "", "x"},
                                        {"f", "file", "", "n\r\n.txt", "--docgen-"}};
    auto p = docgen::detail::multipart_encoded(parts);
    BOOST_TEST(p.bytes == "--" + p.boundary +
                              "\r\nContent-Disposition: form-data; name=\"a\\\"b\"\r\n\r\nx\r\n"
                              "--" + p.boundary +
                              "\r\nContent-Disposition: form-data; name=\"f\"; "
                              "filename=\"n%0D%0A.txt\"\r\nContent-Type: application/octet-stream"
                              "\r\n\r\n--docgen-\r\n--" + p.boundary + "--\r\n");
    // the same parts, the same boundary: documents stay the same from run to run
    BOOST_TEST(docgen::detail::multipart_encoded(parts).boundary == p.boundary);
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace in_process_setup_multipart_test
