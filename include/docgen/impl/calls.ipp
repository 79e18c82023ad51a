//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_CALLS_IPP
#define DOCGEN_IMPL_CALLS_IPP

#include <docgen/calls.hpp>
#include <boost/json/parse.hpp>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace docgen {

std::vector<recorded_call>
read_calls(const std::filesystem::path& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + file.string());
    std::ostringstream text;
    text << in.rdbuf();
    boost::system::error_code ec;
    auto v = boost::json::parse(text.str(), ec);
    if (ec)
        throw std::runtime_error(file.string() + ": not JSON: " + ec.message());
    auto const* a = v.if_array();
    if (!a)
        throw std::runtime_error(file.string() + ": expected an array of calls");
    std::vector<recorded_call> calls;
    for (std::size_t i = 0; i < a->size(); ++i)
    {
        auto c = recorded_call::from_json((*a)[i]);
        if (!c)
            throw std::runtime_error(file.string() + ": call " + std::to_string(i + 1) + ": " +
                                     c.error().message());
        calls.push_back(std::move(*c));
    }
    return calls;
}

} // namespace docgen

#endif
