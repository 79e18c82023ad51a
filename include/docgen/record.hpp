//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_RECORD_HPP
#define DOCGEN_RECORD_HPP

// What a test specification recorded of one call: what every formatter
// reads. Secrets are redacted before a call is recorded.

#include <docgen/config.hpp>
#include <docgen/header.hpp>
#include <route/json/error.hpp>
#include <route/json/schema.hpp>
#include <boost/json/value.hpp>
#include <boost/system/result.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {

/// A path parameter of a call: its name in the template and the value used.
struct parameter_value
{
    std::string name;
    std::string value;
};

/** One call a specification made and checked: the operation it belongs
    to, the request as sent and the answer as received.
*/
struct recorded_call
{
    // the operation
    std::string path_template;     ///< `/users/{username}`
    std::string method;            ///< `GET`
    std::string summary;
    std::string operation_id;
    std::vector<std::string> tags;

    // the request
    std::vector<parameter_value> path_parameters; ///< in template order
    std::string path;                              ///< the concrete, encoded path
    std::vector<header> request_headers;           ///< secrets redacted

    // the declared answer
    unsigned expected_status = 0;
    std::string description;            ///< `User found`
    std::string type_name;              ///< the declared C++ type, unqualified (`user`)
    std::optional<route::json::schema> schema; ///< none for `empty_body`

    // the answer received
    unsigned status = 0;
    std::vector<header> response_headers; ///< secrets redacted
    std::string response_body;

    /// The call as JSON (what the `calls` format writes).
    DOCGEN_DECL boost::json::value to_json() const;

    /// Reads back what `to_json()` wrote; errors name the member.
    DOCGEN_DECL static boost::system::result<recorded_call, route::json::decode_error>
    from_json(const boost::json::value& v);
};

/// The placeholder that replaces a secret value in every output.
inline constexpr std::string_view redacted = "<redacted>";

/** True for header fields whose values are secrets: `Authorization`,
    `Proxy-Authorization`, `Cookie`, `Set-Cookie`, and any name containing
    `key`, `token` or `secret` (case-insensitive).
*/
DOCGEN_DECL bool is_secret_header(std::string_view name) noexcept;

/** `headers` with the values of secret fields, and of any value listed in
    `secrets`, replaced by `redacted`.
*/
DOCGEN_DECL std::vector<header> redact(std::vector<header> headers,
                                       const std::vector<std::string>& secrets = {});

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/record.ipp>
#endif

#endif
