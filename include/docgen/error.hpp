//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_ERROR_HPP
#define DOCGEN_ERROR_HPP

#include <docgen/config.hpp>
#include <boost/system/error_category.hpp>
#include <boost/system/error_code.hpp>
#include <type_traits>

namespace docgen {

/** Why a request to the documented service got no answer.

    These are transport failures: an answer with any status (404, 500, ...)
    is a response, not an error. The details for people (the method and
    URL, the address, OpenSSL's reason, the limit that was passed) travel in
    a `docgen::diagnostics`, never in the error code.

    @par Example
    @code
    boost::system::error_code ec;
    docgen::diagnostics diag;
    auto r = docgen::transport().send({"GET", "http://127.0.0.1:9/x"}, ec, diag);
    if (ec == docgen::error::connection_refused)
        std::cerr << diag.message << '\n';
    @endcode

    @see docgen::transport, docgen::error_category
*/
enum class error
{
    /// Every address of the host refused the connection.
    connection_refused = 1,

    /// The host name could not be resolved to an address.
    resolve_failed,

    /// The TLS handshake failed: certificate verification, host name
    /// verification, or the peer does not speak TLS.
    tls_failed,

    /// A deadline passed: `transport_options::connect_timeout` or
    /// `transport_options::total_timeout`.
    timeout,

    /// The response body is larger than `transport_options::body_limit`.
    body_too_large,

    /// The answer is not a complete HTTP/1.1 response: the connection
    /// closed early, or the bytes are not HTTP.
    protocol_error,

    /// The URL is not an absolute `http` or `https` URL with a host.
    invalid_url,

    /// Connecting failed for another reason than a refusal (network or
    /// host unreachable, ...).
    connect_failed,

    /// The request cannot be sent as given: the method is not an HTTP
    /// token, or a header field name or value is not valid.
    invalid_request,
};

/** The category of `docgen::error`, named "docgen".

    @par Example
    @code
    BOOST_TEST(ec.category() == docgen::error_category());
    @endcode
*/
DOCGEN_DECL const boost::system::error_category& error_category() noexcept;

/** Makes an `error_code` from a `docgen::error`; found by argument
    dependent lookup, so `ec = docgen::error::timeout` and
    `ec == docgen::error::timeout` work.

    @par Example
    @code
    boost::system::error_code ec = docgen::error::timeout;
    @endcode
*/
inline boost::system::error_code
make_error_code(error e) noexcept
{
    return {static_cast<int>(e), error_category()};
}

} // namespace docgen

template <>
struct boost::system::is_error_code_enum<::docgen::error> : std::true_type
{
};

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/error.ipp>
#endif

#endif
