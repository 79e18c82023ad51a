//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_PATH_MATCHER_IPP
#define ROUTE_DSL_IMPL_PATH_MATCHER_IPP

#include <route/dsl/path_matcher.hpp>
#include <route/core/detail/segment_char.hpp>
#include <route/core/route.hpp>
#include <boost/url/grammar/hexdig_chars.hpp>
#include <boost/url/pct_string_view.hpp>
#include <charconv>
#include <regex>
#include <stdexcept>

namespace route {
namespace dsl {
namespace detail {

bool
match_literal(std::string_view& rest, std::string_view literal) noexcept
{
    // the path was validated when the request context was made
    std::size_t i = 0;
    char c;
    for (char want : literal)
        if (!::route::detail::next_segment_char(rest, i, c) || c != want)
            return false;
    rest.remove_prefix(i);
    return true;
}

std::optional<std::string>
match_segment(std::string_view& rest)
{
    std::size_t n = rest.find('/');
    if (n == std::string_view::npos)
        n = rest.size();
    if (n == 0)
        return std::nullopt;
    auto raw = boost::urls::make_pct_string_view(rest.substr(0, n));
    if (!raw)
        return std::nullopt;
    std::string s = raw->decode();
    rest.remove_prefix(n);
    return s;
}

} // namespace detail

namespace implementation_defined {

std::optional<std::tuple<>>
slash_matcher::match(std::string_view& rest) const
{
    if (rest.empty() || rest.front() != '/')
        return std::nullopt;
    rest.remove_prefix(1);
    return std::tuple<>();
}

std::optional<std::tuple<std::string>>
segment_matcher::match(std::string_view& rest) const
{
    auto s = detail::match_segment(rest);
    if (!s)
        return std::nullopt;
    return std::tuple<std::string>(std::move(*s));
}

std::optional<std::tuple<std::string>>
remaining_matcher::match(std::string_view& rest) const
{
    std::string s(rest);
    rest = {};
    return std::tuple<std::string>(std::move(s));
}

std::optional<std::tuple<std::vector<std::string>>>
segments_matcher::match(std::string_view& rest) const
{
    // pekko-http's Segments: Segment.repeat(0, 128, separator = Slash); a
    // slash is consumed only when a segment follows it
    std::vector<std::string> out;
    std::string_view r = rest;
    while (out.size() < 128)
    {
        std::string_view t = r;
        if (!out.empty())
        {
            if (t.empty() || t.front() != '/')
                break;
            t.remove_prefix(1);
        }
        auto s = detail::match_segment(t);
        if (!s)
            break;
        out.push_back(std::move(*s));
        r = t;
    }
    rest = r;
    return std::tuple<std::vector<std::string>>(std::move(out));
}

std::optional<std::tuple<double>>
double_matcher::match(std::string_view& rest) const
{
    // pekko-http's DoubleNumber: [+-]?\d*\.?\d* at the front of the segment
    std::size_t i = 0;
    bool plus = false;
    if (i < rest.size() && (rest[i] == '+' || rest[i] == '-'))
    {
        plus = rest[i] == '+';
        ++i;
    }
    std::size_t digits = 0;
    auto skip_digits = [&] {
        while (i < rest.size() && rest[i] >= '0' && rest[i] <= '9')
            ++i, ++digits;
    };
    skip_digits();
    if (i < rest.size() && rest[i] == '.')
        ++i;
    skip_digits();
    if (digits == 0)
        return std::nullopt;
    std::string_view text = rest.substr(plus ? 1 : 0, plus ? i - 1 : i);
    double v = 0;
    auto res = std::from_chars(text.data(), text.data() + text.size(), v, std::chars_format::fixed);
    if (res.ec != std::errc() || res.ptr != text.data() + text.size())
        return std::nullopt;
    rest.remove_prefix(i);
    return std::tuple<double>(v);
}

std::optional<std::tuple<boost::uuids::uuid>>
uuid_matcher::match(std::string_view& rest) const
{
    if (rest.size() < 36)
        return std::nullopt;
    boost::uuids::uuid u{};
    std::size_t byte = 0;
    for (std::size_t i = 0; i < 36;)
    {
        if (i == 8 || i == 13 || i == 18 || i == 23)
        {
            if (rest[i] != '-')
                return std::nullopt;
            ++i;
            continue;
        }
        int hi = boost::urls::grammar::hexdig_value(rest[i]);
        int lo = boost::urls::grammar::hexdig_value(rest[i + 1]);
        if (hi < 0 || lo < 0)
            return std::nullopt;
        u.data[byte++] = static_cast<std::uint8_t>(hi * 16 + lo);
        i += 2;
    }
    rest.remove_prefix(36);
    return std::tuple<boost::uuids::uuid>(u);
}

struct regex_matcher::impl
{
    std::regex re;
    bool matches_empty = false; // the whole expression matches ""
};

regex_matcher::regex_matcher(std::string_view pattern)
{
    auto p = std::make_shared<impl>();
    p->re = std::regex(pattern.begin(), pattern.end());
    if (p->re.mark_count() > 1)
        throw std::invalid_argument("route: path regex '" + std::string(pattern) +
                                    "' must not contain more than one capturing group");
    p->matches_empty = std::regex_match(std::string(), p->re);
    impl_ = std::move(p);
}

std::optional<std::tuple<std::string>>
regex_matcher::match(std::string_view& rest) const
{
    // the current segment, percent-decoded, with the offset in `rest` of
    // each decoded character (and of its end)
    std::string seg;
    std::vector<std::size_t> at;
    std::size_t i = 0;
    char c;
    at.push_back(0);
    while (::route::detail::next_segment_char(rest, i, c))
    {
        seg.push_back(c);
        at.push_back(i);
    }
    if (seg.empty())
    {
        // the end of the path, as pekko's Path.Empty: matched, with "",
        // by an expression that matches the empty string; a slash is not
        if (rest.empty() && impl_->matches_empty)
            return std::tuple<std::string>();
        return std::nullopt;
    }
    std::size_t n = 0;
    auto value = match_prefix(seg, n);
    if (!value)
        return std::nullopt;
    rest.remove_prefix(at[n]);
    return std::tuple<std::string>(std::move(*value));
}

std::optional<std::string>
regex_matcher::match_prefix(std::string_view text, std::size_t& length) const
{
    std::match_results<std::string_view::const_iterator> m;
    if (!std::regex_search(text.begin(), text.end(), m, impl_->re,
                           std::regex_constants::match_continuous))
        return std::nullopt;
    length = static_cast<std::size_t>(m.length(0));
    return impl_->re.mark_count() == 1 ? m.str(1) : m.str(0);
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
