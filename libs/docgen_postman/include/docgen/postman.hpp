//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_POSTMAN_HPP
#define DOCGEN_POSTMAN_HPP

// The `postman` format (libs/docgen_postman): a Postman Collection v2.1,
// `postman/collection.json`. The formatter registers itself; these are
// its parts, for its tests and for programs that want the collection as
// text.

#include <docgen/format.hpp>
#include <string>
#include <string_view>

namespace docgen {
namespace postman {

/// The schema the collection declares in `info.schema`.
inline constexpr std::string_view schema_url =
    "https://schema.getpostman.com/json/collection/v2.1.0/collection.json";

/// The collection variable holding the service's address.
inline constexpr std::string_view base_url_variable = "baseUrl";

/** True for response header fields a saved response leaves out because
    their values change from one run to the next or describe the
    connection rather than the answer: `Date`, `Age`, `Expires`, `ETag`,
    `Last-Modified`, `Server`, `Connection`, `Keep-Alive`,
    `Transfer-Encoding`, `Content-Length`, names starting with
    `X-RateLimit-` or `RateLimit`, and names ending in `Request-Id`
    (case-insensitive).
*/
bool is_volatile_header(std::string_view name) noexcept;

/** The Postman collection for `doc` as JSON text (two-space indents,
    members in a fixed order, ending with a line break).

    The collection is named after `info.title` of the configuration key
    `openapi-info`, whose `info.description` and `info.version`, when
    given, are the collection's too. It holds one folder per first tag (operations without
    tags stay at the top), in the order first seen, and in each one item
    per operation, named by its summary. An item's request is the
    operation's first call: its URL is `{{baseUrl}}` and the path
    template with `:name` path variables holding the values used; its
    headers are the calls' default headers, secret ones (redacted when
    recorded, or secret by name) as `{{name}}` collection variables with
    empty values. Declared query parameters are the URL's `query`
    entries as sent (one not sent: a disabled entry with an empty value),
    declared header parameters are among the headers (one not sent:
    disabled), the body is `body` (`raw` with language `json` for JSON,
    `urlencoded` for a form, `raw` otherwise), and the security scheme
    used is `auth` (`bearer`, `basic`, `apikey`; `oauth2` with the
    scheme's first flow of authorization code, client credentials,
    password and implicit, its URLs and scopes; an OpenID Connect token
    is `bearer`; a cookie key is the `Cookie` header) whose credentials
    are collection variables named after the scheme
    (`{{bearerAuthToken}}`, `{{oauthToken}}`), left empty. Its test script asserts the first call's status with
    `pm.test`, and sends each further call with `pm.sendRequest`,
    asserting that call's status. Each call is a saved response: its
    description, its own request, status, response headers (less
    `is_volatile_header` and secret ones; declared ones described so)
    and body. A call repeated (same path, description,
    status and request headers, as when docgen-generate merges two runs)
    is written once. The same calls give the same bytes.

    @param doc the recorded calls, grouped by path and operation
    @param cfg the generation's configuration
    @return the text of `collection.json`
    @throws std::runtime_error naming the key when `openapi-info` is
    missing, is not valid YAML, has no non-empty `info.title`, or an
    `info.description` or `info.version` that is not a string.
*/
std::string to_json(const document& doc, const configuration& cfg);

/// `to_json(doc, cfg)` as `collection.json`, the collection named by the
/// required `openapi-info`; libs/docgen_postman registers it when linked.
struct postman_formatter final : basic_formatter { postman_formatter(); };

} // namespace postman
} // namespace docgen

#endif
