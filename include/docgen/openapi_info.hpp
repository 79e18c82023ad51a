//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_OPENAPI_INFO_HPP
#define DOCGEN_OPENAPI_INFO_HPP

// The configuration key `openapi-info`, read once for every formatter that
// takes its title, version or description from it.

#include <docgen/config.hpp>
#include <docgen/format.hpp>
#include <yaml-cpp/yaml.h>
#include <optional>
#include <string>
#include <string_view>

namespace docgen {

/// The configuration key holding the head of the OpenAPI document: YAML
/// with an `openapi` line and an `info` mapping.
inline constexpr std::string_view openapi_info_key = "openapi-info";

/** `openapi-info`, read and checked.

    The value is YAML: a mapping of `openapi` (optional: the version of
    the OpenAPI document, a 3.0 release, 3.0.0 to 3.0.4, or a 3.1 release,
    3.1.0 to 3.1.2; none: 3.0.1) and `info` (required, a mapping with a non-empty `title`, and `version`
    and `description` strings when given). A mapping holding a key twice,
    an alias inside the node it names, more than ten thousand nodes
    (aliases counted where they are used) and any other top-level member
    are refused. The strings read are UTF-8: yaml-cpp reads the escapes
    `\N` and `\_` as single Latin-1 bytes, which are read here as the
    characters they name (U+0085, U+00A0).

    @par Example
    @code
    auto info = docgen::openapi_info::parse("openapi: 3.0.1\ninfo:\n  title: Items\n");
    assert(info.title == "Items" && info.version.empty());
    @endcode
*/
struct openapi_info
{
    std::string openapi;     ///< the `openapi` member, empty when not given (3.0.1)
    std::string title;       ///< `info.title`
    std::string version;     ///< `info.version`, empty when not given
    std::string description; ///< `info.description`, empty when not given
    YAML::Node info;         ///< the `info` mapping as written, members in order
    YAML::Node document;     ///< the whole value (its `openapi` member's mark names a line)

    /** Whether the document is OpenAPI 3.1 (`openapi: 3.1.x`): its schemas
        are JSON Schema 2020-12 (a nullable value's `type` is a list with
        `"null"`) and 3.1's additions (the security scheme `mutualTLS`,
        webhooks) may be written. False for 3.0, the default.
    */
    bool openapi_31() const noexcept { return openapi.rfind("3.1.", 0) == 0; }

    /** Reads `text`, the value of `openapi-info`.

        @throws std::runtime_error naming the key, the line and what is
        wrong: `the configuration key 'openapi-info', line 3: ...`; an
        `openapi` version other than those above is such an error.
    */
    DOCGEN_DECL static openapi_info parse(std::string_view text);
};

/** `openapi-info` of `cfg`, read with `openapi_info::parse`; no value
    when the key is not given.

    @throws std::runtime_error when the value is given and wrong.
*/
DOCGEN_DECL std::optional<openapi_info> find_openapi_info(const configuration& cfg);

/// Throws the error of a formatter that needs `openapi-info` (`why` says what for).
[[noreturn]] DOCGEN_DECL void openapi_info_missing(std::string_view why);

/// Throws `the configuration key 'openapi-info', line <n>: <what>`, `n` the line of `where`.
[[noreturn]] DOCGEN_DECL void openapi_info_error(const std::string& what, const YAML::Node& where);

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/openapi_info.ipp>
#endif

#endif
