//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_OPENAPI_INFO_IPP
#define DOCGEN_IMPL_OPENAPI_INFO_IPP

#include <docgen/openapi_info.hpp>
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <stdexcept>
#include <vector>

namespace docgen {

namespace detail {

[[noreturn]] inline void
info_error_at(const std::string& what, int line)
{
    throw std::runtime_error("the configuration key '" + std::string(openapi_info_key) +
                             "', line " + std::to_string(line) + ": " + what);
}

// The length of the UTF-8 sequence starting at s[i], 0 when none starts there.
inline std::size_t
utf8_sequence(const std::string& s, std::size_t i)
{
    auto c = static_cast<unsigned char>(s[i]);
    std::size_t n = c < 0x80 ? 1 : c >= 0xc2 && c < 0xe0 ? 2 : c >= 0xe0 && c < 0xf0 ? 3
                                                            : c >= 0xf0 && c < 0xf5 ? 4
                                                                                    : 0;
    if (n == 0 || i + n > s.size())
        return 0;
    for (std::size_t k = 1; k < n; ++k)
        if ((static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80)
            return 0;
    return n;
}

// yaml-cpp reads `\N` as the byte 0x85 and `\_` as 0xa0 (their Latin-1
// code): as the characters they name, UTF-8 like every other.
inline void
repair_latin1_escapes(YAML::Node n)
{
    auto const& s = n.Scalar();
    std::string out;
    bool changed = false;
    for (std::size_t i = 0; i < s.size();)
    {
        if (auto len = utf8_sequence(s, i))
        {
            out.append(s, i, len);
            i += len;
            continue;
        }
        out += '\xc2';
        out += s[i++];
        changed = true;
    }
    if (changed)
        n = out;
}

// The most nodes `openapi-info` may have, aliases counted as often as they
// are used: a document writes it out with every alias expanded, so a few
// aliases of aliases could otherwise make it grow without bound.
constexpr std::size_t max_info_nodes = 10000;

// Refuses a mapping that has a key twice (YAML forbids it; yaml-cpp reads
// it, and lookups and iteration would disagree on which value counts), an
// alias inside the node it names (the document would be infinite; yaml-cpp
// gives an alias its anchor's mark, so the line named is the anchor's), and
// more than max_info_nodes nodes; repairs the scalars' escapes.
struct info_structure_check
{
    std::vector<YAML::Node> ancestors; // the path from the root to the node
    std::size_t nodes = 0;

    void
    run(const YAML::Node& n)
    {
        for (auto const& a : ancestors)
            if (a.is(n))
                openapi_info_error("the node anchored here contains an alias of itself", n);
        if (++nodes > max_info_nodes)
            openapi_info_error("more than " + std::to_string(max_info_nodes) +
                                   " nodes, aliases counted where they are used", n);
        if (n.IsScalar())
            repair_latin1_escapes(n);
        if (!n.IsSequence() && !n.IsMap())
            return;
        ancestors.push_back(n);
        if (n.IsSequence())
            for (auto const& e : n)
                run(e);
        std::vector<std::string> keys;
        if (n.IsMap())
            for (auto const& kv : n)
            {
                run(kv.first);
                auto key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
                if (kv.first.IsScalar() && std::find(keys.begin(), keys.end(), key) != keys.end())
                    openapi_info_error("the key '" + key + "' appears twice in one mapping", kv.first);
                keys.push_back(std::move(key));
                run(kv.second);
            }
        ancestors.pop_back();
    }
};

// The OpenAPI releases a document may declare: 3.0 (the schemas of its
// Schema Object) and 3.1 (JSON Schema 2020-12).
inline bool
known_openapi_version(const std::string& v)
{
    static const char* const known[] = {"3.0.0", "3.0.1", "3.0.2", "3.0.3", "3.0.4",
                                        "3.1.0", "3.1.1", "3.1.2"};
    return std::find(std::begin(known), std::end(known), v) != std::end(known);
}

// `info.<member>` when given: a string (non-empty when `non_empty`).
inline std::string
info_string(const YAML::Node& info, const char* member, bool non_empty)
{
    auto v = info[member];
    if (!v || (v.IsNull() && !non_empty))
        return {};
    if (!v.IsScalar() || (non_empty && v.Scalar().empty()))
        openapi_info_error(std::string("`info.") + member + "` must be a " +
                               (non_empty ? "non-empty " : "") + "string", v);
    return v.Scalar();
}

} // namespace detail

void
openapi_info_error(const std::string& what, const YAML::Node& where)
{
    detail::info_error_at(what, where.Mark().is_null() ? 1 : where.Mark().line + 1);
}

void
openapi_info_missing(std::string_view why)
{
    throw std::runtime_error("the configuration key '" + std::string(openapi_info_key) +
                             "' is missing (" + std::string(why) + ")");
}

openapi_info
openapi_info::parse(std::string_view text)
{
    YAML::Node root;
    try
    {
        root = YAML::Load(std::string(text));
    }
    catch (const YAML::ParserException& e)
    {
        detail::info_error_at("not valid YAML: " + e.msg, e.mark.is_null() ? 1 : e.mark.line + 1);
    }
    if (!root.IsMap())
        openapi_info_error("expected a mapping with `openapi` and `info`", root);
    detail::info_structure_check{}.run(root);
    openapi_info r;
    r.document = root;
    bool has_info = false;
    for (auto const& kv : root)
    {
        auto key = kv.first.Scalar();
        if (key == "openapi")
        {
            if (!kv.second.IsScalar())
                openapi_info_error("`openapi` must be a version, as 3.0.1", kv.second);
            r.openapi = kv.second.Scalar();
            if (!detail::known_openapi_version(r.openapi))
                openapi_info_error("`openapi` is '" + r.openapi +
                                       "': the versions written are 3.0 (3.0.0 to 3.0.4, "
                                       "3.0.1 when not given) and 3.1 (3.1.0 to 3.1.2)",
                                   kv.second);
        }
        else if (key == "info")
        {
            r.info = kv.second;
            has_info = true;
        }
        else
            openapi_info_error("unknown member '" + key + "' (only `openapi` and `info` are read)", kv.first);
    }
    if (!has_info)
        openapi_info_error("`info` is missing", root);
    if (!r.info.IsMap())
        openapi_info_error("`info` must be a mapping", r.info);
    if (!r.info["title"])
        openapi_info_error("`info.title` is missing", r.info);
    r.title = detail::info_string(r.info, "title", true);
    r.version = detail::info_string(r.info, "version", true);
    r.description = detail::info_string(r.info, "description", false);
    return r;
}

std::optional<openapi_info>
find_openapi_info(const configuration& cfg)
{
    auto it = cfg.find(std::string(openapi_info_key));
    if (it == cfg.end())
        return std::nullopt;
    return openapi_info::parse(it->second);
}

} // namespace docgen

#endif
