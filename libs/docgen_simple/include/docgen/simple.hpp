//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SIMPLE_HPP
#define DOCGEN_SIMPLE_HPP

// The `simple` format (libs/docgen_simple): one self-contained HTML page,
// `simple/index.html`, with inline CSS and no external reference. The
// formatter registers itself; these are its parts, for its tests and for
// programs that want the page as text.

#include <docgen/format.hpp>
#include <string>
#include <string_view>

namespace docgen {
namespace simple {

/// The page's title when `openapi-info` is not given.
inline constexpr std::string_view default_title = "API reference";

/** `s` as HTML text or attribute value: `&`, `<`, `>`, `"` and `'` as
    character references, bytes that are not UTF-8 and control characters
    other than tab, line feed and carriage return as U+FFFD.

    @par Example
    @code
    assert(escape("<b>&") == "&lt;b&gt;&amp;");
    @endcode
*/
std::string escape(std::string_view s);

/** A captured body as shown: JSON indented by two spaces, members in the
    order received; anything else as it is. Ends without a line break.
*/
std::string pretty_body(std::string_view body);

/** The call as a shell command: `curl` on `${BASE_URL}` followed by the
    concrete path and the recorded query, with the method unless it is
    `GET` (or `-X 'GET'` when a body is sent), the request headers as
    recorded, and the body: `-d` for a form, `--data-binary` otherwise.
    A secret (its value `docgen::redacted`) is a placeholder, the shell
    variable named after its header or query parameter (`${AUTHORIZATION}`,
    `${X_API_KEY}`); the credentials of the security scheme the call used
    are the variable named after the scheme, in their place
    (`Authorization: Bearer ${BEARER_AUTH}`, `Cookie: session=${COOKIE_KEY}`,
    `?api_key=${QUERY_KEY}`). Values are quoted for a POSIX shell.

    @par Example
    @code
    curl -X 'POST' "${BASE_URL}/items?dry_run=true" \
      -H "Authorization: Bearer ${BEARER_AUTH}" \
      -H 'Content-Type: application/json' \
      --data-binary '{"name":"one"}'
    @endcode
*/
std::string curl_command(const recorded_call& c);

/** The HTML page for `doc`, ending with a line break.

    Operations are grouped by tag, tags sorted (an operation without tags
    under `default`, one with several under each), in declaration order
    within a tag. Each shows its method, path, summary, operationId, path
    parameters with the values used, its query and header parameters (in,
    required, type, values used) and its security schemes with the
    variable holding each one's credentials, then one card per call: its
    description, status, `curl_command`, the request body (content type,
    C++ type, the body, JSON indented, and its schema), the declared
    response headers with their values, the response body (JSON indented,
    any other content type, `text/plain` answers say, as text) and the
    response schema; a call whose card would repeat another's of the
    operation (the same calls merged from two runs) is shown once.
    No secret is shown: a redacted value is a variable's name.
    The same calls give the same bytes.

    @param doc the recorded calls, grouped by path and operation
    @param cfg the generation's configuration: the title is `info.title`
    of `openapi-info` when given, else `default_title`
    @throws std::runtime_error naming the key when `openapi-info` is not
    valid YAML or has no `info.title` string
*/
std::string to_html(const document& doc, const configuration& cfg);

/// Writes `index.html`, `to_html(doc, cfg)` (reading `openapi-info` when
/// given); a program linking libs/docgen_simple has it registered.
struct simple_formatter final : basic_formatter { simple_formatter(); };

} // namespace simple
} // namespace docgen

#endif
