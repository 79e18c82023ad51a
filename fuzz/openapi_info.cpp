//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// docgen's YAML input: the input, when UTF-8, is the `openapi-info`
// configuration value, read by <docgen/openapi_info.hpp> for the openapi
// formatter, and a string written by `write_string`. Checked: bad YAML is a `std::runtime_error` naming the
// key; a document written is YAML that reads back with the same title and
// version; a UTF-8 string written as a scalar reads back as that string
// (docgen's strings are UTF-8: configuration values are checked, recorded
// bodies are JSON).

#include "check.hpp"
#include <docgen/generate.hpp>
#include <docgen/openapi.hpp>
#include <docgen/openapi_info.hpp>

#include <yaml-cpp/yaml.h>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace {

// `s` as yaml-cpp writes it: it writes each Unicode noncharacter (U+FDD0 to
// U+FDEF, and U+xxFFFE, U+xxFFFF of every plane) as U+FFFD, since YAML
// allows none of them unescaped and yaml-cpp escapes none
// (doc/docgen/openapi.adoc says so). `s` is valid UTF-8.
std::string
as_written(std::string_view s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size();)
    {
        auto c = static_cast<unsigned char>(s[i]);
        std::size_t n = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
        std::uint32_t cp = n == 1 ? c : c & (0x7f >> n);
        for (std::size_t k = 1; k < n; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3f);
        if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) == 0xfffe)
            out += "\xef\xbf\xbd";
        else
            out.append(s.substr(i, n));
        i += n;
    }
    return out;
}

void
check_info(const std::string& text)
{
    // parse_configuration refuses a value that is not UTF-8
    if (!docgen::detail::valid_utf8(text))
        return;
    docgen::configuration cfg{{std::string(docgen::openapi_info_key), text}};
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
    // what every format reads of it (yaml-cpp alone reads `\N` as a byte
    // that is not UTF-8)
    auto given = docgen::openapi_info::parse(text);
    FUZZ_CHECK(written["info"]["title"].Scalar() == as_written(given.title), yaml);
    FUZZ_CHECK(written["info"]["version"].Scalar() == as_written(given.version), yaml);
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
    FUZZ_CHECK(kv.first.Scalar() == as_written(s) && kv.second.Scalar() == as_written(s),
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
