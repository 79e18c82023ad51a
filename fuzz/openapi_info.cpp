//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// docgen's YAML input: the input, when UTF-8, is the `openapi-info`
// configuration value, read with yaml-cpp by the openapi formatter, and a string written
// by `write_string`. Checked: bad YAML is a `std::runtime_error` naming the
// key; a document written is YAML that reads back with the same title and
// version; a UTF-8 string written as a scalar reads back as that string
// (docgen's strings are UTF-8: configuration values are checked, recorded
// bodies are JSON).

#include "check.hpp"
#include <docgen/generate.hpp>
#include <docgen/openapi.hpp>

#include <yaml-cpp/yaml.h>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace {

void
check_info(const std::string& text)
{
    // parse_configuration refuses a value that is not UTF-8
    if (!docgen::detail::valid_utf8(text))
        return;
    docgen::configuration cfg{{std::string(docgen::openapi::info_key), text}};
    std::string yaml;
    try
    {
        yaml = docgen::openapi::to_yaml(docgen::document{}, cfg);
    }
    catch (const std::runtime_error& e)
    {
        FUZZ_CHECK(std::string_view(e.what()).find("openapi-info") != std::string_view::npos,
                   e.what());
        return;
    }
    YAML::Node written;
    try
    {
        written = YAML::Load(yaml);
    }
    catch (const YAML::Exception& e)
    {
        FUZZ_CHECK(false, "the document written is not YAML: " + std::string(e.what()) + "\n" +
                              yaml);
    }
    auto given = YAML::Load(text)["info"];
    for (const char* member : {"title", "version"})
        FUZZ_CHECK(written["info"][member].Scalar() == given[member].Scalar(), yaml);
}

void
check_string(const std::string& s)
{
    if (!docgen::detail::valid_utf8(s))
        return;
    YAML::Emitter out;
    out << YAML::BeginMap;
    docgen::openapi::write_key(out, s);
    out << YAML::Value;
    docgen::openapi::write_string(out, s);
    out << YAML::EndMap;
    if (!out.good())
        return; // yaml-cpp cannot write it (not UTF-8): nothing was written
    YAML::Node back;
    try
    {
        back = YAML::Load(out.c_str());
    }
    catch (const YAML::Exception& e)
    {
        FUZZ_CHECK(false, "a string written is not YAML: " + std::string(out.c_str()));
    }
    FUZZ_CHECK(back.IsMap() && back.size() == 1, out.c_str());
    auto kv = *back.begin();
    FUZZ_CHECK(kv.first.Scalar() == s && kv.second.Scalar() == s,
               "a string reads back differently: " + std::string(out.c_str()));
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string text(reinterpret_cast<const char*>(data), size);
    check_info(text);
    check_string(text);
    return 0;
}
