//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_TSFETCH_HPP
#define DOCGEN_TSFETCH_HPP

// The `ts-fetch` format (libs/docgen_tsfetch): a small npm package,
// `tsfetch/`, of a typed TypeScript client over the standard `fetch`: the
// bodies' types under their wire names (src/models.ts) and one async
// function per operation (src/client.ts) whose result is a union over the
// documented statuses, discriminated by `status`. The formatter registers
// itself; these are its parts, for its tests.

#include <docgen/format.hpp>
#include <docgen/output.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {
namespace tsfetch {

/// The configuration key holding the text of the package.json to write (optional).
inline constexpr std::string_view package_json_key = "ts-fetch-package-json";

/** The package.json written when `ts-fetch-package-json` is not given: a
    private ES module package `api-client` whose sources are its entry
    points, with no dependency.
*/
std::string default_package_json();

/** The package: path relative to the `tsfetch` folder → content
    (`package.json`, `tsconfig.json`, `src/models.ts`, `src/client.ts`,
    `src/index.ts`). Every operation gets a function, named by its
    operationId (else its method and path: `getUsersByUsername`) made a
    safe identifier, taking the base URL, then an object of what the
    operation sends (`params` for the path, `query`, `headers`, `body`,
    each when it has any), then an optional `RequestInit`.

    @throws std::runtime_error naming `ts-fetch-package-json` when its
    value is not a JSON object, or a schema type TypeScript has no type for
*/
output_tree generate_files(const document& doc, const configuration& cfg);

/** Registered by linking libs/docgen_tsfetch: writes `generate_files(doc,
    cfg)` (nothing when it throws) and sums it up, `package.json,
    tsconfig.json, src/models.ts, src/client.ts, src/index.ts; 2
    functions, 3 models`.
*/
struct tsfetch_formatter final : basic_formatter { tsfetch_formatter(); };

} // namespace tsfetch
} // namespace docgen

#endif
