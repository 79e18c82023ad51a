//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_DETAIL_SEGMENT_CHAR_HPP
#define ROUTE_CORE_DETAIL_SEGMENT_CHAR_HPP

#include <boost/url/grammar/hexdig_chars.hpp>
#include <cstddef>
#include <string_view>

namespace route {
namespace detail {

/** Reads the next character of the current path segment at `i` of the
    percent-encoded path `s`, percent-decoded, and moves `i` past it.
    Returns false at the end of the segment (a '/' or the end of `s`) or
    at an escape that is cut short or not hexadecimal. Literal path
    matchers compare with these characters; the alternatives' index too.
*/
inline bool
next_segment_char(std::string_view s, std::size_t& i, char& c) noexcept
{
    if (i >= s.size() || s[i] == '/')
        return false;
    c = s[i];
    if (c != '%')
    {
        ++i;
        return true;
    }
    if (i + 2 >= s.size())
        return false;
    int hi = boost::urls::grammar::hexdig_value(s[i + 1]);
    int lo = boost::urls::grammar::hexdig_value(s[i + 2]);
    if (hi < 0 || lo < 0)
        return false;
    c = static_cast<char>(hi * 16 + lo);
    i += 3;
    return true;
}

} // namespace detail
} // namespace route

#endif
