//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_BASIC_IPP
#define ROUTE_DSL_IMPL_BASIC_IPP

#include <route/dsl/basic.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/parse_path.hpp>
#include <boost/url/rfc/ipv4_address_rule.hpp>
#include <boost/url/rfc/ipv6_address_rule.hpp>
#include <boost/url/grammar/parse.hpp>
#include <stdexcept>

namespace route {
namespace dsl {
namespace detail {

std::string_view
request_path(const request_context& ctx)
{
    std::string_view t = ctx.request().target();
    if (!t.empty() && t.front() != '/')
    {
        auto u = boost::urls::parse_absolute_uri(t);
        if (!u)
            return {};
        auto p = u->encoded_path();
        return p.empty() ? std::string_view("/") : std::string_view(p.data(), p.size());
    }
    return t.substr(0, t.find_first_of("?#"));
}

void
check_unmatched_path(std::string_view p)
{
    if (auto segs = boost::urls::parse_path(p); !segs)
        throw std::invalid_argument("route: map_unmatched_path made \"" + std::string(p) +
                                    "\", which is not a percent-encoded path (" +
                                    segs.error().message() + ")");
}

std::string
client_ip(const request_context& ctx)
{
    // an address pekko-http would parse: IPv4 or IPv6
    auto address = [](std::string_view s) {
        return !s.empty() && (boost::urls::grammar::parse(s, boost::urls::ipv4_address_rule) ||
                              boost::urls::grammar::parse(s, boost::urls::ipv6_address_rule));
    };
    auto const& req = ctx.request();
    if (auto v = req.header("X-Forwarded-For"))
    {
        // the first address of the list (the client's)
        std::string_view first;
        ::route::detail::for_each_element(*v, [&](std::string_view e) {
            first = e;
            return false;
        });
        if (address(first))
            return std::string(first);
    }
    if (auto v = req.header("X-Real-IP"))
    {
        auto a = ::route::detail::trim_ows(*v);
        if (address(a))
            return std::string(a);
    }
    auto peer = req.remote_address();
    if (!peer.empty())
        return peer;
    return "unknown";
}

bool
effective_uri(const request_context& ctx, boost::urls::url& out)
{
    auto const& req = ctx.request();
    std::string_view t = req.target();
    if (!t.empty() && t.front() != '/')
    {
        auto u = boost::urls::parse_absolute_uri(t);
        if (!u)
            return false;
        out = *u;
        return true;
    }
    std::string_view host;
    if (auto h = req.header("Host"))
        host = *h;
    else
        host = req.default_host();
    if (host.empty())
    {
        auto u = boost::urls::parse_origin_form(t);
        if (!u)
            return false;
        out = *u;
        return true;
    }
    std::string s;
    s.reserve(req.scheme().size() + 3 + host.size() + t.size());
    s.append(req.scheme()).append("://").append(host).append(t);
    auto u = boost::urls::parse_absolute_uri(s);
    if (!u)
        return false;
    out = *u;
    return true;
}

response
redirect_response(std::string_view uri, ::route::status s)
{
    // pekko-http's bodies for its redirection statuses
    const char* before = nullptr;
    const char* after = "</a>.";
    switch (s)
    {
    case ::route::status::moved_permanently:
        before = "This and all future requests should be directed to <a href=\"";
        break;
    case ::route::status::found:
        before = "The requested resource temporarily resides under <a href=\"";
        break;
    case ::route::status::see_other:
        before = "The response to the request can be found under <a href=\"";
        after = "</a> using a GET method.";
        break;
    case ::route::status::temporary_redirect:
        before = "The request should be repeated with <a href=\"";
        after = "</a>, but future requests can still use the original URI.";
        break;
    case ::route::status::permanent_redirect:
        before = "The request, and all future requests should be repeated using <a href=\"";
        break;
    default:
        throw std::invalid_argument("route: redirect() takes 301, 302, 303, 307 or 308");
    }
    response r;
    r.status = s;
    r.headers.push_back({"Location", std::string(uri)});
    r.headers.push_back({"Content-Type", "text/html; charset=utf-8"});
    r.text()->append(before).append(uri).append("\">this URI").append(after);
    return r;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
