//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_RANGE_IPP
#define ROUTE_DSL_IMPL_RANGE_IPP

#include <route/dsl/range.hpp>
#include <route/core/file_body.hpp>
#include <route/core/rejection.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <route/dsl/detail/validators.hpp>
#include <algorithm>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

inline bool
parse_u64(std::string_view s, std::uint64_t& out) noexcept
{
    if (s.empty())
        return false;
    out = 0;
    for (char c : s)
    {
        if (c < '0' || c > '9')
            return false;
        if (out > (UINT64_MAX - (c - '0')) / 10)
            return false;
        out = out * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return true;
}

// One byte-range-spec as requested.
struct byte_range
{
    enum kind_type
    {
        slice,  // first-last
        from,   // first-
        suffix, // -length
    } kind;
    std::uint64_t a = 0;
    std::uint64_t b = 0;

    std::string text() const
    {
        switch (kind)
        {
        case slice:
            return std::to_string(a) + "-" + std::to_string(b);
        case from:
            return std::to_string(a) + "-";
        default:
            return "-" + std::to_string(a);
        }
    }
};

// `bytes=...`; none when the header is not a valid byte range set.
inline std::optional<std::vector<byte_range>>
parse_range(std::string_view s)
{
    using ::route::detail::trim_ows;
    // ranges-specifier = range-unit "=" range-set (RFC 9110 14.2), the
    // range-set a list whose empty elements are skipped
    s = trim_ows(s);
    auto eq = s.find('=');
    if (eq == std::string_view::npos || !::route::detail::iequals(trim_ows(s.substr(0, eq)), "bytes"))
        return std::nullopt;
    std::vector<byte_range> out;
    bool valid = ::route::detail::for_each_element(s.substr(eq + 1), [&](std::string_view item) {
        auto dash = item.find('-');
        if (dash == std::string_view::npos)
            return false;
        auto first = trim_ows(item.substr(0, dash));
        auto last = trim_ows(item.substr(dash + 1));
        byte_range r{};
        if (first.empty())
        {
            r.kind = byte_range::suffix;
            if (!parse_u64(last, r.a))
                return false;
        }
        else if (last.empty())
        {
            r.kind = byte_range::from;
            if (!parse_u64(first, r.a))
                return false;
        }
        else
        {
            r.kind = byte_range::slice;
            if (!parse_u64(first, r.a) || !parse_u64(last, r.b) || r.b < r.a)
                return false;
        }
        out.push_back(r);
        return true;
    });
    if (!valid || out.empty())
        return std::nullopt;
    return out;
}

// A satisfiable range of a body of `length` bytes: [first, end).
struct index_range
{
    std::uint64_t first;
    std::uint64_t end;
};

inline std::optional<index_range>
index_of(const byte_range& r, std::uint64_t length) noexcept
{
    switch (r.kind)
    {
    case byte_range::slice:
        if (r.a >= length)
            return std::nullopt;
        return index_range{r.a, std::min(r.b, length - 1) + 1};
    case byte_range::from:
        if (r.a >= length)
            return std::nullopt;
        return index_range{r.a, length};
    default:
        if (r.a == 0 || length == 0)
            return std::nullopt;
        return index_range{length - std::min(r.a, length), length};
    }
}

// pekko-http's coalescing: each range merges with those it lies within
// `threshold` bytes of.
inline std::vector<index_range>
coalesce(const std::vector<index_range>& in, std::uint64_t threshold)
{
    std::vector<index_range> acc;
    for (auto r : in)
    {
        std::vector<index_range> others;
        for (auto const& x : acc)
        {
            auto lo = std::max(x.first, r.first);
            auto hi = std::min(x.end, r.end);
            bool near = lo <= hi || lo - hi <= threshold;
            if (near)
                r = {std::min(x.first, r.first), std::max(x.end, r.end)};
            else
                others.push_back(x);
        }
        others.push_back(r);
        acc = std::move(others);
    }
    return acc;
}

// The pieces of `body` for its bytes [first, end).
inline void
slice_pieces(const file_body& body, std::uint64_t first, std::uint64_t end,
             std::vector<body_piece>& out)
{
    std::uint64_t at = 0;
    for (auto const& p : body.pieces)
    {
        auto p_end = at + p.length;
        auto lo = std::max(at, first);
        auto hi = std::min(p_end, end);
        if (lo < hi)
        {
            if (p.literal)
                out.push_back(body_piece::of_text(p.text.substr(lo - at, hi - lo)));
            else
                out.push_back(body_piece{p.offset + (lo - at), hi - lo, false, {}});
        }
        at = p_end;
        if (at >= end)
            break;
    }
}

// A boundary for the parts of multipart/byteranges: 24 random characters.
inline std::string
byteranges_boundary()
{
    static constexpr char alphabet[] =
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    thread_local std::mt19937_64 gen{std::random_device{}()};
    std::string b(24, '0');
    for (auto& c : b)
        c = alphabet[gen() % (sizeof alphabet - 1)];
    return b;
}

inline std::string
content_range(const index_range& r, std::uint64_t length)
{
    return "bytes " + std::to_string(r.first) + "-" + std::to_string(r.end - 1) + "/" +
           std::to_string(length);
}

// If-Range matches the response: its entity tag (strong) or its date.
inline bool
if_range_matches(std::string_view v, const response& r)
{
    v = ::route::detail::trim_ows(v);
    if (!v.empty() && (v.front() == '"' || v.starts_with("W/")))
    {
        auto want = parse_tag(v);
        auto have = parse_tag(r.header("ETag"));
        return want && have && strong_match(*want, *have);
    }
    auto want = parse_http_date(v);
    auto have = parse_http_date(r.header("Last-Modified"));
    return want && have && *want == *have;
}

range_request
range_request_of(const ::route::request& req)
{
    range_request r;
    r.get = req.method() == ::route::method::get;
    if (auto v = joined_field(req, "Range"))
        r.range = std::move(*v);
    if (auto v = req.header("If-Range"))
        r.if_range = std::string(*v);
    return r;
}

route_result
apply_ranges(const range_request& req, response r, const range_settings& s)
{
    // text and a file have a length to take ranges of; a body produced
    // while it is sent, or an upgrade, has none
    auto const* file = r.file();
    auto* body = r.text();
    if (!req.get || !req.range || r.status != ::route::status::ok || (!file && !body))
        return route_result(std::move(r));
    auto ranges = parse_range(*req.range);
    if (!ranges)
        return route_result(std::move(r)); // not valid: ignored
    if (req.if_range && !if_range_matches(*req.if_range, r))
        return route_result(std::move(r));
    if (ranges->size() > s.max_ranges)
        return route_result::rejected({too_many_ranges_rejection{s.max_ranges}});
    auto length = r.body_size();
    std::vector<index_range> wanted;
    for (auto const& x : *ranges)
        if (auto i = index_of(x, length))
            wanted.push_back(*i);
    if (wanted.empty())
    {
        unsatisfiable_range_rejection rej;
        rej.actual_entity_length = length;
        for (auto const& x : *ranges)
            rej.ranges.push_back(x.text());
        return route_result::rejected({std::move(rej)});
    }
    auto parts = coalesce(wanted, s.coalescing_threshold);
    r.status = ::route::status::partial_content;
    if (parts.size() == 1)
    {
        auto const& p = parts.front();
        r.headers.push_back({"Content-Range", content_range(p, length)});
        if (file)
        {
            auto b = std::make_shared<file_body>();
            b->file = file->file;
            slice_pieces(*file, p.first, p.end, b->pieces);
            r.body = std::move(b);
        }
        else
            *body = body->substr(p.first, p.end - p.first);
        return route_result(std::move(r));
    }
    auto type = std::string(r.header("Content-Type"));
    auto b = byteranges_boundary();
    std::shared_ptr<file_body> fb;
    std::string text;
    if (file)
    {
        fb = std::make_shared<file_body>();
        fb->file = file->file;
    }
    for (auto const& p : parts)
    {
        std::string head = "--" + b + "\r\n";
        if (!type.empty())
            head += "Content-Type: " + type + "\r\n";
        head += "Content-Range: " + content_range(p, length) + "\r\n\r\n";
        if (fb)
        {
            fb->pieces.push_back(body_piece::of_text(std::move(head)));
            slice_pieces(*file, p.first, p.end, fb->pieces);
            fb->pieces.push_back(body_piece::of_text("\r\n"));
        }
        else
            text += head + body->substr(p.first, p.end - p.first) + "\r\n";
    }
    if (fb)
    {
        fb->pieces.push_back(body_piece::of_text("--" + b + "--\r\n"));
        r.body = std::move(fb);
    }
    else
        r.body = std::move(text) + "--" + b + "--\r\n";
    r.set_header("Content-Type", "multipart/byteranges; boundary=" + b);
    return route_result(std::move(r));
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
