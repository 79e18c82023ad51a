//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Certificates for TLS tests, made at run time: the GitHub stand-in's
// generator (example/github-stand-in/self_signed.hpp), under the names the
// tests use. Nothing here is ever written to the source tree.

#ifndef ROUTE_TEST_SUPPORT_TLS_HPP
#define ROUTE_TEST_SUPPORT_TLS_HPP

#include "../../example/github-stand-in/self_signed.hpp"

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

} // namespace test
} // namespace route

#endif
