//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_NAMING_HPP
#define ROUTE_JSON_NAMING_HPP

#include <route/config.hpp>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace route {
namespace json {

namespace detail {

constexpr bool is_upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
constexpr bool is_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr char to_lower(char c) noexcept { return is_upper(c) ? static_cast<char>(c - 'A' + 'a') : c; }
constexpr char to_upper(char c) noexcept { return is_lower(c) ? static_cast<char>(c - 'a' + 'A') : c; }

// Splits camelCase, PascalCase, acronyms and existing separators into
// lower-case words joined by `sep`: "htmlURL" -> "html_url",
// "HTMLParser" -> "html_parser", "address2Line" -> "address2_line".
constexpr std::string
separate(std::string_view s, char sep)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i)
    {
        char c = s[i];
        if (c == '_' || c == '-')
        {
            if (!out.empty() && out.back() != sep)
                out += sep;
            continue;
        }
        if (is_upper(c) && i > 0 && !out.empty() && out.back() != sep)
        {
            char prev = s[i - 1];
            bool next_lower = i + 1 < s.size() && is_lower(s[i + 1]);
            if (is_lower(prev) || is_digit(prev) || (is_upper(prev) && next_lower))
                out += sep;
        }
        out += to_lower(c);
    }
    return out;
}

} // namespace detail

/// Wire names are the C++ member names, unchanged (the default).
struct identity
{
    constexpr std::string operator()(std::string_view name) const { return std::string(name); }
};

/** `publicRepos` → `public_repos`, `htmlURL` → `html_url`,
    `HTMLParser` → `html_parser`, `address2Line` → `address2_line`.

    A run of capitals is one word (an acronym); its last capital starts a
    new word when a lower-case letter follows. Names already in snake_case
    are unchanged.
*/
struct snake_case
{
    constexpr std::string operator()(std::string_view name) const
    {
        return detail::separate(name, '_');
    }
};

/// As `snake_case`, with `-`: `publicRepos` → `public-repos`.
struct kebab_case
{
    constexpr std::string operator()(std::string_view name) const
    {
        return detail::separate(name, '-');
    }
};

/// `public_repos` → `publicRepos`, `PublicRepos` → `publicRepos`.
struct camel_case
{
    constexpr std::string operator()(std::string_view name) const
    {
        std::string words = detail::separate(name, '_');
        std::string out;
        bool up = false;
        for (char c : words)
        {
            if (c == '_')
            {
                up = true;
                continue;
            }
            out += up ? detail::to_upper(c) : c;
            up = false;
        }
        return out;
    }
};

/** The naming policy of a model: how its members are named on the wire.

    The same policy is used by the JSON encoder, the decoder and the schema
    derivation, so that they cannot disagree. Specialise it per type:

    @code
    template <>
    struct route::json::naming_policy<user> { using type = route::json::snake_case; };
    @endcode

    A policy is a default-constructible function object with a `constexpr`
    call operator from `std::string_view` to `std::string`; wire names are
    computed once, at compile time.
*/
template <class T>
struct naming_policy
{
    using type = identity;
};

/** `route`, as seen from inside namespace `route::json`.

    In the body of a specialisation such as
    `template <> struct route::json::naming_policy<user> { ... };` the name
    `route` is looked up in `route::json` first; without this alias it would
    find the class `route::route` in the enclosing namespace, and
    `route::json::snake_case` would not compile there.
*/
namespace route = ::route;

namespace detail {

template <class Policy, class D>
struct wire_name
{
    static constexpr std::size_t size = Policy{}(D::name).size();

    static constexpr std::array<char, size + 1> chars = [] {
        std::array<char, size + 1> a{};
        std::string s = Policy{}(D::name);
        for (std::size_t i = 0; i < size; ++i)
            a[i] = s[i];
        return a;
    }();
};

} // namespace detail

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
