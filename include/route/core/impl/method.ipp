//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_METHOD_IPP
#define ROUTE_CORE_IMPL_METHOD_IPP

#include <route/core/method.hpp>
#include <ostream>

namespace route {

method::method(std::string_view token)
    : verb_(boost::beast::http::string_to_verb(token))
{
    if (verb_ == verb::unknown)
        token_.assign(token.data(), token.size());
}

std::string_view
method::name() const noexcept
{
    if (verb_ == verb::unknown)
        return token_;
    auto s = boost::beast::http::to_string(verb_);
    return {s.data(), s.size()};
}

bool
method::is_standard() const noexcept
{
    switch (verb_)
    {
    case verb::get: case verb::post: case verb::put: case verb::patch:
    case verb::delete_: case verb::head: case verb::options:
    case verb::connect: case verb::trace:
        return true;
    default:
        return false;
    }
}

std::ostream&
operator<<(std::ostream& os, const method& m)
{
    return os << m.name();
}

} // namespace route

#endif
