//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_HOST_IPP
#define ROUTE_DSL_IMPL_HOST_IPP

#include <route/dsl/host.hpp>
#include <route/detail/iequals.hpp>
#include <boost/url/parse.hpp>

namespace route {
namespace dsl {
namespace detail {

inline std::string
lower_ascii(std::string_view s)
{
    std::string out(s);
    for (auto& c : out)
        c = ::route::detail::ascii_lower(c);
    return out;
}

std::string
request_host(const request_context& ctx)
{
    auto const& req = ctx.request();
    std::string_view t = req.target();
    if (!t.empty() && t.front() != '/')
    {
        auto u = boost::urls::parse_absolute_uri(t);
        if (u && u->has_authority())
        {
            auto a = u->encoded_host_address();
            return lower_ascii(std::string_view(a.data(), a.size()));
        }
    }
    std::string_view h;
    if (auto v = req.header("Host"))
        h = *v;
    else
        h = req.default_host();
    if (!h.empty() && h.front() == '[')
    {
        auto close = h.find(']');
        return lower_ascii(h.substr(1, close == std::string_view::npos ? close : close - 1));
    }
    return lower_ascii(h.substr(0, h.find(':')));
}

std::string
request_scheme(const request_context& ctx)
{
    std::string_view t = ctx.request().target();
    if (!t.empty() && t.front() != '/')
    {
        auto colon = t.find(':');
        if (colon != std::string_view::npos)
            return lower_ascii(t.substr(0, colon));
    }
    return lower_ascii(ctx.request().scheme());
}

} // namespace detail

namespace implementation_defined {

bool
host_names::operator()(std::string_view host) const noexcept
{
    for (auto const& n : names)
        if (::route::detail::iequals(n, host))
            return true;
    return false;
}

scheme_directive::scheme_directive(std::string scheme) : scheme_(detail::lower_ascii(scheme)) {}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
