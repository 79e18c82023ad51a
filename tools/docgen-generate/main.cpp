//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// docgen-generate: regenerates every linked format from the calls that
// spec binaries persisted (the `calls` format), merging several runs.
//
//   docgen-generate [--calls FILE]... [KEY|BASE64 ...]
//   docgen-generate --compare OLD.yml NEW.yml
//
// Without --calls it reads $DOCGEN_OUTPUT_DIR/calls/calls.json. The
// configuration each calls file was generated with (configuration.json
// beside it) applies first; items on the command line override it.
//
// --compare lists, one line each, what in the OpenAPI document NEW breaks
// a client of OLD, then what NEW adds; it exits 1 when something breaks,
// 0 when nothing does, 2 when a document cannot be read.

#include <docgen/calls.hpp>
#include <docgen/compare.hpp>
#include <docgen/generate.hpp>
#include <algorithm>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

constexpr const char* usage = "usage: docgen-generate [--calls FILE]... [KEY|BASE64 ...]\n"
                              "       docgen-generate --compare OLD.yml NEW.yml\n";

// `--compare OLD NEW`: 1 when NEW breaks a client of OLD, 0 when not, 2
// when a document cannot be read.
int
compare(const std::string& old_file, const std::string& new_file)
{
    std::vector<docgen::api_change> changes;
    try
    {
        changes = docgen::compare_openapi(docgen::read_openapi(old_file),
                                          docgen::read_openapi(new_file));
    }
    catch (const docgen::openapi_read_error& e)
    {
        std::cerr << "docgen-generate: " << e.what() << '\n';
        return 2;
    }
    for (auto const& c : changes)
        std::cout << c.to_string() << '\n';
    auto breaking = std::count_if(changes.begin(), changes.end(), [](const auto& c) {
        return c.kind == docgen::change_kind::breaking;
    });
    auto additions = static_cast<std::ptrdiff_t>(changes.size()) - breaking;
    std::cerr << "docgen-generate: " << new_file << " against " << old_file << ": " << breaking
              << (breaking == 1 ? " breaking change, " : " breaking changes, ") << additions
              << (additions == 1 ? " addition\n" : " additions\n");
    return breaking ? 1 : 0;
}

} // namespace

int
main(int argc, char** argv)
{
    if (argc > 1 && std::string(argv[1]) == "--compare")
    {
        if (argc != 4)
        {
            std::cerr << "docgen-generate: --compare needs two files, OLD and NEW\n" << usage;
            return 2;
        }
        return compare(argv[2], argv[3]);
    }
    std::vector<std::filesystem::path> files;
    std::vector<std::string> items;
    std::vector<int> positions; // of items among the arguments, 1-based
    for (int i = 1; i < argc; ++i)
    {
        std::string a = argv[i];
        if (a == "--calls")
        {
            if (i + 1 == argc)
            {
                std::cerr << "docgen-generate: --calls needs a file\n";
                return 2;
            }
            files.emplace_back(argv[++i]);
        }
        else if (a == "--help" || a == "-h")
        {
            std::cout << usage;
            return 0;
        }
        else if (a == "--compare")
        {
            std::cerr << "docgen-generate: --compare comes first and alone: "
                         "docgen-generate --compare OLD.yml NEW.yml\n";
            return 2;
        }
        else
        {
            items.push_back(a);
            positions.push_back(i);
        }
    }
    // an item is named by its place on the command line, before the
    // configuration of the calls files is put in front of the items
    for (std::size_t n = 0; n < items.size(); ++n)
    {
        try
        {
            docgen::parse_configuration_item(items[n], "argument " + std::to_string(positions[n]));
        }
        catch (const std::invalid_argument& e)
        {
            std::cerr << "docgen-generate: " << e.what() << '\n';
            return 1;
        }
    }
    if (files.empty())
        files.push_back(docgen::output_dir() / "calls" / "calls.json");
    std::vector<docgen::recorded_call> calls;
    std::vector<std::string> configured;
    try
    {
        for (auto const& f : files)
        {
            auto more = docgen::read_calls(f);
            calls.insert(calls.end(), more.begin(), more.end());
            auto cfg_file = f.parent_path() / "configuration.json";
            if (std::filesystem::exists(cfg_file))
                for (auto const& [k, v] : docgen::read_configuration(cfg_file))
                    configured.push_back(docgen::configuration_item(k, v));
        }
    }
    catch (const std::exception& e)
    {
        std::cerr << "docgen-generate: " << e.what() << '\n';
        return 1;
    }
    // later items override earlier ones: the files' first, the command line's last
    configured.insert(configured.end(), items.begin(), items.end());
    return docgen::generate(configured, calls, std::cout, std::cerr);
}
