//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// 09_files: serving files and directories, conditional requests and
// byte ranges.

#include <route/route.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <unistd.h>

using namespace route::dsl;
namespace fs = std::filesystem;

// tag::files[]
route::route
site(const fs::path& root)
{
    return path("favicon.ico")(get_from_file((root / "favicon.ico").string())) |
           path_prefix("static")(get_from_directory((root / "www").string()));
}
// GET /static/css/site.css -> 200, Content-Type: text/css; charset=utf-8,
//   ETag, Last-Modified, Accept-Ranges: bytes; the body streamed from the file
// GET /static/../secret.txt -> 404 (never a path outside the directory)
// end::files[]

// tag::conditional[]
route::route
report()
{
    static const auto published =
        std::chrono::system_clock::time_point(std::chrono::seconds(1700000000));
    return path("report")(
        conditional(route::entity_tag{"r42"}, published)(get(complete("the report"))));
}
// GET /report with If-None-Match: "r42" -> 304
// PUT /report with If-Match: "r41"      -> 412
// end::conditional[]

// tag::ranges[]
route::route
alphabet()
{
    // by default, ranges closer than 80 bytes are sent as one; here never
    auto ranges = with_range_support[range_settings{16, 0}];
    return path("alphabet")(ranges(complete("abcdefghijklmnopqrstuvwxyz")));
}
// GET /alphabet with Range: bytes=0-2     -> 206 "abc", Content-Range: bytes 0-2/26
// GET /alphabet with Range: bytes=0-0,-1  -> 206 multipart/byteranges, parts "a" and "z"
// GET /alphabet with Range: bytes=30-     -> 416, Content-Range: bytes */26
// end::ranges[]

int
main()
{
    auto root = fs::temp_directory_path() / ("route-example-files-" + std::to_string(::getpid()));
    fs::create_directories(root / "www" / "css");
    std::ofstream(root / "favicon.ico", std::ios::binary) << "icon";
    std::ofstream(root / "www" / "css" / "site.css") << "body { margin: 0 }";
    std::ofstream(root / "secret.txt") << "secret";

    auto app = route::to_http_routes(site(root) | report() | alphabet()).or_not_found();
    using namespace route::testkit;
    int failures = 0;
    auto show = [&](const std::string& what, const test_request& req, unsigned want,
                    const char* field = nullptr) {
        auto res = run(req, app);
        std::cout << what << " -> " << static_cast<unsigned>(res.status());
        if (field)
            std::cout << " [" << field << ": " << res.header(field) << ']';
        std::cout << '\n';
        failures += static_cast<unsigned>(res.status()) != want;
    };
    show("favicon", Get("/favicon.ico"), 200, "Content-Type");
    show("stylesheet", Get("/static/css/site.css"), 200, "Content-Type");
    show("escape", Get("/static/../secret.txt"), 404);
    show("escape, encoded", Get("/static/%2e%2e/secret.txt"), 404);
    show("not modified", Get("/report").with_header("If-None-Match", "\"r42\""), 304, "ETag");
    show("precondition", Put("/report").with_header("If-Match", "\"r41\""), 412);
    show("a range", Get("/alphabet").with_header("Range", "bytes=0-2"), 206, "Content-Range");
    show("two ranges", Get("/alphabet").with_header("Range", "bytes=0-0,-1"), 206,
         "Content-Type");
    show("past the end", Get("/alphabet").with_header("Range", "bytes=30-"), 416,
         "Content-Range");
    std::error_code ec;
    fs::remove_all(root, ec);
    return failures;
}
