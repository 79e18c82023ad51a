//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SPEC_DETAIL_REQUEST_VALUES_HPP
#define DOCGEN_SPEC_DETAIL_REQUEST_VALUES_HPP

// The implementation details of <docgen/spec/declaration.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace docgen {

namespace detail {

template <class R>
struct request_values_traits
{
    static constexpr bool value = false;
};

template <std::size_t N, class Q, class H>
struct request_values_traits<request_values<N, Q, H>>
{
    static constexpr bool value = true;
    template <class T>
    using expected = expected_request<T, N, Q, H>;
};

} // namespace detail

} // namespace docgen

#endif
