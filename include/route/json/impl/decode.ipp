//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_IMPL_DECODE_IPP
#define ROUTE_JSON_IMPL_DECODE_IPP

#include <route/json/decode.hpp>
#include <boost/json/parse.hpp>
#include <stdexcept>

namespace route {
namespace json {

namespace detail {

void
parse_value(std::string_view text, boost::json::value& out, decode_error& err)
{
    if (text.empty())
    {
        err = decode_error{{}, "invalid JSON: the body is empty", false};
        return;
    }
    boost::system::error_code ec;
    out = boost::json::parse(text, ec);
    if (ec)
        err = decode_error{{}, "invalid JSON: " + ec.message(), false};
}

void
prefix_member(decode_error& err, std::string_view name)
{
    std::string p(name);
    if (!err.path.empty() && err.path.front() != '[')
        p += '.';
    err.path.insert(0, p);
}

void
prefix_index(decode_error& err, std::size_t i)
{
    // appended piece by piece: `"[" + std::to_string(i)` makes GCC 12 warn
    // (-Wrestrict, a false positive at -O2)
    std::string p(1, '[');
    p += std::to_string(i);
    p += ']';
    if (!err.path.empty() && err.path.front() != '[')
        p += '.';
    err.path.insert(0, p);
}

bool
fail(decode_error& err, const char* what)
{
    err.path.clear();
    err.what = what;
    err.missing = false;
    return false;
}

bool
out_of_range(decode_error& err, const boost::json::value& v, unsigned bits, bool is_signed)
{
    std::string n = v.is_int64() ? std::to_string(v.get_int64()) : std::to_string(v.get_uint64());
    err.path.clear();
    err.missing = false;
    err.what = n + " is out of range for " + (bits == 8 ? "an " : "a ") + std::to_string(bits) +
               "-bit " + (is_signed ? "signed" : "unsigned") + " integer";
    return false;
}

} // namespace detail
} // namespace json
} // namespace route

#endif
