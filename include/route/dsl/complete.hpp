//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_COMPLETE_HPP
#define ROUTE_DSL_COMPLETE_HPP

#include <route/config.hpp>
#include <route/core/route.hpp>
#include <route/core/marshal.hpp>
#include <route/dsl/detail/complete.hpp>
#include <route/dsl/detail/content_negotiation.hpp>
#include <route/dsl/detail/short_text.hpp>
#include <route/dsl/directive.hpp>
#include <route/detail/iequals.hpp>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

namespace dsl {
namespace implementation_defined {

/// The route `complete(value)` and `complete(callable)` return.
template <class T>
class completion : public route_expression<completion<T>>
{
public:
    template <class A>
    explicit completion(std::in_place_t, A&& a) : v_(std::forward<A>(a)) {}
    completion(const completion&) = default;
    completion(completion&&) = default;
    completion& operator=(const completion&) = default;
    completion& operator=(completion&&) = default;
    ~completion() = default;

    route_result operator()(const request_context& ctx) const
    {
        using V = detail::evaluated_t<T>;
        return detail::negotiated<V>(ctx, detail::make_response<V>(detail::evaluate(v_)));
    }

private:
    T v_;
};

/// The route `complete(status, value)` and `complete(status, callable)` return.
template <class T>
class status_completion : public route_expression<status_completion<T>>
{
public:
    template <class A>
    status_completion(::route::status s, A&& a) : s_(s), v_(std::forward<A>(a)) {}

    route_result operator()(const request_context& ctx) const
    {
        using V = detail::evaluated_t<T>;
        return detail::negotiated<V>(ctx, detail::make_response<V>(s_, detail::evaluate(v_)));
    }

private:
    ::route::status s_;
    T v_;
};

/// The route `complete(status, headers, value)` returns.
template <class T>
class headers_completion : public route_expression<headers_completion<T>>
{
public:
    template <class A>
    headers_completion(::route::status s, std::vector<header_field> fields, A&& a)
        : s_(s), fields_(std::move(fields)), v_(std::forward<A>(a))
    {
    }

    route_result operator()(const request_context& ctx) const
    {
        using V = detail::evaluated_t<T>;
        auto r = detail::make_response<V>(s_, detail::evaluate(v_));
        detail::add_fields(r, fields_);
        return detail::negotiated<V>(ctx, std::move(r));
    }

private:
    ::route::status s_;
    std::vector<header_field> fields_;
    T v_;
};

} // namespace implementation_defined

/** Completes the request.

    - `complete(route::status::no_content)`: that status; a body (the
      reason phrase, as text) only where the status allows one.
    - `complete(value)`: 200 with the value marshalled: strings as
      `text/plain; charset=utf-8`, models as JSON (see `route::marshaller`).
    - `complete([&] { return value; })`: the function is called per request;
      it may return a value, a status or a `route::response`.

    The value is copied into the route when the route is built; use the
    function form for values that change.

    Content negotiation (pekko-http's): when the request's `Accept` (or,
    for a text or JSON body, always UTF-8, its `Accept-Charset`) does not
    accept the marshalled body's `Content-Type`, the route rejects with
    `unaccepted_response_content_type_rejection` (406 `Resource
    representation is only available with these types:` and the type). A
    status, or a `route::response` a function returns, is sent as it is.

    @par Example
    @code
    auto r = get(complete("pong"));
    auto s = delete_([&] { store.clear(); return complete(route::status::no_content); });
    @endcode
*/
template <class T>
auto complete(T&& v)
{
    using S = detail::stored_t<T>;
    return implementation_defined::completion<S>(std::in_place, std::forward<T>(v));
}

/** Completes the request with status `s` and `v` (or what the function `v`
    returns) marshalled as the body.

    @par Example
    @code auto r = post(complete(route::status::created, "made")); @endcode
*/
template <class T>
auto complete(::route::status s, T&& v)
{
    using S = detail::stored_t<T>;
    return implementation_defined::status_completion<S>(s, std::forward<T>(v));
}

/** Completes the request with status `s`, the header fields `fields`
    and `v` (or what the function `v` returns) marshalled as the body. The
    fields follow the marshaller's; a `Content-Type` among them replaces
    the marshaller's.

    @par Example
    @code
    auto r = post(complete(route::status::created, {{"Location", "/items/7"}}, "made"));
    @endcode
*/
template <class T>
auto complete(::route::status s, std::vector<header_field> fields, T&& v)
{
    using S = detail::stored_t<T>;
    return implementation_defined::headers_completion<S>(s, std::move(fields),
                                                         std::forward<T>(v));
}

} // namespace dsl
} // namespace route

#endif
