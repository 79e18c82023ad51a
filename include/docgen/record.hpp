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
#include <docgen/spelling.hpp>
#include <route/json/error.hpp>
#include <route/json/schema.hpp>
#include <boost/json/value.hpp>
#include <boost/system/result.hpp>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {

/// Where a parameter is sent (OpenAPI's `in`); `none`: an API key of no location (not an API key).
enum class parameter_location
{
    none,
    query,
    header,
    cookie,
    path
};

template <>
struct spellings<parameter_location>
{
    static constexpr std::pair<parameter_location, std::string_view> table[] = {
        {parameter_location::none, ""},
        {parameter_location::query, "query"},
        {parameter_location::header, "header"},
        {parameter_location::cookie, "cookie"},
        {parameter_location::path, "path"}};
};

/** The kind of a security scheme (OpenAPI's `type`): HTTP authentication,
    an API key, OAuth 2, OpenID Connect or mutual TLS.
*/
enum class security_type
{
    http,
    api_key,
    oauth2,
    open_id_connect,
    mutual_tls
};

template <>
struct spellings<security_type>
{
    static constexpr std::pair<security_type, std::string_view> table[] = {
        {security_type::http, "http"},
        {security_type::api_key, "apiKey"},
        {security_type::oauth2, "oauth2"},
        {security_type::open_id_connect, "openIdConnect"},
        {security_type::mutual_tls, "mutualTLS"}};
};

/// The scheme of HTTP authentication (OpenAPI's `scheme`); `none` for the other types.
enum class http_auth_scheme
{
    none,
    bearer,
    basic
};

template <>
struct spellings<http_auth_scheme>
{
    static constexpr std::pair<http_auth_scheme, std::string_view> table[] = {
        {http_auth_scheme::none, ""},
        {http_auth_scheme::bearer, "bearer"},
        {http_auth_scheme::basic, "basic"}};
};

/// A part of a `multipart/form-data` body: a file or a text field.
enum class part_kind
{
    file,
    text
};

template <>
struct spellings<part_kind>
{
    static constexpr std::pair<part_kind, std::string_view> table[] = {
        {part_kind::file, "file"}, {part_kind::text, "text"}};
};

/// A path parameter of a call: its name in the template, the value used and its description.
struct parameter_value
{
    std::string name;
    std::string value;
    std::string description = {}; ///< `p<T>("name", "description")`; empty: none
};

/** A query or header parameter an operation declares, with the values
    one call sent.
*/
struct parameter_record
{
    std::string name;
    spelled<parameter_location> in;  ///< `query` or `header`
    bool required = true;            ///< false for `std::optional<T>` and `std::vector<T>`
    bool repeated = false;           ///< `std::vector<T>`: one `name=value` per element
    route::json::schema schema;      ///< of one value (an element of a repeated one)
    std::vector<std::string> values; ///< as sent, unencoded; none: not sent
    std::string description = {};    ///< `q<T>("name", "description")`; empty: none

    friend bool operator==(const parameter_record&, const parameter_record&) = default;
};

/** One part of a `multipart/form-data` body: a file or a text field.
    A file's bytes are sent but not recorded.
*/
struct body_part_record
{
    std::string name;         ///< the form field's name
    spelled<part_kind> kind;  ///< `file` or `text`
    std::string content_type; ///< a file's media type; empty for a text field
    std::string file_name;    ///< a file's name; empty for a text field
    std::string value;        ///< a text field's value (secrets redacted); a file's bytes while sent, then empty

    friend bool operator==(const body_part_record&, const body_part_record&) = default;
};

/// The body a call sent.
struct body_record
{
    std::string content_type;                  ///< `application/json`, ...
    std::string type_name;                     ///< the C++ type of a JSON body, unqualified
    std::optional<route::json::schema> schema; ///< the body's schema
    std::string body;                          ///< as sent, secrets redacted; empty for multipart
    std::vector<body_part_record> parts = {};  ///< the parts of a `multipart/form-data` body

    friend bool operator==(const body_record&, const body_record&) = default;
};

/// A response header a request declares, with the value the answer had.
struct response_header_record
{
    std::string name;
    route::json::schema schema;
    std::string value; ///< secrets redacted

    friend bool operator==(const response_header_record&, const response_header_record&) = default;
};

