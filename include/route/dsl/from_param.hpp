//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_FROM_PARAM_HPP
#define ROUTE_DSL_FROM_PARAM_HPP

#include <route/config.hpp>
#include <route/core/error.hpp>
#include <route/dsl/detail/from_param.hpp>
#include <boost/system/result.hpp>
#include <concepts>
#include <string>
#include <string_view>
#include <type_traits>

namespace route {

/** Customisation point: how the text of a parameter becomes a `T`.

    A specialisation provides

    @code
    static boost::system::result<T, route::decode_error> parse(std::string_view text);
    @endcode

    the library's single "text to T" convention. When the text does not
    convert, the error's `message()` says why: for a query parameter it
    becomes the `malformed_query_param_rejection`'s message, answered with
    400. The text is already percent-decoded, with `+` as a space. Inside
    a specialisation, `decode_error` names `route::decode_error` (there,
    `route` names the class `route::route`).

    The library provides it for `std::string`, `bool` (`true` `false`
    `yes` `no` `on` `off` `1` `0`, any case), every integer type (decimal,
    an optional sign, range-checked) and `float`, `double` and
    `long double` (as `std::from_chars` reads them, an optional leading
    `+`).

    @par Example
    @code
    template <>
    struct route::from_param<colour>
    {
        static boost::system::result<colour, decode_error> parse(std::string_view s)
        {
            if (s == "red")
                return colour::red;
            return decode_error("'" + std::string(s) + "' is not a colour");
        }
    };
    @endcode

    @see route::dsl::param
*/
template <class T, class = void>
struct from_param;

/// Any text, as is.
template <>
struct from_param<std::string>
{
    static boost::system::result<std::string, decode_error> parse(std::string_view s)
    {
        // a string would also build the error: say which one this is
        return {boost::system::in_place_value, std::string(s)};
    }
};

/// `true` `false` `yes` `no` `on` `off` `1` `0`, in any case.
template <>
struct from_param<bool>
{
    static boost::system::result<bool, decode_error> parse(std::string_view s)
    {
        bool v = false;
        if (detail::parse_bool(s, v))
            return v;
        return decode_error(detail::invalid_value(s, "Boolean"));
    }
};

/// Integers: decimal, an optional sign (`+` too), range-checked.
template <class I>
struct from_param<I, std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool> &&
                                      !std::is_same_v<I, char>>>
{
    static boost::system::result<I, decode_error> parse(std::string_view s);
};

/// Floating point, as `std::from_chars` reads it (an optional leading `+`).
template <class F>
struct from_param<F, std::enable_if_t<std::is_floating_point_v<F>>>
{
    static boost::system::result<F, decode_error> parse(std::string_view s);
};

} // namespace route

#include <route/dsl/impl/from_param.hpp>
#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/from_param.ipp>
#endif

#endif
