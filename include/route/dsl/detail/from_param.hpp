//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_FROM_PARAM_HPP
#define ROUTE_DSL_DETAIL_FROM_PARAM_HPP

// The implementation details of <route/dsl/from_param.hpp>.

#include <route/config.hpp>
#include <route/core/error.hpp>
#include <boost/system/result.hpp>
#include <concepts>
#include <string>
#include <string_view>
#include <type_traits>

namespace route {

// Declared (with its default argument, void), and documented, in
// <route/dsl/from_param.hpp>.
template <class T, class>
struct from_param;

namespace detail {

// True when `route::from_param<T>` is specialised with the library's
// convention: `parse(std::string_view)` returning
// `boost::system::result<T, route::decode_error>`.
template <class T>
concept has_from_param = requires(std::string_view text) {
    {
        from_param<T, void>::parse(text)
    } -> std::same_as<boost::system::result<T, decode_error>>;
};

/// True for "true", "yes", "on", "1"; false for their opposites, any case.
ROUTE_DECL bool parse_bool(std::string_view s, bool& out) noexcept;

/// The conversion message: `'<s>' is not a valid <what> value`.
ROUTE_DECL std::string invalid_value(std::string_view s, const char* what);

/// Decimal digits with an optional sign (`+` too), the whole text, in range.
template <class I>
bool parse_integer(std::string_view s, I& out) noexcept;

/// What `std::from_chars` reads, with an optional leading `+`, the whole text.
template <class F>
bool parse_floating(std::string_view s, F& out) noexcept;

} // namespace detail
} // namespace route

#endif
