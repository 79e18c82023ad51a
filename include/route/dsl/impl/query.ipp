//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_IMPL_QUERY_IPP
#define ROUTE_DSL_IMPL_QUERY_IPP

#include <route/dsl/detail/query.hpp>
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
    keys_.clear();
    if (!ctx.has_query())
        return true;
    std::string_view raw = ctx.raw_query();
    if (::route::detail::check_query(raw))
        return false;
    boost::urls::encoding_opts opt;
    opt.space_as_plus = true;
    // keys that need decoding go to keys_; their views are set at the end,
    // once keys_ no longer moves
    struct pending
    {
        std::size_t entry, offset, size;
    };
    boost::container::small_vector<pending, 4> decoded;
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
            decoded.push_back({entries_.size(), keys_.size(), k.size()});
            keys_ += k;
            e.hash = name_hash(k);
        }
        else
            e.hash = name_hash(e.key);
        entries_.push_back(e);
    }
    for (auto const& d : decoded)
        entries_[d.entry].key = std::string_view(keys_).substr(d.offset, d.size);
    return true;
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

} // namespace detail
} // namespace dsl
} // namespace route

#endif
