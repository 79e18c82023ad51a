//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Built against the installed package by scripts/check-install.sh: prints
// the names of the formatters linked into it, one line, sorted.

#include <docgen/format.hpp>
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

int
main()
{
    std::vector<std::string> names;
    for (const auto& f : docgen::linked_formatters())
        names.push_back(f->name());
    std::sort(names.begin(), names.end());
    for (std::size_t i = 0; i < names.size(); ++i)
        std::cout << (i ? " " : "") << names[i];
    std::cout << "\n";
}
