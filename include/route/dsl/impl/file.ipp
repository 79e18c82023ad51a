//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_FILE_IPP
#define ROUTE_DSL_IMPL_FILE_IPP

#include <route/dsl/file.hpp>
#include <route/dsl/detail/negotiation.hpp>
#include <route/detail/iequals.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <random>
#include <system_error>

namespace route {
namespace dsl {
namespace detail {

namespace {

// Every field named `name`, joined with ", " (a list split over fields).
std::optional<std::string>
joined_field(const ::route::request& req, std::string_view name)
{
    std::optional<std::string> out;
    req.headers().any_of(name, [&](std::string_view v) {
        if (out)
            *out += ", ";
        else
            out.emplace();
        *out += v;
        return false;
    });
    return out;
}

// A list of entity tags, or `*` (star). False when the list is not valid.
struct tag_list
{
    bool star = false;
    std::vector<entity_tag> tags;
};

bool
parse_tags(std::string_view s, tag_list& out)
{
    s = trim_ows(s);
    if (s == "*")
    {
        out.star = true;
        return true;
    }
    while (true)
    {
        s = trim_ows(s);
        if (s.empty())
            return true;
        if (s.front() == ',')
        {
            s.remove_prefix(1);
            continue;
        }
        entity_tag t;
        if (s.size() >= 2 && s[0] == 'W' && s[1] == '/')
        {
            t.weak = true;
            s.remove_prefix(2);
        }
        if (s.empty() || s.front() != '"')
            return false;
        auto end = s.find('"', 1);
        if (end == std::string_view::npos)
            return false;
        t.value = std::string(s.substr(1, end - 1));
        s.remove_prefix(end + 1);
        out.tags.push_back(std::move(t));
        s = trim_ows(s);
        if (!s.empty() && s.front() != ',')
            return false;
    }
}

std::optional<entity_tag>
parse_tag(std::string_view s)
{
    tag_list l;
    if (!parse_tags(s, l) || l.star || l.tags.size() != 1)
        return std::nullopt;
    return l.tags.front();
}

bool
strong_match(const entity_tag& a, const entity_tag& b) noexcept
{
    return !a.weak && !b.weak && a.value == b.value;
}

std::chrono::sys_seconds
to_seconds(std::chrono::system_clock::time_point t) noexcept
{
    return std::chrono::floor<std::chrono::seconds>(t);
}

int
month_of(std::string_view m) noexcept
{
    static constexpr std::string_view months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                  "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    for (int i = 0; i < 12; ++i)
        if (months[i] == m)
            return i + 1;
    return 0;
}

bool
digits(std::string_view s, int& out) noexcept
{
    if (s.empty() || s.size() > 4)
        return false;
    out = 0;
    for (char c : s)
    {
        if (c < '0' || c > '9')
            return false;
        out = out * 10 + (c - '0');
    }
    return true;
}

bool
parse_time(std::string_view s, int& h, int& mi, int& se) noexcept
{
    return s.size() == 8 && s[2] == ':' && s[5] == ':' && digits(s.substr(0, 2), h) &&
           digits(s.substr(3, 2), mi) && digits(s.substr(6, 2), se) && h < 24 && mi < 60 &&
           se < 61;
}

bool
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
std::optional<std::vector<byte_range>>
parse_range(std::string_view s)
{
    s = trim_ows(s);
    auto eq = s.find('=');
    if (eq == std::string_view::npos || !::route::detail::iequals(trim_ows(s.substr(0, eq)), "bytes"))
        return std::nullopt;
    s.remove_prefix(eq + 1);
    std::vector<byte_range> out;
    while (true)
    {
        auto comma = s.find(',');
        auto item = trim_ows(s.substr(0, comma));
        if (!item.empty())
        {
            auto dash = item.find('-');
            if (dash == std::string_view::npos)
                return std::nullopt;
            auto first = trim_ows(item.substr(0, dash));
            auto last = trim_ows(item.substr(dash + 1));
            byte_range r{};
            if (first.empty())
            {
                r.kind = byte_range::suffix;
                if (!parse_u64(last, r.a))
                    return std::nullopt;
            }
            else if (last.empty())
            {
                r.kind = byte_range::from;
                if (!parse_u64(first, r.a))
                    return std::nullopt;
            }
            else
            {
                r.kind = byte_range::slice;
                if (!parse_u64(first, r.a) || !parse_u64(last, r.b) || r.b < r.a)
                    return std::nullopt;
            }
            out.push_back(r);
        }
        if (comma == std::string_view::npos)
            break;
        s.remove_prefix(comma + 1);
    }
    if (out.empty())
        return std::nullopt;
    return out;
}

// A satisfiable range of a body of `length` bytes: [first, end).
struct index_range
{
    std::uint64_t first;
    std::uint64_t end;
};

std::optional<index_range>
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
std::vector<index_range>
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
void
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

std::string
boundary()
{
    static constexpr char alphabet[] =
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    thread_local std::mt19937_64 gen{std::random_device{}()};
    std::string b(24, '0');
    for (auto& c : b)
        c = alphabet[gen() % (sizeof alphabet - 1)];
    return b;
}

std::string
content_range(const index_range& r, std::uint64_t length)
{
    return "bytes " + std::to_string(r.first) + "-" + std::to_string(r.end - 1) + "/" +
           std::to_string(length);
}

// If-Range matches the response: its entity tag (strong) or its date.
bool
if_range_matches(std::string_view v, const response& r)
{
    v = trim_ows(v);
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

int
hex_value(char c) noexcept
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// A path segment decoded; none when its encoding is not valid.
std::optional<std::string>
decode_segment(std::string_view s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i)
    {
        if (s[i] != '%')
        {
            out += s[i];
            continue;
        }
        if (i + 2 >= s.size())
            return std::nullopt;
        int h = hex_value(s[i + 1]), l = hex_value(s[i + 2]);
        if (h < 0 || l < 0)
            return std::nullopt;
        out += static_cast<char>(h * 16 + l);
        i += 2;
    }
    return out;
}

bool
within(const std::filesystem::path& root, const std::filesystem::path& p)
{
    auto r = root.begin(), q = p.begin();
    for (; r != root.end(); ++r, ++q)
    {
        if (r->empty())
            continue; // a trailing separator
        if (q == p.end() || *r != *q)
            return false;
    }
    return true;
}

} // namespace

std::string
content_type_for(std::string_view name)
{
    struct entry
    {
        std::string_view ext;
        std::string_view type;
    };
    static constexpr entry table[] = {
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
        {"png", "image/png"},
        {"jpg", "image/jpeg"},
        {"jpeg", "image/jpeg"},
        {"gif", "image/gif"},
        {"webp", "image/webp"},
        {"avif", "image/avif"},
        {"bmp", "image/bmp"},
        {"ico", "image/x-icon"},
        {"pdf", "application/pdf"},
        {"wasm", "application/wasm"},
        {"woff", "font/woff"},
        {"woff2", "font/woff2"},
        {"ttf", "font/ttf"},
        {"otf", "font/otf"},
        {"map", "application/json"},
        {"csv", "text/csv; charset=utf-8"},
        {"md", "text/markdown; charset=utf-8"},
        {"yaml", "application/yaml"},
        {"yml", "application/yaml"},
        {"zip", "application/zip"},
        {"gz", "application/gzip"},
        {"tar", "application/x-tar"},
        {"mp3", "audio/mpeg"},
        {"ogg", "audio/ogg"},
        {"wav", "audio/wav"},
        {"mp4", "video/mp4"},
        {"webm", "video/webm"},
    };
    auto slash = name.find_last_of('/');
    if (slash != std::string_view::npos)
        name.remove_prefix(slash + 1);
    auto dot = name.find_last_of('.');
    if (dot == std::string_view::npos || dot == 0)
        return "application/octet-stream";
    auto ext = name.substr(dot + 1);
    for (auto const& e : table)
        if (::route::detail::iequals(e.ext, ext))
            return std::string(e.type);
    return "application/octet-stream";
}

std::optional<std::chrono::system_clock::time_point>
parse_http_date(std::string_view s)
{
    using namespace std::chrono;
    s = trim_ows(s);
    int d = 0, m = 0, y = 0, h = 0, mi = 0, se = 0;
    auto comma = s.find(',');
    if (comma == 3 && s.size() == 29)
    {
        // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
        if (s[4] != ' ' || s[7] != ' ' || s[11] != ' ' || s[16] != ' ' || s.substr(25) != " GMT" ||
            !digits(s.substr(5, 2), d) || !(m = month_of(s.substr(8, 3))) ||
            !digits(s.substr(12, 4), y) || !parse_time(s.substr(17, 8), h, mi, se))
            return std::nullopt;
    }
    else if (comma != std::string_view::npos && comma > 3)
    {
        // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT
        auto rest = s.substr(comma + 1);
        if (rest.size() != 23 || rest[0] != ' ' || rest[3] != '-' || rest[7] != '-' ||
            rest[10] != ' ' || rest.substr(19) != " GMT" || !digits(rest.substr(1, 2), d) ||
            !(m = month_of(rest.substr(4, 3))) || !digits(rest.substr(8, 2), y) ||
            !parse_time(rest.substr(11, 8), h, mi, se))
            return std::nullopt;
        y += y < 70 ? 2000 : 1900;
    }
    else if (comma == std::string_view::npos && s.size() == 24)
    {
        // asctime: Sun Nov  6 08:49:37 1994
        auto day = s.substr(8, 2);
        if (day[0] == ' ')
            day.remove_prefix(1);
        if (s[3] != ' ' || s[7] != ' ' || s[10] != ' ' || s[19] != ' ' ||
            !(m = month_of(s.substr(4, 3))) || !digits(day, d) ||
            !parse_time(s.substr(11, 8), h, mi, se) || !digits(s.substr(20, 4), y))
            return std::nullopt;
    }
    else
        return std::nullopt;
    year_month_day ymd{year(y), month(static_cast<unsigned>(m)), day(static_cast<unsigned>(d))};
    if (!ymd.ok())
        return std::nullopt;
    return system_clock::time_point(sys_days(ymd) + hours(h) + minutes(mi) + seconds(se));
}

void
add_validators(response& r, const std::optional<entity_tag>& etag,
               std::optional<std::chrono::system_clock::time_point> last_modified)
{
    if (etag && !r.has_header("ETag"))
        r.headers.push_back({"ETag", etag->to_string()});
    if (last_modified && !r.has_header("Last-Modified"))
        r.headers.push_back({"Last-Modified", ::route::http_date(*last_modified)});
}

std::optional<response>
evaluate_preconditions(const ::route::request& req, const std::optional<entity_tag>& etag,
                       std::optional<std::chrono::system_clock::time_point> last_modified)
{
    bool safe = req.method() == ::route::method::get || req.method() == ::route::method::head;
    auto failed = [] { return status_response(::route::status::precondition_failed); };
    auto not_modified = [&] {
        response r;
        r.status = ::route::status::not_modified;
        add_validators(r, etag, last_modified);
        return r;
    };
    auto if_match = joined_field(req, "If-Match");
    if (if_match)
    {
        tag_list l;
        bool ok = parse_tags(*if_match, l) &&
                  (l.star || (etag && std::any_of(l.tags.begin(), l.tags.end(),
                                                  [&](const entity_tag& t) {
                                                      return strong_match(t, *etag);
                                                  })));
        if (!ok)
            return failed();
    }
    else if (auto ius = req.header("If-Unmodified-Since"); ius && last_modified)
    {
        if (auto d = parse_http_date(*ius); d && to_seconds(*last_modified) > to_seconds(*d))
            return failed();
    }
    auto if_none_match = joined_field(req, "If-None-Match");
    if (if_none_match)
    {
        tag_list l;
        bool matches = parse_tags(*if_none_match, l) &&
                       (l.star || (etag && std::any_of(l.tags.begin(), l.tags.end(),
                                                       [&](const entity_tag& t) {
                                                           return t.value == etag->value;
                                                       })));
        if (matches)
            return safe ? not_modified() : failed();
    }
    else if (auto ims = req.header("If-Modified-Since"); safe && ims && last_modified)
    {
        if (auto d = parse_http_date(*ims); d && to_seconds(*last_modified) <= to_seconds(*d))
            return not_modified();
    }
    return std::nullopt;
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
    // a body produced while it is sent has no length to take ranges of
    if (!req.get || !req.range || r.status != ::route::status::ok || r.stream)
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
        if (r.file)
        {
            auto b = std::make_shared<file_body>();
            b->file = r.file->file;
            slice_pieces(*r.file, p.first, p.end, b->pieces);
            r.file = std::move(b);
        }
        else
            r.body = r.body.substr(p.first, p.end - p.first);
        return route_result(std::move(r));
    }
    auto type = std::string(r.header("Content-Type"));
    auto b = boundary();
    std::shared_ptr<file_body> fb;
    std::string text;
    if (r.file)
    {
        fb = std::make_shared<file_body>();
        fb->file = r.file->file;
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
            slice_pieces(*r.file, p.first, p.end, fb->pieces);
            fb->pieces.push_back(body_piece::of_text("\r\n"));
        }
        else
            text += head + r.body.substr(p.first, p.end - p.first) + "\r\n";
    }
    if (fb)
    {
        fb->pieces.push_back(body_piece::of_text("--" + b + "--\r\n"));
        r.file = std::move(fb);
        r.body.clear();
    }
    else
        r.body = std::move(text) + "--" + b + "--\r\n";
    r.set_header("Content-Type", "multipart/byteranges; boundary=" + b);
    return route_result(std::move(r));
}

route_result
serve_file(const request_context& ctx, const std::string& path)
{
    auto const& req = ctx.request();
    if (req.method() != ::route::method::get && req.method() != ::route::method::head)
        return route_result::rejected({method_rejection{::route::method::get}});
    std::error_code ec;
    auto f = open_file(path, ec);
    if (ec || !f)
        return route_result::rejected({}, cancellation::method);
    // pekko-http's tag: the modification time (ms) and the length
    auto ms = static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(
            f->last_modified().time_since_epoch())
            .count());
    std::uint64_t len = f->size(), rev = 0;
    for (int i = 0; i < 64; ++i)
        rev |= ((len >> i) & 1u) << (63 - i);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%llx", static_cast<unsigned long long>(ms ^ rev));
    entity_tag tag{hex};
    auto modified = f->last_modified();
    if (auto pre = evaluate_preconditions(req, tag, modified))
        return route_result(std::move(*pre));
    response r;
    r.headers.push_back({"Content-Type", content_type_for(path)});
    r.headers.push_back({"Accept-Ranges", "bytes"});
    add_validators(r, tag, modified);
    r.file = file_body::whole(std::move(f));
    return apply_ranges(range_request_of(req), std::move(r), range_settings{})
        .cancel(cancellation::method);
}

