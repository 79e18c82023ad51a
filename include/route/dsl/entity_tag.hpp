//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_ENTITY_TAG_HPP
#define ROUTE_DSL_ENTITY_TAG_HPP

// The entity tag of a representation (`ETag`), which `conditional` and
// `with_range_support` compare.

#include <string>

namespace route {

/** An entity tag (RFC 9110 8.8.3): the opaque `value` without quotes, and
    whether it is weak (`W/"..."`).

    @par Example
    @code
    route::entity_tag t{"v42"};          // "v42"
    route::entity_tag w{"v42", true};    // W/"v42"
    auto field = t.to_string();
    @endcode
*/
struct entity_tag
{
    std::string value;
    bool weak = false;

    /// The tag as written in `ETag`: `"value"` or `W/"value"`.
    std::string to_string() const
    {
        return (weak ? "W/\"" : "\"") + value + "\"";
    }

    friend bool operator==(const entity_tag&, const entity_tag&) = default;
};

} // namespace route

#endif
