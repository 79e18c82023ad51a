//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_CLIENT_CERTIFICATE_HPP
#define ROUTE_CORE_CLIENT_CERTIFICATE_HPP

#include <route/config.hpp>
#include <chrono>
#include <string>
#include <utility>

namespace route {

/** The certificate a TLS client presented and the server verified
    against its `client_ca_file` (`extract_client_certificate`).

    @par Example
    @code
    auto r = extract_client_certificate([](route::client_certificate c) {
        return complete("hello " + c.subject());
    });
    @endcode
*/
class client_certificate
{
public:
    using time_point = std::chrono::system_clock::time_point;

    client_certificate(std::string subject, std::string issuer, std::string serial_number,
                       time_point not_before, time_point not_after, std::string pem)
        : subject_(std::move(subject)), issuer_(std::move(issuer)),
          serial_number_(std::move(serial_number)), not_before_(not_before),
          not_after_(not_after), pem_(std::move(pem))
    {
    }

    /// The subject's distinguished name as RFC 4514 writes it, the last
    /// relative name first: `CN=alice,O=example` for `/O=example/CN=alice`.
    const std::string& subject() const noexcept { return subject_; }

    /// The issuer's distinguished name, written as `subject()`.
    const std::string& issuer() const noexcept { return issuer_; }

    /// The serial number, in upper-case hexadecimal.
    const std::string& serial_number() const noexcept { return serial_number_; }

    /// The start of its validity.
    time_point not_before() const noexcept { return not_before_; }

    /// The end of its validity.
    time_point not_after() const noexcept { return not_after_; }

    /// The certificate, PEM-encoded.
    const std::string& pem() const noexcept { return pem_; }

private:
    std::string subject_;
    std::string issuer_;
    std::string serial_number_;
    time_point not_before_;
    time_point not_after_;
    std::string pem_;
};

} // namespace route

#endif
