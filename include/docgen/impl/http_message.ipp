//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_HTTP_MESSAGE_IPP
#define DOCGEN_IMPL_HTTP_MESSAGE_IPP

#include <docgen/http_message.hpp>
#include <boost/beast/core/string.hpp>
#include <algorithm>

namespace docgen {

std::string_view
http_response::header_value(std::string_view name) const noexcept
{
    for (const auto& h : headers)
        if (boost::beast::iequals(h.name, name))
            return h.value;
    return {};
}

bool
http_response::has_header(std::string_view name) const noexcept
{
    return std::any_of(headers.begin(), headers.end(), [&](const header& h) {
        return boost::beast::iequals(h.name, name);
    });
}

} // namespace docgen

#endif
