//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_FROM_PARAM_IPP
#define ROUTE_DSL_IMPL_FROM_PARAM_IPP

#include <route/dsl/from_param.hpp>
#include <route/detail/iequals.hpp>

namespace route {
namespace detail {

bool
parse_bool(std::string_view s, bool& out) noexcept
{
    for (auto t : {"true", "yes", "on", "1"})
        if (iequals(s, t))
            return out = true, true;
    for (auto f : {"false", "no", "off", "0"})
        if (iequals(s, f))
            return out = false, true;
    return false;
}

std::string
invalid_value(std::string_view s, const char* what)
{
    return "'" + std::string(s) + "' is not a valid " + what + " value";
}

} // namespace detail
} // namespace route

#endif
