//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_TEXT_IPP
#define DOCGEN_IMPL_TEXT_IPP

#include <docgen/text.hpp>
#include <boost/algorithm/string/case_conv.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/string.hpp>
#include <cctype>
#include <cstddef>
#include <locale>

namespace docgen {

namespace detail {

inline void
pretty_json(std::string& out, const boost::json::value& v, json_strings strings, int level)
{
    auto indent = [&](int n) { out.append(static_cast<std::size_t>(2 * n), ' '); };
    auto string = [&](std::string_view s) {
        out += strings == json_strings::javascript
                   ? javascript_string(s)
                   : boost::json::serialize(boost::json::string(s));
    };
    if (auto o = v.if_object())
    {
        if (o->empty())
        {
            out += "{}";
            return;
        }
        out += "{\n";
        for (auto it = o->begin(); it != o->end(); ++it)
        {
            out += it == o->begin() ? "" : ",\n";
            indent(level + 1);
            string(it->key());
            out += ": ";
            pretty_json(out, it->value(), strings, level + 1);
        }
        out += "\n";
        indent(level);
        out += "}";
    }
    else if (auto a = v.if_array())
    {
        if (a->empty())
        {
            out += "[]";
            return;
        }
        out += "[\n";
        for (auto it = a->begin(); it != a->end(); ++it)
        {
            out += it == a->begin() ? "" : ",\n";
            indent(level + 1);
            pretty_json(out, *it, strings, level + 1);
        }
        out += "\n";
        indent(level);
        out += "]";
    }
    else if (auto s = v.if_string())
        string(*s);
    else
        out += boost::json::serialize(v);
}

} // namespace detail

std::string
ascii_lower(std::string_view s)
{
    return boost::algorithm::to_lower_copy(std::string(s), std::locale::classic());
}

std::string
ascii_upper(std::string_view s)
{
    return boost::algorithm::to_upper_copy(std::string(s), std::locale::classic());
}

std::string
join_words(std::string_view text, bool capitalise_first)
{
    // ASCII only, whatever the locale
    auto alnum = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    };
    std::string out;
    bool word_start = true;
    for (char c : text)
    {
        if (!alnum(c))
        {
            word_start = true;
            continue;
        }
        if (word_start)
        {
            auto u = static_cast<unsigned char>(c);
            c = static_cast<char>(out.empty() && !capitalise_first ? std::tolower(u) : std::toupper(u));
        }
        out += c;
        word_start = false;
    }
    return out;
}

std::string
comment_text(std::string_view s)
{
    std::string out;
    for (char c : s)
    {
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
        if (c == '/' && !out.empty() && out.back() == '*')
            out += ' ';
        out += c;
    }
    return out;
}

std::string
javascript_string(std::string_view s)
{
    auto q = boost::json::serialize(boost::json::string(s));
    std::string out;
    out.reserve(q.size());
    for (std::size_t i = 0; i < q.size(); ++i)
    {
        if (q.compare(i, 3, "\xe2\x80\xa8") == 0 || q.compare(i, 3, "\xe2\x80\xa9") == 0)
        {
            out += q[i + 2] == '\xa8' ? "\\u2028" : "\\u2029";
            i += 2;
        }
        else
            out += q[i];
    }
    return out;
}

std::string
pretty_json(const boost::json::value& v, json_strings strings)
{
    std::string out;
    detail::pretty_json(out, v, strings, 0);
    return out;
}

} // namespace docgen

#endif
