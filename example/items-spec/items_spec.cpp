//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The items sample (example/items) documented in process: its routes run
// through the test kit, no socket and no port, against a fresh store
// holding items 1 and 2 (as `items --seed 2` starts). The requests run in
// the order declared, so the documented answers are the same on every run;
// after them every linked format is written under DOCGEN_OUTPUT_DIR. The
// paths, the parameter and the item's members (example/items/items.hpp)
// carry descriptions; the item deleted is one that the DELETE request's
// setup adds first with a POST, when its test runs.

#define BOOST_TEST_MODULE items_spec
#include <docgen/docgen.hpp>
#include "../items/items.hpp"

#include <route/app.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <cstdint>
#include <stdexcept>
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

        path("/items", "The items of the store, the last added first.", "Items")(
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

        path("/items/{id}", "One item, by the identifier it was added with.", "An item")(
            supports(route::method::get, p<std::int64_t>("id", "The item's identifier"),
                     "Get an item", "getItem", {"items"})(
                on_request(3).responds_with<item>(200, "Item found").assert_([](auto& ctx) {
                    BOOST_TEST(ctx.perform_request().body.name == "item 3");
                }),
                on_request(99).responds_with<std::string>(404, "No such item")),
            supports(route::method::delete_, p<std::int64_t>("id", "The item's identifier"),
                     "Delete an item", "deleteItem", {"items"})(
                // the item deleted is added by a POST when the test runs
                with_setup([this] { return add_item({4, "item 4"}); })
                    .on_request([](const std::int64_t& id) { return docgen::on_request(id); })
                    .responds_with<docgen::empty_body>(204, "Item deleted")
                    .assert_([this](auto& ctx) {
                        ctx.perform_request();
                        BOOST_TEST(!store_.find(4).has_value());
                    })),
            supports(route::method::put, p<std::int64_t>("id", "The item's identifier"),
                     "Replace an item", "replaceItem", {"items"})(
                on_request(1)
                    .body(item{1, "item one"})
                    .responds_with<std::string>(405, "Items cannot be replaced",
                                                {h<std::string>("Allow")})));
    }

private:
    // POST /items through the application, as a client adds an item: the
    // identifier of the item the answer carries
    std::int64_t add_item(const item& i) const
    {
        auto r = route::testkit::run(route::testkit::Post("/items", i), *application());
        if (r.status() != route::status::created)
            throw std::runtime_error("POST /items answered " + r.body());
        return r.response_as<item>().id;
    }

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
