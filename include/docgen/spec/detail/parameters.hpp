//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_DETAIL_PARAMETERS_HPP
#define DOCGEN_SPEC_DETAIL_PARAMETERS_HPP

// The implementation details of <docgen/spec/parameters.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

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

} // namespace detail

} // namespace docgen

#endif
