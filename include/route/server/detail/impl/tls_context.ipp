//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_TLS_CONTEXT_IPP
#define ROUTE_SERVER_DETAIL_IMPL_TLS_CONTEXT_IPP

#include <route/server/detail/tls_context.hpp>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <string>

namespace route {
namespace detail {

namespace tls_impl {

// TLS 1.2: ECDHE key exchange, AEAD ciphers only (Mozilla's "intermediate"
// profile); TLS 1.3 keeps OpenSSL's suites, all of them AEAD.
inline constexpr char tls12_ciphers[] =
    "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:"
    "ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:"
    "ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305";

// OpenSSL's reason for the last failure, and its queue emptied.
inline std::string
openssl_reason()
{
    unsigned long e = ERR_peek_last_error();
    std::string r;
    if (const char* s = ERR_reason_error_string(e))
        r = s;
    else if (e != 0)
        r = "OpenSSL error " + std::to_string(e);
    ERR_clear_error();
    return r.empty() ? "unknown error" : r;
}

// Fails, naming the file, unless it can be opened for reading.
inline void
check_readable(const std::string& what, const std::string& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw std::runtime_error("route: cannot read the " + what + " '" + file +
                                 "': " + std::strerror(errno));
}

// ALPN: h2 (when `arg` is not null: HTTP/2 is on), else http/1.1, of
// those the client offers; else no protocol is selected.
inline int
select_alpn(SSL*, const unsigned char** out, unsigned char* outlen, const unsigned char* in,
            unsigned int inlen, void* arg)
{
    static const unsigned char both[] = "\x02h2\x08http/1.1";
    const unsigned char* protocols = arg ? both : both + 3;
    unsigned int length = arg ? sizeof both - 1 : sizeof both - 4;
    unsigned char* selected = nullptr;
    if (SSL_select_next_proto(&selected, outlen, protocols, length, in, inlen) !=
        OPENSSL_NPN_NEGOTIATED)
        return SSL_TLSEXT_ERR_NOACK;
    *out = selected;
    return SSL_TLSEXT_ERR_OK;
}

} // namespace tls_impl

std::shared_ptr<boost::asio::ssl::context>
make_tls_context(const tls_options& o, bool http2)
{
    namespace ssl = boost::asio::ssl;
    using namespace tls_impl;
    auto ctx = std::make_shared<ssl::context>(ssl::context::tls_server);
    SSL_CTX* h = ctx->native_handle();
    SSL_CTX_set_min_proto_version(h, TLS1_2_VERSION);
    SSL_CTX_set_options(h, SSL_OP_NO_COMPRESSION | SSL_OP_NO_RENEGOTIATION |
                               SSL_OP_CIPHER_SERVER_PREFERENCE | SSL_OP_SINGLE_ECDH_USE);
    if (SSL_CTX_set_cipher_list(h, tls12_ciphers) != 1)
        throw std::runtime_error("route: the TLS 1.2 ciphers are not available: " +
                                 openssl_reason());
    // returning clients resume: a session cache (TLS 1.2 session ids) and
    // tickets (TLS 1.2 and 1.3, on by default)
    SSL_CTX_set_session_cache_mode(h, SSL_SESS_CACHE_SERVER);
    static const unsigned char sid_context[] = "route";
    SSL_CTX_set_session_id_context(h, sid_context, sizeof sid_context - 1);
    // the callback's argument says whether h2 is offered (any non-null
    // pointer; it is not read)
    static int h2_on = 1;
    SSL_CTX_set_alpn_select_cb(h, &select_alpn, http2 ? &h2_on : nullptr);

    check_readable("TLS certificate chain file", o.certificate_chain_file);
    if (SSL_CTX_use_certificate_chain_file(h, o.certificate_chain_file.c_str()) != 1)
        throw std::runtime_error("route: cannot load the TLS certificate chain file '" +
                                 o.certificate_chain_file + "': " + openssl_reason());
    check_readable("TLS private key file", o.private_key_file);
    if (SSL_CTX_use_PrivateKey_file(h, o.private_key_file.c_str(), SSL_FILETYPE_PEM) != 1)
        throw std::runtime_error("route: cannot load the TLS private key file '" +
                                 o.private_key_file + "': " + openssl_reason());
    if (SSL_CTX_check_private_key(h) != 1)
        throw std::runtime_error("route: the private key in '" + o.private_key_file +
                                 "' does not match the certificate in '" +
                                 o.certificate_chain_file + "': " + openssl_reason());

    if (o.client_certificate != client_certificate_mode::none)
    {
        if (!o.client_ca_file)
            throw std::runtime_error("route: server_options.tls.client_ca_file is needed when "
                                     "client certificates are requested or required");
        auto const& ca = *o.client_ca_file;
        check_readable("TLS client CA file", ca);
        if (SSL_CTX_load_verify_locations(h, ca.c_str(), nullptr) != 1)
            throw std::runtime_error("route: cannot load the TLS client CA file '" + ca +
                                     "': " + openssl_reason());
        // the authorities named in the request for a certificate
        if (STACK_OF(X509_NAME)* names = SSL_load_client_CA_file(ca.c_str()))
            SSL_CTX_set_client_CA_list(h, names);
        int mode = SSL_VERIFY_PEER;
        if (o.client_certificate == client_certificate_mode::require)
            mode |= SSL_VERIFY_FAIL_IF_NO_PEER_CERT;
        SSL_CTX_set_verify(h, mode, nullptr);
    }
    return ctx;
}

} // namespace detail
} // namespace route

#endif
