//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A self-signed certificate made at run time with OpenSSL's C API, for
// serving TLS on loopback: the GitHub stand-in's --https mode and route's
// TLS tests (test/support/tls.hpp) use it. A P-256 key and a certificate
// for the names and addresses asked for, written as PEM files to a fresh
// temporary folder that goes away with the object; nothing is ever written
// to the source tree.

#ifndef ROUTE_EXAMPLE_GITHUB_STAND_IN_SELF_SIGNED_HPP
#define ROUTE_EXAMPLE_GITHUB_STAND_IN_SELF_SIGNED_HPP

#include <boost/asio/ssl/context.hpp>
#include <openssl/bio.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

namespace github_stand_in {

/** A P-256 key and a self-signed certificate made at run time, written as
    PEM files (`cert.pem`, `key.pem`) to a fresh temporary folder that goes
    away with the object.

    The certificate is valid from an hour ago for a day, and is its own CA
    (`basicConstraints CA:TRUE`), so that a client can trust it as a CA
    file. Its subjectAltName lists the DNS names and IP addresses given.

    @par Example
    @code
    github_stand_in::self_signed_certificate cert;       // localhost, 127.0.0.1
    auto ctx = github_stand_in::server_context(cert);    // serve with it
    // a client trusts cert.cert_file()
    @endcode
*/
class self_signed_certificate
{
public:
    /** Makes the key and the certificate, and writes both.

        @param dns_names the `DNS:` names of the subjectAltName
        @param ip_addresses the `IP:` addresses of the subjectAltName
        @param common_name the subject's (and issuer's) CN
        @param folder_prefix the start of the temporary folder's name; six
        random characters follow it
        @throws std::runtime_error naming the OpenSSL or file step that failed
    */
    explicit self_signed_certificate(std::vector<std::string> dns_names = {"localhost"},
                                     std::vector<std::string> ip_addresses = {"127.0.0.1"},
                                     const std::string& common_name = "localhost",
                                     const std::string& folder_prefix = "route-tls-")
    {
        std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(make_key(), &EVP_PKEY_free);
        std::unique_ptr<X509, decltype(&X509_free)> cert(X509_new(), &X509_free);
        check(cert != nullptr, "X509_new");
        check(X509_set_version(cert.get(), 2) == 1, "X509_set_version");

        unsigned char serial[8];
        check(RAND_bytes(serial, sizeof serial) == 1, "RAND_bytes");
        serial[0] &= 0x7f; // positive
        std::unique_ptr<BIGNUM, decltype(&BN_free)> bn(BN_bin2bn(serial, sizeof serial, nullptr),
                                                       &BN_free);
        check(bn && BN_to_ASN1_INTEGER(bn.get(), X509_get_serialNumber(cert.get())), "serial");

        check(X509_gmtime_adj(X509_getm_notBefore(cert.get()), -3600) != nullptr, "notBefore");
        check(X509_gmtime_adj(X509_getm_notAfter(cert.get()), 24 * 3600) != nullptr, "notAfter");
        check(X509_set_pubkey(cert.get(), key.get()) == 1, "X509_set_pubkey");

        X509_NAME* name = X509_get_subject_name(cert.get());
        check(X509_NAME_add_entry_by_txt(
                  name, "CN", MBSTRING_UTF8,
                  reinterpret_cast<const unsigned char*>(common_name.c_str()), -1, -1, 0) == 1,
              "subject");
        check(X509_set_issuer_name(cert.get(), name) == 1, "issuer");

        std::string san;
        for (const auto& d : dns_names)
            san += (san.empty() ? "DNS:" : ",DNS:") + d;
        for (const auto& a : ip_addresses)
            san += (san.empty() ? "IP:" : ",IP:") + a;
        add_extension(cert.get(), NID_basic_constraints, "critical,CA:TRUE");
        add_extension(cert.get(), NID_subject_key_identifier, "hash");
        if (!san.empty())
            add_extension(cert.get(), NID_subject_alt_name, san);
        check(X509_sign(cert.get(), key.get(), EVP_sha256()) > 0, "X509_sign");

        cert_pem_ = to_pem([&](BIO* b) { return PEM_write_bio_X509(b, cert.get()); });
        key_pem_ = to_pem([&](BIO* b) {
            return PEM_write_bio_PrivateKey(b, key.get(), nullptr, nullptr, 0, nullptr, nullptr);
        });

        std::string pattern =
            (std::filesystem::temp_directory_path() / (folder_prefix + "XXXXXX")).string();
        check(::mkdtemp(pattern.data()) != nullptr, "mkdtemp");
        dir_ = pattern;
        cert_file_ = dir_ / "cert.pem";
        key_file_ = dir_ / "key.pem";
        try
        {
            write(cert_file_, cert_pem_);
            write(key_file_, key_pem_);
        }
        catch (...)
        {
            std::error_code ignored;
            std::filesystem::remove_all(dir_, ignored);
            throw;
        }
    }

