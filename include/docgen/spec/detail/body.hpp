//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_DETAIL_BODY_HPP
#define DOCGEN_SPEC_DETAIL_BODY_HPP

// The implementation details of <docgen/spec/body.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace docgen {

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

#endif
