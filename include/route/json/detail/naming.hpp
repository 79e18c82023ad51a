//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_DETAIL_NAMING_HPP
#define ROUTE_JSON_DETAIL_NAMING_HPP

// The implementation details of <route/json/naming.hpp>.

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
} // namespace json
} // namespace route

#endif
