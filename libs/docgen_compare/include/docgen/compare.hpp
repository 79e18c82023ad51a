//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_COMPARE_HPP
#define DOCGEN_COMPARE_HPP

// The breaking-change check (libs/docgen_compare): compares two OpenAPI
// 3.0 or 3.1 documents, the one a project keeps under version control and the
// one just generated, and lists what breaks a client and what was added.
// `docgen-generate --compare OLD NEW` is its command line.

#include <yaml-cpp/node/node.h>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {

/** An OpenAPI document that could not be read: not found, not YAML, not
    an OpenAPI 3.0 or 3.1 document, or with a `$ref` that does not resolve. The
    message names the document and why.
*/
class openapi_read_error : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/** An OpenAPI document, read and checked: every `$ref` in it points to
    a node of the same document.
*/
struct openapi_document
{
    /// What messages call it: the file name, or the name given to `parse_openapi`.
    std::string name;

    /// The document's root, a map.
    YAML::Node root;
};

/** Reads the OpenAPI document in `text`, called `name` in messages.

    @throws openapi_read_error naming `name` when `text` is not YAML, its
    root is not a map, its `openapi` is not a 3.0 or 3.1 version, `paths` is not
    a map, or a `$ref` is not a local reference (`#/...`) to a node of the
    document or only refers to itself through other references.
*/
openapi_document parse_openapi(const std::string& text, std::string name);

/** Reads the OpenAPI document in the file `file`.

    @throws openapi_read_error naming the file when it cannot be read, or
    as `parse_openapi` does.
*/
openapi_document read_openapi(const std::filesystem::path& file);

/// Whether a change breaks a client written against the old document.
enum class change_kind
{
    breaking, ///< a client of the old document may fail against the new one
    addition  ///< something the new document has and the old did not
};

/** One difference between two OpenAPI documents.

    @par Example
    @code
    // breaking /paths/~1users~1{username}/get (old): operation GET /users/{username} removed
    std::cout << c.to_string() << '\n';
    @endcode
*/
struct api_change
{
    change_kind kind = change_kind::breaking;

    /// A JSON pointer (RFC 6901) to the node the change is about.
    std::string pointer;

    /// True when `pointer` is into the old document (what was removed),
    /// false when it is into the new one.
    bool in_old = false;

    /// What changed, for people: `response member login removed (...)`.
    std::string what;

    /// `breaking POINTER (old): WHAT` or `added POINTER (new): WHAT`.
    std::string to_string() const;

    friend bool operator==(const api_change&, const api_change&) = default;
};

/** The differences between `old_doc` and `new_doc` that break a client of
    `old_doc`, and the additions, in the order of the documents.

    Breaking: an operation removed; a response (status) removed; a
    response content type removed; a response member removed, no longer
    required, or made nullable; a path, query, header or cookie parameter
    added as required, or made required; a required request body added,
    or a body made required; a request content type removed; a request
    member added as required, or made required; a type changed (`string`
    to `integer`) in a parameter, request or response schema; a format
    changed (`int32` to `int64`), added to a request or dropped from a
    response; a request member no longer nullable; a path
    parameter renamed (`/users/{username}` to `/users/{login}`).

    A type is what `type` lists (3.1 allows a list; a request's list
    may widen, a response's narrow) and a schema is nullable by
    `nullable: true` in 3.0 and by `"null"` in its `type` list in 3.1, so
    a 3.0 document and its 3.1 rewrite compare equal.

    Additions: operations, responses, content types, optional parameters,
    optional request bodies and members, response members.

    `$ref`s are followed (a pointer then points into the component), and
    a schema that refers to itself is compared once. A use that adds null
    to a component, as `openapi-named-schemas` writes one (`anyOf:
    [{$ref}, N]` where N holds null alone: `{type: 'null'}`, or
    `enum: [null]` in 3.0), is the component made nullable, and
    `allOf: [{$ref}]` alone the component, so a document and its named
    form compare equal. Other `allOf`, `oneOf`, `anyOf` and
    `not` are not compared.

    @par Example
    @code
    auto changes = docgen::compare_openapi(docgen::read_openapi("api/openapi.yml"),
                                           docgen::read_openapi("target/docgen/openapi/openapi.yml"));
    bool breaks = std::any_of(changes.begin(), changes.end(), [](auto& c) {
        return c.kind == docgen::change_kind::breaking;
    });
    @endcode
*/
std::vector<api_change> compare_openapi(const openapi_document& old_doc,
                                        const openapi_document& new_doc);

/** `token` escaped as one reference token of a JSON pointer: `~` as `~0`,
    `/` as `~1` (RFC 6901, section 3).
*/
std::string json_pointer_token(std::string_view token);

} // namespace docgen

#endif
