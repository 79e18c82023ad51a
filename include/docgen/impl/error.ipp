//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_ERROR_IPP
#define DOCGEN_IMPL_ERROR_IPP

#include <docgen/error.hpp>
#include <string>

namespace docgen {
namespace detail {

class error_category_impl final : public boost::system::error_category
{
public:
    // a fixed identifier, so that copies of the category in several
    // shared objects compare equal
    constexpr error_category_impl() noexcept : error_category(0x5d0c6e4a91f2b837ULL) {}

    const char* name() const noexcept override { return "docgen"; }

    std::string message(int ev) const override
    {
        switch (static_cast<error>(ev))
        {
        case error::connection_refused: return "connection refused";
        case error::resolve_failed: return "the host name could not be resolved";
        case error::tls_failed: return "the TLS handshake failed";
        case error::timeout: return "timed out";
        case error::body_too_large: return "the response body is larger than the limit";
        case error::protocol_error: return "not a complete HTTP response";
        case error::invalid_url: return "not an absolute http or https URL";
        case error::connect_failed: return "could not connect";
        case error::invalid_request: return "the request cannot be sent as given";
        }
        return "unknown docgen error";
    }
};

} // namespace detail

const boost::system::error_category&
error_category() noexcept
{
    static const detail::error_category_impl cat;
    return cat;
}

} // namespace docgen

#endif
