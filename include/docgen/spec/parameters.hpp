//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_PARAMETERS_HPP
#define DOCGEN_SPEC_PARAMETERS_HPP

// Query and header parameters of an operation: `q<T>("limit")`,
// `h<T>("X-Request-Id")`, declared with `query(...)` and `headers(...)`
// after the tags of `supports(...)`, and their values per request.

#include <docgen/record.hpp>
#include <docgen/spec/detail/parameters.hpp>
#include <string>
#include <utility>
#include <vector>

namespace docgen {

/// A query parameter `name` of type `T`: a string, a number or a `bool`,
/// `std::optional` of one (not required) or `std::vector` of one (repeated).
template <class T>
struct query_param
{
    static_assert(detail::is_parameter_value_v<typename detail::parameter_traits<T>::value_type>,
                  "docgen: a query parameter is a std::string, a number or a bool, "
                  "maybe in std::optional or std::vector");
    using value_type = T;
    std::string name;
    std::string description; ///< empty: none
};

/// A header parameter `name` of type `T` (as for `query_param`).
template <class T>
struct header_param
{
    static_assert(detail::is_parameter_value_v<typename detail::parameter_traits<T>::value_type>,
                  "docgen: a header parameter is a std::string, a number or a bool, "
                  "maybe in std::optional or std::vector");
    using value_type = T;
    std::string name;
    std::string description; ///< empty: none
};

/// `q<int>("limit")`: declares the query parameter `limit`; `q<int>("limit", "At most")` with its description.
template <class T>
query_param<T> q(std::string name, std::string description = {})
{
    return query_param<T>{std::move(name), std::move(description)};
}

/// `h<std::string>("X-Request-Id")`: declares the header parameter `X-Request-Id` (a description may follow).
template <class T>
header_param<T> h(std::string name, std::string description = {})
{
    return header_param<T>{std::move(name), std::move(description)};
}

/// The query parameters of an operation, in order: what `query(...)` returns.
template <class... T>
struct query_params
{
    std::vector<parameter_record> list;
};

/// The header parameters of an operation, in order: what `headers(...)` returns.
template <class... T>
struct header_params
{
    std::vector<parameter_record> list;
};

/// `query(q<int>("limit"), q<std::optional<std::string>>("sort"))`.
template <class... T>
query_params<T...> query(query_param<T>... ps)
{
    return query_params<T...>{
        {detail::declare_parameter<T>(std::move(ps.name), "query", std::move(ps.description))...}};
}

/// `headers(h<std::string>("X-Request-Id"))`.
template <class... T>
header_params<T...> headers(header_param<T>... ps)
{
    return header_params<T...>{
        {detail::declare_parameter<T>(std::move(ps.name), "header", std::move(ps.description))...}};
}

} // namespace docgen

#endif
