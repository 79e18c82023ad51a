//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_TLS_CONTEXT_HPP
#define ROUTE_SERVER_DETAIL_TLS_CONTEXT_HPP

#include <route/config.hpp>
#include <route/server/tls.hpp>
#include <boost/asio/ssl/context.hpp>
#include <memory>

namespace route {
namespace detail {

/* An OpenSSL context for a server, from `o`: TLS 1.2 and 1.3 only; on TLS
   1.2 ECDHE key exchange with AEAD ciphers only, on TLS 1.3 OpenSSL's
   suites; a session cache and tickets, so that a returning client skips
   the full handshake; ALPN h2 (when `http2`) and http/1.1; client certificates as `o` says.

   Throws std::runtime_error naming the file (and OpenSSL's reason) when
   one does not load, or the key does not match the certificate.
*/
ROUTE_DECL std::shared_ptr<boost::asio::ssl::context> make_tls_context(const tls_options& o,
                                                                  bool http2 = false);

} // namespace detail
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/server/detail/impl/tls_context.ipp>
#endif

#endif
