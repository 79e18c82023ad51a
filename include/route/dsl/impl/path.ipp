//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_PATH_IPP
#define ROUTE_DSL_IMPL_PATH_IPP

#include <route/dsl/path.hpp>
#include <route/dsl/basic.hpp>
#include <boost/url/url.hpp>
#include <stdexcept>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

std::string
reverse_path(std::string_view p)
{
    // the elements, each a slash or a segment, in reverse order
    std::vector<std::string_view> elements;
    std::size_t i = 0;
    while (i < p.size())
    {
        if (p[i] == '/')
        {
            elements.push_back(p.substr(i, 1));
            ++i;
            continue;
        }
        std::size_t n = p.find('/', i);
        if (n == std::string_view::npos)
            n = p.size();
        elements.push_back(p.substr(i, n - i));
        i = n;
    }
    std::string out;
    out.reserve(p.size());
    for (auto it = elements.rbegin(); it != elements.rend(); ++it)
        out.append(*it);
    return out;
}

void
check_redirection(::route::status s)
{
    switch (s)
    {
    case ::route::status::moved_permanently:
    case ::route::status::found:
    case ::route::status::see_other:
    case ::route::status::temporary_redirect:
    case ::route::status::permanent_redirect:
        return;
    default:
        throw std::invalid_argument("route: a trailing slash redirection takes 301, 302, 303, 307 or 308");
    }
}

std::optional<response>
trailing_slash_redirect(const request_context& ctx, bool add, ::route::status s)
{
    boost::urls::url u;
    if (!effective_uri(ctx, u))
        return std::nullopt;
    auto path = u.encoded_path();
    bool slash = !path.empty() && path.back() == '/';
    // as pekko-http: "/" is never redirected to an empty path
    if (slash == add || (!add && path == "/"))
        return std::nullopt;
    std::string p(path.data(), path.size());
    if (add)
        p.push_back('/');
    else
        p.pop_back();
    u.set_encoded_path(p);
    return redirect_response(u.buffer(), s);
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
