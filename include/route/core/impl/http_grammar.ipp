//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_HTTP_GRAMMAR_IPP
#define ROUTE_CORE_IMPL_HTTP_GRAMMAR_IPP

#include <route/core/detail/http_grammar.hpp>
#include <boost/url/grammar/string_token.hpp>
#include <boost/url/pct_string_view.hpp>
#include <array>

namespace route {
namespace detail {

namespace grammar {

// qdtext (RFC 9110 5.6.4): HTAB, SP, '!', '#'-'[', ']'-'~', obs-text
constexpr bool
is_qdtext(unsigned char c) noexcept
{
    return c == '\t' || c == ' ' || c == 0x21 || (c >= 0x23 && c <= 0x5b) ||
           (c >= 0x5d && c <= 0x7e) || c >= 0x80;
}

// what a quoted-pair may escape: HTAB, SP, VCHAR, obs-text
constexpr bool
is_quotable(unsigned char c) noexcept
{
    return c == '\t' || (c >= 0x20 && c <= 0x7e) || c >= 0x80;
}

constexpr bool
is_alpha(char c) noexcept
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

constexpr bool
is_digit(char c) noexcept
{
    return c >= '0' && c <= '9';
}

// The inside of a quoted-string (without its quotes), escapes undone, to
// `f(char)` one character at a time.
template <class F>
void
unescape(std::string_view inside, F&& f)
{
    for (std::size_t i = 0; i < inside.size(); ++i)
    {
        if (inside[i] == '\\' && i + 1 < inside.size())
            ++i;
        f(inside[i]);
    }
}

constexpr std::string_view day_names[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
constexpr std::string_view long_day_names[] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                               "Thursday", "Friday", "Saturday"};
constexpr std::string_view month_names[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

template <std::size_t N>
constexpr bool
one_of(std::string_view s, const std::string_view (&names)[N]) noexcept
{
    for (auto n : names)
        if (n == s)
            return true;
    return false;
}

inline int
month_of(std::string_view m) noexcept
{
    for (int i = 0; i < 12; ++i)
        if (month_names[i] == m)
            return i + 1;
    return 0;
}

// `n` digits exactly into `out`
inline bool
digits(std::string_view s, std::size_t n, int& out) noexcept
{
    if (s.size() != n)
        return false;
    out = 0;
    for (char c : s)
    {
        if (!is_digit(c))
            return false;
        out = out * 10 + (c - '0');
    }
    return true;
}

// time-of-day = hour ":" minute ":" second (second 60: a leap second)
inline bool
time_of_day(std::string_view s, int& h, int& mi, int& se) noexcept
{
    return s.size() == 8 && s[2] == ':' && s[5] == ':' && digits(s.substr(0, 2), 2, h) &&
           digits(s.substr(3, 2), 2, mi) && digits(s.substr(6, 2), 2, se) && h < 24 && mi < 60 &&
           se <= 60;
}

inline void
put2(std::string& s, unsigned v)
{
    s += static_cast<char>('0' + v / 10 % 10);
    s += static_cast<char>('0' + v % 10);
}

// The value of a base64 digit, or -1.
inline constexpr auto base64_digits = [] {
    std::array<signed char, 256> t{};
    for (auto& x : t)
        x = -1;
    const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (int i = 0; i < 64; ++i)
        t[static_cast<unsigned char>(alphabet[i])] = static_cast<signed char>(i);
    return t;
}();

// The table of media types: by file extension (pekko-http's
// MediaTypes.forExtension, as far as the library goes), and whether a
// coding gains anything on them. Types without an extension are there
// for their compressibility only.
inline constexpr known_media_type media_types[] = {
    {"html", "text/html; charset=utf-8"},
    {"htm", "text/html; charset=utf-8"},
    {"css", "text/css; charset=utf-8"},
    {"js", "text/javascript; charset=utf-8"},
    {"mjs", "text/javascript; charset=utf-8"},
    {"json", "application/json"},
    {"txt", "text/plain; charset=utf-8"},
    {"text", "text/plain; charset=utf-8"},
    {"xml", "text/xml; charset=utf-8"},
    {"svg", "image/svg+xml"},
    // an SVG image stored gzipped (pekko-http's image/svgz)
    {"svgz", "image/svg+xml", false, true},
    {"png", "image/png", true},
    {"jpg", "image/jpeg", true},
    {"jpeg", "image/jpeg", true},
    {"gif", "image/gif", true},
    {"webp", "image/webp", true},
    {"avif", "image/avif", true},
    {"bmp", "image/bmp"},
    {"ico", "image/x-icon"},
    {"pdf", "application/pdf", true},
    {"wasm", "application/wasm"},
    {"woff", "font/woff", true},
    {"woff2", "font/woff2", true},
    {"ttf", "font/ttf"},
    {"otf", "font/otf"},
    {"map", "application/json"},
    {"csv", "text/csv; charset=utf-8"},
    {"md", "text/markdown; charset=utf-8"},
    {"yaml", "application/yaml"},
    {"yml", "application/yaml"},
    {"zip", "application/zip", true, false, true},
    {"gz", "application/gzip", true, false, true},
    {"tar", "application/x-tar", false, false, true},
    {"mp3", "audio/mpeg", true},
    {"ogg", "audio/ogg", true},
    {"wav", "audio/wav", true},
    {"mp4", "video/mp4", true},
    {"webm", "video/webm", true},
    {"", "image/heic", true},
    {"", "image/jxl", true},
    {"", "application/x-gzip", true},
    {"", "application/zstd", true},
    {"", "application/x-bzip2", true},
    {"", "application/x-xz", true},
    {"", "application/x-7z-compressed", true},
    {"", "application/x-rar-compressed", true},
    {"", "application/vnd.rar", true},
};

} // namespace grammar

std::size_t
quoted_string_size(std::string_view s) noexcept
{
    if (s.empty() || s.front() != '"')
        return 0;
    for (std::size_t i = 1; i < s.size(); ++i)
    {
        auto c = static_cast<unsigned char>(s[i]);
        if (c == '"')
            return i + 1;
        if (c == '\\')
        {
            if (i + 1 == s.size() || !grammar::is_quotable(static_cast<unsigned char>(s[i + 1])))
                return 0;
            ++i;
        }
        else if (!grammar::is_qdtext(c))
            return 0;
    }
    return 0;
}

std::string
unquote(std::string_view quoted)
{
    if (quoted.size() < 2 || quoted_string_size(quoted) != quoted.size())
        return std::string(quoted);
    std::string out;
    out.reserve(quoted.size() - 2);
    grammar::unescape(quoted.substr(1, quoted.size() - 2), [&](char c) { out += c; });
    return out;
}

element_parts
split_element(std::string_view element) noexcept
{
    std::size_t i = 0;
    while (i < element.size() && element[i] != ';')
    {
        if (element[i] == '"')
        {
            auto n = quoted_string_size(element.substr(i));
            if (n == 0)
                return {trim_ows(element), {}}; // the value does not parse
            i += n;
        }
        else
            ++i;
    }
    return {trim_ows(element.substr(0, i)), element.substr(i)};
}

std::string
name_value::text() const
{
    if (!quoted)
        return std::string(value);
    std::string out;
    out.reserve(value.size());
    grammar::unescape(value, [&](char c) { out += c; });
    return out;
}

bool
name_value::value_is(std::string_view v) const noexcept
{
    if (!quoted)
        return value == v;
    std::size_t i = 0;
    bool same = true;
    grammar::unescape(value, [&](char c) {
        same = same && i < v.size() && v[i] == c;
        ++i;
    });
    return same && i == v.size();
}

std::optional<name_value>
parse_name_value(std::string_view s) noexcept
{
    s = trim_ows(s);
    std::size_t n = 0;
    while (n < s.size() && is_tchar(s[n]))
        ++n;
    if (n == 0)
        return std::nullopt;
    name_value p;
    p.name = s.substr(0, n);
    auto rest = trim_ows(s.substr(n));
    if (rest.empty())
        return p;
    if (rest.front() != '=')
        return std::nullopt;
    rest = trim_ows(rest.substr(1));
    p.has_value = true;
    if (!rest.empty() && rest.front() == '"')
    {
        auto q = quoted_string_size(rest);
        if (q == 0 || q != rest.size())
            return std::nullopt;
        p.value = rest.substr(1, q - 2);
        p.quoted = true;
        return p;
    }
    if (!is_token(rest))
        return std::nullopt;
    p.value = rest;
    return p;
}

std::optional<name_value>
find_parameter(std::string_view parameters, std::string_view name) noexcept
{
    std::optional<name_value> found;
    bool ok = for_each_parameter(parameters, [&](const name_value& p) {
        if (!found && iequals(p.name, name))
            found = p;
    });
    if (!ok)
        return std::nullopt;
    return found;
}

int
parse_qvalue(std::string_view s) noexcept
{
    if (s.empty())
        return -1;
    int whole = 0;
    if (s[0] == '0' || s[0] == '1')
    {
        whole = s[0] - '0';
        s.remove_prefix(1);
        if (s.empty())
            return whole * 1000;
    }
    if (s[0] != '.' || s.size() > 4)
        return -1;
    s.remove_prefix(1);
    int frac = 0;
    int scale = 100;
    for (char c : s)
    {
        if (!grammar::is_digit(c) || (whole == 1 && c != '0'))
            return -1;
        frac += (c - '0') * scale;
        scale /= 10;
    }
    return whole * 1000 + frac;
}

std::string
describe(const list_error& e, std::string_view what)
{
    switch (e.fault)
    {
    case list_fault::none:
        break;
    case list_fault::bad_value:
        return "invalid " + std::string(what) + " '" + std::string(e.value) + "'";
    case list_fault::bad_parameter:
        return "invalid parameter in '" + std::string(e.element) + "'";
    case list_fault::bad_qvalue:
        return "invalid q-value in '" + std::string(e.element) + "'";
    }
    return {};
}

bool
is_media_type(std::string_view s) noexcept
{
    auto slash = s.find('/');
    return slash != std::string_view::npos && is_token(s.substr(0, slash)) &&
           is_token(s.substr(slash + 1));
}

bool
is_media_range(std::string_view s) noexcept
{
    if (!is_media_type(s))
        return false;
    return !s.starts_with("*/") || s == "*/*";
}

bool
is_language_range(std::string_view s) noexcept
{
    if (s == "*")
        return true;
    bool first = true;
    while (true)
    {
        auto dash = s.find('-');
        auto part = s.substr(0, dash);
        if (part.empty() || part.size() > 8)
            return false;
        for (char c : part)
            if (!grammar::is_alpha(c) && (first || !grammar::is_digit(c)))
                return false;
        if (dash == std::string_view::npos)
            return true;
        s.remove_prefix(dash + 1);
        first = false;
    }
}

bool
split_media_type(std::string_view s, std::string_view& type, std::string_view& subtype) noexcept
{
    auto slash = s.find('/');
    if (slash == std::string_view::npos)
        return false;
    type = trim_ows(s.substr(0, slash));
    subtype = trim_ows(s.substr(slash + 1));
    return !type.empty() && !subtype.empty();
}

std::string
format_http_date(std::chrono::system_clock::time_point t)
{
    using namespace std::chrono;
    auto secs = floor<seconds>(t);
    auto day = floor<days>(secs);
    year_month_day ymd(day);
    hh_mm_ss<seconds> hms(secs - day);
    std::string s;
    s.reserve(29);
    s += grammar::day_names[weekday(day).c_encoding()];
    s += ", ";
    grammar::put2(s, static_cast<unsigned>(ymd.day()));
    s += ' ';
    s += grammar::month_names[static_cast<unsigned>(ymd.month()) - 1];
    s += ' ';
    auto y = static_cast<unsigned>(static_cast<int>(ymd.year()));
    grammar::put2(s, y / 100);
    grammar::put2(s, y);
    s += ' ';
    grammar::put2(s, static_cast<unsigned>(hms.hours().count()));
    s += ':';
    grammar::put2(s, static_cast<unsigned>(hms.minutes().count()));
    s += ':';
    grammar::put2(s, static_cast<unsigned>(hms.seconds().count()));
    s += " GMT";
    return s;
}

std::optional<std::chrono::system_clock::time_point>
parse_http_date(std::string_view s)
{
    using namespace std::chrono;
    return parse_http_date(s, year_month_day(floor<days>(system_clock::now())).year());
}

std::optional<std::chrono::system_clock::time_point>
parse_http_date(std::string_view s, std::chrono::year now)
{
    using namespace std::chrono;
    using grammar::digits;
    s = trim_ows(s);
    int d = 0, m = 0, y = 0, h = 0, mi = 0, se = 0;
    auto comma = s.find(',');
    if (comma == 3 && s.size() == 29)
    {
        // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
        if (!grammar::one_of(s.substr(0, 3), grammar::day_names) || s[4] != ' ' || s[7] != ' ' ||
            s[11] != ' ' || s[16] != ' ' || s.substr(25) != " GMT" || !digits(s.substr(5, 2), 2, d) ||
            !(m = grammar::month_of(s.substr(8, 3))) || !digits(s.substr(12, 4), 4, y) ||
            !grammar::time_of_day(s.substr(17, 8), h, mi, se))
            return std::nullopt;
    }
    else if (comma != std::string_view::npos && comma > 3)
    {
        // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT
        auto rest = s.substr(comma + 1);
        if (!grammar::one_of(s.substr(0, comma), grammar::long_day_names) || rest.size() != 23 ||
            rest[0] != ' ' || rest[3] != '-' || rest[7] != '-' || rest[10] != ' ' ||
            rest.substr(19) != " GMT" || !digits(rest.substr(1, 2), 2, d) ||
            !(m = grammar::month_of(rest.substr(4, 3))) || !digits(rest.substr(8, 2), 2, y) ||
            !grammar::time_of_day(rest.substr(11, 8), h, mi, se))
            return std::nullopt;
        // RFC 9110 5.6.7: more than 50 years ahead is a century earlier
        int current = static_cast<int>(now);
        y += current / 100 * 100;
        if (y > current + 50)
            y -= 100;
    }
    else if (comma == std::string_view::npos && s.size() == 24)
    {
        // asctime: Sun Nov  6 08:49:37 1994 (the day as 2DIGIT or SP DIGIT)
        auto day = s.substr(8, 2);
        bool day_ok = day[0] == ' ' ? digits(day.substr(1), 1, d) : digits(day, 2, d);
        if (!grammar::one_of(s.substr(0, 3), grammar::day_names) || s[3] != ' ' || s[7] != ' ' ||
            s[10] != ' ' || s[19] != ' ' || !(m = grammar::month_of(s.substr(4, 3))) || !day_ok ||
            !grammar::time_of_day(s.substr(11, 8), h, mi, se) || !digits(s.substr(20, 4), 4, y))
            return std::nullopt;
    }
    else
        return std::nullopt;
    year_month_day ymd{year(y), month(static_cast<unsigned>(m)), day(static_cast<unsigned>(d))};
    if (!ymd.ok())
        return std::nullopt;
    return system_clock::time_point(sys_days(ymd) + hours(h) + minutes(mi) + seconds(se));
}

std::size_t
decode_base64_to(std::string_view in, char* o) noexcept
{
    constexpr std::size_t bad = std::string_view::npos;
    if (in.size() % 4 != 0)
        return bad;
    if (in.empty())
        return 0;
    // padding: the last group only
    std::size_t pad = 0;
    if (in.back() == '=')
        pad = in[in.size() - 2] == '=' ? 2 : 1;
    std::size_t const size = in.size() / 4 * 3 - pad;
    auto at = [&](std::size_t i) {
        return static_cast<int>(grammar::base64_digits[static_cast<unsigned char>(in[i])]);
    };
    // the groups before the last: four digits each
    std::size_t const full = in.size() - 4;
    for (std::size_t i = 0; i < full; i += 4)
    {
        int a = at(i), b = at(i + 1), c = at(i + 2), d = at(i + 3);
        if ((a | b | c | d) < 0)
            return bad;
        unsigned v = static_cast<unsigned>(a) << 18 | static_cast<unsigned>(b) << 12 |
                     static_cast<unsigned>(c) << 6 | static_cast<unsigned>(d);
        o[0] = static_cast<char>((v >> 16) & 0xff);
        o[1] = static_cast<char>((v >> 8) & 0xff);
        o[2] = static_cast<char>(v & 0xff);
        o += 3;
    }
    // the last group, padded or not
    unsigned v = 0;
    for (std::size_t j = 0; j < 4 - pad; ++j)
    {
        int d = at(full + j);
        if (d < 0)
            return bad;
        v = (v << 6) | static_cast<unsigned>(d);
    }
    v <<= 6 * pad;
    // the bits a padded group leaves unused must be zero (RFC 4648 3.5)
    if ((pad == 1 && (v & 0xff)) || (pad == 2 && (v & 0xffff)))
        return bad;
    *o++ = static_cast<char>((v >> 16) & 0xff);
    if (pad < 2)
        *o++ = static_cast<char>((v >> 8) & 0xff);
    if (pad < 1)
        *o = static_cast<char>(v & 0xff);
    return size;
}

std::optional<std::string>
decode_base64(std::string_view in)
{
    if (in.size() % 4 != 0)
        return std::nullopt;
    std::string out(in.size() / 4 * 3, '\0');
    std::size_t n = decode_base64_to(in, out.data());
    if (n == std::string_view::npos)
        return std::nullopt;
    out.resize(n);
    return out;
}

std::optional<std::string>
percent_decode(std::string_view s)
{
    auto pct = boost::urls::make_pct_string_view(s);
    if (!pct)
        return std::nullopt;
    std::string out;
    pct->decode({}, boost::urls::string_token::assign_to(out));
    return out;
}

const known_media_type*
media_type_of_extension(std::string_view ext) noexcept
{
    if (ext.empty())
        return nullptr;
    for (auto const& t : grammar::media_types)
        if (iequals(t.extension, ext))
            return &t;
    return nullptr;
}

bool
is_compressed_media_type(std::string_view content_type) noexcept
{
    auto type = trim_ows(content_type.substr(0, content_type.find(';')));
    auto slash = type.find('/');
    if (slash == std::string_view::npos)
        return false;
    auto main = type.substr(0, slash);
    if (iequals(main, "video") || iequals(main, "audio"))
        return true;
    for (auto const& t : grammar::media_types)
        if (t.compressed &&
            iequals(t.content_type.substr(0, t.content_type.find(';')), type))
            return true;
    return false;
}

} // namespace detail
} // namespace route

#endif
