//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_REJECTION_IPP
#define ROUTE_CORE_IMPL_REJECTION_IPP

#include <route/core/rejection.hpp>
#include <algorithm>
#include <ostream>
#include <string>

namespace route {

std::ostream& operator<<(std::ostream& os, const missing_query_param_rejection& r)
{
    return os << "missing_query_param_rejection{" << r.name << "}";
}

std::ostream& operator<<(std::ostream& os, const malformed_query_param_rejection& r)
{
    return os << "malformed_query_param_rejection{" << r.name << ", " << r.message << "}";
}

std::ostream& operator<<(std::ostream& os, const method_rejection& r)
{
    return os << "method_rejection{" << r.supported << "}";
}

std::ostream& operator<<(std::ostream& os, const unsupported_request_content_type_rejection& r)
{
    os << "unsupported_request_content_type_rejection{";
    for (std::size_t i = 0; i < r.supported.size(); ++i)
        os << (i ? ", " : "") << r.supported[i];
    return os << "}";
}

std::ostream& operator<<(std::ostream& os, const malformed_request_content_rejection& r)
{
    return os << "malformed_request_content_rejection{" << r.message << "}";
}

std::ostream& operator<<(std::ostream& os, const validation_rejection& r)
{
    return os << "validation_rejection{" << r.message << "}";
}

std::ostream& operator<<(std::ostream& os, const request_entity_expected_rejection&)
{
    return os << "request_entity_expected_rejection{}";
}

std::ostream& operator<<(std::ostream& os, const missing_attribute_rejection& r)
{
    return os << "missing_attribute_rejection{" << r.name << "}";
}

std::ostream& operator<<(std::ostream& os, const missing_header_rejection& r)
{
    return os << "missing_header_rejection{" << r.name << "}";
}

std::ostream& operator<<(std::ostream& os, const malformed_header_rejection& r)
{
    return os << "malformed_header_rejection{" << r.name << ", " << r.message << "}";
}

std::ostream& operator<<(std::ostream& os, const missing_cookie_rejection& r)
{
    return os << "missing_cookie_rejection{" << r.name << "}";
}

std::ostream& operator<<(std::ostream& os, const scheme_rejection& r)
{
    return os << "scheme_rejection{" << r.supported << "}";
}

std::ostream& operator<<(std::ostream& os, const missing_form_field_rejection& r)
{
    return os << "missing_form_field_rejection{" << r.name << "}";
}

std::ostream& operator<<(std::ostream& os, const malformed_form_field_rejection& r)
{
    return os << "malformed_form_field_rejection{" << r.name << ", " << r.message << "}";
}

std::ostream& operator<<(std::ostream& os, const authentication_failed_rejection& r)
{
    return os << "authentication_failed_rejection{"
              << (r.cause == authentication_failed_rejection::credentials_missing
                      ? "credentials_missing"
                      : "credentials_rejected")
              << ", " << r.challenge << "}";
}

std::ostream& operator<<(std::ostream& os, const authorization_failed_rejection&)
{
    return os << "authorization_failed_rejection{}";
}

std::ostream& operator<<(std::ostream& os, const unsatisfiable_range_rejection& r)
{
    os << "unsatisfiable_range_rejection{";
    for (auto const& x : r.ranges)
        os << x << ", ";
    return os << r.actual_entity_length << "}";
}

std::ostream& operator<<(std::ostream& os, const too_many_ranges_rejection& r)
{
    return os << "too_many_ranges_rejection{" << r.max_ranges << "}";
}

std::ostream& operator<<(std::ostream& os, const unaccepted_response_encoding_rejection& r)
{
    os << "unaccepted_response_encoding_rejection{";
    for (std::size_t i = 0; i < r.supported.size(); ++i)
        os << (i ? ", " : "") << r.supported[i];
    return os << "}";
}

std::ostream& operator<<(std::ostream& os, const unaccepted_response_content_type_rejection& r)
{
    os << "unaccepted_response_content_type_rejection{";
    for (std::size_t i = 0; i < r.supported.size(); ++i)
        os << (i ? ", " : "") << r.supported[i];
    return os << "}";
}

std::ostream& operator<<(std::ostream& os, const unsupported_request_encoding_rejection& r)
{
    os << "unsupported_request_encoding_rejection{";
    for (std::size_t i = 0; i < r.supported.size(); ++i)
        os << (i ? ", " : "") << r.supported[i];
    return os << "}";
}

std::ostream& operator<<(std::ostream& os, const request_entity_too_large_rejection& r)
{
    os << "request_entity_too_large_rejection{";
    if (r.length)
        os << *r.length;
    else
        os << "?";
    return os << ", " << r.limit << "}";
}

std::ostream& operator<<(std::ostream& os, const expected_websocket_request_rejection&)
{
    return os << "expected_websocket_request_rejection{}";
}

std::ostream& operator<<(std::ostream& os, const unsupported_websocket_subprotocol_rejection& r)
{
    return os << "unsupported_websocket_subprotocol_rejection{" << r.supported_protocol << "}";
}

std::ostream& operator<<(std::ostream& os, const tls_client_certificate_rejection&)
{
    return os << "tls_client_certificate_rejection{}";
}

std::string
cors_rejection::description() const
{
    auto joined = [](const std::vector<std::string>& v) {
        std::string s;
        for (auto const& x : v)
            s += (s.empty() ? "" : " ") + x;
        return s;
    };
    if (std::holds_alternative<malformed>(cause))
        return "malformed request";
    if (auto p = std::get_if<invalid_origin>(&cause))
        return "invalid origin '" + (p->origins.empty() ? std::string("null") : joined(p->origins)) +
               "'";
    if (auto p = std::get_if<invalid_method>(&cause))
        return "invalid method '" + std::string(p->method.name()) + "'";
    return "invalid headers '" + joined(std::get<invalid_headers>(cause).headers) + "'";
}

std::ostream& operator<<(std::ostream& os, const invalid_origin_rejection& r)
{
    os << "invalid_origin_rejection{";
    for (std::size_t i = 0; i < r.allowed_origins.size(); ++i)
        os << (i ? " " : "") << r.allowed_origins[i];
    return os << "}";
}

std::ostream& operator<<(std::ostream& os, const cors_rejection& r)
{
    return os << "cors_rejection{" << r.description() << "}";
}

std::ostream& operator<<(std::ostream& os, const custom_rejection& r)
{
    return os << "custom_rejection{" << r.type().name() << "}";
}

std::ostream& operator<<(std::ostream& os, const rejection& r)
{
    std::visit([&os](const auto& x) { os << x; }, r);
    return os;
}

std::ostream& operator<<(std::ostream& os, const std::vector<rejection>& list)
{
    os << "[";
    for (std::size_t i = 0; i < list.size(); ++i)
        os << (i ? ", " : "") << list[i];
    return os << "]";
}

} // namespace route

#endif
