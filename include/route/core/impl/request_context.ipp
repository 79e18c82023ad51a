//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_REQUEST_CONTEXT_IPP
#define ROUTE_CORE_IMPL_REQUEST_CONTEXT_IPP

#include <route/core/request_context.hpp>
#include <route/core/detail/target.hpp>
#include <boost/url/grammar/error.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/parse_path.hpp>

namespace route {

boost::system::result<request_context>
request_context::make(const ::route::request& req)
{
    request_context c;
    c.req_ = &req;
    c.method_ = req.method();
    c.size_limit_ = req.body_limit();

    if (auto* p = req.parsed_target())
    {
        // split and checked once, by the request's exchange
        c.path_ = p->path;
        c.query_ = p->query;
        c.has_query_ = p->has_query;
        return c;
    }
    std::string_view t = req.target();
    if (!t.empty() && t.front() != '/')
    {
        // absolute-form, as sent to proxies: keep its path and query
        auto u = boost::urls::parse_absolute_uri(t);
        if (!u)
            return u.error();
        std::string_view p = u->encoded_path();
        c.path_ = p.empty() ? std::string_view("/") : p;
        c.has_query_ = u->has_query();
        c.query_ = u->encoded_query();
        return c;
    }
    if (t.empty())
        return boost::system::error_code(boost::urls::grammar::error::mismatch);
    detail::split_target(t, c.path_, c.query_, c.has_query_);
    if (auto segs = boost::urls::parse_path(c.path_); !segs)
        return segs.error();
    return c;
}

} // namespace route

#endif
