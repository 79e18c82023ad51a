//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_OUTPUT_HPP
#define DOCGEN_OUTPUT_HPP

// Writing a formatter's output: the files of its folder, checked to stay
// inside it.

#include <docgen/config.hpp>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>

namespace docgen {

/// A formatter's files: the path relative to its folder (`src/index.ts`) → the text.
using output_tree = std::map<std::string, std::string>;

/** Writes `files` into `dir`, creating the folders they need. Every path
    is checked before anything is written: a path that is empty, absolute,
    or has a `.` or `..` part is refused.

    @par Example
    @code
    docgen::write_tree(dir, {{"package.json", json}, {"src/index.ts", source}});
    @endcode
    @throws std::runtime_error naming the path refused, or the folder or
    file that could not be created or written, and why.
*/
DOCGEN_DECL void write_tree(const std::filesystem::path& dir, const output_tree& files);

/// Writes the one file `name` with `text` into `dir` (as `write_tree`).
DOCGEN_DECL void write_file(const std::filesystem::path& dir, const std::string& name,
                            std::string_view text);

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/output.ipp>
#endif

#endif
