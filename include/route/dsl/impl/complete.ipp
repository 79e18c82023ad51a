//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_COMPLETE_IPP
#define ROUTE_DSL_IMPL_COMPLETE_IPP

#include <route/dsl/complete.hpp>

namespace route {

response
status_response(::route::status s)
{
    if (!status_allows_body(s))
    {
        response r;
        r.status = s;
        return r;
    }
    auto reason = boost::beast::http::obsolete_reason(s);
    return text_response(s, std::string(reason.data(), reason.size()));
}

} // namespace route

#endif