std::optional<std::string>
directory_child(const std::string& dir, std::string_view path)
{
    namespace fs = std::filesystem;
    if (dir.empty() || dir.find('\0') != std::string::npos)
        return std::nullopt;
    if (!path.empty() && path.front() == '/')
        path.remove_prefix(1);
    if (path.empty())
        return std::nullopt; // the directory itself: no listing
    fs::path p(dir);
    while (true)
    {
        auto slash = path.find('/');
        auto raw = path.substr(0, slash);
        auto seg = decode_segment(raw);
        if (!seg || seg->empty() || *seg == "." || *seg == ".." ||
            seg->find_first_of(std::string_view("/\\\0", 3)) != std::string::npos)
            return std::nullopt;
        p /= *seg;
        if (slash == std::string_view::npos)
            break;
        path.remove_prefix(slash + 1);
    }
    std::error_code ec;
    auto root = fs::canonical(dir, ec);
    if (ec)
        return std::nullopt;
    auto real = fs::canonical(p, ec);
    if (ec || real == root || !within(root, real))
        return std::nullopt;
    return real.string();
}

} // namespace detail

namespace implementation_defined {

route_result
directory_route::operator()(const request_context& ctx) const
{
    auto const& req = ctx.request();
    if (req.method() != ::route::method::get && req.method() != ::route::method::head)
        return route_result::rejected({method_rejection{::route::method::get}});
    auto file = detail::directory_child(dir_, ctx.unmatched_path());
    if (!file)
        return route_result::rejected({}, cancellation::method);
    return detail::serve_file(ctx, *file);
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
