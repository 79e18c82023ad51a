//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_QUERY_IPP
#define ROUTE_DSL_IMPL_QUERY_IPP

#include <route/dsl/detail/query.hpp>
#include <route/core/detail/target.hpp>
#include <route/core/rejection.hpp>
#include <boost/url/encoding_opts.hpp>
#include <boost/url/pct_string_view.hpp>

namespace route {
namespace dsl {
namespace detail {

bool
query::parse(const request_context& ctx)
{
    entries_.clear();
    pending_.clear();
    keys_.clear();
    if (!ctx.has_query())
        return true;
    return parse_urlencoded(ctx.raw_query(), ctx.request().parsed_target() != nullptr);
}

bool
query::parse_urlencoded(std::string_view raw, bool checked)
{
    if (!checked && ::route::detail::check_query(raw))
        return false;
    boost::urls::encoding_opts opt;
    opt.space_as_plus = true;
    // keys that need decoding go to keys_; their views are set by finish(),
    // once keys_ no longer moves
    while (!raw.empty())
    {
        auto amp = raw.find('&');
        std::string_view piece = raw.substr(0, amp);
        raw = amp == std::string_view::npos ? std::string_view() : raw.substr(amp + 1);
        if (piece.empty())
            continue;
        auto eq = piece.find('=');
        entry e{piece.substr(0, eq), {}, 0};
        if (eq != std::string_view::npos)
            e.raw_value = piece.substr(eq + 1);
        if (!plain(e.key))
        {
            std::string k;
            boost::urls::make_pct_string_view(e.key)->decode(
                opt, boost::urls::string_token::assign_to(k));
            pending_.push_back({entries_.size(), keys_.size(), k.size()});
            keys_ += k;
            e.hash = name_hash(k);
        }
        else
            e.hash = name_hash(e.key);
        entries_.push_back(e);
    }
    finish();
    return true;
}

void
query::add_literal(std::string_view key, std::string_view value, bool copy_key)
{
    entry e{key, value, name_hash(key), true};
    if (copy_key)
    {
        pending_.push_back({entries_.size(), keys_.size(), key.size()});
        keys_ += key;
    }
    entries_.push_back(e);
}

void
query::finish()
{
    for (auto const& d : pending_)
        entries_[d.entry].key = std::string_view(keys_).substr(d.offset, d.size);
    pending_.clear();
}

std::string
query::value(const entry& e)
{
    std::string out;
    if (plain(e))
    {
        out.assign(e.raw_value.data(), e.raw_value.size());
        return out;
    }
    boost::urls::encoding_opts opt;
    opt.space_as_plus = true;
    boost::urls::make_pct_string_view(e.raw_value)->decode(opt, boost::urls::string_token::assign_to(out));
    return out;
}

route_result
invalid_query()
{
    return route_result::rejected(
        {malformed_request_content_rejection{"The request's query string is invalid."}});
}

bool
query_source::parse(const request_context& ctx, query& q, std::optional<rejection>& why)
{
    if (q.parse(ctx))
        return true;
    why.emplace(malformed_request_content_rejection{"The request's query string is invalid."});
    return false;
}

rejection
query_source::missing(const std::string& name)
{
    return missing_query_param_rejection{name};
}

rejection
query_source::malformed(const std::string& name, std::string message)
{
    return malformed_query_param_rejection{name, std::move(message)};
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
