//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_DETAIL_REQUEST_PARTS_HPP
#define DOCGEN_SPEC_DETAIL_REQUEST_PARTS_HPP

// What a declared request sends besides its query and header values.

#include <docgen/record.hpp>
#include <docgen/spec/security.hpp>
#include <optional>
#include <string>
#include <vector>

namespace docgen {

namespace detail {

// What a request sends besides its query and header values.
struct request_parts
{
    std::vector<std::string> values; // path values, in template order
    std::optional<body_record> body;
    std::vector<credentials> security;
};

} // namespace detail

} // namespace docgen

#endif
