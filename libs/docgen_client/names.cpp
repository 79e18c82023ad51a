//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// C++ identifiers and literals of the `client` format, and the
// namespaces of a package name.

#include "names.hpp"

#include "client_format.hpp"
#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace docgen {
namespace client_format {

namespace detail {

namespace {

// C++20 keywords and alternative tokens, and names the standard library
// defines as macros, which no generated identifier may spell.
constexpr std::string_view reserved_words[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break",
    "case", "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept",
    "const", "consteval", "constexpr", "constinit", "const_cast", "continue", "co_await",
    "co_return", "co_yield", "decltype", "default", "delete", "do", "double", "dynamic_cast",
    "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto",
    "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
    "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register",
    "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static",
    "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local",
    "throw", "true", "try", "typedef", "typeid", "typename", "union", "unsigned", "using",
    "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq", "final", "override",
    "import", "module",
    // macros of the standard library and of GNU mode
    "assert", "errno", "NULL", "EOF", "stdin", "stdout", "stderr", "offsetof", "setjmp",
    "va_arg", "linux", "unix", "major", "minor",
};

} // namespace

bool
is_reserved_word(std::string_view s)
{
    return std::find(std::begin(reserved_words), std::end(reserved_words), s) != std::end(reserved_words);
}

bool
is_identifier(std::string_view s)
{
    if (s.empty() || is_digit(s[0]))
        return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return is_alpha(c) || is_digit(c) || c == '_'; });
}

std::string
unique(const std::string& name, const std::set<std::string>& taken)
{
    if (!taken.count(name))
        return name;
    std::string stem = name.back() == '_' ? name : name + "_";
    for (std::size_t n = 2;; ++n)
        if (auto c = stem + std::to_string(n); !taken.count(c))
            return c;
}

std::string
literal(std::string_view s)
{
    std::string out = "\"";
    for (char c : s)
    {
        auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\')
            (out += '\\') += c;
        else if (u < 0x20 || u == 0x7f)
        {
            const char* oct = "01234567";
            out += '\\';
            out += oct[(u >> 6) & 7];
            out += oct[(u >> 3) & 7];
            out += oct[u & 7];
        }
        else
            out += c;
    }
    return out + "\"";
}

} // namespace detail

using namespace detail;

std::string
safe_identifier(std::string_view name)
{
    std::string s;
    for (char c : name)
        s += is_alpha(c) || is_digit(c) || c == '_' ? c : '_';
    if (s.empty())
        return "_";
    if (is_digit(s[0]))
        s.insert(s.begin(), '_');
    if (s.size() > 1 && s[0] == '_' && (is_upper(s[1]) || s[1] == '_'))
        s.insert(s.begin(), 'x');
    for (std::size_t i; (i = s.find("__")) != std::string::npos;)
        s.erase(i, 1);
    if (is_reserved_word(s))
        s += '_';
    return s;
}

std::vector<std::string>
package_namespaces(std::string_view package)
{
    auto bad = [&](const std::string& why) {
        return std::runtime_error(std::string(package_key) + ": '" + std::string(package) +
                                  "' is not a package name: " + why);
    };
    if (package.empty())
        throw bad("it is empty");
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true)
    {
        auto dot = package.find('.', start);
        auto part = package.substr(start, dot == std::string_view::npos ? std::string_view::npos
                                                                       : dot - start);
        if (part.empty())
            throw bad("an empty part");
        if (!is_identifier(part))
            throw bad("'" + std::string(part) + "' is not an identifier");
        if (is_reserved_word(part))
            throw bad("'" + std::string(part) + "' is a C++ keyword");
        if (part.find("__") != std::string_view::npos ||
            (part.size() > 1 && part[0] == '_' && is_upper(part[1])))
            throw bad("'" + std::string(part) + "' is reserved to the implementation");
        out.emplace_back(part);
        if (dot == std::string_view::npos)
            break;
        start = dot + 1;
    }
    return out;
}

} // namespace client_format
} // namespace docgen
