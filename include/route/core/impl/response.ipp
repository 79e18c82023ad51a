//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_RESPONSE_IPP
#define ROUTE_CORE_IMPL_RESPONSE_IPP

#include <route/core/response.hpp>
#include <route/detail/iequals.hpp>
#include <algorithm>

namespace route {

std::string_view
response::header(std::string_view name) const noexcept
{
    for (auto const& f : headers)
        if (detail::iequals(f.name, name))
            return f.value;
    return {};
}

bool
response::has_header(std::string_view name) const noexcept
{
    for (auto const& f : headers)
        if (detail::iequals(f.name, name))
            return true;
    return false;
}

void
response::set_header(std::string_view name, std::string value)
{
    std::erase_if(headers, [name](const header_field& f) {
        return detail::iequals(f.name, name);
    });
    headers.push_back({std::string(name), std::move(value)});
}

response
text_response(::route::status s, std::string body)
{
    response r;
    r.status = s;
    r.headers.push_back({"Content-Type", std::string(text_plain_utf8)});
    r.body = std::move(body);
    return r;
}

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