    ~self_signed_certificate()
    {
        std::error_code ignored;
        std::filesystem::remove_all(dir_, ignored);
    }

    self_signed_certificate(const self_signed_certificate&) = delete;
    self_signed_certificate& operator=(const self_signed_certificate&) = delete;

    /// The certificate, PEM: what a client trusts (a CA file).
    const std::filesystem::path& cert_file() const noexcept { return cert_file_; }
    const std::string& cert_pem() const noexcept { return cert_pem_; }

    /// The private key, PEM (PKCS#8).
    const std::filesystem::path& key_file() const noexcept { return key_file_; }
    const std::string& key_pem() const noexcept { return key_pem_; }

    /// The temporary folder holding both files.
    const std::filesystem::path& dir() const noexcept { return dir_; }

private:
    static void check(bool ok, const char* what)
    {
        if (!ok)
            throw std::runtime_error(std::string("self_signed_certificate: ") + what + " failed");
    }

    static EVP_PKEY* make_key()
    {
        std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(
            EVP_PKEY_CTX_new_id(EVP_PKEY_EC, nullptr), &EVP_PKEY_CTX_free);
        EVP_PKEY* key = nullptr;
        check(ctx && EVP_PKEY_keygen_init(ctx.get()) == 1 &&
                  EVP_PKEY_CTX_set_ec_paramgen_curve_nid(ctx.get(), NID_X9_62_prime256v1) == 1 &&
                  EVP_PKEY_keygen(ctx.get(), &key) == 1,
              "P-256 key generation");
        return key;
    }

    static void add_extension(X509* cert, int nid, const std::string& value)
    {
        X509V3_CTX ctx;
        X509V3_set_ctx_nodb(&ctx);
        X509V3_set_ctx(&ctx, cert, cert, nullptr, nullptr, 0);
        X509_EXTENSION* ext = X509V3_EXT_conf_nid(nullptr, &ctx, nid, value.c_str());
        check(ext != nullptr, "X509V3_EXT_conf_nid");
        int ok = X509_add_ext(cert, ext, -1);
        X509_EXTENSION_free(ext);
        check(ok == 1, "X509_add_ext");
    }

    template <class Write>
    static std::string to_pem(Write w)
    {
        std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), &BIO_free);
        check(bio && w(bio.get()) == 1, "PEM writing");
        char* data = nullptr;
        long n = BIO_get_mem_data(bio.get(), &data);
        return std::string(data, static_cast<std::size_t>(n));
    }

    static void write(const std::filesystem::path& p, const std::string& text)
    {
        std::ofstream out(p, std::ios::binary);
        out << text;
        check(static_cast<bool>(out.flush()), "writing a PEM file");
    }

    std::filesystem::path dir_;
    std::filesystem::path cert_file_;
    std::filesystem::path key_file_;
    std::string cert_pem_;
    std::string key_pem_;
};

/** A server-side TLS context presenting `cert` (TLS 1.2 and later).
*/
inline boost::asio::ssl::context
server_context(const self_signed_certificate& cert)
{
    boost::asio::ssl::context ctx(boost::asio::ssl::context::tls_server);
    SSL_CTX_set_min_proto_version(ctx.native_handle(), TLS1_2_VERSION);
    ctx.use_certificate_chain(boost::asio::buffer(cert.cert_pem()));
    ctx.use_private_key(boost::asio::buffer(cert.key_pem()), boost::asio::ssl::context::pem);
    return ctx;
}

} // namespace github_stand_in

#endif
