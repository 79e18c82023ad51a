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
// Writes to any sink with push_back, back and empty (see write_name).
template <class Sink>
constexpr void
separate(std::string_view s, char sep, Sink& out)
{
    for (std::size_t i = 0; i < s.size(); ++i)
    {
        char c = s[i];
        if (c == '_' || c == '-')
        {
            if (!out.empty() && out.back() != sep)
                out.push_back(sep);
            continue;
        }
        if (is_upper(c) && i > 0 && !out.empty() && out.back() != sep)
        {
            char prev = s[i - 1];
            bool next_lower = i + 1 < s.size() && is_lower(s[i + 1]);
            if (is_lower(prev) || is_digit(prev) || (is_upper(prev) && next_lower))
                out.push_back(sep);
        }
        out.push_back(to_lower(c));
    }
}

// A sink that turns "_x" into "X" on its way to another sink (camelCase).
template <class Sink>
class camel_sink
{
public:
    constexpr explicit camel_sink(Sink& out) noexcept : out_(out) {}

    constexpr void push_back(char c)
    {
        last_ = c;
        any_ = true;
        if (c == '_')
        {
            up_ = true;
            return;
        }
        out_.push_back(up_ ? to_upper(c) : c);
        up_ = false;
    }
    constexpr char back() const noexcept { return last_; }
    constexpr bool empty() const noexcept { return !any_; }

private:
    Sink& out_;
    char last_ = 0;
    bool any_ = false;
    bool up_ = false;
};

// A sink that only counts, and remembers the last character.
struct counting_sink
{
    std::size_t size = 0;
    char last = 0;
    constexpr void push_back(char c) noexcept
    {
        ++size;
        last = c;
    }
    constexpr char back() const noexcept { return last; }
    constexpr bool empty() const noexcept { return size == 0; }
};

// A sink writing into a fixed array (large enough: counted first).
template <std::size_t N>
struct array_sink
{
    std::array<char, N + 1> chars{};
    std::size_t size = 0;
    constexpr void push_back(char c) noexcept { chars[size++] = c; }
    constexpr char back() const noexcept { return chars[size - 1]; }
    constexpr bool empty() const noexcept { return size == 0; }
};

// A sink appending to a std::string.
struct string_sink
{
    std::string& s;
    void push_back(char c) { s.push_back(c); }
    char back() const noexcept { return s.back(); }
    bool empty() const noexcept { return s.empty(); }
};

// Policies that write through a sink compute wire names at compile time
// with any compiler; others go through std::string (constexpr std::string
// needs a compiler and library that support it, as g++ 12 does).
template <class Policy>
concept sink_policy = requires(const Policy& p, std::string_view n, counting_sink& c) {
    p.write(n, c);
};

} // namespace detail

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

namespace detail {

template <class Policy, class D>
constexpr std::size_t
wire_name_size()
{
    if constexpr (sink_policy<Policy>)
    {
        counting_sink c;
        Policy{}.write(D::name, c);
        return c.size;
    }
    else
        return Policy{}(D::name).size();
}

template <class Policy, class D>
struct wire_name
{
    static constexpr std::size_t size = wire_name_size<Policy, D>();

    static constexpr std::array<char, size + 1> chars = [] {
        if constexpr (sink_policy<Policy>)
        {
            array_sink<size> a;
            Policy{}.write(D::name, a);
            return a.chars;
        }
        else
        {
            std::array<char, size + 1> a{};
            std::string s = Policy{}(D::name);
            for (std::size_t i = 0; i < size; ++i)
                a[i] = s[i];
            return a;
        }
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
