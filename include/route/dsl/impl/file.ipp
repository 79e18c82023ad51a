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
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <system_error>

namespace route {
namespace dsl {
namespace detail {

inline int
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
inline std::optional<std::string>
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
    if (ec || real == root || !lies_within(root, real))
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
