//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// How the OpenAPI document's tree is written: which scalars are quoted,
// long keys, and the one writer of the whole tree.

#include "yaml_tree.hpp"

#include <docgen/openapi.hpp>
#include <yaml-cpp/emitter.h>
#include <yaml-cpp/node/detail/impl.h>
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <regex>
#include <stdexcept>
#include <string>

namespace docgen {
namespace openapi {

namespace {

// The plain scalars YAML 1.1 or the 1.2 core schema resolve to something
// other than a string.
bool
resolves_to_non_string(const std::string& s)
{
    static const std::array<std::string_view, 26> words = {
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE",
        "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "null", "Null",
        "NULL", "~"};
    if (std::find(words.begin(), words.end(), s) != words.end())
        return true;
    static const std::regex number(
        // integers: decimal, octal, hexadecimal, binary, sexagesimal (YAML 1.1 allows `_`)
        "[-+]?(0|[1-9][0-9_]*)"
        "|[-+]?0[0-7_]+|0o[0-7]+|[-+]?0x[0-9a-fA-F_]+|[-+]?0b[01_]+"
        "|[-+]?[1-9][0-9_]*(:[0-5]?[0-9])+"
        // floats, including 1.2's `1e3` and `.5`, sexagesimal ones, infinities and NaN
        "|[-+]?([0-9][0-9_]*)?\\.[0-9_]*([eE][-+]?[0-9]+)?"
        "|[-+]?[0-9][0-9_]*([eE][-+]?[0-9]+)"
        "|[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\\.[0-9_]*"
        "|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)"
        // timestamps (YAML 1.1): a date, maybe followed by a time
        "|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt \\t].*)?");
    return std::regex_match(s, number);
}

// Whether `s` holds a Unicode noncharacter (U+FDD0 to U+FDEF, U+xxFFFE and
// U+xxFFFF). `s` is UTF-8; a byte that starts no sequence counts as one.
bool
has_noncharacter(std::string_view s)
{
    for (std::size_t i = 0; i < s.size();)
    {
        auto c = static_cast<unsigned char>(s[i]);
        std::size_t n = c < 0xc0 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
        if (n == 1 || i + n > s.size())
        {
            ++i;
            continue;
        }
        std::uint32_t cp = c & (0x7f >> n);
        for (std::size_t k = 1; k < n; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3f);
        if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) == 0xfffe)
            return true;
        i += n;
    }
    return false;
}

// Whether `s` is what yaml-cpp makes of a number, a boolean or null set
// on a node (`node = 3`, `node = 2.5`, `node = true`): read plain, YAML
// 1.2's core schema reads it as that number, boolean or null.
bool
typed_scalar(const std::string& s)
{
    static const std::regex typed("[-+]?(0|[1-9][0-9]*)(\\.[0-9]*)?([eE][-+]?[0-9]+)?"
                                  "|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)|true|false|null");
    return std::regex_match(s, typed);
}

// Whether the scalar `n` is written plain, as its text is (the tags of
// yaml_tree.hpp).
bool
written_plain(const YAML::Node& n)
{
    auto const& text = n.Scalar();
    if (text.empty() || detail::has_unicode_break(text))
        return false;
    return n.Tag() == "?" || (n.Tag().empty() && typed_scalar(text));
}

void
write_node(YAML::Emitter& out, const YAML::Node& n)
{
    switch (n.Type())
    {
    case YAML::NodeType::Map:
        if (n.size() == 0 || n.Style() == YAML::EmitterStyle::Flow)
            out << YAML::Flow;
        out << YAML::BeginMap;
        for (auto const& kv : n)
        {
            if (kv.first.IsScalar())
                write_key(out, kv.first.Scalar());
            else
            {
                out << YAML::Key;
                write_node(out, kv.first);
            }
            out << YAML::Value;
            write_node(out, kv.second);
        }
        out << YAML::EndMap;
        break;
    case YAML::NodeType::Sequence:
        if (n.size() == 0 || n.Style() == YAML::EmitterStyle::Flow)
            out << YAML::Flow;
        out << YAML::BeginSeq;
        for (auto const& e : n)
            write_node(out, e);
        out << YAML::EndSeq;
        break;
    case YAML::NodeType::Scalar:
        if (written_plain(n))
            out << n.Scalar();
        else
            write_string(out, n.Scalar());
        break;
    default:
        out << YAML::Null;
    }
}

} // namespace

