//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_MULTIPART_IPP
#define DOCGEN_IMPL_MULTIPART_IPP

#include <docgen/spec/body.hpp>
#include <docgen/schema_walk.hpp>
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string_view>
#include <variant>

namespace docgen {
namespace detail {

body_record
multipart_body(const multipart& m)
{
    body_record b;
    b.content_type = "multipart/form-data";
    route::json::schema s;
    s.type = "object";
    for (auto const& part : m.parts)
    {
        body_part_record p;
        route::json::schema x = route::json::schema_of<std::string>();
        if (auto const* f = std::get_if<file_part>(&part))
        {
            p = {f->name, "file", f->content_type, f->file_name, f->bytes};
            x.format = "binary";
        }
        else
        {
            auto const& t = std::get<text_part>(part);
            p = {t.name, "text", "", "", t.value};
        }
        // a name given several times is an array of its parts
        auto it = std::find_if(s.properties.begin(), s.properties.end(),
                               [&](auto const& q) { return q.name == p.name; });
        if (it == s.properties.end())
        {
            s.properties.push_back({p.name, std::move(x)});
            s.required.push_back(p.name);
        }
        else if (kind_of(it->value) != schema_kind::array)
        {
            route::json::schema a;
            a.type = "array";
            a.items = std::make_shared<const route::json::schema>(std::move(it->value));
            it->value = std::move(a);
        }
        b.parts.push_back(std::move(p));
    }
    b.schema = std::move(s);
    return b;
}

// A name or file name as a quoted-string parameter of Content-Disposition:
// `"` and `\` escaped, CR and LF percent-encoded (as browsers do).
DOCGEN_DECL std::string
disposition_value(std::string_view v)
{
    std::string out = "\"";
    for (char c : v)
    {
        if (c == '"' || c == '\\')
            out += '\\';
        if (c == '\r')
            out += "%0D";
        else if (c == '\n')
            out += "%0A";
        else
            out += c;
    }
    return out + '"';
}

multipart_payload
multipart_encoded(const std::vector<body_part_record>& parts)
{
    // FNV-1a of the parts: the same body gets the same boundary in every
    // run, so recorded calls and the documents made of them are stable
    std::uint64_t h = 14695981039346656037ull;
    auto mix = [&](std::string_view x) {
        for (unsigned char c : x)
            h = (h ^ c) * 1099511628211ull;
        h = (h ^ 0xff) * 1099511628211ull;
    };
    for (auto const& p : parts)
    {
        mix(p.name);
        mix(p.file_name);
        mix(p.value);
    }
    auto occurs = [&](const std::string& b) {
        return std::any_of(parts.begin(), parts.end(), [&](auto const& p) {
            return p.value.find(b) != std::string::npos || p.name.find(b) != std::string::npos ||
                   p.file_name.find(b) != std::string::npos;
        });
    };
    multipart_payload out;
    do
    {
        static constexpr char digits[] = "0123456789abcdef";
        out.boundary = "docgen-";
        for (int i = 60; i >= 0; i -= 4)
            out.boundary += digits[(h >> i) & 0xf];
        mix(out.boundary);
    } while (occurs(out.boundary));

    for (auto const& p : parts)
    {
        out.bytes += "--" + out.boundary + "\r\nContent-Disposition: form-data; name=" +
                     disposition_value(p.name);
        if (p.kind == part_kind::file)
        {
            out.bytes += "; filename=" + disposition_value(p.file_name) + "\r\nContent-Type: " +
                         (p.content_type.empty() ? "application/octet-stream" : p.content_type);
        }
        out.bytes += "\r\n\r\n" + p.value + "\r\n";
    }
    out.bytes += "--" + out.boundary + "--\r\n";
    return out;
}

} // namespace detail
} // namespace docgen

#endif