/** One OAuth 2 flow (OpenAPI's OAuth Flow Object): where a client gets
    its token, and the scopes it may ask for.
*/
struct oauth2_flow
{
    std::string authorization_url;                  ///< `implicit`, `authorization_code`
    std::string token_url = {};                     ///< `password`, `client_credentials`, `authorization_code`
    std::string refresh_url = {};                   ///< empty: none
    std::map<std::string, std::string> scopes = {}; ///< scope → description

    friend bool operator==(const oauth2_flow&, const oauth2_flow&) = default;
};

/// The flows an OAuth 2 scheme supports; at least one is set.
struct oauth2_flows
{
    std::optional<oauth2_flow> implicit = {};
    std::optional<oauth2_flow> password = {};
    std::optional<oauth2_flow> client_credentials = {};
    std::optional<oauth2_flow> authorization_code = {};

    bool empty() const noexcept
    {
        return !implicit && !password && !client_credentials && !authorization_code;
    }

    friend bool operator==(const oauth2_flows&, const oauth2_flows&) = default;
};

/** A security scheme (OpenAPI `securitySchemes`): HTTP bearer or basic
    authentication, an API key in a header, the query or a cookie, OAuth 2,
    OpenID Connect, or mutual TLS.
*/
struct security_scheme
{
    std::string name;      ///< the scheme's key: `bearerAuth`
    spelled<security_type> type;     ///< `http`, `apiKey`, `oauth2`, `openIdConnect` or `mutualTLS`
    spelled<http_auth_scheme> scheme; ///< `bearer` or `basic` (`http`); none for the others
    spelled<parameter_location> in;  ///< `header`, `query` or `cookie` (`apiKey`); none for the others
    std::string parameter; ///< the header, query parameter or cookie name (`apiKey`)
    oauth2_flows flows = {};              ///< `oauth2`
    std::string open_id_connect_url = {}; ///< the discovery document (`openIdConnect`)

    friend bool operator==(const security_scheme&, const security_scheme&) = default;
};

/** True when a request shows the credentials of `s` as
    `Authorization: Bearer <token>`: an HTTP bearer scheme, and OAuth 2 and
    OpenID Connect, whose access tokens a client sends that way.
*/
inline bool
sends_bearer_token(const security_scheme& s) noexcept
{
    return (s.type == security_type::http && s.scheme == http_auth_scheme::bearer) ||
           s.type == security_type::oauth2 || s.type == security_type::open_id_connect;
}

/** What is wrong with the definition of `s`, or empty: an OAuth 2 scheme
    without flows, a flow without the URLs its kind requires, an OpenID
    Connect scheme without its URL, or a URL that is not one.
*/
DOCGEN_DECL std::string security_scheme_error(const security_scheme& s);

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
    std::string operation_description; ///< the path's, `path(tmpl, description, summary)`
    std::string path_summary;          ///< the path's summary

    // the request
    std::vector<parameter_value> path_parameters; ///< in template order
    std::string path;                              ///< the concrete, encoded path
    std::string query;                             ///< the encoded query string (no `?`), secrets redacted
    std::vector<header> request_headers;           ///< secrets redacted
    std::vector<parameter_record> parameters;      ///< declared query and header parameters
    std::optional<body_record> request_body;       ///< none: no body sent
    std::vector<security_scheme> security;         ///< the operation's schemes, any one suffices
    std::string security_used;                     ///< the scheme whose credentials were sent

    // the declared answer
    unsigned expected_status = 0;
    std::string description;            ///< `User found`
    std::string type_name;              ///< the declared C++ type, unqualified (`user`)
    std::optional<route::json::schema> schema; ///< none for `empty_body`
    std::string content_type;           ///< of the declared body: `text/plain`; empty: JSON
    std::vector<response_header_record> response_header_declarations; ///< checked present

    // the answer received
    unsigned status = 0;
    std::vector<header> response_headers; ///< secrets redacted
    std::string response_body;

    /** The call as JSON (what the `calls` format writes). Members that
        are empty (no query, no body, ...) are left out.
    */
    DOCGEN_DECL boost::json::value to_json() const;

    /// Reads back what `to_json()` wrote (left-out members are empty); errors name the member.
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

/** True for the response header fields that the transport, not the
    service, puts in an answer, which a strict header check
    (`docgen::strict_headers`) allows without a declaration:
    `Connection`, `Content-Length`, `Content-Type`, `Date`, `Keep-Alive`,
    `Server`, `Transfer-Encoding`, `Vary` and `Via` (case-insensitive).
*/
DOCGEN_DECL bool is_transport_header(std::string_view name) noexcept;

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
