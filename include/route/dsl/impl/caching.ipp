//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_CACHING_IPP
#define ROUTE_DSL_IMPL_CACHING_IPP

#include <route/dsl/caching.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <charconv>

namespace route {
namespace dsl {
namespace detail {

// True for one directive of a Cache-Control list that forbids a cached
// answer: `no-cache` (without field names, as a request sends it) or
// `max-age=0` (also quoted, `max-age="0"`, which RFC 9111 asks to accept).
ROUTE_DECL bool
cache_directive_prohibits(std::string_view d) noexcept
{
    auto p = ::route::detail::parse_name_value(d);
    if (!p)
        return false;
    if (!p->has_value)
        return ::route::detail::iequals(p->name, "no-cache");
    if (!::route::detail::iequals(p->name, "max-age"))
        return false;
    // the quoted form's inside: digits have no escapes
    std::string_view v = p->value;
    unsigned long long n = 0;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    return ec == std::errc() && end == v.data() + v.size() && n == 0;
}

ROUTE_DECL bool
caching_prohibited(const request& req) noexcept
{
    return req.headers().any_of("Cache-Control", [](std::string_view value) {
        // RFC 9111 5.2: a list of directives; a quoted string may hold a comma
        return !::route::detail::for_each_element(
            value, [](std::string_view d) { return !cache_directive_prohibits(d); });
    });
}

} // namespace detail

namespace implementation_defined {

// The string extract_uri parses, built without parsing it again: the
// request context has checked the target, and a key needs no more.
ROUTE_DECL std::optional<std::string>
get_uri_keyer_type::operator()(const request_context& ctx) const
{
    auto const& req = ctx.request();
    if (req.method() != ::route::method::get)
        return std::nullopt;
    std::string_view t = req.target();
    if (!t.empty() && t.front() != '/')
        return std::string(t); // absolute form: the URI itself
    std::string_view host = req.default_host();
    if (auto h = req.header("Host"))
        host = *h;
    if (host.empty())
        return std::string(t);
    std::string key;
    key.reserve(req.scheme().size() + 3 + host.size() + t.size());
    key.append(req.scheme()).append("://").append(host).append(t);
    return key;
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
