//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The client tree generated for keyword-named tags, operations, parameters
// and members (test/docgen/client_format/golden/keywords) compiles, and
// its models decode and encode under their wire names.
// `b2 test` compiles and runs it (test/docgen/Jamfile).

#include <kw/api/_2fa/_2faEndpoints.hpp>
#include <kw/api/class_/ClassEndpoints.hpp>
#include <kw/api/default_/DefaultEndpoints.hpp>
#include <kw/api/delete_/DeleteEndpoints.hpp>
#include <kw/api/models.hpp>
#include <route/json/encode.hpp>
#include <iostream>

int
main()
{
    int failures = 0;
    auto check = [&](bool ok, const std::string& what) {
        std::cout << (ok ? "ok: " : "FAILED: ") << what << '\n';
        failures += ok ? 0 : 1;
    };

    const char* text = R"({"class":"c","delete":7,"default":{"new":true,"this":"t"},"2fa":false,
        "full-name":"dash","full_name":"underscore","items":[{"id":1,"operator":2.5}],
        "counts":{"a":1},"extra":[1,"x"],"state":"in-progress"})";
    auto r = route::json::parse<kw::api::record>(text);
    check(r.has_value(), "a record decodes from its wire names" +
                             (r ? std::string() : ": " + r.error().message()));
    if (r)
    {
        check(r->class_ == "c" && r->delete_ == 7 && r->default_.new_ && r->default_.this_ == "t",
              "class, delete, default.new, default.this");
        check(r->_2fa == false && r->full_name == "dash" && r->full_name_2 == "underscore",
              "2fa, full-name, full_name");
        check(r->items.size() == 1 && r->items[0].operator_ == 2.5 && r->counts.at("a") == 1,
              "items[0].operator, counts");
        check(r->state == kw::api::record_state::in_progress, "state, an enum class");
        auto back = route::json::serialize(*r);
        check(back.find("\"class\":\"c\"") != std::string::npos &&
                  back.find("\"2fa\":false") != std::string::npos &&
                  back.find("\"full-name\":\"dash\"") != std::string::npos &&
                  back.find("\"class_\"") == std::string::npos &&
                  back.find("\"state\":\"in-progress\"") != std::string::npos,
              "it encodes back under its wire names: " + back);
    }
    auto missing = route::json::parse<kw::api::problem>(R"({"int":1})");
    check(!missing && missing.error().message().find("message") != std::string::npos,
          "a missing member is named: " + (missing ? std::string() : missing.error().message()));

    // every endpoint function builds its request
    auto c = kw::api::class_::ClassEndpoints::class_("http://127.0.0.1:1", "a b", "x/y");
    check(c.url() == "http://127.0.0.1:1/class/a%20b/x%2Fy" && c.method() == "GET",
          "class_(default, base): " + c.url());
    auto d = kw::api::delete_::DeleteEndpoints::delete_("http://127.0.0.1:1/prefix/", "1");
    check(d.url() == "http://127.0.0.1:1/prefix/delete/1" && d.expected_status() == 204,
          "delete_(id) under a path prefix: " + d.url());
    auto l = kw::api::default_::DefaultEndpoints::default_("http://127.0.0.1:1");
    auto t = kw::api::_2fa::_2faEndpoints::_2fa("http://127.0.0.1:1");
    auto g = kw::api::_2fa::_2faEndpoints::get_2fa("http://127.0.0.1:1");
    check(l.url() == "http://127.0.0.1:1/default" && t.method() == "POST" &&
              g.expected_status() == 0,
          "default_, _2fa, get_2fa");
    return failures ? 1 : 0;
}
