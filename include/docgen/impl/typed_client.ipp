//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_TYPED_CLIENT_IPP
#define DOCGEN_IMPL_TYPED_CLIENT_IPP

#include <docgen/typed_client.hpp>
#include <docgen/generate.hpp>
#include <boost/url/encode.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/rfc/unreserved_chars.hpp>
#include <boost/url/url.hpp>
#include <exception>
#include <stdexcept>

namespace docgen {

void
throw_exception_from_error(const client_error& e, const boost::source_location&)
{
    throw std::runtime_error(e.message);
}

namespace detail {

std::string
typed_add_query(std::string_view url, std::string_view name, std::string_view value)
{
    boost::urls::url u(url);
    u.params().append({name, value});
    return std::string(u.buffer());
}

std::string
typed_form(const form_fields& fields)
{
    boost::urls::url u;
    for (auto const& [k, v] : fields)
        u.params().append({k, v});
    return std::string(u.encoded_query());
}

std::string
typed_basic(const basic_credentials& c)
{
    return "Basic " + encode_base64(c.user + ":" + c.password);
}

boost::system::result<std::string, client_error>
typed_url(std::string_view base, std::string_view path_template,
          const std::vector<path_argument>& values)
{
    auto fail = [&](const std::string& why) {
        client_error e;
        e.message = "invalid base address '" + std::string(base) + "': " + why;
        return e;
    };
    auto parsed = boost::urls::parse_absolute_uri(base);
    if (!parsed)
        return fail(parsed.error().message());
    if (parsed->scheme() != "http" && parsed->scheme() != "https")
        return fail("not an http or https URL");
    boost::urls::url u(*parsed);
    std::string path(u.encoded_path());
    while (!path.empty() && path.back() == '/')
        path.pop_back();
    for (std::size_t i = 0; i < path_template.size(); ++i)
    {
        char c = path_template[i];
        auto close = path_template.find('}', i);
        if (c != '{' || close == std::string_view::npos)
        {
            path += c;
            continue;
        }
        auto name = path_template.substr(i + 1, close - i - 1);
        const path_argument* found = nullptr;
        for (auto const& v : values)
            if (v.first == name)
                found = &v;
        if (!found)
        {
            client_error e;
            e.message = "no value for the path parameter '" + std::string(name) + "' of " +
                        std::string(path_template);
            return e;
        }
        path += boost::urls::encode(found->second, boost::urls::unreserved_chars);
        i = close;
    }
    try
    {
        u.set_encoded_path(path);
        u.remove_fragment();
    }
    catch (const std::exception& ex)
    {
        return fail(ex.what());
    }
    return std::string(u.buffer());
}

// Checks the outcome of a send: a transport failure, or the status.
DOCGEN_DECL boost::system::result<http_response, client_error>
typed_check(const http_request& req, const boost::system::error_code& ec,
            const diagnostics& diag, http_response r, unsigned expected)
{
    if (ec)
    {
        client_error e;
        e.kind = client_error_kind::transport;
        e.message = diag.message;
        return e;
    }
    bool ok = expected ? r.status == expected : r.status >= 200 && r.status < 300;
    if (!ok)
    {
        client_error e;
        e.kind = client_error_kind::status;
        e.status = r.status;
        e.message = req.method + " " + req.url + ": expected status " +
                    (expected ? std::to_string(expected) : std::string("2xx")) + ", got " +
                    std::to_string(r.status);
        e.body = std::move(r.body);
        return e;
    }
    return r;
}

boost::system::result<http_response, client_error>
typed_send(transport& c, const http_request& req, unsigned expected)
{
    boost::system::error_code ec;
    diagnostics diag;
    http_response r = c.send(req, ec, diag);
    return typed_check(req, ec, diag, std::move(r), expected);
}

boost::asio::awaitable<boost::system::result<http_response, client_error>>
typed_async_send(transport& c, http_request req, unsigned expected)
{
    boost::system::error_code ec;
    diagnostics diag;
    http_response r = co_await c.async_send(req, ec, diag);
    co_return typed_check(req, ec, diag, std::move(r), expected);
}

client_error
typed_decode_error(const http_request& req, const http_response& r,
                   const route::json::decode_error& e)
{
    client_error out;
    out.kind = client_error_kind::decode;
    out.status = r.status;
    out.body = r.body;
    out.member = e.path;
    out.message = req.method + " " + req.url + ": the body does not decode: " + e.message();
    return out;
}

} // namespace detail
} // namespace docgen

#endif
