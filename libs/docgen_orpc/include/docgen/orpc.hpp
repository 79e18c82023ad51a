//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_ORPC_HPP
#define DOCGEN_ORPC_HPP

// The `orpc` format (libs/docgen_orpc): a small npm package holding the
// oRPC contract of the documented operations (`@orpc/contract` 1.x with
// `zod` 4) and a client over oRPC's OpenAPI link. The formatter registers
// itself; these are its parts, for its tests.

#include <docgen/format.hpp>
#include <route/json/schema.hpp>
#include <map>
#include <string>
#include <string_view>

namespace docgen {
namespace orpc {

/// The configuration key naming the npm package (default `api-contract`).
inline constexpr std::string_view package_key = "orpc-package";

/** True for the words a TypeScript module cannot bind a name to: the
    reserved words of ECMAScript in strict mode (`class`, `delete`, `let`,
    `yield`, `await`, ...), `arguments`, `eval`, `undefined`, `NaN`,
    `Infinity`, and the names the generated module binds itself (`z`,
    `oc`, `router`).
*/
bool is_reserved(std::string_view name);

/** A camelCase TypeScript identifier for `text`: its runs of ASCII
    letters and digits are the words, the first kept as written but for
    its first letter lowered, the others capitalised (`get-user` →
    `getUser`, `full_name` → `fullName`); a leading digit gets a leading
    `_` (`2fa` → `_2fa`), nothing at all gives `_`. Reserved words are
    not changed here (see `binding_name`).
*/
std::string camel_identifier(std::string_view text);

/// As `camel_identifier`, with the first letter capitalised (`error_record` → `ErrorRecord`).
std::string pascal_identifier(std::string_view text);

/// `name` with a trailing `_` when `is_reserved(name)` (`delete` → `delete_`).
std::string binding_name(std::string name);

/** The key of a path segment in the router: `by` and the parameter's
    name for a parameter (`{username}` → `byUsername`), the segment's
    `camel_identifier` otherwise; with a trailing `_` when it would be
    the key of an HTTP method (`get` → `get_`).
*/
std::string segment_key(std::string_view segment);

/// A TypeScript string literal (single quotes) of the UTF-8 `text`.
std::string string_literal(std::string_view text);

/** The oRPC error code of a status: that of oRPC's common errors for
    their statuses (404 → `NOT_FOUND`, 422 → `UNPROCESSABLE_CONTENT`),
    `STATUS_<status>` for the others (418 → `STATUS_418`).
*/
std::string error_code(unsigned status);

/** The zod 4 expression of a schema, continuation lines indented by
    `indent` spaces: `z.number().int()` for integers, `.nullable()` for a
    nullable one, object members under their wire names, those not
    required `.optional()`, `z.record(z.string(), ...)` for maps,
    `z.unknown()` for any value.
*/
std::string zod_expression(const route::json::schema& s, int indent = 0);

/** The package: path relative to the `orpc` folder → content, for the
    calls of `doc` and the configuration `cfg`. The same calls give the
    same bytes.

    @throws std::runtime_error naming `orpc-package` when its value is
    not an npm package name.
*/
std::map<std::string, std::string> package_files(const document& doc, const configuration& cfg);

/// Linking libs/docgen_orpc registers it: writes `package_files(doc, cfg)`
/// into its folder and lists them; `orpc-package` is optional.
struct orpc_formatter final : basic_formatter { orpc_formatter(); };

} // namespace orpc
} // namespace docgen

#endif
