//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_TRANSPORT_REQUEST_HPP
#define DOCGEN_DETAIL_TRANSPORT_REQUEST_HPP

// The request the transport sends: its URL read, its fields checked.

#include <docgen/detail/transport_io.hpp>
#include <docgen/header.hpp>
#include <docgen/http_message.hpp>

namespace docgen {
namespace detail {
namespace transport_io {

// RFC 9110 token: method names and header field names.
inline bool
is_token(std::string_view s) noexcept
{
    if (s.empty())
        return false;
    for (char c : s)
    {
        auto u = static_cast<unsigned char>(c);
        bool alnum = (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
        if (!alnum && std::string_view("!#$%&'*+-.^_`|~").find(c) == std::string_view::npos)
            return false;
    }
    return true;
}

// RFC 9110 field-value: no control characters but HTAB (so no line breaks).
inline bool
is_field_value(std::string_view s) noexcept
{
    return std::none_of(s.begin(), s.end(), [](char c) {
        auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && u != '\t') || u == 0x7f;
    });
}

// The parts of an http(s) URL the transport needs.
struct target
{
    bool tls = false;
    std::string host;           // a name, or an address without brackets
    bool is_address = false;
    std::uint16_t port = 0;
    std::string host_field;     // the Host header: as written, ":port" unless the default
    std::string request_target; // origin-form: the path (at least "/") and the query
};

// Fills `out` from `url`; returns why the URL cannot be used, or "".
DOCGEN_DECL std::string
parse_target(std::string_view url, target& out)
{
    auto parsed = boost::urls::parse_uri(url);
    if (!parsed)
        return "not an absolute http or https URL (" + parsed.error().message() + ")";
    boost::urls::url_view u = *parsed;
    if (u.scheme_id() == boost::urls::scheme::https)
        out.tls = true;
    else if (u.scheme_id() != boost::urls::scheme::http)
        return "not an absolute http or https URL (the scheme is '" + std::string(u.scheme()) +
               "')";
    if (!u.has_authority() || u.encoded_host().empty())
        return "not an absolute http or https URL (no host)";
    if (u.has_userinfo())
        return "user information in a URL is not sent; give an Authorization header instead";
    switch (u.host_type())
    {
    case boost::urls::host_type::ipv4:
    case boost::urls::host_type::ipv6:
        out.is_address = true;
        out.host = u.host_address();
        break;
    case boost::urls::host_type::name:
        out.host = u.host_name();
        break;
    default:
        return "not an absolute http or https URL (the host is not a name or an IP address)";
    }
    std::uint16_t default_port = out.tls ? 443 : 80;
    out.port = default_port;
    if (u.has_port() && !u.port().empty())
    {
        // port_number() wraps around: read the digits ourselves
        std::string_view digits = u.port();
        unsigned long n = 0;
        auto [end, e] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
        if (e != std::errc() || end != digits.data() + digits.size() || n == 0 || n > 65535)
            return "not an absolute http or https URL (the port '" + std::string(digits) +
                   "' is not between 1 and 65535)";
        out.port = static_cast<std::uint16_t>(n);
    }
    out.host_field = std::string(u.encoded_host());
    if (out.port != default_port)
        out.host_field += ":" + std::to_string(out.port);
    out.request_target = std::string(u.encoded_path());
    if (out.request_target.empty())
        out.request_target = "/";
    if (u.has_query())
        out.request_target += "?" + std::string(u.encoded_query());
    return {};
}

// Makes the message to send; returns why `in` cannot be sent, or "".
DOCGEN_DECL std::string
build_request(const http_request& in, const target& t, http::request<http::string_body>& out)
{
    if (!is_token(in.method))
        return "the method '" + in.method + "' is not an HTTP token";
    out.version(11);
    out.method_string(in.method);
    out.target(t.request_target);
    out.set(http::field::host, t.host_field);
    bool connection = false;
    for (const auto& h : in.headers)
    {
        if (!is_token(h.name))
            return "the header name '" + h.name + "' is not an HTTP token";
        if (!is_field_value(h.value))
            return "the value of the header '" + h.name +
                   "' holds a line break or another control character";
        if (iequals(h.name, "Host"))
            out.set(http::field::host, h.value);
        else if (iequals(h.name, "Content-Length") || iequals(h.name, "Transfer-Encoding"))
            continue; // the transport frames the body itself
        else
        {
            connection = connection || iequals(h.name, "Connection");
            out.insert(h.name, h.value);
        }
    }
    if (!connection)
        out.set(http::field::connection, "close");
    if (!in.body.empty() || in.method == "POST" || in.method == "PUT" || in.method == "PATCH")
    {
        out.body() = in.body;
        out.content_length(in.body.size());
    }
    return {};
}

} // namespace transport_io
} // namespace detail
} // namespace docgen

#endif
