//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_FORM_FIELD_HPP
#define ROUTE_DSL_FORM_FIELD_HPP

#include <route/config.hpp>
#include <route/dsl/detail/form_field.hpp>
#include <route/dsl/parameter.hpp>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
/** Extracts several form fields at once, with the specs of `parameters`:
    names (`"q"`), `param("n").as<int>()`, `.optional()`,
    `.with_default(v)`, `.repeated()`, and `.as<S>()` onto a struct.

    The body must be `application/x-www-form-urlencoded` (decoded as a
    query string) or `multipart/form-data` (RFC 7578; its text fields, a
    part with a `filename` is a file, not a field). A request without a
    body and without a Content-Type (a GET) is an empty form, as pekko-http's
    `HttpEntity.Empty`. Another Content-Type, or a body without one, rejects
    with `unsupported_request_content_type_rejection` listing both (415); a
    body that does not parse rejects with
    `malformed_request_content_rejection` (400). An absent field rejects
    with `missing_form_field_rejection` (400), one that does not convert
    with `malformed_form_field_rejection` (400).

    @par Example
    @code
    auto r = post(form_fields("name", param("age").as<int>())(
        [](std::string name, int age) { return complete(name); }));
    @endcode
*/
template <class... S>
implementation_defined::fields_directive<detail::form_source, detail::spec_t<S>...>
form_fields(S&&... specs)
{
    return implementation_defined::fields_directive<detail::form_source, detail::spec_t<S>...>(
        std::in_place, detail::as_spec(std::forward<S>(specs))...);
}

/** Extracts one form field: a name (`std::string`) or a spec (see `form_fields`).
    @par Example
    @code auto r = form_field(param("age").as<int>())([](int age) { return complete(std::to_string(age)); }); @endcode
*/
template <class S>
implementation_defined::fields_directive<detail::form_source, detail::spec_t<S>>
form_field(S&& spec)
{
    return implementation_defined::fields_directive<detail::form_source, detail::spec_t<S>>(
        std::in_place, detail::as_spec(std::forward<S>(spec)));
}

/// All form fields as a `std::map<std::string, std::string>`; for a
/// repeated name the LAST occurrence wins (as pekko-http's `formFieldMap`).
inline constexpr implementation_defined::whole_query_directive<
    std::map<std::string, std::string>, detail::form_source>
    form_field_map{};

/// All form fields as `std::map<std::string, std::vector<std::string>>`,
/// the values of a name in request order.
inline constexpr implementation_defined::whole_query_directive<
    std::map<std::string, std::vector<std::string>>, detail::form_source>
    form_field_multi_map{};

/// All form fields as `std::vector<std::pair<std::string, std::string>>`,
/// in request order, duplicates kept.
inline constexpr implementation_defined::whole_query_directive<
    std::vector<std::pair<std::string, std::string>>, detail::form_source>
    form_field_seq{};

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/form_field.ipp>
#endif

#endif
