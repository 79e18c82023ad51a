//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_MULTIPART_IPP
#define ROUTE_DSL_IMPL_MULTIPART_IPP

#include <route/dsl/detail/multipart.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <algorithm>
#include <cstring>
#include <utility>

namespace route {
namespace dsl {
namespace detail {

using ::route::detail::trim_ows;

std::optional<std::string>
header_param(std::string_view v, std::string_view name)
{
    auto p = ::route::detail::find_parameter(::route::detail::split_element(v).parameters, name);
    if (!p)
        return std::nullopt;
    return p->text();
}

// An RFC 5987 ext-value, `charset'language'percent-encoded`, in UTF-8;
// nullopt when it is not one, or its charset is neither UTF-8 nor
// ISO-8859-1.
inline std::optional<std::string>
decode_ext_value(std::string_view v)
{
    auto q1 = v.find('\'');
    if (q1 == std::string_view::npos)
        return std::nullopt;
    auto q2 = v.find('\'', q1 + 1);
    if (q2 == std::string_view::npos)
        return std::nullopt;
    auto charset = v.substr(0, q1);
    bool const latin1 = ::route::detail::iequals(charset, "ISO-8859-1");
    if (!latin1 && !::route::detail::iequals(charset, "UTF-8"))
        return std::nullopt;
    auto decoded = ::route::detail::percent_decode(v.substr(q2 + 1));
    if (!decoded || !latin1)
        return decoded;
    std::string out;
    for (unsigned char c : *decoded)
    {
        if (c >= 0x80)
        {
            out += static_cast<char>(0xC0 | (c >> 6));
            out += static_cast<char>(0x80 | (c & 0x3F));
        }
        else
            out += static_cast<char>(c);
    }
    return out;
}

multipart_parser::multipart_parser(std::string_view boundary, multipart_limits limits)
    : limits_(limits)
{
    if (boundary.empty() || boundary.size() > max_boundary_size)
    {
        fail("The multipart boundary is missing or too long.");
        return;
    }
    pattern_.reserve(boundary.size() + 4);
    pattern_ = "\r\n--";
    pattern_ += boundary;
    // Horspool's shifts: how far the pattern may move on when the byte
    // under its last one is `c` (at most 74: the pattern's length)
    auto const m = pattern_.size();
    shift_.fill(static_cast<unsigned char>(m));
    for (std::size_t i = 0; i + 1 < m; ++i)
        shift_[static_cast<unsigned char>(pattern_[i])] = static_cast<unsigned char>(m - 1 - i);
}

std::size_t
multipart_parser::find_delimiter(std::string_view in) const noexcept
{
    // Horspool's search: on content, whose bytes are mostly not in the
    // pattern, each step moves the pattern's length on
    std::size_t const m = pattern_.size();
    auto const* p = reinterpret_cast<const unsigned char*>(in.data());
    auto const last = static_cast<unsigned char>(pattern_[m - 1]);
    for (std::size_t i = 0; in.size() >= m && i <= in.size() - m;)
    {
        auto const c = p[i + m - 1];
        if (c == last && std::memcmp(in.data() + i, pattern_.data(), m - 1) == 0)
            return i;
        i += shift_[c];
    }
    return std::string_view::npos;
}

void
multipart_parser::fail(std::string_view message)
{
    state_ = state::failed;
    error_ = message;
}

bool
multipart_parser::put(std::string_view piece, multipart_handler& h)
{
    // What was kept from the previous pieces is a possible beginning of a
    // delimiter (or of the first one): with one delimiter's length more
    // it is decided, then the rest of the piece is parsed where it is.
    while (!carry_.empty() && !piece.empty() && state_ != state::failed)
    {
        std::size_t const old = carry_.size();
        std::size_t const take = (std::min)(piece.size(), pattern_.size());
        carry_.append(piece.data(), take);
        std::size_t const used = run(carry_, h);
        if (used >= old)
        {
            piece.remove_prefix(used - old);
            carry_.clear();
        }
        else
        {
            carry_.erase(0, used);
            piece.remove_prefix(take);
        }
    }
    if (state_ != state::failed && carry_.empty() && !piece.empty())
        carry_.assign(piece.substr(run(piece, h)));
    if (state_ != state::failed)
        return true;
    carry_.clear();
    line_.clear();
    return false;
}

bool
multipart_parser::finish()
{
    switch (state_)
    {
    case state::done:
        return true;
    case state::failed:
        return false;
    case state::start:
    case state::preamble:
        fail("The multipart body has no part delimited by its boundary.");
        break;
    case state::after_delim:
    case state::after_dash:
    case state::padding:
    case state::after_cr:
        fail("The multipart body has a malformed delimiter line.");
        break;
    case state::header:
        fail("The multipart body ends inside a part's header.");
        break;
    case state::content:
        fail("The multipart body has no close delimiter.");
        break;
    }
    carry_.clear();
    line_.clear();
    return false;
}

std::size_t
multipart_parser::run(std::string_view in, multipart_handler& h)
{
    std::size_t pos = 0;
    while (true)
    {
        switch (state_)
        {
        case state::start:
        {
            // the first delimiter: at the start, or after the preamble's CRLF
            std::string_view const delim = std::string_view(pattern_).substr(2);
            auto rest = in.substr(pos);
            if (rest.size() < delim.size())
            {
                if (rest == delim.substr(0, rest.size()))
                    return pos;
                state_ = state::preamble;
            }
            else if (rest.substr(0, delim.size()) == delim)
            {
                pos += delim.size();
                state_ = state::after_delim;
            }
            else
                state_ = state::preamble;
            break;
        }
        case state::preamble:
        case state::content:
        {
            auto const before = state_;
            pos = scan(in, pos, h);
            if (state_ == before)
                return pos;
            break;
        }
        case state::after_delim:
            if (pos == in.size())
                return pos;
            if (in[pos] == '-')
            {
                ++pos;
                state_ = state::after_dash;
            }
            else
                state_ = state::padding;
            break;
        case state::after_dash:
            if (pos == in.size())
                return pos;
            if (in[pos] != '-')
            {
                fail("The multipart body has a malformed delimiter line.");
                return pos;
            }
            ++pos;
            state_ = state::done; // the close delimiter; the epilogue is ignored
            break;
        case state::padding:
            while (pos < in.size() && (in[pos] == ' ' || in[pos] == '\t'))
                ++pos;
            if (pos == in.size())
                return pos;
            if (in[pos] != '\r')
            {
                fail("The multipart body has a malformed delimiter line.");
                return pos;
            }
            ++pos;
            state_ = state::after_cr;
            break;
        case state::after_cr:
            if (pos == in.size())
                return pos;
            if (in[pos] != '\n')
            {
                fail("The multipart body has a malformed delimiter line.");
                return pos;
            }
            ++pos;
            if (++parts_ > limits_.max_parts)
            {
                fail("The multipart body has too many parts.");
                return pos;
            }
            header_size_ = 0;
            line_.clear();
            name_.reset();
            filename_.reset();
            filename_star_.reset();
            content_type_.clear();
            state_ = state::header;
            break;
        case state::header:
            pos = header_bytes(in, pos, h);
            if (state_ == state::header)
                return pos;
            break;
        case state::done:
            return in.size();
        case state::failed:
            return pos;
        }
    }
}

std::size_t
multipart_parser::scan(std::string_view in, std::size_t pos, multipart_handler& h)
{
    std::string_view const rest = in.substr(pos);
    bool const pass = state_ == state::content && !skip_;
    auto const found = find_delimiter(rest);
    if (found != std::string_view::npos)
    {
        if (pass && found != 0)
            h.on_part_data(rest.substr(0, found));
        pos += found + pattern_.size();
        if (state_ == state::content)
        {
            if (skip_)
            {
                fail("A multipart part has no form-data name.");
                return pos;
            }
            h.on_part_end();
        }
        state_ = state::after_delim;
        return pos;
    }
    // keep the longest end of `rest` that may begin a delimiter
    std::size_t keep = 0;
    std::size_t const from =
        rest.size() >= pattern_.size() ? rest.size() - pattern_.size() + 1 : 0;
    for (auto i = rest.find(pattern_[0], from); i != std::string_view::npos;
         i = rest.find(pattern_[0], i + 1))
    {
        if (pattern_.compare(0, rest.size() - i, rest.data() + i, rest.size() - i) == 0)
        {
            keep = rest.size() - i;
            break;
        }
    }
    if (pass && rest.size() > keep)
        h.on_part_data(rest.substr(0, rest.size() - keep));
    return pos + rest.size() - keep;
}

std::size_t
multipart_parser::header_bytes(std::string_view in, std::size_t pos, multipart_handler& h)
{
    // lines end with the first CRLF; the header block at the first empty line
    while (pos < in.size() && state_ == state::header)
    {
        auto const rest = in.substr(pos);
        auto const nl = rest.find('\n');
        std::size_t const n = nl == std::string_view::npos ? rest.size() : nl + 1;
        if (n > limits_.max_header_size - header_size_)
        {
            fail("A multipart part's header is too large.");
            return pos;
        }
        header_size_ += n;
        pos += n;
        bool const eol = nl != std::string_view::npos &&
                         (n >= 2 ? rest[n - 2] == '\r' : !line_.empty() && line_.back() == '\r');
        if (!eol)
            line_.append(rest.data(), n);
        else if (line_.empty())
            header_line(rest.substr(0, n - 2), h);
        else
        {
            line_.append(rest.data(), n);
            line_.resize(line_.size() - 2);
            header_line(line_, h);
            line_.clear();
        }
    }
    return pos;
}

void
multipart_parser::header_line(std::string_view line, multipart_handler& h)
{
    if (line.empty())
    {
        // the end of the header block
        state_ = state::content;
        skip_ = !name_;
        if (skip_)
            return;
        part_.name = std::move(*name_);
        std::optional<std::string> decoded;
        if (filename_star_)
            decoded = decode_ext_value(*filename_star_);
        if (decoded)
            part_.filename = std::move(decoded);
        else if (filename_)
            part_.filename = std::move(filename_);
        else
            part_.filename = std::move(filename_star_);
        part_.content_type = std::move(content_type_);
        h.on_part_begin(part_);
        return;
    }
    auto const colon = line.find(':');
    if (colon == std::string_view::npos)
    {
        fail("A multipart part has a malformed header field.");
        return;
    }
    std::string_view const key = trim_ows(line.substr(0, colon));
    std::string_view const value = trim_ows(line.substr(colon + 1));
    if (::route::detail::iequals(key, "Content-Disposition"))
    {
        if (!::route::detail::iequals(::route::detail::split_element(value).value, "form-data"))
        {
            fail("A multipart part is not form-data.");
            return;
        }
        name_ = header_param(value, "name");
        filename_ = header_param(value, "filename");
        filename_star_ = header_param(value, "filename*");
    }
    else if (::route::detail::iequals(key, "Content-Type"))
        content_type_ = value;
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
