//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DOCS_ROUTE_HPP
#define DOCGEN_DOCS_ROUTE_HPP

// The documentation docgen wrote, served by the service it documents: its
// HTML page, its OpenAPI document and Swagger UI pointed at that document.

#include <docgen/detail/docs_route.hpp>
#include <route/core/route.hpp>
#include <route/dsl/basic.hpp>
#include <route/dsl/complete.hpp>
#include <route/dsl/file.hpp>
#include <route/dsl/method.hpp>
#include <route/dsl/path.hpp>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace docgen {

/// Where `docs_route` finds what it serves.
struct docs_options
{
    /// docgen's output directory for the service: the formats' folders
    /// (`openapi/openapi.yml`, `simple/index.html`) lie under it.
    std::filesystem::path output_dir;
    /// The folder of the npm package `swagger-ui-dist`; empty: no Swagger UI.
    std::filesystem::path swagger_ui_dir = {};
};


/** The documentation docgen wrote for a service, as routes of that
    service, under the path the caller matched (e.g. `path_prefix("docs")`):

    - the path's end, or a single slash: the HTML page (`simple/index.html`);
    - `openapi.yml`: the OpenAPI document (`openapi/openapi.yml`);
    - `swagger/`: Swagger UI from `swagger_ui_dir`, showing that document
      (`swagger` is redirected to `swagger/`, 302, so that the page's
      relative links resolve).

    Files are served as `get_from_file` and `get_from_directory` serve
    them: GET and HEAD, validators, ranges; other paths reject (404 once
    sealed). The files are read per request, so documentation written
    again while the service runs is served as it is now.

    @par Example
    @code
    auto docs = path_prefix("docs")(docgen::docs_route({"target/docgen/items", swagger_ui}));
    route::serve(route::to_http_routes(api | docs).or_not_found(), options);
    @endcode

    @throws std::runtime_error naming the file when the HTML page, the
    OpenAPI document or Swagger UI's `index.html` is missing (the
    specification has not run, or the folder is not swagger-ui-dist's).
*/
inline route::route
docs_route(const docs_options& o)
{
    using namespace route::dsl;
    auto page = detail::docs_file(o.output_dir / "simple", "index.html", "HTML page");
    auto openapi = detail::docs_file(o.output_dir / "openapi", "openapi.yml", "OpenAPI document");
    route::route r = path_end_or_single_slash(get_from_file(page.string())) |
                     path("openapi.yml")(get_from_file(openapi.string()));
    if (o.swagger_ui_dir.empty())
        return r;
    auto index = detail::docs_file(o.swagger_ui_dir, "index.html", "Swagger UI (swagger-ui-dist)");
    route::route swagger =
        path_end(redirect("swagger/", route::status::found)) |
        path_single_slash(get_from_file(index.string())) |
        path("swagger-initializer.js")(
            get(complete(route::status::ok,
                         {{"Content-Type", "text/javascript; charset=utf-8"}},
                         std::string(detail::swagger_initializer)))) |
        get_from_directory(o.swagger_ui_dir.string());
    return r | path_prefix("swagger")(std::move(swagger));
}

} // namespace docgen

#endif
