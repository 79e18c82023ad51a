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

encode_error::encode_error(std::string path, std::string what)
    : std::domain_error(path.empty() ? what : "member '" + path + "': " + what),
      path_(std::move(path)), reason_(std::move(what))
{
}

encode_error
encode_error::within(std::string_view step) const
{
    std::string p(step);
    if (!path_.empty() && path_.front() != '[')
        p += '.';
    return encode_error(p + path_, reason_);
}

void
throw_exception_from_error(const decode_error& e, const boost::source_location&)
{
    throw std::invalid_argument(e.message());
}

} // namespace json
} // namespace route

#endif
