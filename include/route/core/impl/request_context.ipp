//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_REQUEST_CONTEXT_IPP
#define ROUTE_CORE_IMPL_REQUEST_CONTEXT_IPP

#include <route/core/request_context.hpp>
#include <boost/url/grammar/charset.hpp>
#include <boost/url/grammar/error.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/parse_path.hpp>
#include <boost/url/pct_string_view.hpp>
#include <boost/url/rfc/pchars.hpp>

namespace route {

namespace detail {

// The target's path and query, split (the query without its fragment).
inline void
split_target(std::string_view t, std::string_view& path, std::string_view& query, bool& has_query)
{
    auto q = t.find('?');
    path = t.substr(0, q);
    has_query = q != std::string_view::npos;
    if (has_query)
    {
        query = t.substr(q + 1);
        // a fragment is not part of a request-target; keep the query only
        query = query.substr(0, query.find('#'));
    }
}

} // namespace detail

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

namespace detail {

boost::system::error_code
check_query(std::string_view query) noexcept
{
    static constexpr auto chars = boost::urls::pchars + '/' + '?' + '[' + ']' + '%';
    if (boost::urls::grammar::find_if_not(query.data(), query.data() + query.size(), chars) !=
        query.data() + query.size())
        return boost::urls::grammar::error::invalid;
    auto pct = boost::urls::make_pct_string_view(query);
    if (!pct)
        return pct.error();
    return {};
}

boost::system::error_code
parse_target(std::string_view target, target_parts& out) noexcept
{
    out = {};
    if (target.empty())
        return boost::urls::grammar::error::mismatch;
    if (target.front() != '/')
    {
        // absolute-form, as sent to proxies: its path and query
        auto u = boost::urls::parse_absolute_uri(target);
        if (!u)
            return u.error();
        std::string_view p = u->encoded_path();
        out.path = p.empty() ? std::string_view("/") : p;
        out.has_query = u->has_query();
        out.query = u->encoded_query();
        return {};
    }
    split_target(target, out.path, out.query, out.has_query);
    if (auto segs = boost::urls::parse_path(out.path); !segs)
        return segs.error();
    return out.has_query ? check_query(out.query) : boost::system::error_code();
}

boost::system::error_code
check_target(std::string_view target) noexcept
{
    target_parts parts;
    return parse_target(target, parts);
}

} // namespace detail

} // namespace route

#endif
