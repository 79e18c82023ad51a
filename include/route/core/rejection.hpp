//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_REJECTION_HPP
#define ROUTE_CORE_REJECTION_HPP

#include <route/config.hpp>
#include <route/core/method.hpp>
#include <iosfwd>
#include <string>
#include <variant>
#include <vector>

namespace route {

/// A required query parameter is absent (default handler: 404).
struct missing_query_param_rejection
{
    std::string name;
    friend bool operator==(const missing_query_param_rejection&,
                           const missing_query_param_rejection&) = default;
};

/// A query parameter is present but cannot be converted (default handler: 400).
struct malformed_query_param_rejection
{
    std::string name;
    std::string message;
    friend bool operator==(const malformed_query_param_rejection&,
                           const malformed_query_param_rejection&) = default;
};

/// A method directive did not match; `supported` is the method it wanted
/// (default handler: 405 with an `Allow` header).
struct method_rejection
{
    ::route::method supported;
    friend bool operator==(const method_rejection&,
                           const method_rejection&) = default;
};

/// The request's Content-Type is not one an entity directive can read
/// (default handler: 415).
struct unsupported_request_content_type_rejection
{
    std::vector<std::string> supported;
    friend bool operator==(const unsupported_request_content_type_rejection&,
                           const unsupported_request_content_type_rejection&) = default;
};

/// The request body could not be decoded (default handler: 400).
struct malformed_request_content_rejection
{
    std::string message;
    friend bool operator==(const malformed_request_content_rejection&,
                           const malformed_request_content_rejection&) = default;
};

/// A value failed a validation rule (default handler: 400 with the message).
struct validation_rejection
{
    std::string message;
    friend bool operator==(const validation_rejection&,
                           const validation_rejection&) = default;
};

// Form fields and security (directives beyond the specification)

/// A required form field is absent (default handler: 400).
struct missing_form_field_rejection
{
    std::string name;
    friend bool operator==(const missing_form_field_rejection&,
                           const missing_form_field_rejection&) = default;
};

/// A form field is present but cannot be converted (default handler: 400).
struct malformed_form_field_rejection
{
    std::string name;
    std::string message;
    friend bool operator==(const malformed_form_field_rejection&,
                           const malformed_form_field_rejection&) = default;
};

/** Authentication failed (default handler: 401 with one `WWW-Authenticate`
    field per rejection). `challenge` is the field's value, e.g.
    `Basic realm="api",charset=UTF-8`; it never carries credentials.
*/
struct authentication_failed_rejection
{
    enum class cause_type : unsigned char
    {
        credentials_missing,  ///< no credentials of the expected scheme
        credentials_rejected, ///< credentials given but not accepted
    };
    static constexpr cause_type credentials_missing = cause_type::credentials_missing;
    static constexpr cause_type credentials_rejected = cause_type::credentials_rejected;

    cause_type cause;
    std::string challenge;
    friend bool operator==(const authentication_failed_rejection&,
                           const authentication_failed_rejection&) = default;
};

/// `authorize` said no (default handler: 403).
struct authorization_failed_rejection
{
    friend bool operator==(const authorization_failed_rejection&,
                           const authorization_failed_rejection&) = default;
};

/** Why a route did not complete a request.

    Rejections are values: a directive that does not match yields one, the
    alternatives of a concatenation collect them, and a rejection handler
    (`handle_rejections`, or the default one applied by `to_http_routes`)
    turns the list into a response. A path that does not match rejects with
    an empty list.
*/
using rejection = std::variant<
    missing_query_param_rejection,
    malformed_query_param_rejection,
    method_rejection,
    unsupported_request_content_type_rejection,
    malformed_request_content_rejection,
    validation_rejection,
    missing_form_field_rejection,
    malformed_form_field_rejection,
    authentication_failed_rejection,
    authorization_failed_rejection>;

ROUTE_DECL std::ostream& operator<<(std::ostream&, const missing_query_param_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const malformed_query_param_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const method_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const unsupported_request_content_type_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const malformed_request_content_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const validation_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const missing_form_field_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const malformed_form_field_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const authentication_failed_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const authorization_failed_rejection&);

/// Writes the rejection in a readable form, e.g. `method_rejection{GET}`.
ROUTE_DECL std::ostream& operator<<(std::ostream&, const rejection&);

/// Writes a list of rejections: `[method_rejection{GET}, ...]`.
ROUTE_DECL std::ostream& operator<<(std::ostream&, const std::vector<rejection>&);

/** Rejection kinds that a directive which passed cancels in the whole set
    of alternatives (as pekko-http's `TransformationRejection`).

    A method directive that matched cancels every `method_rejection`; an
    entity directive that decoded the body cancels the entity rejections;
    an authentication directive that accepted credentials cancels every
    `authentication_failed_rejection`.
*/
enum class cancellation : unsigned char
{
    none = 0,
    method = 1,
    entity = 2,
    authentication = 4,
};

constexpr cancellation operator|(cancellation a, cancellation b) noexcept
{
    return static_cast<cancellation>(static_cast<unsigned char>(a) |
                                     static_cast<unsigned char>(b));
}

constexpr bool has(cancellation set, cancellation c) noexcept
{
    return (static_cast<unsigned char>(set) & static_cast<unsigned char>(c)) != 0;
}

/** Applies cancellations to a list and removes duplicates, keeping the
    first occurrence. This is what rejection handlers and the test kit see.
*/
ROUTE_DECL std::vector<rejection>
apply_cancellations(std::vector<rejection> list, cancellation c);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/rejection.ipp>
#endif

#endif
