//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_FILE_IPP
#define ROUTE_DSL_IMPL_FILE_IPP

#include <route/dsl/file.hpp>
#include <route/dsl/conditional.hpp>
#include <route/dsl/detail/conditional.hpp>
#include <route/dsl/detail/file.hpp>
#include <route/dsl/detail/media_type.hpp>
#include <route/dsl/detail/range.hpp>
#include <route/dsl/range.hpp>
#include <route/dsl/basic.hpp>
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <system_error>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

// A path segment decoded; none when its encoding is not valid.
inline std::optional<std::string>
decode_segment(std::string_view s)
{
    return ::route::detail::percent_decode(s);
}

// True when `p` lies within `root` (both canonical).
inline bool
lies_within(const std::filesystem::path& root, const std::filesystem::path& p)
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
    auto media = media_type_for(path);
    r.headers.push_back({"Content-Type", std::move(media.content_type)});
    // stored gzipped: said so, as pekko-http's getFromFile does with
    // withPrecompressedMediaTypeSupport
    r.gzipped_media_type = media.gzipped;
    if (media.gzipped)
        r.headers.push_back({"Content-Encoding", "gzip"});
    r.headers.push_back({"Accept-Ranges", "bytes"});
    add_validators(r, tag, modified);
    r.body = file_body::whole(std::move(f));
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
    if (ec || real == root || !lies_within(root, real))
        return std::nullopt;
    return real.string();
}

namespace listing {

// `s` with the characters HTML gives a meaning escaped
inline std::string
escape_html(std::string_view s)
{
    std::string out;
    out.reserve(s.size() + 16);
    for (char c : s)
        switch (c)
        {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += c;
        }
    return out;
}

// a file name as a path segment: what is not a path character encoded
inline std::string
encode_segment(std::string_view s)
{
    static constexpr std::string_view keep = "-._~!$&'()*+,;=:@";
    std::string out;
    for (char c : s)
    {
        unsigned char u = static_cast<unsigned char>(c);
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            keep.find(c) != std::string_view::npos)
            out += c;
        else
        {
            static constexpr char hex[] = "0123456789ABCDEF";
            out += '%';
            out += hex[u >> 4];
            out += hex[u & 15];
        }
    }
    return out;
}

// yyyy-mm-dd hh:mm:ss, UTC
inline std::string
iso_like(std::chrono::system_clock::time_point t)
{
    std::time_t tt = std::chrono::system_clock::to_time_t(t);
    std::tm tm{};
    gmtime_r(&tt, &tm);
    char buf[32];
    auto n = std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S", &tm);
    return std::string(buf, n);
}

// a size in SI units: "3  B", "1.5 kB", "2.0 MB"
inline std::string
human_size(std::uint64_t bytes)
{
    if (bytes < 1000)
        return std::to_string(bytes) + "  B";
    int exp = 0;
    double unit = 1;
    while (exp < 6 && static_cast<double>(bytes) >= unit * 1000)
    {
        unit *= 1000;
        ++exp;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f %cB", static_cast<double>(bytes) / unit,
                  "kMGTPE"[exp - 1]);
    return buf;
}

// The directory under `dir` that the decoded `segments` name (`dir` itself
// when there is none), canonical; none when it lies outside `dir` or is
// not a directory.
inline std::optional<std::filesystem::path>
directory_under(const std::string& dir, const std::vector<std::string>& segments)
{
    namespace fs = std::filesystem;
    if (dir.empty() || dir.find('\0') != std::string::npos)
        return std::nullopt;
    fs::path p(dir);
    for (auto const& seg : segments)
        p /= seg;
    std::error_code ec;
    auto root = fs::canonical(dir, ec);
    if (ec)
        return std::nullopt;
    auto real = fs::canonical(p, ec);
    if (ec || !lies_within(root, real) || !fs::is_directory(real, ec))
        return std::nullopt;
    return real;
}

} // namespace listing

