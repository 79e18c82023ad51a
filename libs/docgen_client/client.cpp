//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The `client` format: a typed C++ client of the documented operations,
// a header-only source tree under `client/`. One namespace per tag holds
// a `<Tag>Endpoints` struct with one static function per operation, and
// the models that only this tag uses; models used by several tags go to
// the package's `models.hpp`. The code it writes sends through
// <docgen/typed_client.hpp>; this formatter only writes it.
//
// Its parts: names.hpp (identifiers and literals), models.hpp (schemas
// as C++ types), client_tree.hpp (the operations by tag), headers.hpp
// and package_files.hpp (the files written).

#include "client_format.hpp"

#include "client_tree.hpp"
#include "headers.hpp"
#include "package_files.hpp"
#include <docgen/output.hpp>
#include <cstddef>
#include <stdexcept>

namespace docgen {
namespace client_format {

std::map<std::string, std::string>
generate_files(const document& doc, std::string_view package)
{
    auto const tree = detail::make_client_tree(doc, package);
    std::map<std::string, std::string> out;
    std::string root = "include/";
    for (auto const& n : tree.package)
        root += n + "/";
    bool const shared = tree.models.any_shared();
    if (shared)
        out[root + "models.hpp"] = detail::models_header(tree, root + "models.hpp");
    for (auto const& t : tree.tags)
    {
        std::string file = root + t.ns + "/" + t.endpoints + ".hpp";
        out[file] = detail::tag_header(tree, t, file, shared);
    }
    out["README.md"] = detail::readme(tree, root);
    out["Jamfile"] = detail::jamfile(tree);
    out["CMakeLists.txt"] = detail::cmake(tree);
    return out;
}

namespace {

std::string
write_client(const document& doc, const configuration& cfg, const std::filesystem::path& dir)
{
    auto it = cfg.find(std::string(package_key));
    if (it == cfg.end())
        throw std::runtime_error(std::string(package_key) + " is required");
    auto files = generate_files(doc, it->second);
    write_tree(dir, files);
    std::size_t headers = 0;
    for (auto const& [rel, text] : files)
        if (rel.ends_with(".hpp"))
            ++headers;
    return std::to_string(headers) + " headers, README.md, Jamfile, CMakeLists.txt";
}

struct client_formatter final : basic_formatter
{
    client_formatter() : basic_formatter("client", {{std::string(package_key), true}}, &write_client)
    {
    }
};

const formatter_registrar<client_formatter> registered;

} // namespace

} // namespace client_format
} // namespace docgen
