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

namespace detail {

DOCGEN_DECL boost::json::value
read_json_file(const std::filesystem::path& file)
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
    return v;
}

} // namespace detail

std::map<std::string, std::string>
read_configuration(const std::filesystem::path& file)
{
    auto v = detail::read_json_file(file);
    auto const* o = v.if_object();
    if (!o)
        throw std::runtime_error(file.string() + ": expected an object of strings");
    std::map<std::string, std::string> cfg;
    for (auto const& kv : *o)
    {
        if (!kv.value().is_string())
            throw std::runtime_error(file.string() + ": the value of '" + std::string(kv.key()) +
                                     "' is not a string");
        cfg[std::string(kv.key())] = std::string(kv.value().get_string());
    }
    return cfg;
}

std::vector<recorded_call>
read_calls(const std::filesystem::path& file)
{
    auto v = detail::read_json_file(file);
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