std::string
render_directory_listing(std::string_view path, bool is_root, std::vector<listing_entry> entries)
{
    bool empty = entries.empty();
    std::stable_sort(entries.begin(), entries.end(),
                     [](const listing_entry& a, const listing_entry& b) { return a.name < b.name; });
    entries.erase(std::unique(entries.begin(), entries.end(),
                              [](const listing_entry& a, const listing_entry& b) {
                                  return a.name == b.name;
                              }),
                  entries.end());
    std::stable_partition(entries.begin(), entries.end(),
                          [](const listing_entry& e) { return e.directory; });
    std::size_t width = 0;
    for (auto const& e : entries)
        width = std::max(width, e.name.size() + (e.directory ? 1 : 0));

    std::string escaped_path = listing::escape_html(path);
    std::string out = "<html>\n<head><title>Index of " + escaped_path +
                      "</title></head>\n<body>\n<h1>Index of " + escaped_path +
                      "</h1>\n<hr>\n<pre>\n";
    if (!is_root)
    {
        // the parent: the path up to its second to last '/'
        auto last = path.find_last_of('/');
        auto parent = last == 0 || last == std::string_view::npos
                          ? std::string_view::npos
                          : path.find_last_of('/', last - 1);
        std::string_view up = parent == std::string_view::npos ? "" : path.substr(0, parent);
        out += "<a href=\"" + listing::escape_html(up) + "/\">../</a>\n";
    }
    for (auto const& e : entries)
    {
        std::string shown = e.name + (e.directory ? "/" : "");
        out += "<a href=\"" + escaped_path + listing::escape_html(listing::encode_segment(e.name)) +
               (e.directory ? "/" : "") + "\">" + listing::escape_html(shown) + "</a>";
        out.append(width - shown.size(), ' ');
        out += "        " + listing::iso_like(e.modified);
        if (!e.directory)
        {
            std::string size = listing::human_size(e.size);
            out.append(size.size() < 16 ? 16 - size.size() : 0, ' ');
            out += size;
        }
        out += '\n';
    }
    if (is_root && empty)
        out += "(no files)\n";
    out += "</pre>\n<hr>\n</body>\n</html>\n";
    return out;
}

route_result
list_directories(const request_context& ctx, const std::vector<std::string>& dirs)
{
    namespace fs = std::filesystem;
    // the unmatched path's segments, decoded; refused as get_from_directory
    // refuses them, but for a trailing '/'
    std::string_view rest = ctx.unmatched_path();
    if (!rest.empty() && rest.front() == '/')
        rest.remove_prefix(1);
    std::vector<std::string> segments;
    std::string shown = "/";
    while (!rest.empty())
    {
        auto slash = rest.find('/');
        auto seg = decode_segment(rest.substr(0, slash));
        if (!seg || seg->empty() || *seg == "." || *seg == ".." ||
            seg->find_first_of(std::string_view("/\\\0", 3)) != std::string::npos)
            return route_result::rejected({}, cancellation::method);
        shown += *seg + "/";
        segments.push_back(std::move(*seg));
        rest.remove_prefix(slash == std::string_view::npos ? rest.size() : slash + 1);
    }
    std::vector<listing_entry> entries;
    bool found = false;
    for (auto const& dir : dirs)
    {
        auto d = listing::directory_under(dir, segments);
        if (!d)
            continue;
        std::error_code ec;
        fs::directory_iterator it(*d, ec);
        if (ec)
            continue; // not readable
        found = true;
        for (; it != fs::directory_iterator(); it.increment(ec))
        {
            listing_entry e;
            e.name = it->path().filename().string();
            std::error_code ignored;
            e.directory = it->is_directory(ignored);
            if (!e.directory)
            {
                auto size = it->file_size(ignored);
                e.size = ignored ? 0 : size;
            }
            auto t = it->last_write_time(ignored);
            if (!ignored)
                e.modified = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
                    std::chrono::file_clock::to_sys(t));
            entries.push_back(std::move(e));
        }
    }
    if (!found)
        return route_result::rejected({}, cancellation::method);
    auto full = request_path(ctx);
    auto unmatched = ctx.unmatched_path();
    std::string matched(full.substr(0, full.size() >= unmatched.size()
                                           ? full.size() - unmatched.size()
                                           : 0));
    while (!matched.empty() && matched.back() == '/')
        matched.pop_back();
    response r;
    r.headers.push_back({"Content-Type", "text/html; charset=utf-8"});
    r.body = render_directory_listing(matched + shown, shown == "/", std::move(entries));
    return route_result(std::move(r));
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

route_result
listing_route::operator()(const request_context& ctx) const
{
    auto const& req = ctx.request();
    if (req.method() != ::route::method::get && req.method() != ::route::method::head)
        return route_result::rejected({method_rejection{::route::method::get}});
    return detail::list_directories(ctx, dirs_);
}

route_result
browseable_route::operator()(const request_context& ctx) const
{
    auto const& req = ctx.request();
    if (req.method() != ::route::method::get && req.method() != ::route::method::head)
        return route_result::rejected({method_rejection{::route::method::get}});
    // the files first, in the order of the directories, then the listing
    for (auto const& dir : dirs_)
        if (auto file = detail::directory_child(dir, ctx.unmatched_path()))
        {
            route_result r = detail::serve_file(ctx, *file);
            if (!r.is_rejected())
                return r;
        }
    return detail::list_directories(ctx, dirs_);
}

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
