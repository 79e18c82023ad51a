//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_BODY_HPP
#define DOCGEN_SPEC_BODY_HPP

// Request bodies: a described struct (JSON through route's model codec),
// `docgen::form{...}` (application/x-www-form-urlencoded),
// `docgen::multipart{...}` (multipart/form-data) or
// `docgen::raw{content_type, bytes}`.

#include <docgen/config.hpp>
#include <docgen/record.hpp>
#include <route/json/encode.hpp>
#include <route/json/schema.hpp>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace docgen {

/// A form body, `application/x-www-form-urlencoded`: its fields in order.
struct form
{
    std::vector<std::pair<std::string, std::string>> fields;

    form(std::initializer_list<std::pair<std::string, std::string>> f) : fields(f) {}
};

/// A body sent as is, with its content type.
struct raw
{
    std::string content_type;
    std::string bytes;
};

/// A file of a multipart body: its field name, media type, file name and bytes.
struct file_part
{
    std::string name;
    std::string content_type;
    std::string file_name;
    std::string bytes;
};

/// A text field of a multipart body.
struct text_part
{
    std::string name;
    std::string value;
};

/** A `multipart/form-data` body (RFC 7578): its parts in order, sent with
    a boundary that occurs in none of them.

    @par Example
    @code
    .body(docgen::multipart{docgen::file_part{"avatar", "image/png", "a.png", bytes},
                            docgen::text_part{"caption", "me"}})
    @endcode
*/
struct multipart
{
    std::vector<std::variant<file_part, text_part>> parts;

    multipart(std::initializer_list<std::variant<file_part, text_part>> p) : parts(p) {}
};

namespace detail {

/// A form's fields percent-encoded as `k=v&k2=v2`.
DOCGEN_DECL std::string form_encoded(const form& f);

/// The record of a form body: an object schema of string members.
DOCGEN_DECL body_record form_body(const form& f);

/** The record of a multipart body: an object schema (a file a binary
    string, a text field a string), its parts with their values.
*/
DOCGEN_DECL body_record multipart_body(const multipart& m);

/// The boundary and the bytes of a multipart body made of `parts`.
struct multipart_payload
{
    std::string boundary;
    std::string bytes;
};

/** `parts` written as `multipart/form-data`, with a boundary derived from
    their contents and checked to occur in none of them.
*/
DOCGEN_DECL multipart_payload multipart_encoded(const std::vector<body_part_record>& parts);

/// The record of a raw body: a string schema.
DOCGEN_DECL body_record raw_body(const raw& r);

} // namespace detail

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/multipart.ipp>
#endif

#endif
