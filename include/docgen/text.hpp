//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_TEXT_HPP
#define DOCGEN_TEXT_HPP

// Text that several formats write the same way: JSON laid out for
// reading, JSON strings safe in JavaScript, one-line comments, and names
// made of the words of a text.

#include <docgen/config.hpp>
#include <boost/json/value.hpp>
#include <string>
#include <string_view>

namespace docgen {

/** `s` fit for a line or block comment of C++ or TypeScript, on one
    line: line feeds, carriage returns and tabs become spaces, and a `/`
    after a `*` is set apart (`* /`) so that it does not end the comment.
*/
DOCGEN_DECL std::string comment_text(std::string_view s);

/// `s` with its ASCII letters lowered, whatever the global locale (Boost.Algorithm's `to_lower_copy`).
DOCGEN_DECL std::string ascii_lower(std::string_view s);

/// `s` with its ASCII letters raised, whatever the global locale.
DOCGEN_DECL std::string ascii_upper(std::string_view s);

/** The runs of ASCII letters and digits of `text` joined into one word,
    each run's first letter capitalised (the first run's lowered instead
    when `capitalise_first` is false), the other letters as written:
    `get-user` → `getUser`, `vector<error_record>` → `VectorErrorRecord`,
    `list userIDs` → `ListUserIDs`.

    Not `route::json`'s naming policies: those turn a C++ member name into
    its wire name and lower every letter (`userID` → `user_id`), where
    names made of a summary or a type name keep the letters the user wrote.
*/
DOCGEN_DECL std::string join_words(std::string_view text, bool capitalise_first);

/** `s` as a JSON string that is also a JavaScript string literal: as
    Boost.JSON writes it, with U+2028 and U+2029 (which JSON allows raw and
    older JavaScript does not) escaped.

    @par Example
    @code
    assert(javascript_string("a\"b") == "\"a\\\"b\"");
    @endcode
*/
DOCGEN_DECL std::string javascript_string(std::string_view s);

/// How `pretty_json` writes strings.
enum class json_strings
{
    json,      ///< as Boost.JSON writes them
    javascript ///< as `javascript_string` writes them
};

/** `v` as JSON text for reading: two-space indents, one member or element
    a line, `{}` and `[]` when empty, no line break at the end.
*/
DOCGEN_DECL std::string pretty_json(const boost::json::value& v,
                                    json_strings strings = json_strings::json);

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/text.ipp>
#endif

#endif
