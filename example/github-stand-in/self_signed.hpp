//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Keys and certificates made at run time with OpenSSL's C API, for serving
// TLS on loopback: `key_and_certificate::issue` makes one (self-signed or
// signed by another), `self_signed_certificate` writes a self-signed one
// for the names and addresses asked for to a fresh temporary folder that
// goes away with the object. The GitHub stand-in's --https mode and
// route's TLS tests (test/support/tls.hpp) use them; nothing is ever
// written to the source tree.

#ifndef ROUTE_EXAMPLE_GITHUB_STAND_IN_SELF_SIGNED_HPP
#define ROUTE_EXAMPLE_GITHUB_STAND_IN_SELF_SIGNED_HPP

#include <boost/asio/ssl/context.hpp>
#include <openssl/bio.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
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

/// The kind of key a certificate is made for.
enum class key_kind
{
    p256,   ///< ECDSA on P-256: quick to make, what a loopback server needs
    rsa2048 ///< RSA, 2 048 bits: for peers that offer RSA cipher suites only
};

/** What a certificate made by `issue_certificate` says.

    The times are relative to now; the defaults make a certificate valid
    from an hour ago for a day.
*/
struct certificate_profile
{
    std::string common_name = "localhost";
    std::string organization;               ///< none when empty
    std::vector<std::string> dns_names;     ///< subjectAltName `DNS:` entries
    std::vector<std::string> ip_addresses;  ///< subjectAltName `IP:` entries
    bool ca = false;                        ///< basicConstraints CA:TRUE
    std::string extended_key_usage;         ///< e.g. `serverAuth`; none when empty
    long not_before_seconds = -3600;
    long not_after_seconds = 24 * 3600;
    key_kind key = key_kind::p256;
};

/** A private key and its certificate, in memory and as PEM text.
*/
class key_and_certificate
{
public:
    /** Makes a fresh key and a certificate for it as `profile` says,
        signed by `issuer`, or by itself when `issuer` is null.

        @throws std::runtime_error naming the OpenSSL step that failed
    */
    static key_and_certificate issue(const certificate_profile& profile,
                                     const key_and_certificate* issuer = nullptr)
    {
        key_and_certificate made;
        made.key_.reset(make_key(profile.key));
        made.cert_.reset(X509_new());
        X509* cert = made.cert_.get();
        check(cert != nullptr, "X509_new");
        check(X509_set_version(cert, 2) == 1, "X509_set_version");

        unsigned char serial[8];
        check(RAND_bytes(serial, sizeof serial) == 1, "RAND_bytes");
        serial[0] &= 0x7f; // positive
        std::unique_ptr<BIGNUM, decltype(&BN_free)> bn(BN_bin2bn(serial, sizeof serial, nullptr),
                                                       &BN_free);
        check(bn && BN_to_ASN1_INTEGER(bn.get(), X509_get_serialNumber(cert)), "serial");

        check(X509_gmtime_adj(X509_getm_notBefore(cert), profile.not_before_seconds) != nullptr,
              "notBefore");
        check(X509_gmtime_adj(X509_getm_notAfter(cert), profile.not_after_seconds) != nullptr,
              "notAfter");
        check(X509_set_pubkey(cert, made.key_.get()) == 1, "X509_set_pubkey");

        X509_NAME* name = X509_get_subject_name(cert);
        add_name_entry(name, "CN", profile.common_name);
        if (!profile.organization.empty())
            add_name_entry(name, "O", profile.organization);
        X509* signer = issuer ? issuer->cert_.get() : cert;
        check(X509_set_issuer_name(cert, X509_get_subject_name(signer)) == 1, "issuer");

        std::string san;
        for (const auto& d : profile.dns_names)
            san += (san.empty() ? "DNS:" : ",DNS:") + d;
        for (const auto& a : profile.ip_addresses)
            san += (san.empty() ? "IP:" : ",IP:") + a;
        add_extension(cert, signer, NID_basic_constraints,
                      profile.ca ? "critical,CA:TRUE" : "critical,CA:FALSE");
        add_extension(cert, signer, NID_subject_key_identifier, "hash");
        if (issuer)
            add_extension(cert, signer, NID_authority_key_identifier, "keyid");
        if (!san.empty())
            add_extension(cert, signer, NID_subject_alt_name, san);
        if (!profile.extended_key_usage.empty())
            add_extension(cert, signer, NID_ext_key_usage, profile.extended_key_usage);
        EVP_PKEY* signing_key = issuer ? issuer->key_.get() : made.key_.get();
        check(X509_sign(cert, signing_key, EVP_sha256()) > 0, "X509_sign");

        made.cert_pem_ = to_pem([&](BIO* b) { return PEM_write_bio_X509(b, cert); });
        made.key_pem_ = to_pem([&](BIO* b) {
            return PEM_write_bio_PrivateKey(b, made.key_.get(), nullptr, nullptr, 0, nullptr,
                                            nullptr);
        });
        return made;
    }

