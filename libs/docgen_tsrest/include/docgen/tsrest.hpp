//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_TSREST_HPP
#define DOCGEN_TSREST_HPP

// The `tsrest` format (libs/docgen_tsrest): a small npm package, `tsrest/`,
// holding one ts-rest contract per tag (`initContract().router({...})`)
// whose responses are zod schemas derived from the recorded schema trees.
// The formatter registers itself; these are its parts, for its tests.

#include <docgen/format.hpp>
#include <route/json/schema.hpp>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {
namespace tsrest {

/// The configuration key naming the npm package (optional).
inline constexpr std::string_view package_key = "tsrest-package";

/// The package name when `tsrest-package` is not given.
inline constexpr std::string_view default_package = "api-contract";

/// The `@ts-rest/core` versions the package declares as its peer.
inline constexpr std::string_view ts_rest_range = "^3.52.0";

/// The `zod` versions the package declares as its peer (ts-rest 3.52 refuses zod 4).
inline constexpr std::string_view zod_range = "~3.25.0";

/** A TypeScript identifier for `name`: characters other than ASCII
    letters, digits, `_` and `$` become `_` (one per code point), a
    leading digit gets a leading `_`, and a reserved word of TypeScript or
    strict-mode JavaScript (`delete`, `class`, `await`, `let`, `enum`,
    `interface`, `any`, `undefined`, ...) a trailing `_`: `delete` →
    `delete_`, `2fa` → `_2fa`, `full-name` → `full_name`. Empty → `_`.
*/
std::string safe_identifier(std::string_view name);

/// True when `s` is a TypeScript reserved word (strict mode, modules, type names).
bool is_reserved_word(std::string_view s);

/** `s` as a single-quoted TypeScript string literal: `\`, `'` and
    control characters escaped, U+2028 and U+2029 too.
*/
std::string string_literal(std::string_view s);

/** A property key for the wire name `name`: plain when it is an
    identifier name (`login`, `class`), quoted otherwise (`'full-name'`),
    computed for `__proto__` (which a plain or quoted key would make the
    prototype).
*/
std::string property_key(std::string_view name);

/** The zod schema expression of `s`, indented for a line at `indent`
    spaces: `integer` → `z.number().int()`, `number` → `z.number()`,
    `string` → `z.string()` (`z.enum([...])` with values), `boolean` →
    `z.boolean()`, arrays → `z.array(...)`, objects with properties →
    `z.object({...}).passthrough()` (members under their wire names,
    those not required `.optional()`; unknown members are kept, not
    errors; `.catchall(...)` instead when the schema also has
    `additionalProperties`), maps → `z.record(z.string(), ...)`,
    nullable → `.nullable()`, no type → `z.unknown()`.

    @throws std::runtime_error naming a type the derivation does not produce
*/
std::string zod_schema(const route::json::schema& s, int indent = 0);

/** The operations the package leaves out, `HEAD /hello` (method and
    path template), in document order: those whose method ts-rest has no
    route for (it has GET, POST, PUT, PATCH and DELETE).
*/
std::vector<std::string> left_out_operations(const document& doc);

/// Why `operation` (`HEAD /hello`) is left out: `ts-rest has no HEAD route`.
std::string left_out_reason(std::string_view operation);

/** The package: path relative to the `tsrest` folder → content
    (`package.json`, `tsconfig.json`, `src/<tag>.ts` per tag,
    `src/index.ts`). The operations of `left_out_operations(doc)` are
    not in it; a comment at the top of `src/index.ts` names each.

    @throws std::runtime_error naming `tsrest-package` when it is not a
    valid npm package name, or as `zod_schema` does
*/
std::map<std::string, std::string> generate_files(const document& doc, const configuration& cfg);

/** What linking libs/docgen_tsrest registers: `generate_files(doc, cfg)`
    written (nothing when it throws), summed up as `package.json,
    tsconfig.json, src/index.ts, 2 contracts` and `; HEAD /hello left out:
    ts-rest has no HEAD route` per operation left out.
*/
struct tsrest_formatter final : basic_formatter { tsrest_formatter(); };

} // namespace tsrest
} // namespace docgen

#endif
