//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_REJECTION_HPP
#define ROUTE_CORE_REJECTION_HPP

#include <route/config.hpp>
#include <route/core/custom_rejection.hpp>
#include <route/core/method.hpp>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>
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

/** The request has no body where the route needs one, as pekko-http's
    `RequestEntityExpectedRejection` (`request_entity_present`; default
    handler: 400 `Request entity expected but not supplied`).
*/
struct request_entity_expected_rejection
{
    friend bool operator==(const request_entity_expected_rejection&,
                           const request_entity_expected_rejection&) = default;
};

/// A value failed a validation rule (default handler: 400 with the message).
struct validation_rejection
{
    std::string message;
    friend bool operator==(const validation_rejection&,
                           const validation_rejection&) = default;
};

// -- Request directives beyond the specification: headers, cookies, scheme,
//    and the user's own rejections.

/// A required header field is absent (`header_value_by_name`; default handler: 400).
struct missing_header_rejection
{
    std::string name;
    friend bool operator==(const missing_header_rejection&,
                           const missing_header_rejection&) = default;
};

/** The request has no attribute of the key `attribute` asks for, as
    pekko-http's `MissingAttributeRejection`: `name` is the key's name. A
    route that reads an attribute no outer route attached is a bug of the
    service, so the default handler answers 500 `There was an internal
    server error.`
*/
struct missing_attribute_rejection
{
    std::string name;
    friend bool operator==(const missing_attribute_rejection&,
                           const missing_attribute_rejection&) = default;
};

/// A header field is present but cannot be converted (default handler: 400).
struct malformed_header_rejection
{
    std::string name;
    std::string message;
    friend bool operator==(const malformed_header_rejection&,
                           const malformed_header_rejection&) = default;
};

/// A required cookie is absent (`cookie`; default handler: 400).
struct missing_cookie_rejection
{
    std::string name;
    friend bool operator==(const missing_cookie_rejection&,
                           const missing_cookie_rejection&) = default;
};

/// The request's URI scheme is not the one a `scheme` directive wants
/// (default handler: 400).
struct scheme_rejection
{
    std::string supported;
    friend bool operator==(const scheme_rejection&, const scheme_rejection&) = default;
};

// -- end of the request directives beyond the specification

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

/** None of the byte ranges of the request's `Range` header lies within
    the response's body (default handler: 416 with a `Content-Range` field of an unsatisfied
    range, naming `actual_entity_length` as the complete length, RFC 9110
    14.4). `ranges` are the ranges as requested, e.g. `500-`, `-0`.
*/
struct unsatisfiable_range_rejection
{
    std::vector<std::string> ranges;
    std::uint64_t actual_entity_length = 0;
    friend bool operator==(const unsatisfiable_range_rejection&,
                           const unsatisfiable_range_rejection&) = default;
};

/// The request's `Range` header names more ranges than `max_ranges`
/// (default handler: 416).
struct too_many_ranges_rejection
{
    std::size_t max_ranges = 0;

    // explicit, so that a rejection is never made from a number (or from
    // anything that converts to one, such as an assertion's expression)
    too_many_ranges_rejection() = default;
    explicit too_many_ranges_rejection(std::size_t n) noexcept : max_ranges(n) {}

    friend bool operator==(const too_many_ranges_rejection&,
                           const too_many_ranges_rejection&) = default;
};

/** The response's content type is not one the request's `Accept` and
    `Accept-Charset` fields accept (`complete(value)`; default handler: 406
    listing `supported`, one per line).
*/
struct unaccepted_response_content_type_rejection
{
    std::vector<std::string> supported; ///< e.g. {"application/json"}
    friend bool operator==(const unaccepted_response_content_type_rejection&,
                           const unaccepted_response_content_type_rejection&) = default;
};

/** No content coding the client accepts is available for the response
    (`encode_response`; default handler: 406 listing `supported`, one per
    line).
*/
struct unaccepted_response_encoding_rejection
{
    std::vector<std::string> supported; ///< e.g. {"gzip", "deflate", "identity"}
    friend bool operator==(const unaccepted_response_encoding_rejection&,
                           const unaccepted_response_encoding_rejection&) = default;
};

/** The request's `Content-Encoding` is not one the route decodes
    (`decode_request`; default handler: 400 listing `supported`).
*/
struct unsupported_request_encoding_rejection
{
    std::vector<std::string> supported; ///< e.g. {"gzip", "deflate", "identity"}
    friend bool operator==(const unsupported_request_encoding_rejection&,
                           const unsupported_request_encoding_rejection&) = default;
};

/** The request body is larger than the size limit in force
    (`with_size_limit`, or the decoded body of `decode_request`; default
    handler: 413). `length` is the body's size when known; a decoded body
    is not decoded beyond the limit, so its size is not known.
*/
struct request_entity_too_large_rejection
{
    std::optional<std::uint64_t> length; ///< the body's size in bytes, when known
    std::uint64_t limit = 0;             ///< the limit in force, in bytes

    // explicit, so that a rejection is never made from a number (or from
    // anything that converts to one, such as an assertion's expression)
    request_entity_too_large_rejection() = default;
    explicit request_entity_too_large_rejection(std::optional<std::uint64_t> length,
                                                std::uint64_t limit) noexcept
        : length(length), limit(limit)
    {
    }

    friend bool operator==(const request_entity_too_large_rejection&,
                           const request_entity_too_large_rejection&) = default;
};

