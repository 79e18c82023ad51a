//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// docgen-generate: regenerates every linked format from the calls that
// spec binaries persisted (the `calls` format), merging several runs.
//
//   docgen-generate [--calls FILE]... [KEY|BASE64 ...]
//
// Without --calls it reads $DOCGEN_OUTPUT_DIR/calls/calls.json. The
// configuration each calls file was generated with (configuration.json
// beside it) applies first; items on the command line override it.

#include <docgen/calls.hpp>
#include <docgen/generate.hpp>
#include <iostream>
#include <string>
#include <vector>

int
main(int argc, char** argv)
{
    std::vector<std::filesystem::path> files;
    std::vector<std::string> items;
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
            std::cout << "usage: docgen-generate [--calls FILE]... [KEY|BASE64 ...]\n";
            return 0;
        }
        else
            items.push_back(a);
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
