//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Certificates for TLS tests, made at run time with the GitHub stand-in's
// generator (example/github-stand-in/self_signed.hpp). Nothing here is
// ever written to the source tree.

#ifndef ROUTE_TEST_SUPPORT_TLS_HPP
#define ROUTE_TEST_SUPPORT_TLS_HPP

#include "../../example/github-stand-in/self_signed.hpp"
#include <filesystem>
#include <string>

namespace route {
namespace test {

// A self-signed server certificate, valid from an hour ago for a day.
//
//     route::test::self_signed_certificate cert;            // localhost, 127.0.0.1
//     options.ca_file = cert.cert_file().string();          // trust it
//     auto ctx = route::test::server_context(cert);         // serve with it
using github_stand_in::self_signed_certificate;

// A server-side TLS context presenting a certificate (TLS 1.2 and later).
using github_stand_in::server_context;

// A small public-key infrastructure for the server's TLS tests, in a fresh
// temporary folder that goes away with the object:
//
//   ca.pem                 a test CA (its key is not written)
//   server.pem/.key        localhost and 127.0.0.1, signed by the CA, RSA so
//                          that RSA-only cipher suites can be tried
//   server2.pem/.key       the same names, another organization (reloads)
//   client.pem/.key        a client certificate signed by the CA
//   expired.pem/.key       a client certificate of the CA that expired
//                          yesterday
//   stranger.pem/.key      a client certificate of another CA
//
// Server certificates have the organization "route tests" and "route
// tests, renewed"; the client's subject is "CN=route test client, O=route
// tests", the CA's "CN=route test CA".
class test_pki
{
public:
    test_pki() : dir_(github_stand_in::make_temp_folder("route-test-pki-"))
    {
        using github_stand_in::certificate_profile;
        using github_stand_in::key_and_certificate;
        using github_stand_in::key_kind;
        try
        {
            certificate_profile ca_profile;
            ca_profile.common_name = "route test CA";
            ca_profile.ca = true;
            auto ca = key_and_certificate::issue(ca_profile);
            key_and_certificate::write(file("ca.pem"), ca.cert_pem());

            certificate_profile server;
            server.organization = "route tests";
            server.dns_names = {"localhost"};
            server.ip_addresses = {"127.0.0.1"};
            server.extended_key_usage = "serverAuth";
            server.key = key_kind::rsa2048;
            write("server", key_and_certificate::issue(server, &ca));
            server.organization = "route tests, renewed";
            write("server2", key_and_certificate::issue(server, &ca));

            certificate_profile client;
            client.common_name = "route test client";
            client.organization = "route tests";
            client.extended_key_usage = "clientAuth";
            write("client", key_and_certificate::issue(client, &ca));
            client.not_before_seconds = -3 * 24 * 3600;
            client.not_after_seconds = -24 * 3600;
            write("expired", key_and_certificate::issue(client, &ca));

            certificate_profile other_ca = ca_profile;
            other_ca.common_name = "route other test CA";
            auto other = key_and_certificate::issue(other_ca);
            client.common_name = "route stranger";
            client.organization = "elsewhere";
            client.not_before_seconds = -3600;
            client.not_after_seconds = 24 * 3600;
            write("stranger", key_and_certificate::issue(client, &other));
        }
        catch (...)
        {
            std::error_code ignored;
            std::filesystem::remove_all(dir_, ignored);
            throw;
        }
    }

    ~test_pki()
    {
        std::error_code ignored;
        std::filesystem::remove_all(dir_, ignored);
    }

    test_pki(const test_pki&) = delete;
    test_pki& operator=(const test_pki&) = delete;

    // The path of one of the files above.
    std::string file(const std::string& name) const { return (dir_ / name).string(); }

private:
    void write(const std::string& name, const github_stand_in::key_and_certificate& made) const
    {
        github_stand_in::key_and_certificate::write(file(name + ".pem"), made.cert_pem());
        github_stand_in::key_and_certificate::write(file(name + ".key"), made.key_pem());
    }

    std::filesystem::path dir_;
};

} // namespace test
} // namespace route

#endif
