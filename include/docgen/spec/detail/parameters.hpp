//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_DETAIL_PARAMETERS_HPP
#define DOCGEN_SPEC_DETAIL_PARAMETERS_HPP

// What a declared query or header parameter type means (required,
// optional, repeated), its record, and the texts its values are sent as.

#include <docgen/record.hpp>
#include <route/json/schema.hpp>
#include <charconv>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace docgen {

namespace detail {

// What a declared parameter type means: `T` (required, one value),
// `std::optional<T>` (not required), `std::vector<T>` (repeated).
template <class T>
struct parameter_traits
{
    using value_type = T;
    static constexpr bool required = true;
    static constexpr bool repeated = false;
};

template <class T>
struct parameter_traits<std::optional<T>>
{
    using value_type = T;
    static constexpr bool required = false;
    static constexpr bool repeated = false;
};

template <class T>
struct parameter_traits<std::vector<T>>
{
    using value_type = T;
    static constexpr bool required = false;
    static constexpr bool repeated = true;
};

template <class T>
inline constexpr bool is_parameter_value_v =
    std::is_same_v<T, std::string> || std::is_arithmetic_v<T>;

// One parameter value as text: strings as they are, `true`/`false`,
// numbers in their shortest form.
template <class T>
std::string
parameter_text(const T& v)
{
    if constexpr (std::is_same_v<T, std::string>)
        return v;
    else if constexpr (std::is_same_v<T, bool>)
        return v ? "true" : "false";
    else
    {
        char buf[64];
        auto r = std::to_chars(buf, buf + sizeof buf, v);
        return std::string(buf, r.ptr);
    }
}

// The texts of a value of declared type `Decl`: none for an absent
// optional, one per element of a vector.
template <class Decl>
std::vector<std::string>
parameter_texts(const Decl& d)
{
    using traits = parameter_traits<Decl>;
    if constexpr (traits::repeated)
    {
        std::vector<std::string> out;
        for (auto const& x : d)
            out.push_back(parameter_text(x));
        return out;
    }
    else if constexpr (!traits::required)
    {
        if (!d)
            return {};
        return {parameter_text(*d)};
    }
    else
        return {parameter_text(d)};
}

// A declared parameter without its values.
template <class T>
parameter_record
declare_parameter(std::string name, const char* in, std::string description)
{
    using traits = parameter_traits<T>;
    parameter_record r;
    r.name = std::move(name);
    r.in = in;
    r.description = std::move(description);
    r.required = traits::required;
    r.repeated = traits::repeated;
    r.schema = route::json::schema_of<typename traits::value_type>();
    return r;
}

// The texts of the values `vs` given for the declared types `Decl...`,
// checked at compile time; no values given: every parameter is absent,
// which only optional and repeated ones may be.
template <class... Decl, class... V>
std::vector<std::vector<std::string>>
parameter_values(const std::tuple<V...>& vs)
{
    if constexpr (sizeof...(V) == 0)
    {
        static_assert((!parameter_traits<Decl>::required && ...),
                      "docgen: a required query or header parameter needs a value: give the "
                      "values with .query(...) / .headers(...) in declaration order");
        return std::vector<std::vector<std::string>>(sizeof...(Decl));
    }
    else
    {
        static_assert(sizeof...(V) == sizeof...(Decl),
                      "docgen: .query(...) / .headers(...) must give one value per declared "
                      "parameter, in declaration order");
        static_assert((std::is_convertible_v<const V&, Decl> && ...),
                      "docgen: a query or header value's type does not match the type "
                      "q<T>(...) / h<T>(...) declares");
        return std::apply(
            [](auto const&... v) {
                return std::vector<std::vector<std::string>>{parameter_texts<Decl>(Decl(v))...};
            },
            vs);
    }
}

} // namespace detail

} // namespace docgen

#endif
