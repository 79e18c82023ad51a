//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_TEXT_HPP
#define DOCGEN_TEXT_HPP

// Text that several formats write the same way: JSON laid out for
// reading, JSON strings safe in JavaScript, and one-line comments.

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
