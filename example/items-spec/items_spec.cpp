//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The items sample (example/items) documented in process: its routes run
// through the test kit, no socket and no port, against a fresh store
// holding items 1 and 2 (as `items --seed 2` starts). The requests run in
// the order declared, so the documented answers are the same on every run;
// after them every linked format is written under DOCGEN_OUTPUT_DIR.

#define BOOST_TEST_MODULE items_spec
#include <docgen/docgen.hpp>
#include "../items/items.hpp"

#include <route/app.hpp>
#include <string>
#include <vector>

using items::item;

// tag::spec[]
class items_spec : public docgen::spec
{
public:
    items_spec()
    {
        // items 1 and 2, as the service's `--seed 2` adds them
        store_.add({2, "item 2"});
        store_.add({1, "item 1"});
        // the application the items service serves, run in process
        app(route::to_http_routes(items::routes(store_)).or_not_found());
        default_headers({{"User-Agent", "docgen-items-sample"}});

        path("/items")(
            supports(route::method::get, docgen::no_params, "List the items", "listItems",
                     {"items"})(
                on_request().responds_with<std::vector<item>>(200,
                                                              "The items, the last added first")),
            supports(route::method::post, docgen::no_params, "Add an item", "addItem",
                     {"items"})(
                on_request()
                    .body(item{3, "item 3"})
                    .responds_with<item>(201, "Item added")
                    .assert_([](auto& ctx) { BOOST_TEST(ctx.perform_request().body.id == 3); }),
                on_request()
                    .body(docgen::raw{"text/plain", "item 4"})
                    .responds_with<std::string>(415, "The body is not JSON"),
                // sent as is: a JSON body whose id is not a number
                on_request()
                    .body(docgen::raw{"application/json; charset=utf-8",
                                      R"({"id":"four","name":"item 4"})"})
                    .responds_with<std::string>(400, "The body does not decode as an item")
                    .assert_([](auto& ctx) {
                        BOOST_TEST(ctx.perform_request().body.find("'id'") != std::string::npos);
                    })));

        path("/items/{id}")(
            supports(route::method::get, p<std::int64_t>("id"), "Get an item", "getItem",
                     {"items"})(
                on_request(3).responds_with<item>(200, "Item found").assert_([](auto& ctx) {
                    BOOST_TEST(ctx.perform_request().body.name == "item 3");
                }),
                on_request(99).responds_with<std::string>(404, "No such item")),
            supports(route::method::delete_, p<std::int64_t>("id"), "Delete an item",
                     "deleteItem", {"items"})(
                on_request(3).responds_with<docgen::empty_body>(204, "Item deleted")),
            supports(route::method::put, p<std::int64_t>("id"), "Replace an item", "replaceItem",
                     {"items"})(
                on_request(1)
                    .body(item{1, "item one"})
                    .responds_with<std::string>(405, "Items cannot be replaced",
                                                {h<std::string>("Allow")})));
    }

private:
    // the service's state, changed by the requests; the spec outlives them
    mutable items::store store_;
};
DOCGEN_SPEC(items_spec)
// end::spec[]

// tag::options[]
struct items_spec_options
{
    items_spec_options()
    {
        docgen::generation_options({
            {"openapi-info", "openapi: 3.0.1\n"
                             "info:\n"
                             "  title: Items\n"
                             "  version: 1.0.0\n"},
            {"httpclient-package", "com.example.items"},
        });
    }
};
static const items_spec_options options;
// end::options[]
