//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_FORM_FIELD_HPP
#define ROUTE_DSL_DETAIL_FORM_FIELD_HPP

// The implementation details of <route/dsl/form_field.hpp>.

#include <route/config.hpp>
#include <route/core/detail/strict_entity.hpp>
#include <route/dsl/parameter.hpp>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

// Where `form_fields` reads its pairs: the body, urlencoded or multipart.
struct form_source
{
    // A form in a streamed body is read whole first (see require_strict_entity).
    ROUTE_DECL static std::optional<route_result> prepare(const request_context& ctx);
    ROUTE_DECL static bool parse(const request_context& ctx, query& q,
                                 std::optional<rejection>& why);
    ROUTE_DECL static rejection missing(const std::string& name);
    ROUTE_DECL static rejection malformed(const std::string& name, std::string message);
};

// Parses a multipart/form-data body into `q`: the text fields, in order
// (their values are views of `body`); a part with a file name is skipped.
// An error message when the body is not multipart with this boundary, or
// exceeds multipart_limits' defaults (detail/multipart.hpp).
ROUTE_DECL std::optional<std::string>
parse_multipart_form(std::string_view body, std::string_view boundary, query& q);

} // namespace detail
} // namespace dsl
} // namespace route

#endif
