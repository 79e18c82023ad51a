//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_DETAIL_PARAMETER_VALUES_HPP
#define DOCGEN_SPEC_DETAIL_PARAMETER_VALUES_HPP

// The implementation details of <docgen/spec/parameters.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace docgen {

namespace detail {

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
