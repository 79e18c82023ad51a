//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_HEADER_HPP
#define DOCGEN_HEADER_HPP

#include <docgen/config.hpp>
#include <string>

namespace docgen {

/** One HTTP header field, as sent or as received.

    @par Example
    @code
    docgen::header h{"Accept", "application/json"};
    @endcode
*/
struct header
{
    /// The field name, e.g. "Content-Type".
    std::string name;

    /// The field value, without surrounding whitespace.
    std::string value;

    friend bool operator==(const header&, const header&) = default;
};

} // namespace docgen

#endif
