//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_HEADER_HPP
#define ROUTE_DSL_HEADER_HPP

// pekko-http's header directives: header_value_by_name,
// optional_header_value_by_name, header_value(f) and
// optional_header_value(f); respond_with_header(s) and
// respond_with_default_header(s) for the response.

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/core/response.hpp>
#include <route/dsl/detail/header.hpp>
#include <route/dsl/detail/map_response.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/from_param.hpp>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace implementation_defined {

/** Extracts the value of a request header field, converted to `T` (see
    `header_value_by_name`, `optional_header_value_by_name`).
*/
template <class T, bool Optional>
class header_value_directive
    : public directive_base<header_value_directive<T, Optional>,
                            std::conditional_t<Optional, std::optional<T>, T>>
{
public:
    /// What the directive extracts: `T`, or `std::optional<T>`.
    using value_type = std::conditional_t<Optional, std::optional<T>, T>;

    explicit header_value_directive(std::string name) : name_(std::move(name)) {}

    /// The field's name.
    const std::string& name() const noexcept { return name_; }

    /** Converts the value to `U` through `route::from_param<U>`, as
        `param("n").as<U>()` does; a value that does not convert rejects
        with `malformed_header_rejection`.
    */
    template <class U>
    header_value_directive<U, Optional> as() const
        requires(std::is_same_v<T, std::string>)
    {
        static_assert(::route::detail::has_from_param<U>,
            "route: header_value_by_name(...).as<T>(): no conversion from text to T; "
            "specialise route::from_param<T>");
        return header_value_directive<U, Optional>(name_);
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto v = ctx.request().header(name_);
        if (!v)
        {
            if constexpr (Optional)
                return k(ctx, value_type());
            else
                return route_result::rejected({missing_header_rejection{name_}});
        }
        // the value is built where the inner part gets it (in the optional
        // itself for an optional), not moved there
        if constexpr (std::is_same_v<T, std::string>)
        {
            if constexpr (Optional)
                return k(ctx, value_type(std::in_place, *v));
            else
                return k(ctx, std::string(*v));
        }
        else
        {
            auto r = from_param<T>::parse(*v);
            if (!r)
                return route_result::rejected(
                    {malformed_header_rejection{name_, r.error().message()}});
            if constexpr (Optional)
                return k(ctx, value_type(std::in_place, std::move(*r)));
            else
                return k(ctx, std::move(*r));
        }
    }

private:
    std::string name_;
};

/** Extracts what `F` makes of the first request header field for which it
    returns a value (see `header_value`, `optional_header_value`).
*/
template <class F, bool Optional>
class header_value_fn_directive
    : public directive_base<
          header_value_fn_directive<F, Optional>,
          std::conditional_t<Optional,
                             std::invoke_result_t<const F&, std::string_view, std::string_view>,
                             typename std::invoke_result_t<const F&, std::string_view,
                                                           std::string_view>::value_type>>
{
public:
    /// What `F` returns: a `std::optional<T>`.
    using result_type = std::invoke_result_t<const F&, std::string_view, std::string_view>;

    explicit header_value_fn_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        result_type found;
        std::optional<rejection> bad;
        ctx.request().headers().for_each_field([&](std::string_view n, std::string_view v) {
            if (found || bad)
                return;
            try
            {
                found = f_(n, v);
            }
            catch (const std::exception& e)
            {
                bad.emplace(malformed_header_rejection{std::string(n), e.what()});
            }
        });
        if (bad)
            return route_result::rejected({std::move(*bad)});
        if constexpr (Optional)
            return k(ctx, std::move(found));
        else
        {
            if (!found)
                return route_result::rejected();
            return k(ctx, std::move(*found));
        }
    }

private:
    F f_;
};

} // namespace implementation_defined

/** Extracts the value of the request header field `name` (case-insensitive;
    the first field of that name) as a `std::string`.

    Rejects with `missing_header_rejection{name}` (400) when there is none.
    `.as<T>()` converts the value with the conversions of the parameter
    directives (`route::from_param<T>`); a value that does not convert
    rejects with `malformed_header_rejection{name, message}` (400).

    @par Example
    @code
    auto r = header_value_by_name("X-Request-Id")([](std::string id) { return complete(id); });
    auto n = header_value_by_name("X-Count").as<int>()([](int n) { return complete(std::to_string(n)); });
    @endcode

    @param name the field name
    @see optional_header_value_by_name
*/
inline implementation_defined::header_value_directive<std::string, false>
header_value_by_name(std::string name)
{
    return implementation_defined::header_value_directive<std::string, false>(std::move(name));
}

