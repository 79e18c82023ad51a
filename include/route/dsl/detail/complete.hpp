//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_COMPLETE_HPP
#define ROUTE_DSL_DETAIL_COMPLETE_HPP

// The implementation details of <route/dsl/complete.hpp>.

#include <route/config.hpp>
#include <route/core/route.hpp>
#include <route/core/marshal.hpp>
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
namespace detail {

// How complete() keeps its argument: character arrays and pointers become
// std::string, so that nothing dangles; a short string literal is kept
// inside the route (detail::short_text: no allocation, no destructor).
template <class T>
inline constexpr bool is_text_v =
    std::is_convertible_v<const std::decay_t<T>&, std::string_view>;

template <class T>
using stored_t = std::conditional_t<is_text_v<T>, text_for_t<T>, std::decay_t<T>>;

template <class T>
void
write_value(response& r, const T& v)
{
    if constexpr (is_text_v<T>)
    {
        marshaller<std::string_view>::write(r, std::string_view(v));
        return;
    }
    else {
    static_assert(marshallable<T>,
        "route: complete() cannot turn this type into a response body; "
        "use a string, a status, or a model described with "
        "BOOST_DESCRIBE_STRUCT (include <route/route.hpp> or <route/dsl/json_support.hpp>), or specialise "
        "route::marshaller");
    marshaller<T>::write(r, v);
    }
}

// Makes the response for a value that complete() received or a function returned.
template <class T>
response
make_response(const T& v)
{
    if constexpr (std::is_same_v<T, ::route::status>)
        return status_response(v);
    else if constexpr (std::is_same_v<T, response>)
        return v;
    else
    {
        response r;
        write_value<T>(r, v);
        return r;
    }
}

template <class T>
response
make_response(::route::status s, const T& v)
{
    response r;
    r.status = s;
    write_value<T>(r, v);
    return r;
}

// Adds the fields of complete(status, headers, value): a Content-Type
// replaces the marshaller's.
inline void
add_fields(response& r, const std::vector<header_field>& fields)
{
    for (auto const& f : fields)
    {
        if (::route::detail::iequals(f.name, "Content-Type"))
            r.set_header("Content-Type", f.value);
        else
            r.headers.push_back(f);
    }
}

/** The result of completing `ctx`'s request with `r`, the response made
    for a value of type `T`: rejected with
    `unaccepted_response_content_type_rejection` when the request's
    `Accept` and `Accept-Charset` do not accept its `Content-Type`
    (pekko-http's content negotiation; 406 by default). A status, a
    `route::response`, and a body with a status other than 2xx are sent
    as they are.
*/
template <class T>
route_result
negotiated(const request_context& ctx, response r)
{
    if constexpr (!std::is_same_v<T, ::route::status> && !std::is_same_v<T, response>)
    {
        // as pekko-http: only a success is negotiated; an error's body
        // (`complete(status::not_found, "text")`) is sent in its own type
        // whatever the client accepts, rather than turned into a 406
        auto const code = static_cast<unsigned>(r.status);
        if (code >= 200 && code < 300 && !accepts_any_content_type(ctx.request()))
        {
            std::string_view type = r.header("Content-Type");
            if (!type.empty() && content_type_qvalue(ctx.request(), type) <= 0)
                return route_result::rejected(
                    {unaccepted_response_content_type_rejection{{std::string(type)}}});
        }
    }
    return route_result(std::move(r));
}

template <class T>
decltype(auto)
evaluate(const T& v)
{
    if constexpr (std::is_invocable_v<const T&>)
        return std::invoke(v);
    else
        return (v);
}

template <class T>
using evaluated_t = std::decay_t<decltype(evaluate(std::declval<const T&>()))>;

} // namespace detail
} // namespace dsl
} // namespace route

#endif