/** The request is not a WebSocket handshake (`handle_websocket_messages`,
    `extract_websocket_upgrade`; default handler: 400
    `Expected WebSocket Upgrade request`).
*/
struct expected_websocket_request_rejection
{
    friend bool operator==(const expected_websocket_request_rejection&,
                           const expected_websocket_request_rejection&) = default;
};

/** The WebSocket handshake does not offer the subprotocol a route
    handles (`handle_websocket_messages_for_protocol`; default handler:
    400 naming every supported protocol, with a `Sec-WebSocket-Protocol`
    field listing them).
*/
struct unsupported_websocket_subprotocol_rejection
{
    std::string supported_protocol;
    friend bool operator==(const unsupported_websocket_subprotocol_rejection&,
                           const unsupported_websocket_subprotocol_rejection&) = default;
};

/** The request did not come with a verified TLS client certificate
    (`extract_client_certificate`; default handler: 401 `No client
    certificate found or client certificate not trusted`, as pekko-http's
    `TlsClientUnverifiedRejection`).
*/
struct tls_client_certificate_rejection
{
    friend bool operator==(const tls_client_certificate_rejection&,
                           const tls_client_certificate_rejection&) = default;
};

/** `check_same_origin` found none of the request's origins among the
    allowed ones, as pekko-http's `InvalidOriginRejection`: `allowed_origins`
    lists them. Default handler: 403
    ``Allowed `Origin` header values: <origins>`` (joined by `, `).
*/
struct invalid_origin_rejection
{
    std::vector<std::string> allowed_origins;
    friend bool operator==(const invalid_origin_rejection&,
                           const invalid_origin_rejection&) = default;
};

/** A cross-origin request the `cors` directive refused, as pekko-http-cors'
    `CorsRejection`: `cause` says why (`description()` gives pekko's text).
    The default rejection handler and `route::cors_rejection_handler`
    answer 400 `CORS: <description>, ...`.

    @par Example
    @code
    route::rejection r = route::cors_rejection{route::cors_rejection::invalid_method{route::method::patch}};
    @endcode
*/
struct cors_rejection
{
    /// Not a CORS request (no `Origin`, or one that is not an origin list),
    /// while `allow_generic_http_requests` is off: `malformed request`.
    struct malformed
    {
        friend bool operator==(const malformed&, const malformed&) = default;
    };

    /// None of the request's origins is allowed: `invalid origin 'o1 o2'`;
    /// no origin is `Origin: null`: `invalid origin 'null'`.
    struct invalid_origin
    {
        std::vector<std::string> origins;
        friend bool operator==(const invalid_origin&, const invalid_origin&) = default;
    };

    /// A preflight's `Access-Control-Request-Method` is not allowed:
    /// `invalid method 'PATCH'`.
    struct invalid_method
    {
        ::route::method method;
        friend bool operator==(const invalid_method&, const invalid_method&) = default;
    };

    /// Some of a preflight's `Access-Control-Request-Headers` are not
    /// allowed (those, as sent): `invalid headers 'X-a X-b'`.
    struct invalid_headers
    {
        std::vector<std::string> headers;
        friend bool operator==(const invalid_headers&, const invalid_headers&) = default;
    };

    using cause_type = std::variant<malformed, invalid_origin, invalid_method, invalid_headers>;

    cause_type cause;

    /// The cause in pekko-http-cors' words, e.g. `invalid method 'PATCH'`.
    ROUTE_DECL std::string description() const;

    friend bool operator==(const cors_rejection&, const cors_rejection&) = default;
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
    missing_header_rejection,
    malformed_header_rejection,
    missing_cookie_rejection,
    scheme_rejection,
    missing_form_field_rejection,
    malformed_form_field_rejection,
    authentication_failed_rejection,
    authorization_failed_rejection,
    unsatisfiable_range_rejection,
    too_many_ranges_rejection,
    unaccepted_response_encoding_rejection,
    unsupported_request_encoding_rejection,
    unaccepted_response_content_type_rejection,
    request_entity_too_large_rejection,
    expected_websocket_request_rejection,
    unsupported_websocket_subprotocol_rejection,
    tls_client_certificate_rejection,
    cors_rejection,
    invalid_origin_rejection,
    missing_attribute_rejection,
    request_entity_expected_rejection,
    custom_rejection>;

ROUTE_DECL std::ostream& operator<<(std::ostream&, const missing_query_param_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const malformed_query_param_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const method_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const unsupported_request_content_type_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const malformed_request_content_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const validation_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const missing_header_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const malformed_header_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const missing_cookie_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const scheme_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const missing_form_field_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const malformed_form_field_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const authentication_failed_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const authorization_failed_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const unsatisfiable_range_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const too_many_ranges_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const unaccepted_response_encoding_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&,
                                    const unaccepted_response_content_type_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const unsupported_request_encoding_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const request_entity_too_large_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const expected_websocket_request_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const unsupported_websocket_subprotocol_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const tls_client_certificate_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const cors_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const invalid_origin_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const missing_attribute_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const request_entity_expected_rejection&);
ROUTE_DECL std::ostream& operator<<(std::ostream&, const custom_rejection&);

/// Writes the rejection in a readable form, e.g. `method_rejection{GET}`.
ROUTE_DECL std::ostream& operator<<(std::ostream&, const rejection&);

/// Writes a list of rejections: `[method_rejection{GET}, ...]`.
ROUTE_DECL std::ostream& operator<<(std::ostream&, const std::vector<rejection>&);

} // namespace route

// what a directive that passed cancels among the rejections
#include <route/core/cancellation.hpp>

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/rejection.ipp>
#endif

#endif
