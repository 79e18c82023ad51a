//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_RECORD_IPP
#define DOCGEN_IMPL_RECORD_IPP

#include <docgen/record.hpp>
#include <docgen/impl/call_reader.ipp>
#include <boost/algorithm/string/predicate.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/url/parse.hpp>
#include <algorithm>
#include <cctype>

namespace docgen {

namespace detail {

using boost::algorithm::icontains;
using boost::beast::iequals;

DOCGEN_DECL boost::json::value
headers_to_json(const std::vector<header>& hs)
{
    boost::json::array a;
    for (auto const& h : hs)
        a.push_back(boost::json::array{boost::json::string(h.name), boost::json::string(h.value)});
    return a;
}

// The four kinds of OAuth 2 flow, by their names in the calls format and
// OpenAPI's, and the URLs each requires.
struct flow_kind
{
    std::optional<oauth2_flow> oauth2_flows::*member;
    const char* key;     // in the calls format
    bool authorization;  // requires `authorization_url`
    bool token;          // requires `token_url`
};

inline constexpr flow_kind flow_kinds[] = {
    {&oauth2_flows::implicit, "implicit", true, false},
    {&oauth2_flows::password, "password", false, true},
    {&oauth2_flows::client_credentials, "client_credentials", false, true},
    {&oauth2_flows::authorization_code, "authorization_code", true, true},
};

DOCGEN_DECL boost::json::object
flows_to_json(const oauth2_flows& flows)
{
    boost::json::object o;
    for (auto const& k : flow_kinds)
    {
        auto const& f = flows.*k.member;
        if (!f)
            continue;
        boost::json::object x;
        if (!f->authorization_url.empty())
            x["authorization_url"] = f->authorization_url;
        if (!f->token_url.empty())
            x["token_url"] = f->token_url;
        if (!f->refresh_url.empty())
            x["refresh_url"] = f->refresh_url;
        auto& scopes = x["scopes"].emplace_object();
        for (auto const& [scope, text] : f->scopes)
            scopes[scope] = text;
        o[k.key] = std::move(x);
    }
    return o;
}

DOCGEN_DECL void
read_flows(call_reader& m, oauth2_flows& flows)
{
    for (auto const& k : flow_kinds)
        if (m.has(k.key))
        {
            auto& f = (flows.*k.member).emplace();
            m.object(k.key, f, [](call_reader& r, oauth2_flow& x) {
                if (r.has("authorization_url"))
                    r.text("authorization_url", x.authorization_url);
                if (r.has("token_url"))
                    r.text("token_url", x.token_url);
                if (r.has("refresh_url"))
                    r.text("refresh_url", x.refresh_url);
                if (r.has("scopes"))
                    r.text_map("scopes", x.scopes);
            });
        }
}

// What is wrong with `url`, the `what` of scheme `s`, or empty.
DOCGEN_DECL std::string
url_error(const security_scheme& s, const char* what, const std::string& url)
{
    if (url.empty())
        return "security scheme '" + s.name + "' needs " + what;
    if (!boost::urls::parse_uri_reference(url))
        return "security scheme '" + s.name + "': " + what + " '" + url + "' is not a URL";
    return {};
}

// The parts of a multipart body as JSON: a file's bytes are left out.
inline boost::json::array
parts_json(const std::vector<body_part_record>& parts)
{
    boost::json::array a;
    for (auto const& p : parts)
    {
        boost::json::object x{{"name", p.name}, {"kind", p.kind.text()}};
        if (!p.content_type.empty())
            x["content_type"] = p.content_type;
        if (!p.file_name.empty())
            x["file_name"] = p.file_name;
        if (p.kind == part_kind::text)
            x["value"] = p.value;
        a.push_back(std::move(x));
    }
    return a;
}

} // namespace detail

std::string
security_scheme_error(const security_scheme& s)
{
    if (s.type == security_type::oauth2)
    {
        if (s.flows.empty())
            return "security scheme '" + s.name +
                   "' declares no OAuth 2 flow (implicit, password, client_credentials or "
                   "authorization_code)";
        for (auto const& k : detail::flow_kinds)
        {
            auto const& f = s.flows.*k.member;
            if (!f)
                continue;
            std::string flow = std::string("an authorization_url for its ") + k.key + " flow";
            if (k.authorization)
                if (auto e = detail::url_error(s, flow.c_str(), f->authorization_url); !e.empty())
                    return e;
            flow = std::string("a token_url for its ") + k.key + " flow";
            if (k.token)
                if (auto e = detail::url_error(s, flow.c_str(), f->token_url); !e.empty())
                    return e;
            flow = std::string("the refresh_url of its ") + k.key + " flow";
            if (!f->refresh_url.empty())
                if (auto e = detail::url_error(s, flow.c_str(), f->refresh_url); !e.empty())
                    return e;
        }
    }
    else if (s.type == security_type::open_id_connect)
        return detail::url_error(s, "an OpenID Connect discovery URL", s.open_id_connect_url);
    return {};
}

boost::json::value
recorded_call::to_json() const
{
    boost::json::object o;
    o["path_template"] = path_template;
    o["method"] = method;
    o["summary"] = summary;
    o["operation_id"] = operation_id;
    auto& t = o["tags"].emplace_array();
    for (auto const& x : tags)
        t.emplace_back(x);
    if (!operation_description.empty())
        o["operation_description"] = operation_description;
    if (!path_summary.empty())
        o["path_summary"] = path_summary;
    // [name, value], or [name, value, description]
    auto& p = o["path_parameters"].emplace_array();
    for (auto const& x : path_parameters)
    {
        boost::json::array a{boost::json::string(x.name), boost::json::string(x.value)};
        if (!x.description.empty())
            a.emplace_back(x.description);
        p.push_back(std::move(a));
    }
    o["path"] = path;
    if (!query.empty())
        o["query"] = query;
    o["request_headers"] = detail::headers_to_json(request_headers);
    if (!parameters.empty())
    {
        auto& a = o["parameters"].emplace_array();
        for (auto const& x : parameters)
        {
            boost::json::object p;
            p["name"] = x.name;
            p["in"] = x.in.text();
            p["required"] = x.required;
            p["repeated"] = x.repeated;
            p["schema"] = x.schema.to_json();
            auto& vs = p["values"].emplace_array();
            for (auto const& v : x.values)
                vs.emplace_back(v);
            if (!x.description.empty())
                p["description"] = x.description;
            a.push_back(std::move(p));
        }
    }
    if (request_body)
    {
        boost::json::object b;
        b["content_type"] = request_body->content_type;
        b["type_name"] = request_body->type_name;
        b["schema"] = request_body->schema ? request_body->schema->to_json()
                                           : boost::json::value(nullptr);
        b["body"] = request_body->body;
        if (!request_body->parts.empty())
            b["parts"] = detail::parts_json(request_body->parts);
        o["request_body"] = std::move(b);
    }
    if (!security.empty())
    {
        auto& a = o["security"].emplace_array();
        for (auto const& x : security)
        {
            boost::json::object s{{"name", x.name},
                                  {"type", x.type.text()},
                                  {"scheme", x.scheme.text()},
                                  {"in", x.in.text()},
                                  {"parameter", x.parameter}};
            // written only for the kinds that have them: older files lack them
            if (x.type == security_type::oauth2)
                s["flows"] = detail::flows_to_json(x.flows);
            if (!x.open_id_connect_url.empty())
                s["open_id_connect_url"] = x.open_id_connect_url;
            a.push_back(std::move(s));
        }
    }
    if (!security_used.empty())
        o["security_used"] = security_used;
    o["expected_status"] = expected_status;
    o["description"] = description;
    o["type_name"] = type_name;
    o["schema"] = schema ? schema->to_json() : boost::json::value(nullptr);
    if (!content_type.empty())
        o["content_type"] = content_type;
    if (!response_header_declarations.empty())
    {
        auto& a = o["response_header_declarations"].emplace_array();
        for (auto const& x : response_header_declarations)
            a.push_back(boost::json::object{
                {"name", x.name}, {"schema", x.schema.to_json()}, {"value", x.value}});
    }
    o["status"] = status;
    o["response_headers"] = detail::headers_to_json(response_headers);
    o["response_body"] = response_body;
    return o;
}

boost::system::result<recorded_call, route::json::decode_error>
recorded_call::from_json(const boost::json::value& v)
{
    auto const* o = v.if_object();
    if (!o)
        return route::json::decode_error("expected an object");
    recorded_call c;
    detail::call_reader r(*o);
    r.text("path_template", c.path_template);
    r.text("method", c.method);
    r.text("summary", c.summary);
    r.text("operation_id", c.operation_id);
    r.texts("tags", c.tags);
    if (r.has("operation_description"))
        r.text("operation_description", c.operation_description);
    if (r.has("path_summary"))
        r.text("path_summary", c.path_summary);
    r.pairs("path_parameters", c.path_parameters);
    r.text("path", c.path);
    if (r.has("query"))
        r.text("query", c.query);
    r.pairs("request_headers", c.request_headers);
    if (r.has("parameters"))
        r.objects("parameters", c.parameters, [](detail::call_reader& m, parameter_record& p) {
            m.text("name", p.name);
            m.spelling("in", p.in);
            m.flag("required", p.required);
            m.flag("repeated", p.repeated);
            m.required_schema("schema", p.schema);
            m.texts("values", p.values);
            if (m.has("description"))
                m.text("description", p.description);
            if (!m.error() && p.in != parameter_location::query &&
                p.in != parameter_location::header)
                m.invalid("in", "expected `query` or `header`");
        });
    if (r.has("request_body"))
    {
        c.request_body.emplace();
        r.object("request_body", *c.request_body, [](detail::call_reader& m, body_record& b) {
            m.text("content_type", b.content_type);
            m.text("type_name", b.type_name);
            m.schema("schema", b.schema);
            m.text("body", b.body);
            if (m.has("parts"))
                m.objects("parts", b.parts, [](detail::call_reader& x, body_part_record& p) {
                    x.text("name", p.name);
                    x.spelling("kind", p.kind);
                    if (x.has("content_type"))
                        x.text("content_type", p.content_type);
                    if (x.has("file_name"))
                        x.text("file_name", p.file_name);
                    if (x.has("value"))
                        x.text("value", p.value);
                });
        });
    }
    if (r.has("security"))
        r.objects("security", c.security, [](detail::call_reader& m, security_scheme& x) {
            m.text("name", x.name);
            m.spelling("type", x.type);
            m.spelling("scheme", x.scheme);
            m.spelling("in", x.in);
            m.text("parameter", x.parameter);
            if (m.has("flows"))
                m.object("flows", x.flows, detail::read_flows);
            if (m.has("open_id_connect_url"))
                m.text("open_id_connect_url", x.open_id_connect_url);
        });
    if (r.has("security_used"))
        r.text("security_used", c.security_used);
    r.number("expected_status", c.expected_status);
    r.text("description", c.description);
    r.text("type_name", c.type_name);
    r.schema("schema", c.schema);
    if (r.has("content_type"))
        r.text("content_type", c.content_type);
    if (r.has("response_header_declarations"))
        r.objects("response_header_declarations", c.response_header_declarations,
                  [](detail::call_reader& m, response_header_record& x) {
                      m.text("name", x.name);
                      m.required_schema("schema", x.schema);
                      m.text("value", x.value);
                  });
    r.number("status", c.status);
    r.pairs("response_headers", c.response_headers);
    r.text("response_body", c.response_body);
    if (auto const* e = r.error())
        return *e;
    return c;
}

bool
is_secret_header(std::string_view name) noexcept
{
    for (std::string_view s : {"authorization", "proxy-authorization", "cookie", "set-cookie"})
        if (detail::iequals(name, s))
            return true;
    for (std::string_view s : {"key", "token", "secret"})
        if (detail::icontains(name, s))
            return true;
    return false;
}

bool
is_transport_header(std::string_view name) noexcept
{
    // framing and connection management (RFC 9112), the body's media type,
    // which `responds_with<T>` declares, and what servers and proxies add
    for (std::string_view s : {"connection", "content-length", "content-type", "date", "keep-alive",
                               "server", "transfer-encoding", "vary", "via"})
        if (detail::iequals(name, s))
            return true;
    return false;
}

std::vector<header>
redact(std::vector<header> headers, const std::vector<std::string>& secrets)
{
    for (auto& h : headers)
    {
        bool secret = is_secret_header(h.name);
        for (auto const& s : secrets)
            if (!s.empty() && h.value.find(s) != std::string::npos)
                secret = true;
        if (secret)
            h.value = std::string(redacted);
    }
    return headers;
}

} // namespace docgen

#endif
