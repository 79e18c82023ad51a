//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_CALLS_HPP
#define DOCGEN_CALLS_HPP

// Reading back the calls the `calls` format wrote.

#include <docgen/config.hpp>
#include <docgen/record.hpp>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace docgen {

/** The calls of a `calls.json` file.

    @throws std::runtime_error naming the file, and the call and member,
    when it cannot be read or is not what the `calls` format writes.
*/
DOCGEN_DECL std::vector<recorded_call> read_calls(const std::filesystem::path& file);

/** The configuration a `configuration.json` file of the `calls` format
    holds (an object of strings).

    @throws std::runtime_error naming the file and the key when it is not that.
*/
DOCGEN_DECL std::map<std::string, std::string>
read_configuration(const std::filesystem::path& file);

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/calls.ipp>
#endif

#endif
