//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_DOCS_ROUTE_HPP
#define DOCGEN_DETAIL_DOCS_ROUTE_HPP

// What docs_route (<docgen/docs_route.hpp>) checks and serves besides the
// files docgen wrote: that a file is there, and Swagger UI's start-up script.

#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace docgen {

namespace detail {

inline std::filesystem::path
docs_file(const std::filesystem::path& dir, const char* name, const char* what)
{
    std::filesystem::path p = dir / name;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(p, ec))
        throw std::runtime_error("docgen: no " + std::string(what) + " at '" + p.string() + "'");
    return p;
}

// Swagger UI's start-up script: the package's own one loads a demo
// document from the network. This one loads the service's document by a
// path relative to the page, so that the route works under any prefix, and
// leaves out the online validator, which would send the document away.
inline constexpr const char* swagger_initializer = R"(window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: "../openapi.yml",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: "StandaloneLayout"
  });
};
)";

} // namespace detail

} // namespace docgen

#endif
