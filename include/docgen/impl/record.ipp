//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_RECORD_IPP
#define DOCGEN_IMPL_RECORD_IPP

#include <docgen/record.hpp>
#include <algorithm>
#include <cctype>

namespace docgen {

namespace detail {

DOCGEN_DECL bool
icontains(std::string_view s, std::string_view part) noexcept
{
    auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
    return std::search(s.begin(), s.end(), part.begin(), part.end(),
                       [&](char a, char b) { return lower(a) == lower(b); }) != s.end();
}

DOCGEN_DECL bool
iequals(std::string_view a, std::string_view b) noexcept
{
    return a.size() == b.size() && icontains(a, b);
}

DOCGEN_DECL boost::json::value
headers_to_json(const std::vector<header>& hs)
{
    boost::json::array a;
    for (auto const& h : hs)
        a.push_back(boost::json::array{boost::json::string(h.name), boost::json::string(h.value)});
    return a;
}

// Reads a recorded call member by member; the first error wins.
class call_reader
{
public:
    explicit call_reader(const boost::json::object& o) : o_(o) {}

    const route::json::decode_error* error() const noexcept { return failed_ ? &err_ : nullptr; }

    void text(std::string_view key, std::string& out)
    {
        if (auto const* v = find(key))
        {
            if (auto const* s = v->if_string())
                out.assign(s->data(), s->size());
            else
                fail(key, "expected a string");
        }
    }

    void number(std::string_view key, unsigned& out)
    {
        if (auto const* v = find(key))
        {
            if (v->is_int64() && v->get_int64() >= 0 && v->get_int64() < 1000)
                out = static_cast<unsigned>(v->get_int64());
            else if (v->is_uint64() && v->get_uint64() < 1000)
                out = static_cast<unsigned>(v->get_uint64());
            else
                fail(key, "expected a status code");
        }
    }

    void texts(std::string_view key, std::vector<std::string>& out)
    {
        auto const* v = find(key);
        if (!v)
            return;
        auto const* a = v->if_array();
        if (!a)
            return fail(key, "expected an array");
        for (auto const& x : *a)
        {
            if (!x.is_string())
                return fail(key, "expected an array of strings");
            out.emplace_back(x.get_string());
        }
    }

    // pairs of strings: headers or path parameters
    template <class Pair>
    void pairs(std::string_view key, std::vector<Pair>& out)
    {
        auto const* v = find(key);
        if (!v)
            return;
        auto const* a = v->if_array();
        if (!a)
            return fail(key, "expected an array");
        for (auto const& x : *a)
        {
            auto const* p = x.if_array();
            if (!p || p->size() != 2 || !(*p)[0].is_string() || !(*p)[1].is_string())
                return fail(key, "expected an array of [name, value] pairs");
            out.push_back(Pair{std::string((*p)[0].get_string()), std::string((*p)[1].get_string())});
        }
    }

    void schema(std::string_view key, std::optional<route::json::schema>& out)
    {
        auto const* v = o_.if_contains(key);
        if (!v || v->is_null())
            return;
        auto s = route::json::schema::from_json(*v);
        if (!s)
        {
            err_ = s.error();
            err_.path = std::string(key) + (err_.path.empty() ? "" : ".") + err_.path;
            failed_ = true;
            return;
        }
        out = std::move(*s);
    }

private:
    const boost::json::value* find(std::string_view key)
    {
        if (failed_)
            return nullptr;
        auto const* v = o_.if_contains(key);
        if (!v)
            fail(key, "", true);
        return v;
    }

    void fail(std::string_view key, const char* what, bool missing = false)
    {
        if (failed_)
            return;
        err_ = route::json::decode_error(std::string(key), what, missing);
        failed_ = true;
    }

    const boost::json::object& o_;
    route::json::decode_error err_;
    bool failed_ = false;
};

} // namespace detail

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
    auto& p = o["path_parameters"].emplace_array();
    for (auto const& x : path_parameters)
        p.push_back(boost::json::array{boost::json::string(x.name), boost::json::string(x.value)});
    o["path"] = path;
    o["request_headers"] = detail::headers_to_json(request_headers);
    o["expected_status"] = expected_status;
    o["description"] = description;
    o["type_name"] = type_name;
    o["schema"] = schema ? schema->to_json() : boost::json::value(nullptr);
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
    r.pairs("path_parameters", c.path_parameters);
    r.text("path", c.path);
    r.pairs("request_headers", c.request_headers);
    r.number("expected_status", c.expected_status);
    r.text("description", c.description);
    r.text("type_name", c.type_name);
    r.schema("schema", c.schema);
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
