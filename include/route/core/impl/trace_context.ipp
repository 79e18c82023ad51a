//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_TRACE_CONTEXT_IPP
#define ROUTE_CORE_IMPL_TRACE_CONTEXT_IPP

#include <route/core/trace_context.hpp>
#include <cstdint>
#include <algorithm>
#include <random>

namespace route {

namespace detail {

inline bool
lower_hex(std::string_view s) noexcept
{
    for (char c : s)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}

inline bool
all_zero(std::string_view s) noexcept
{
    return s.find_first_not_of('0') == std::string_view::npos;
}

// white space as OpenTelemetry's propagators read it around the value
inline bool
blank(char c) noexcept
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

std::string
random_hex_id(std::size_t n)
{
    // ids need to be unique, not secret: a generator per thread, seeded
    // once from the system's entropy
    thread_local std::mt19937_64 gen{[] {
        std::random_device rd;
        std::seed_seq seq{rd(), rd(), rd(), rd()};
        return std::mt19937_64(seq);
    }()};
    static constexpr char digits[] = "0123456789abcdef";
    std::string s(2 * n, '0');
    for (;;)
    {
        for (std::size_t i = 0; i < s.size(); i += 16)
        {
            auto r = gen();
            for (std::size_t j = i; j < std::min(s.size(), i + 16); ++j, r >>= 4)
                s[j] = digits[r & 0xf];
        }
        if (!all_zero(s))
            return s;
    }
}

} // namespace detail

std::string
trace_context::traceparent() const
{
    std::string s = "00-";
    s += trace_id;
    s += '-';
    s += span_id;
    s += sampled ? "-01" : "-00";
    return s;
}

std::optional<traceparent_fields>
parse_traceparent(std::string_view v) noexcept
{
    if (!v.empty() && detail::blank(v.front()))
        v.remove_prefix(1);
    if (!v.empty() && detail::blank(v.back()))
        v.remove_suffix(1);
    // version "-" trace-id "-" parent-id "-" flags
    if (v.size() < 55 || v[2] != '-' || v[35] != '-' || v[52] != '-')
        return std::nullopt;
    auto version = v.substr(0, 2);
    auto trace = v.substr(3, 32);
    auto parent = v.substr(36, 16);
    auto flags = v.substr(53, 2);
    if (!detail::lower_hex(version) || version == "ff" || !detail::lower_hex(trace) ||
        !detail::lower_hex(parent) || !detail::lower_hex(flags) || detail::all_zero(trace) ||
        detail::all_zero(parent))
        return std::nullopt;
    // a later version may say more, after a "-"; version 00 says nothing more
    if (v.size() > 55 && (version == "00" || v[55] != '-' ||
                          v.substr(55).find_first_of("\r\n") != std::string_view::npos))
        return std::nullopt;
    auto hex = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
    traceparent_fields f;
    f.trace_id = trace;
    f.parent_id = parent;
    f.flags = static_cast<std::uint8_t>(hex(flags[0]) * 16 + hex(flags[1]));
    return f;
}

trace_context
make_trace_context(std::optional<std::string_view> traceparent,
                   std::optional<std::string_view> tracestate)
{
    trace_context c;
    if (auto f = traceparent ? parse_traceparent(*traceparent) : std::nullopt)
    {
        c.trace_id = std::move(f->trace_id);
        c.parent_id = std::move(f->parent_id);
        c.sampled = (f->flags & 1) != 0;
        if (tracestate)
            c.tracestate = *tracestate;
    }
    else
        c.trace_id = detail::random_hex_id(16);
    c.span_id = detail::random_hex_id(8);
    return c;
}

} // namespace route

#endif
