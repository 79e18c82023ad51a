//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_OPENAPI_HPP
#define DOCGEN_OPENAPI_HPP

// The `openapi` format (libs/docgen_openapi): an OpenAPI 3.0 or 3.1
// document, `openapi/openapi.yml`, written with yaml-cpp. The formatter
// registers itself; these are its parts, for its tests and for programs
// that want the document as text.

#include <docgen/format.hpp>
#include <docgen/openapi_post_processor.hpp>
#include <yaml-cpp/emitter.h>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {
namespace openapi {

/// The OpenAPI version the document declares when `openapi-info` names none.
inline constexpr std::string_view version = "3.0.1";

/** The configuration key that writes each model once, under
    `components/schemas` keyed by its name, and refers to it with `$ref`
    wherever it is used: `true`; `false` or not given: every schema where
    it is used.
*/
inline constexpr std::string_view named_schemas_key = "openapi-named-schemas";

/** True when `s`, written as a plain YAML scalar, would be read back as
    something other than the string `s`, or could not be written plain:
    the empty string, booleans and nulls of YAML 1.1 and 1.2 (`yes`, `No`,
    `on`, `OFF`, `true`, `null`, `~`, `y`, ...), numbers in any of their
    spellings (`200`, `1.0`, `0x1F`, `1e3`, `.inf`, `1:20`), dates, a
    leading indicator (`-`, `?`, `:`, `,`, `[`, `]`, `{`, `}`, `#`, `&`,
    `*`, `!`, `|`, `>`, `'`, `"`, `%`, `@`, backquote), `: ` or ` #`
    inside, a trailing `:`, leading or trailing blanks, line breaks and
    other control characters, and the merge and value keys `<<` and `=`.

    yaml-cpp 0.7 writes several of these plain; the format writes every
    string for which this is true double-quoted.

    @par Example
    @code
    assert(needs_quotes("200") && needs_quotes("no") && !needs_quotes("octocat"));
    @endcode
*/
bool needs_quotes(std::string_view s);

/** Writes the string `s` as one scalar (a key or a value) to `out`:
    double-quoted when `needs_quotes(s)`, plain otherwise.
*/
void write_string(YAML::Emitter& out, std::string_view s);

/** Writes the string `s` as the next mapping key to `out`, as
    `write_string` does. A key whose written form is long (a path or a
    description of some thousand characters) is written as an explicit
    key (`? key`): YAML readers, yaml-cpp among them, read an implicit key
    only when it is short (YAML 1.2, 7.4.2: at most 1024 characters).
*/
void write_key(YAML::Emitter& out, std::string_view s);

/** The OpenAPI document for `doc` as YAML text, ending with a line break.

    Its `openapi` version and `info` come from the configuration key
    `openapi-info` (3.0.1 when it names no version; a 3.1 version writes
    JSON Schema 2020-12: a nullable value's `type` is `[T, "null"]`); each
    operation documents its path parameters with the values used and its
    responses, one per status, with their schemas and captured bodies as
    examples keyed by the description of the request. The same calls
    give the same bytes.

    @param doc the recorded calls, grouped by path and operation
    @param cfg the generation's configuration
    @return the YAML text of `openapi.yml`
    With `openapi-named-schemas` (`named_schemas_key`) `true`, each model
    (a schema with a `name`) is written once under `components/schemas`,
    keyed by its name (a character a key may not have as `_`), and each
    use is a `$ref` to it.

    @throws std::runtime_error naming the key and the line when
    `openapi-info` is missing, is not valid YAML, has a key twice in one
    mapping, declares an `openapi` version other than 3.0.x and 3.1.x, or
    lacks `info.title` or `info.version`; naming both uses when two
    different models have the same name (or key) with
    `openapi-named-schemas`, and the key when its value is neither `true`
    nor `false`.
*/
std::string to_yaml(const document& doc, const configuration& cfg);

/** The document of `to_yaml(doc, cfg)`, as one yaml-cpp tree, changed by
    each of `post` in turn, then written once: what the formatter made
    keeps its kind (strings are tagged `!`, its numbers and booleans and
    the plain scalars of `openapi-info` `?`), and a scalar a
    post-processor set is written plain when it is a number, `true`,
    `false` or `null` (`node = 3`, `node = true`), else as a string,
    quoted when YAML would read it as something else (`node = "yes"`;
    `node.SetTag("!")` makes `"3"` a string). With no post-processor it
    is `to_yaml(doc, cfg)`.

    @throws std::runtime_error as `to_yaml`, and naming the post-processor
    that threw (`the OpenAPI post-processor 'add_server' failed: ...`) or
    left a root that is not a mapping.
*/
std::string to_yaml(const document& doc, const configuration& cfg,
                    const std::vector<std::shared_ptr<const openapi_post_processor>>& post);

/// The formatter registered by linking libs/docgen_openapi: the document with
/// every linked post-processor applied (`to_yaml(doc, cfg,
/// linked_openapi_post_processors())`) written to `openapi.yml`;
/// `openapi-info` is required. A post-processor that throws fails it, and
/// nothing is written.
struct openapi_formatter final : basic_formatter { openapi_formatter(); };

} // namespace openapi
} // namespace docgen

#endif
