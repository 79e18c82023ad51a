//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_TRANSPORT_OPTIONS_HPP
#define DOCGEN_TRANSPORT_OPTIONS_HPP

// How the transport (<docgen/transport.hpp>) connects, waits and verifies.

#include <docgen/config.hpp>
#include <chrono>
#include <cstddef>
#include <string>

namespace docgen {

/** How a `docgen::transport` connects, waits and verifies.

    @par Example
    @code
    auto o = docgen::transport_options::from_env();   // DOCGEN_CA_FILE
    o.total_timeout = std::chrono::seconds(5);
    docgen::transport c(o);
    @endcode
*/
struct transport_options
{
    /// The time allowed for resolving the host, connecting and, for https,
    /// the TLS handshake; counted from the start of `send`.
    std::chrono::milliseconds connect_timeout = std::chrono::seconds(30);

    /// The time allowed for the whole exchange, from the start of `send`
    /// to the last byte of the response.
    std::chrono::milliseconds total_timeout = std::chrono::seconds(30);

    /// The largest response body accepted, in bytes; a larger one fails
    /// the request with `error::body_too_large`.
    std::size_t body_limit = 8 * 1024 * 1024;

    /// A PEM file of extra trusted certificates, used besides the system's
    /// default store. Empty: the system store only.
    std::string ca_file;

    /// Verify the server's certificate chain and host name (https). Turn
    /// off only against test servers.
    bool verify_peer = true;

    /** The defaults, with what the environment sets: `DOCGEN_CA_FILE`
        (when set and not empty) gives `ca_file`.
    */
    DOCGEN_DECL static transport_options from_env();
};

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/transport_options.ipp>
#endif

#endif
