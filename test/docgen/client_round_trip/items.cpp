//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The typed client the items specification generated, against the items
// service: scripts/check-docgen-items.sh compiles it with the generated
// tree and runs it with the address of an items service started with
// `--seed 2` (items 1 and 2).
//
//   client_round_trip_items http://127.0.0.1:PORT

#include <com/example/items/items/ItemsEndpoints.hpp>
#include <iostream>
#include <string>

int
main(int argc, char** argv)
{
    if (argc != 2)
    {
        std::cerr << "usage: client_round_trip_items BASE_URL\n";
        return 2;
    }
    std::string base = argv[1];
    int failures = 0;
    auto check = [&](bool ok, const std::string& what) {
        std::cout << (ok ? "ok: " : "FAILED: ") << what << '\n';
        failures += ok ? 0 : 1;
    };
    auto error_of = [](auto const& r) { return r ? std::string() : ": " + r.error().message; };

    // tag::round_trip[]
    using com::example::items::items::ItemsEndpoints;
    using com::example::items::items::item;
    auto added = ItemsEndpoints::addItem(base, item{3, "item 3"}).send();
    auto listed = ItemsEndpoints::listItems(base).send();
    auto found = ItemsEndpoints::getItem(base, "3").send();
    auto deleted = ItemsEndpoints::deleteItem(base, "3").send();
    auto gone = ItemsEndpoints::getItem(base, "3").send();
    // end::round_trip[]

    check(added && added->id == 3 && added->name == "item 3",
          "addItem(3) answers 201 with the item" + error_of(added));
    check(listed && listed->size() == 3u && (*listed)[0].id == 3 && (*listed)[1].id == 1 &&
              (*listed)[2].id == 2,
          "listItems lists items 3, 1 and 2, the last added first" + error_of(listed));
    check(found && found->name == "item 3", "getItem(3) decodes as an item" + error_of(found));
    check(deleted.has_value(), "deleteItem(3) answers 204" + error_of(deleted));
    check(!gone && gone.error().kind == docgen::client_error_kind::status &&
              gone.error().status == 404 && gone.error().body == "There is no item with id 3.",
          "getItem(3) after the delete is an error carrying 404 and the text: " +
              (gone ? std::string() : gone.error().body));

    auto replaced = ItemsEndpoints::replaceItem(base, "1", item{1, "item one"}).send();
    check(!replaced && replaced.error().kind == docgen::client_error_kind::status &&
              replaced.error().status == 405,
          "replaceItem(1) is an error carrying 405: " +
              (replaced ? std::string() : replaced.error().body));
    return failures ? 1 : 0;
}
