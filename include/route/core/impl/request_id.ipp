//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_REQUEST_ID_IPP
#define ROUTE_CORE_IMPL_REQUEST_ID_IPP

#include <route/core/request_id.hpp>
#include <route/core/trace_context.hpp>

namespace route {

bool
acceptable_request_id(std::string_view id) noexcept
{
    if (id.empty() || id.size() > max_request_id_length || id.front() == ' ' || id.back() == ' ')
        return false;
    for (unsigned char c : id)
        if (c < 0x20 || c > 0x7e)
            return false;
    return true;
}

std::string
request_id_for(std::optional<std::string_view> given)
{
    if (given && acceptable_request_id(*given))
        return std::string(*given);
    return detail::random_hex_id(16);
}

} // namespace route

#endif
