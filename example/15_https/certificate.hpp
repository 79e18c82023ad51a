//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_EXAMPLE_HTTPS_CERTIFICATE_HPP
#define ROUTE_EXAMPLE_HTTPS_CERTIFICATE_HPP

// Where a service finds its certificate and key: the command line's
// --cert FILE and --key FILE, else the environment's TLS_CERT_FILE and
// TLS_KEY_FILE. Both files are checked before the server loads them, so
// that a missing or unreadable one is reported with its path and where
// that path came from. 16_http2 finds its files the same way.

#include <route/server.hpp>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>

namespace certificate {

/// The environment variables read when the options are not given.
inline constexpr const char* cert_variable = "TLS_CERT_FILE";
inline constexpr const char* key_variable = "TLS_KEY_FILE";

namespace detail {

// Throws, naming the file and where its path came from, unless `path` is
// a regular file this process can read.
inline void
check_readable(const char* what, const std::string& path, const std::string& from)
{
    std::string named = "the " + std::string(what) + " '" + path + "' (" + from + ")";
    std::error_code ec;
    auto status = std::filesystem::status(path, ec);
    if (status.type() == std::filesystem::file_type::not_found)
        throw std::runtime_error(named + " does not exist");
    if (ec) // e.g. a folder on the way that this process may not enter
        throw std::runtime_error(named + " cannot be read: " + ec.message());
    if (!std::filesystem::is_regular_file(status))
        throw std::runtime_error(named + " is not a regular file");
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (in)
        in.peek(); // the first byte, if there is one
    if (!in)
        throw std::runtime_error(named + " cannot be read: " +
                                 (errno ? std::strerror(errno) : "read error"));
    if (in.eof())
        throw std::runtime_error(named + " is empty");
}

inline std::optional<std::string>
environment(const char* name)
{
    const char* v = std::getenv(name);
    if (!v || !*v)
        return std::nullopt;
    return std::string(v);
}

} // namespace detail

/** The TLS settings of the files given by `cert` and `key` (the values of
    --cert and --key, if given), else by TLS_CERT_FILE and TLS_KEY_FILE.

    @return `std::nullopt` when neither the options nor the variables name
    a file.
    @throws std::runtime_error naming what is wrong: one of the two given
    without the other, or a file that does not exist, is not a regular
    file, is empty or cannot be read.
*/
inline std::optional<route::tls_options>
find(std::optional<std::string> cert, std::optional<std::string> key)
{
    std::string cert_from = "--cert", key_from = "--key";
    if (cert.has_value() != key.has_value())
        throw std::runtime_error("--cert and --key go together");
    if (!cert)
    {
        cert = detail::environment(cert_variable);
        key = detail::environment(key_variable);
        cert_from = std::string("$") + cert_variable;
        key_from = std::string("$") + key_variable;
        if (cert.has_value() != key.has_value())
            throw std::runtime_error(std::string(cert ? cert_variable : key_variable) +
                                     " is set but " + (cert ? key_variable : cert_variable) +
                                     " is not");
        if (!cert)
            return std::nullopt;
    }
    detail::check_readable("certificate chain file", *cert, cert_from);
    detail::check_readable("private key file", *key, key_from);
    // tag::tls_options[]
    route::tls_options tls;
    tls.certificate_chain_file = *cert; // the server's certificate, then intermediates (PEM)
    tls.private_key_file = *key;        // its private key, unencrypted (PEM)
    // end::tls_options[]
    return tls;
}

} // namespace certificate

#endif
