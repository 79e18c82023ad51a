//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DETAIL_IMPL_QUERY_IPP
#define ROUTE_DETAIL_IMPL_QUERY_IPP

#include <route/detail/query.hpp>
#include <boost/url/params_view.hpp>
#include <boost/url/parse_query.hpp>

namespace route {
namespace detail {

boost::system::result<bool>
find_query_param(std::string_view raw_query, std::string_view name, std::string& value)
{
    auto encoded = boost::urls::parse_query(raw_query);
    if (!encoded)
        return {boost::system::in_place_error, encoded.error()};
    boost::urls::encoding_opts opt;
    opt.space_as_plus = true;
    boost::urls::params_view params(boost::urls::params_view(*encoded), opt);
    for (auto const& p : params)
    {
        if (p.key == name)
        {
            value = p.has_value ? p.value : std::string();
            return true;
        }
    }
    return false;
}

} // namespace detail
} // namespace route

#endif
