//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_OUTPUT_IPP
#define DOCGEN_IMPL_OUTPUT_IPP

#include <docgen/output.hpp>
#include <fstream>
#include <stdexcept>
#include <system_error>

namespace docgen {

void
write_tree(const std::filesystem::path& dir, const output_tree& files)
{
    for (auto const& [rel, text] : files)
    {
        std::filesystem::path p(rel);
        bool refused = rel.empty() || p.is_absolute() || p.has_root_name();
        for (auto const& part : p)
            refused = refused || part == ".." || part == ".";
        if (refused)
            throw std::runtime_error("refusing to write " + rel + ": not a path inside " +
                                     dir.string());
    }
    for (auto const& [rel, text] : files)
    {
        auto file = dir / std::filesystem::path(rel);
        std::error_code ec;
        std::filesystem::create_directories(file.parent_path(), ec);
        if (ec)
            throw std::runtime_error("cannot create " + file.parent_path().string() + ": " +
                                     ec.message());
        std::ofstream out(file, std::ios::binary);
        if (!out)
            throw std::runtime_error("cannot create " + file.string());
        out << text;
        out.close();
        if (!out)
            throw std::runtime_error("cannot write " + file.string());
    }
}

void
write_file(const std::filesystem::path& dir, const std::string& name, std::string_view text)
{
    write_tree(dir, {{name, std::string(text)}});
}

} // namespace docgen

#endif
