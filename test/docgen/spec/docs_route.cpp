//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// docgen::docs_route over a documentation folder and a Swagger UI folder
// made by the test: what each path answers, and the errors of a folder
// that lacks a file.

#include <docgen/docs_route.hpp>

#include <route/route.hpp>
#include <route/testkit.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace spec_docs_route_test { // this file's own, apart from the other tests built with it

namespace fs = std::filesystem;
using namespace route::dsl;
using namespace route::testkit;

namespace {

void
write(const fs::path& p, const std::string& text)
{
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
}

struct folders
{
    fs::path root = fs::temp_directory_path() /
                    ("docs-route-" + std::to_string(::getpid()) + "-" +
                     std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    fs::path docs = root / "docs";
    fs::path ui = root / "ui";
    folders()
    {
        write(docs / "simple" / "index.html", "<p>the page</p>");
        write(docs / "openapi" / "openapi.yml", "openapi: 3.0.3\n");
        write(ui / "index.html", "<p>swagger</p>");
        write(ui / "swagger-ui.css", "body {}");
        write(root / "secret.txt", "secret");
    }
    ~folders() { fs::remove_all(root); }
};

} // namespace

BOOST_AUTO_TEST_SUITE(docs_route)

BOOST_FIXTURE_TEST_CASE(serves_the_page_the_document_and_swagger_ui, folders)
{
    route::route r = path_prefix("docs")(docgen::docs_route({docs, ui}));
    for (const char* page : {"/docs", "/docs/"})
    {
        auto res = Get(page) >> r;
        BOOST_TEST(res.status() == route::status::ok);
        BOOST_TEST(res.body() == "<p>the page</p>");
    }
    auto doc = Get("/docs/openapi.yml") >> r;
    BOOST_TEST(doc.body() == "openapi: 3.0.3\n");
    BOOST_TEST(doc.header("Content-Type") == "application/yaml");

    auto moved = Get("/docs/swagger") >> r;
    BOOST_TEST(moved.status() == route::status::found);
    BOOST_TEST(moved.header("Location") == "swagger/");
    BOOST_TEST((Get("/docs/swagger/") >> r).body() == "<p>swagger</p>");
    BOOST_TEST((Get("/docs/swagger/swagger-ui.css") >> r).body() == "body {}");
    // the start-up script is the route's: the service's document, by a
    // relative path, and no online validator
    auto init = Get("/docs/swagger/swagger-initializer.js") >> r;
    BOOST_TEST(init.header("Content-Type") == "text/javascript; charset=utf-8");
    BOOST_TEST(init.body().find(R"(url: "../openapi.yml")") != std::string::npos);
    BOOST_TEST(init.body().find("validatorUrl: null") != std::string::npos);

    // nothing else, and nothing outside the folders
    BOOST_TEST(!(Get("/docs/other") >> r).handled());
    BOOST_TEST(!(Get("/docs/swagger/../../secret.txt") >> r).handled());
    BOOST_TEST(!(Get("/docs/swagger/%2e%2e/%2e%2e/secret.txt") >> r).handled());
    BOOST_TEST(!(Post("/docs/openapi.yml") >> r).handled());
}

BOOST_FIXTURE_TEST_CASE(without_swagger_ui_only_the_page_and_the_document, folders)
{
    route::route r = path_prefix("docs")(docgen::docs_route({docs}));
    BOOST_TEST((Get("/docs/openapi.yml") >> r).handled());
    BOOST_TEST(!(Get("/docs/swagger/") >> r).handled());
}

BOOST_FIXTURE_TEST_CASE(a_missing_file_is_named, folders)
{
    auto message = [](const docgen::docs_options& o) {
        try
        {
            docgen::docs_route(o);
        }
        catch (const std::runtime_error& e)
        {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    fs::remove(docs / "openapi" / "openapi.yml");
    BOOST_TEST(message({docs, ui}) ==
               "docgen: no OpenAPI document at '" + (docs / "openapi" / "openapi.yml").string() + "'");
    BOOST_TEST(message({root / "none"}) ==
               "docgen: no HTML page at '" + (root / "none" / "simple" / "index.html").string() + "'");
    write(docs / "openapi" / "openapi.yml", "openapi: 3.0.3\n");
    BOOST_TEST(message({docs, root}) ==
               "docgen: no Swagger UI (swagger-ui-dist) at '" + (root / "index.html").string() + "'");
}

BOOST_AUTO_TEST_SUITE_END()

} // namespace spec_docs_route_test