/** Extracts the value of the request header field `name`, if any, as a
    `std::optional<std::string>`: never rejects for absence. `.as<T>()`
    converts a present value; one that does not convert rejects with
    `malformed_header_rejection`.

    @par Example
    @code
    auto r = optional_header_value_by_name("User-Agent")([](std::optional<std::string> ua) {
        return complete(ua.value_or("anonymous"));
    });
    @endcode

    @param name the field name
    @see header_value_by_name
*/
inline implementation_defined::header_value_directive<std::string, true>
optional_header_value_by_name(std::string name)
{
    return implementation_defined::header_value_directive<std::string, true>(std::move(name));
}

/// The directive the respond_with_* functions return.
using respond_with_directive =
    implementation_defined::map_response_directive<detail::response_headers_adder>;

/** Extracts the value `f` makes of the first request header field for
    which it returns one, as pekko-http's `headerValue`. `f` is called
    with each field's name and value, in order, as
    `f(std::string_view name, std::string_view value)`, and returns a
    `std::optional<T>`; the directive extracts the `T`. Rejects with an
    empty list when `f` returns nothing for every field; an exception
    thrown by `f` rejects with `malformed_header_rejection{name, what}`
    (400).

    @par Example
    @code
    // the first X-Forwarded-For or X-Real-IP, whichever comes first
    auto r = header_value([](std::string_view n, std::string_view v) -> std::optional<std::string> {
        if (boost::beast::iequals(n, "X-Forwarded-For") || boost::beast::iequals(n, "X-Real-IP"))
            return std::string(v);
        return std::nullopt;
    })([](std::string ip) { return complete(ip); });
    @endcode

    @see optional_header_value, header_value_by_name
*/
template <class F>
implementation_defined::header_value_fn_directive<std::decay_t<F>, false>
header_value(F&& f)
{
    return implementation_defined::header_value_fn_directive<std::decay_t<F>, false>(
        std::forward<F>(f));
}

/** As `header_value`, extracting a `std::optional<T>`: no value instead
    of the empty rejection, as pekko-http's `optionalHeaderValue`. An
    exception thrown by `f` still rejects with `malformed_header_rejection`.

    @see header_value
*/
template <class F>
implementation_defined::header_value_fn_directive<std::decay_t<F>, true>
optional_header_value(F&& f)
{
    return implementation_defined::header_value_fn_directive<std::decay_t<F>, true>(
        std::forward<F>(f));
}

/** Adds the field `name: value` to every response the inner route
    completes with (before the response's own fields). Rejections pass
    unchanged: a response a rejection handler makes outside does not get
    the field (as pekko-http).

    @par Example
    @code
    auto r = respond_with_header("X-Frame-Options", "DENY")(complete("framed never"));
    @endcode

    @param name the field name
    @param value the field value
    @see respond_with_headers, respond_with_default_header, map_response_headers
*/
inline respond_with_directive
respond_with_header(std::string name, std::string value)
{
    return respond_with_directive(detail::response_headers_adder{
        {header_field{std::move(name), std::move(value)}}, false});
}

/** Adds the fields to every response the inner route completes with, in
    the order given, before the response's own fields.

    @par Example
    @code
    auto r = respond_with_headers({{"Cache-Control", "no-store"}, {"X-Version", "1"}})(
        complete("fresh"));
    @endcode

    @param fields the fields, `{name, value}` each
    @see respond_with_header
*/
inline respond_with_directive
respond_with_headers(std::vector<header_field> fields)
{
    return respond_with_directive(detail::response_headers_adder{std::move(fields), false});
}

/** Adds the field `name: value` to every response the inner route
    completes with that has no field of that name (case-insensitive).

    @par Example
    @code
    auto r = respond_with_default_header("Cache-Control", "max-age=60")(
        complete("cached for a minute"));
    @endcode

    @param name the field name
    @param value the field value
    @see respond_with_default_headers
*/
inline respond_with_directive
respond_with_default_header(std::string name, std::string value)
{
    return respond_with_directive(detail::response_headers_adder{
        {header_field{std::move(name), std::move(value)}}, true});
}

/** Adds each field to every response the inner route completes with
    that has no field of that name (case-insensitive).

    @par Example
    @code
    auto r = respond_with_default_headers({{"Cache-Control", "no-cache"}, {"X-Version", "1"}})(
        complete("x"));
    @endcode

    @param fields the fields, `{name, value}` each
    @see respond_with_default_header
*/
inline respond_with_directive
respond_with_default_headers(std::vector<header_field> fields)
{
    return respond_with_directive(detail::response_headers_adder{std::move(fields), true});
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/header.ipp>
#endif

#endif
