//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_NAMING_HPP
#define ROUTE_JSON_NAMING_HPP

#include <route/config.hpp>
#include <route/json/detail/naming.hpp>
#include <string>
#include <string_view>

namespace route {
namespace json {

/// Wire names are the C++ member names, unchanged (the default).
struct identity
{
    template <class Sink>
    constexpr void write(std::string_view name, Sink& out) const
    {
        for (char c : name)
            out.push_back(c);
    }

    std::string operator()(std::string_view name) const { return std::string(name); }
};

/** `publicRepos` → `public_repos`, `htmlURL` → `html_url`,
    `HTMLParser` → `html_parser`, `address2Line` → `address2_line`.

    A run of capitals is one word (an acronym); its last capital starts a
    new word when a lower-case letter follows. Names already in snake_case
    are unchanged.
*/
struct snake_case
{
    template <class Sink>
    constexpr void write(std::string_view name, Sink& out) const
    {
        detail::separate(name, '_', out);
    }

    std::string operator()(std::string_view name) const
    {
        std::string s;
        detail::string_sink out{s};
        write(name, out);
        return s;
    }
};

/// As `snake_case`, with `-`: `publicRepos` → `public-repos`.
struct kebab_case
{
    template <class Sink>
    constexpr void write(std::string_view name, Sink& out) const
    {
        detail::separate(name, '-', out);
    }

    std::string operator()(std::string_view name) const
    {
        std::string s;
        detail::string_sink out{s};
        write(name, out);
        return s;
    }
};

/// `public_repos` → `publicRepos`, `PublicRepos` → `publicRepos`.
struct camel_case
{
    template <class Sink>
    constexpr void write(std::string_view name, Sink& out) const
    {
        detail::camel_sink<Sink> camel(out);
        detail::separate(name, '_', camel);
    }

    std::string operator()(std::string_view name) const
    {
        std::string s;
        detail::string_sink out{s};
        write(name, out);
        return s;
    }
};

/** The naming policy of a model or a described enum: how its members (or
    enumerators) are named on the wire.

    The same policy is used by the JSON encoder, the decoder and the schema
    derivation, so that they cannot disagree. Specialise it per type:

    @code
    template <>
    struct route::json::naming_policy<user> { using type = route::json::snake_case; };
    @endcode

    A policy is a default-constructible function object. The portable form
    has a `constexpr` member template
    `template <class Sink> constexpr void write(std::string_view name, Sink& out) const`
    calling `out.push_back(c)` per character (it may also read `out.back()`
    and `out.empty()`); the library's policies have it, and a call operator
    from `std::string_view` to `std::string` for convenience. A policy with
    only a `constexpr` call operator returning `std::string` works where
    the compiler evaluates `std::string` at compile time (g++ 12). Wire
    names are computed once, at compile time.
*/
template <class T>
struct naming_policy
{
    using type = identity;
};

/** The description of each described member of a model, for the schemas
    derived from it (OpenAPI `description`, documentation comments).

    Specialise it per type with a static `get` taking the C++ member name
    and returning the text, or `nullptr` for a member without one:

    @code
    template <>
    struct route::json::member_description<user>
    {
        static const char* get(std::string_view member)
        {
            return member == "login" ? "The user's handle" : nullptr;
        }
    };
    @endcode
*/
template <class T>
struct member_description
{
    static const char* get(std::string_view) noexcept { return nullptr; }
};

/** `route`, as seen from inside namespace `route::json`.

    In the body of a specialisation such as
    `template <> struct route::json::naming_policy<user> { ... };` the name
    `route` is looked up in `route::json` first; without this alias it would
    find the class `route::route` in the enclosing namespace, and
    `route::json::snake_case` would not compile there.
*/
namespace route = ::route;

/** The wire name of the described member `D` of `T`, computed at compile
    time with `T`'s naming policy.
*/
template <class T, class D>
inline constexpr std::string_view wire_name_v{
    detail::wire_name<typename naming_policy<T>::type, D>::chars.data(),
    detail::wire_name<typename naming_policy<T>::type, D>::size};

/** Whether an empty `std::optional` member of `T` is written as `null`
    (true) or left out (false, the default).
*/
template <class T>
struct emit_null
{
    static constexpr bool value = false;
};

/** Whether a non-finite floating-point member of `T` (infinity, NaN) is
    written as `null` (true) or is an encoding error (false, the default:
    JSON has no such numbers). Applies to the model's own members, plain or
    optional.
*/
template <class T>
struct non_finite_as_null
{
    static constexpr bool value = false;
};

} // namespace json
} // namespace route

#endif
