//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_TLS_HPP
#define ROUTE_SERVER_TLS_HPP

// HTTPS: what a server needs to speak TLS (server_options::tls).

#include <route/config.hpp>
#include <optional>
#include <string>

namespace route {

/// Whether a TLS server asks its clients for a certificate.
enum class client_certificate_mode
{
    /// Not asked for.
    none,
    /// Asked for; a client without one is served, one whose certificate
    /// does not verify against `client_ca_file` is refused in the handshake.
    request,
    /// Required: a client without a certificate that verifies is refused
    /// in the handshake.
    require,
};

/** The certificate and key a server speaks TLS with, and how it treats
    client certificates. Files are PEM.

    @par Example
    @code
    route::server_options o;
    o.tls = route::tls_options{.certificate_chain_file = "/etc/route/cert.pem",
                               .private_key_file = "/etc/route/key.pem"};
    @endcode
*/
struct tls_options
{
    /// The server's certificate, then the intermediate certificates.
    std::string certificate_chain_file;

    /// The private key of that certificate (unencrypted).
    std::string private_key_file;

    /// The certificates of the authorities client certificates are
    /// verified against; needed unless `client_certificate` is `none`.
    std::optional<std::string> client_ca_file;

    /// Whether clients are asked for a certificate.
    client_certificate_mode client_certificate = client_certificate_mode::none;
};

} // namespace route

#endif
