//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_FORM_FIELD_IPP
#define ROUTE_DSL_IMPL_FORM_FIELD_IPP

#include <route/dsl/form_field.hpp>
#include <route/dsl/entity.hpp>
#include <route/detail/iequals.hpp>

namespace route {
namespace dsl {
namespace detail {

inline constexpr std::string_view form_urlencoded = "application/x-www-form-urlencoded";
inline constexpr std::string_view form_multipart = "multipart/form-data";

inline std::string_view
form_trim(std::string_view s) noexcept
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

// The parameter `name` of a header value such as
// `form-data; name="a"; filename="b"` (RFC 9110 parameters: a token or a
// quoted string with backslash escapes); nullopt when absent or not valid.
inline std::optional<std::string>
header_param(std::string_view v, std::string_view name)
{
    auto semi = v.find(';');
    if (semi == std::string_view::npos)
        return std::nullopt;
    v.remove_prefix(semi + 1);
    while (true)
    {
        v = form_trim(v);
        if (v.empty())
            return std::nullopt;
        auto eq = v.find('=');
        if (eq == std::string_view::npos)
            return std::nullopt;
        std::string_view key = form_trim(v.substr(0, eq));
        v.remove_prefix(eq + 1);
        v = form_trim(v);
        std::string value;
        if (!v.empty() && v.front() == '"')
        {
            std::size_t i = 1;
            for (; i < v.size() && v[i] != '"'; ++i)
            {
                if (v[i] == '\\' && i + 1 < v.size())
                    ++i;
                value += v[i];
            }
            if (i == v.size())
                return std::nullopt; // no closing quote
            v.remove_prefix(i + 1);
        }
        else
        {
            auto end = v.find(';');
            value = std::string(form_trim(v.substr(0, end)));
            v.remove_prefix(end == std::string_view::npos ? v.size() : end);
        }
        if (::route::detail::iequals(key, name))
            return value;
        v = form_trim(v);
        if (v.empty())
            return std::nullopt;
        if (v.front() != ';')
            return std::nullopt;
        v.remove_prefix(1);
    }
}

std::optional<std::string>
parse_multipart_form(std::string_view body, std::string_view boundary, query& q)
{
    if (boundary.empty() || boundary.size() > 70)
        return std::string("The multipart boundary is missing or too long.");
    std::string delim = "--";
    delim += boundary;
    // the first delimiter: at the start, or after the preamble's CRLF
    std::size_t pos;
    if (body.substr(0, delim.size()) == delim)
        pos = 0;
    else
    {
        pos = body.find("\r\n" + delim);
        if (pos == std::string_view::npos)
            return std::string("The multipart body has no part delimited by its boundary.");
        pos += 2;
    }
    std::string next = "\r\n" + delim;
    while (true)
    {
        pos += delim.size();
        if (body.substr(pos, 2) == "--")
            break; // the close delimiter; the epilogue is ignored
        while (pos < body.size() && (body[pos] == ' ' || body[pos] == '\t'))
            ++pos;
        if (body.substr(pos, 2) != "\r\n")
            return std::string("The multipart body has a malformed delimiter line.");
        pos += 2;
        // header fields, up to an empty line
        std::optional<std::string> name;
        bool file = false;
        while (true)
        {
            auto eol = body.find("\r\n", pos);
            if (eol == std::string_view::npos)
                return std::string("The multipart body ends inside a part's header.");
            std::string_view line = body.substr(pos, eol - pos);
            pos = eol + 2;
            if (line.empty())
                break;
            auto colon = line.find(':');
            if (colon == std::string_view::npos)
                return std::string("A multipart part has a malformed header field.");
            if (!::route::detail::iequals(form_trim(line.substr(0, colon)),
                                          "Content-Disposition"))
                continue;
            std::string_view v = form_trim(line.substr(colon + 1));
            if (!::route::detail::iequals(form_trim(v.substr(0, v.find(';'))), "form-data"))
                return std::string("A multipart part is not form-data.");
            name = header_param(v, "name");
            file = header_param(v, "filename").has_value() ||
                   header_param(v, "filename*").has_value();
        }
        auto end = body.find(next, pos);
        if (end == std::string_view::npos)
            return std::string("The multipart body has no close delimiter.");
        if (!name)
            return std::string("A multipart part has no form-data name.");
        if (!file)
            q.add_literal(*name, body.substr(pos, end - pos), true);
        pos = end + 2;
    }
    q.finish();
    return std::nullopt;
}

std::optional<route_result>
form_source::prepare(const request_context& ctx)
{
    auto ct = ctx.request().header("Content-Type");
    // a body that cannot be a form is refused without reading it
    if (!ct || !(has_media_type(*ct, form_urlencoded) || has_media_type(*ct, form_multipart)))
        return std::nullopt;
    return ::route::detail::require_strict_entity(ctx);
}

bool
form_source::parse(const request_context& ctx, query& q, std::optional<rejection>& why)
{
    auto const& req = ctx.request();
    auto ct = req.header("Content-Type");
    if (ct && has_media_type(*ct, form_urlencoded))
    {
        if (q.parse_urlencoded(req.body()))
            return true;
        why.emplace(malformed_request_content_rejection{"The form content is invalid."});
        return false;
    }
    if (ct && has_media_type(*ct, form_multipart))
    {
        auto boundary = header_param(*ct, "boundary");
        auto error = parse_multipart_form(req.body(), boundary ? *boundary : std::string(), q);
        if (!error)
            return true;
        why.emplace(malformed_request_content_rejection{std::move(*error)});
        return false;
    }
    why.emplace(unsupported_request_content_type_rejection{
        {std::string(form_urlencoded), std::string(form_multipart)}});
    return false;
}

rejection
form_source::missing(const std::string& name)
{
    return missing_form_field_rejection{name};
}

rejection
form_source::malformed(const std::string& name, std::string message)
{
    return malformed_form_field_rejection{name, std::move(message)};
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
