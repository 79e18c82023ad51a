//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_IMPL_ERROR_IPP
#define ROUTE_JSON_IMPL_ERROR_IPP

#include <route/json/error.hpp>
#include <stdexcept>

namespace route {
namespace json {

std::string
decode_error::message() const
{
    if (missing)
        return "missing member '" + path + "'";
    if (path.empty())
        return what;
    return "member '" + path + "': " + what;
}

void
throw_exception_from_error(const decode_error& e, const boost::source_location&)
{
    throw std::invalid_argument(e.message());
}

} // namespace json
} // namespace route

#endif
