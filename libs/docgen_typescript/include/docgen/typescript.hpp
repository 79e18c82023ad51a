//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_TYPESCRIPT_HPP
#define DOCGEN_TYPESCRIPT_HPP

// What the formatters writing TypeScript packages share
// (libs/docgen_typescript): the words a module cannot bind, string
// literals and object keys, zod schemas of the recorded schema trees (zod
// 3 for ts-rest, zod 4 for oRPC), where a request carries credentials,
// the parts of a multipart body and the pieces of a path template, and
// the npm package name a configuration key gives, its package.json and
// tsconfig.json. Used by libs/docgen_orpc, libs/docgen_tsrest and
// libs/docgen_tsfetch (which also writes plain TypeScript types).

#include <docgen/format.hpp>
#include <docgen/record.hpp>
#include <route/json/schema.hpp>
#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {
namespace typescript {

/** A schema a generated module declares under a name (`export const User
    = z.object(...)`, `export interface User {...}`): its model's name in
    PascalCase, or one its use gives an unnamed schema.
*/
struct named_schema
{
    route::json::schema schema;
    std::string name;
};

/** True for the words no declaration of a TypeScript module may take:
    ECMAScript's reserved words and those of strict mode (`class`,
    `delete`, `let`, `yield`, `await`, ...), `arguments`, `eval`, and the
    global values `undefined`, `NaN` and `Infinity`. A format adds the
    names its own modules bind.
*/
bool is_reserved_word(std::string_view s);

/** A TypeScript string literal (single quotes) of the UTF-8 `s`: `'` and
    `\` escaped, line breaks and tabs as `\n`, `\r`, `\t`, other control
    characters as `\xhh`, U+2028 and U+2029 as `\u2028` and `\u2029`.
*/
std::string string_literal(std::string_view s);

/** The key of an object literal's member named `name`: bare when it is an
    identifier name (a keyword is one), quoted otherwise, computed for
    `__proto__` (which would set the prototype).
*/
std::string property_key(std::string_view name);

/// The zod a package imports, and how the schemas are laid out.
struct zod_dialect
{
    /** zod's major version: 3 or 4. With 3, an object keeps the members it
        does not declare (`.passthrough()`) and a query or header value is
        coerced with `z.coerce.number()`; with 4 (where `.passthrough()` is
        deprecated) an object is written as is, and a value is coerced with
        `z.coerce.number<number>()` and `z.stringbool()`.
    */
    int major = 4;
    /// the spaces an object's members are indented by, relative to the object
    int indent_step = 2;
};

/** The zod expression of a schema, continuation lines indented by `indent`
    spaces: `z.number().int()` for integers, `.nullable()` for a nullable
    one, `z.enum([...])` for an enumeration, object members under their
    wire names (those not required `.optional()`, each after a one-line
    doc comment of its description when it has one) and the others'
    schema in `.catchall(...)`, `z.record(z.string(), ...)` for maps,
    `z.unknown()` for any value.

    @throws std::runtime_error naming a type the derivation does not
    produce (`the schema type 'null' has no zod equivalent`)
*/
std::string zod_schema(const route::json::schema& s, const zod_dialect& zod, int indent = 0);

/** The zod expression of a query or header value, which travels as text:
    an integer, a number or a boolean (not nullable, no enumeration) is
    coerced from its text, and typed as itself in a client's call;
    anything else is `zod_schema(s, zod)`.
*/
std::string zod_text_value(const route::json::schema& s, const zod_dialect& zod);

/** The TypeScript type of a schema, continuation lines indented by
    `indent` spaces and members by `indent_step` more: `number` for
    integers and numbers, `T | null` for a nullable one, a union of string
    literals for an enumeration (`'red' | 'blue'`), `T[]` for arrays, an
    object type of the members under their wire names (those not required
    `?:`, each after a one-line doc comment of its description when it
    has one), `Record<string, T>` for maps (joined with `&` to the members
    when there are both), `unknown` for any value.

    @throws std::runtime_error naming a type the derivation does not
    produce, as `zod_schema`
*/
std::string type_expression(const route::json::schema& s, int indent = 0, int indent_step = 2);

/** A TypeScript identifier for `name`: characters other than ASCII
    letters, digits, `_` and `$` become `_` (one per code point), a leading
    digit gets a leading `_`, a reserved word (`is_reserved_word`) a
    trailing `_`: `delete` → `delete_`, `2fa` → `_2fa`, `full-name` →
    `full_name`. Empty → `_`. A format whose output binds more names
    passes its own test for reserved words as `reserved`.
*/
std::string safe_identifier(std::string_view name,
                            bool (*reserved)(std::string_view) = &is_reserved_word);

/** The name of an operation without an operationId: its method in lower
    case, then the words of its path template (`docgen::join_words`), a
    parameter's after `By`: `GET /users/{username}` → `getUsersByUsername`.
*/
std::string derived_operation_name(std::string_view method, std::string_view path_template);

/** What the credentials of the security scheme `x` look like, for a doc
    comment, never their value: `Credentials of basicAuth (HTTP basic):
    'Basic <base64 of user:password>'`, of a bearer or other HTTP scheme,
    of an OAuth 2 or OpenID Connect access token (a bearer token), of an
    API key (where it goes and under which name), or of mutual TLS (the
    connection's certificate: no request member).
*/
std::string credential_doc(const security_scheme& x);

/** Where a request carries the credentials of a security scheme: a header
    (its name in lower case, as a server hands it over), a query
    parameter or a cookie.
*/
struct credential_member
{
    parameter_location in;
    std::string name;
};

/** Where the credentials of `x` go: `authorization` for an HTTP scheme
    and for one sending a bearer token (OAuth 2, OpenID Connect), an API
    key's header, query parameter or cookie; none for mutual TLS, whose
    credential is the connection's certificate.
*/
std::optional<credential_member> credential_member_of(const security_scheme& x);

/// A part of a multipart/form-data body as the DSL records it (an object
/// schema of its parts).
struct form_part
{
    std::string name;
    bool file = false;    ///< a file's bytes (`format: binary`), else a text field
    bool several = false; ///< given several times: an array of parts
};

/// The parts of a multipart body of schema `s`, in the order of its members.
std::vector<form_part> form_parts(const route::json::schema& s);

/// A piece of a path template: literal text, or the name of a parameter.
struct path_piece
{
    std::string text;
    bool parameter = false;
};

/** The pieces of the path template `tmpl`: `/users/{username}/repos` →
    `/users/`, `username` (a parameter), `/repos`.

    @throws std::runtime_error naming the template when a `{` is not closed
*/
std::vector<path_piece> path_pieces(std::string_view tmpl);

/** The text of a `package.json` of the members `package` in their order,
    laid out as npm writes one: two spaces an indent, each member and each
    element of an array on its own line, a line break at the end.
*/
std::string package_json(const boost::json::object& package);

/** The npm package name the configuration key `key` of `cfg` gives, or
    `default_name` without it.

    @throws std::runtime_error naming the key when its value is not an npm
    package name (lower-case letters, digits, `-`, `.`, `_`, `~`,
    optionally `@scope/` before, not starting with `.` or `_`, at most 214
    characters)
*/
std::string npm_package_name(const configuration& cfg, std::string_view key,
                             std::string_view default_name);

/** The `tsconfig.json` of a package whose sources, under `src/`, are
    type-checked and not built: ES2022 modules resolved as a bundler does,
    strict, no output, then the compiler options `more_options` (lines as
    `"skipLibCheck": true`), and `src` included.

    @param more_options further members of `compilerOptions`, one a line
    @param include_array the value of `include` (`["src"]`, laid out as
    the package's other JSON files are)
    @param lib_array the value of `lib`, written after `target`; empty:
    none (the target's default)
*/
std::string tsconfig_json(const std::vector<std::string_view>& more_options,
                          std::string_view include_array, std::string_view lib_array = {});

} // namespace typescript
} // namespace docgen

#endif
