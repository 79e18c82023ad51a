//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_BODY_HPP
#define DOCGEN_SPEC_BODY_HPP

// Request bodies: a described struct (JSON through route's model codec),
// `docgen::form{...}` (application/x-www-form-urlencoded) or
// `docgen::raw{content_type, bytes}`.

#include <docgen/config.hpp>
#include <docgen/record.hpp>
#include <route/json/encode.hpp>
#include <route/json/schema.hpp>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <utility>
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

namespace detail {

/// A form's fields percent-encoded as `k=v&k2=v2`.
DOCGEN_DECL std::string form_encoded(const form& f);

/// The record of a form body: an object schema of string members.
DOCGEN_DECL body_record form_body(const form& f);

/// The record of a raw body: a string schema.
DOCGEN_DECL body_record raw_body(const raw& r);

} // namespace detail

} // namespace docgen

#endif
