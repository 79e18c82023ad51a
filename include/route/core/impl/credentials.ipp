//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_CREDENTIALS_IPP
#define ROUTE_CORE_IMPL_CREDENTIALS_IPP

#include <route/core/credentials.hpp>
#include <cstddef>

namespace route {

bool
secure_equals(std::string_view a, std::string_view b) noexcept
{
    // every byte of the longer string is looked at, whatever differs
    std::size_t n = a.size() > b.size() ? a.size() : b.size();
    unsigned char diff = a.size() == b.size() ? 0 : 1;
    for (std::size_t i = 0; i < n; ++i)
    {
        unsigned char x = i < a.size() ? static_cast<unsigned char>(a[i]) : 0;
        unsigned char y = i < b.size() ? static_cast<unsigned char>(b[i]) : 0;
        diff = static_cast<unsigned char>(diff | (x ^ y));
    }
    return diff == 0;
}

} // namespace route

#endif
