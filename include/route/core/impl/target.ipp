//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_TARGET_IPP
#define ROUTE_CORE_IMPL_TARGET_IPP

#include <route/core/detail/target.hpp>
#include <boost/url/grammar/charset.hpp>
#include <boost/url/grammar/error.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/parse_path.hpp>
#include <boost/url/pct_string_view.hpp>
#include <boost/url/rfc/pchars.hpp>

namespace route {
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
