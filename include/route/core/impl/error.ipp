//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_ERROR_IPP
#define ROUTE_CORE_IMPL_ERROR_IPP

#include <route/core/error.hpp>
#include <boost/system/system_error.hpp>
#include <boost/throw_exception.hpp>

namespace route {

namespace detail {

class error_category_impl final : public boost::system::error_category
{
public:
    // a fixed identifier, so that copies of the category in several
    // shared objects compare equal
    constexpr error_category_impl() noexcept : error_category(0x9a3e1f20c4b57d61ULL) {}

    const char* name() const noexcept override { return "route"; }

    std::string message(int ev) const override
    {
        switch (static_cast<error>(ev))
        {
        case error::invalid_address: return "not an IP address";
        case error::unknown_pending_result: return "a pending result of an unknown kind";
        case error::never_settled: return "a pending result never settled";
        case error::entity_too_large: return "the request body exceeds the size limit";
        case error::entity_truncated: return "the request body ended before its end";
        case error::entity_timeout: return "the request body was not received in time";
        case error::entity_consumed: return "the request body was already read as a stream";
        case error::connection_closed: return "the connection is closed";
        case error::entity_malformed: return "the request body is malformed";
        case error::entity_corrupt: return "the request body does not decode by its Content-Encoding";
        }
        return "unknown route error";
    }
};

void
throw_error(error e, const std::string& what, const boost::source_location& loc)
{
    boost::throw_exception(boost::system::system_error(make_error_code(e), what), loc);
}

} // namespace detail

const boost::system::error_category&
error_category() noexcept
{
    static const detail::error_category_impl cat;
    return cat;
}

} // namespace route

#endif
