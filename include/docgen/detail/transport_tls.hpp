//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_TRANSPORT_TLS_HPP
#define DOCGEN_DETAIL_TRANSPORT_TLS_HPP

// The transport's TLS verification: OpenSSL's chain, then the host name.

#include <docgen/detail/transport_io.hpp>

namespace docgen {
namespace detail {
namespace transport_io {

// "127.0.0.1:80", "[::1]:80"
inline std::string
endpoint_text(const tcp::endpoint& ep)
{
    auto a = ep.address();
    std::string s = a.is_v6() ? "[" + a.to_string() + "]" : a.to_string();
    return s + ":" + std::to_string(ep.port());
}

// " (certificate subject /CN=x, depth 0)"
inline std::string
certificate_text(X509* cert, int depth)
{
    std::string s = " (certificate";
    if (cert)
    {
        if (char* name = X509_NAME_oneline(X509_get_subject_name(cert), nullptr, 0))
        {
            s += std::string(" subject ") + name;
            OPENSSL_free(name);
        }
    }
    return s + ", depth " + std::to_string(depth) + ")";
}

// Asio's verify callback: OpenSSL's chain verification, then the host
// name, recording the first reason for a refusal.
struct verifier
{
    std::string host;
    std::string* failure;

    bool operator()(bool preverified, ssl::verify_context& ctx) const
    {
        X509_STORE_CTX* sc = ctx.native_handle();
        if (!preverified)
        {
            if (failure->empty())
                *failure = X509_verify_cert_error_string(X509_STORE_CTX_get_error(sc)) +
                           certificate_text(X509_STORE_CTX_get_current_cert(sc),
                                            X509_STORE_CTX_get_error_depth(sc));
            return false;
        }
        if (!ssl::host_name_verification(host)(preverified, ctx))
        {
            if (failure->empty())
                *failure = "the certificate is not valid for " + host +
                           certificate_text(X509_STORE_CTX_get_current_cert(sc),
                                            X509_STORE_CTX_get_error_depth(sc));
            X509_STORE_CTX_set_error(sc, X509_V_ERR_HOSTNAME_MISMATCH);
            return false;
        }
        return true;
    }
};

} // namespace transport_io
} // namespace detail
} // namespace docgen

#endif