    /// The certificate, PEM.
    const std::string& cert_pem() const noexcept { return cert_pem_; }

    /// The private key, PEM (PKCS#8).
    const std::string& key_pem() const noexcept { return key_pem_; }

    /** Writes `text` to `p`.

        @throws std::runtime_error naming the file when it cannot be written
    */
    static void write(const std::filesystem::path& p, const std::string& text)
    {
        std::ofstream out(p, std::ios::binary);
        out << text;
        if (!out.flush())
            throw std::runtime_error("cannot write " + p.string());
    }

private:
    key_and_certificate() = default;

    static void check(bool ok, const char* what)
    {
        if (!ok)
            throw std::runtime_error(std::string("certificate: ") + what + " failed");
    }

    static EVP_PKEY* make_key(key_kind kind)
    {
        bool rsa = kind == key_kind::rsa2048;
        std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(
            EVP_PKEY_CTX_new_id(rsa ? EVP_PKEY_RSA : EVP_PKEY_EC, nullptr), &EVP_PKEY_CTX_free);
        EVP_PKEY* key = nullptr;
        check(ctx && EVP_PKEY_keygen_init(ctx.get()) == 1 &&
                  (rsa ? EVP_PKEY_CTX_set_rsa_keygen_bits(ctx.get(), 2048)
                       : EVP_PKEY_CTX_set_ec_paramgen_curve_nid(ctx.get(),
                                                                NID_X9_62_prime256v1)) == 1 &&
                  EVP_PKEY_keygen(ctx.get(), &key) == 1,
              rsa ? "RSA key generation" : "P-256 key generation");
        return key;
    }

    static void add_name_entry(X509_NAME* name, const char* field, const std::string& value)
    {
        check(X509_NAME_add_entry_by_txt(name, field, MBSTRING_UTF8,
                                         reinterpret_cast<const unsigned char*>(value.c_str()),
                                         -1, -1, 0) == 1,
              "subject");
    }

    static void add_extension(X509* cert, X509* issuer, int nid, const std::string& value)
    {
        X509V3_CTX ctx;
        X509V3_set_ctx_nodb(&ctx);
        X509V3_set_ctx(&ctx, issuer, cert, nullptr, nullptr, 0);
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

    struct free_key
    {
        void operator()(EVP_PKEY* k) const noexcept { EVP_PKEY_free(k); }
    };
    struct free_cert
    {
        void operator()(X509* c) const noexcept { X509_free(c); }
    };

    std::unique_ptr<EVP_PKEY, free_key> key_;
    std::unique_ptr<X509, free_cert> cert_;
    std::string cert_pem_;
    std::string key_pem_;
};

/** A fresh folder under the system's temporary directory: `prefix` and six
    random characters.

    @throws std::runtime_error naming the pattern when none can be made
*/
inline std::filesystem::path
make_temp_folder(const std::string& prefix)
{
    std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "XXXXXX")).string();
    if (::mkdtemp(pattern.data()) == nullptr)
        throw std::runtime_error("cannot make a folder like " + pattern);
    return pattern;
}

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
        : dir_(make_temp_folder(folder_prefix))
    {
        try
        {
            certificate_profile profile;
            profile.common_name = common_name;
            profile.dns_names = std::move(dns_names);
            profile.ip_addresses = std::move(ip_addresses);
            profile.ca = true;
            auto made = key_and_certificate::issue(profile);
            cert_pem_ = made.cert_pem();
            key_pem_ = made.key_pem();
            cert_file_ = dir_ / "cert.pem";
            key_file_ = dir_ / "key.pem";
            key_and_certificate::write(cert_file_, cert_pem_);
            key_and_certificate::write(key_file_, key_pem_);
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
