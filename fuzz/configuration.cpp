//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// docgen's configuration items (`<key>|<base64 of value>`): the input,
// split at line breaks, is read by `parse_configuration`. Checked: a bad
// item is an `std::invalid_argument` naming its position; every value read
// is written back by `configuration_item` and read again unchanged.

#include "check.hpp"
#include <docgen/generate.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view in(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> items;
    while (!in.empty())
    {
        auto nl = in.find('\n');
        items.emplace_back(in.substr(0, nl));
        in = nl == std::string_view::npos ? std::string_view() : in.substr(nl + 1);
    }
    docgen::configuration cfg;
    try
    {
        cfg = docgen::parse_configuration(items);
    }
    catch (const std::invalid_argument& e)
    {
        FUZZ_CHECK(std::string_view(e.what()).find("configuration item ") != std::string_view::npos, e.what());
        return 0;
    }
    for (auto const& [key, value] : cfg)
    {
        auto item = docgen::configuration_item(key, value);
        auto back = docgen::parse_configuration({item});
        FUZZ_CHECK(back.size() == 1 && back.begin()->first == key &&
                       back.begin()->second == value,
                   item);
    }
    return 0;
}