bool
needs_quotes(std::string_view s)
{
    if (s.empty())
        return true;
    if (s == "<<" || s == "=")
        return true;
    constexpr std::string_view indicators = "-?:,[]{}#&*!|>'\"%@`";
    if (indicators.find(s.front()) != std::string_view::npos)
        return true;
    if (s.front() == ' ' || s.front() == '\t' || s.back() == ' ' || s.back() == '\t' ||
        s.back() == ':')
        return true;
    if (s.find(": ") != std::string_view::npos || s.find(" #") != std::string_view::npos ||
        s.find(":\t") != std::string_view::npos || s.find("\t#") != std::string_view::npos)
        return true;
    for (unsigned char c : s)
        if (c < 0x20 || c == 0x7f)
            return true;
    // U+0085, U+2028, U+2029 (line breaks) and U+FEFF (byte order mark)
    if (detail::has_unicode_break(s) || s.find("\xef\xbb\xbf") != std::string_view::npos)
        return true;
    // a noncharacter: written plain, yaml-cpp would keep it as it is, which a
    // YAML reader refuses (U+FFFE, U+FFFF); double-quoted, it is written as
    // U+FFFD, as doc/docgen/openapi.adoc says
    if (has_noncharacter(s))
        return true;
    return resolves_to_non_string(std::string(s));
}

void
write_string(YAML::Emitter& out, std::string_view s)
{
    // yaml-cpp writes U+2028 and U+2029 raw even double-quoted: a string
    // holding a Unicode line break has all of its non-ASCII escaped
    if (detail::has_unicode_break(s))
        out << YAML::EscapeNonAscii;
    if (needs_quotes(s))
        out << YAML::DoubleQuoted;
    out << std::string(s);
}

void
write_key(YAML::Emitter& out, std::string_view s)
{
    // an escape is at most 10 characters (\UXXXXXXXX), so a key of up to 100
    // bytes is short however it is written; a longer one is measured
    constexpr std::size_t limit = 1000;
    bool explicit_key = false;
    if (s.size() > limit / 10)
    {
        YAML::Emitter scratch;
        write_string(scratch, s);
        explicit_key = scratch.size() > limit;
    }
    if (explicit_key)
        out << YAML::LongKey;
    out << YAML::Key;
    write_string(out, s);
}

namespace detail {

YAML::Node
string_node(std::string_view s)
{
    YAML::Node n{std::string(s)};
    n.SetTag("!");
    return n;
}

YAML::Node
plain_node(std::string text)
{
    YAML::Node n{std::move(text)};
    n.SetTag("?");
    return n;
}

YAML::Node
bool_node(bool b)
{
    return plain_node(b ? "true" : "false");
}

YAML::Node
integer_node(long long i)
{
    return plain_node(std::to_string(i));
}

YAML::Node
map_node()
{
    return YAML::Node(YAML::NodeType::Map);
}

YAML::Node
seq_node()
{
    return YAML::Node(YAML::NodeType::Sequence);
}

YAML::Node
flow(YAML::Node n)
{
    n.SetStyle(YAML::EmitterStyle::Flow);
    return n;
}

void
add(YAML::Node& map, std::string_view key, const YAML::Node& value)
{
    map.force_insert(std::string(key), value);
}

bool
has_unicode_break(std::string_view s)
{
    return s.find("\xc2\x85") != std::string_view::npos ||
           s.find("\xe2\x80\xa8") != std::string_view::npos ||
           s.find("\xe2\x80\xa9") != std::string_view::npos;
}

std::string
write_tree(const YAML::Node& root)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetNullFormat(YAML::LowerNull);
    out.SetBoolFormat(YAML::TrueFalseBool);
    write_node(out, root);
    if (!out.good())
        throw std::runtime_error("cannot write the YAML: " + out.GetLastError());
    return std::string(out.c_str()) + "\n";
}

} // namespace detail

} // namespace openapi
} // namespace docgen
