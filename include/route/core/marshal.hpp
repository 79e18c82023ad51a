//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_MARSHAL_HPP
#define ROUTE_CORE_MARSHAL_HPP

#include <route/config.hpp>
#include <route/core/detail/marshal.hpp>
#include <route/core/error.hpp>
#include <route/core/response.hpp>
#include <boost/system/result.hpp>
#include <string>
#include <string_view>
#include <type_traits>

namespace route {

/** Customisation point: how a value becomes a body.

    A specialisation provides
    `static void write(route::response& r, const T& value)`, which sets the
    body and the `Content-Type` header. The library provides it for strings
    (`text/plain; charset=utf-8`) and, through `<route/dsl/json_support.hpp>`, for
    described structs, vectors, maps and optionals (`application/json`).
    `complete(value)` and the test kit's request builders use it.
*/
template <class T, class = void>
struct marshaller;

/** Customisation point: how a body becomes a value.

    A specialisation provides
    `static boost::system::result<T, route::decode_error> read(std::string_view body)`,
    whose error says why the body does not convert, and may declare
    `static constexpr std::string_view media_type`: then `entity(as<T>)`
    accepts only requests whose `Content-Type` has that media type
    (parameters such as `charset` allowed). The library provides it for
    `std::string` (any body, as it is) and, through
    `<route/dsl/json_support.hpp>`, for models (`application/json`).
    `entity(as<T>)` and the test kit's `response_as<T>()` use it.
*/
template <class T, class = void>
struct unmarshaller;

/// True when `T` can be written as a body.
template <class T>
concept marshallable = detail::is_complete_type<marshaller<std::remove_cvref_t<T>>>::value;

/// True when `T` can be read from a body.
template <class T>
concept unmarshallable = detail::is_complete_type<unmarshaller<std::remove_cvref_t<T>>>::value;

template <>
struct marshaller<std::string_view>
{
    static void write(response& r, std::string_view s)
    {
        r.headers.push_back({"Content-Type", std::string(text_plain_utf8)});
        // into the text a new response holds, or in place of another body
        if (auto text = r.text())
            text->assign(s.data(), s.size());
        else
            r.body.emplace<std::string>(s.data(), s.size());
    }
};

template <>
struct marshaller<std::string>
{
    static void write(response& r, const std::string& s)
    {
        marshaller<std::string_view>::write(r, s);
    }
};

template <>
struct unmarshaller<std::string>
{
    static boost::system::result<std::string, decode_error> read(std::string_view body)
    {
        return {boost::system::in_place_value, body};
    }
};

} // namespace route

#endif
