//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_ALTERNATIVE_IPP
#define ROUTE_CORE_IMPL_ALTERNATIVE_IPP

#include <route/core/alternative.hpp>
#include <route/core/detail/linear_dispatch.hpp>
#include <route/core/detail/merge_rejections.hpp>
#include <route/core/detail/segment_char.hpp>
#include <route/core/route.hpp>
#include <boost/container/small_vector.hpp>
#include <boost/unordered/unordered_flat_map.hpp>
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <span>

namespace route {
namespace detail {

bool&
linear_dispatch() noexcept
{
    static thread_local bool linear = false;
    return linear;
}

// Lookup by std::string_view in a map keyed by std::string.
struct literal_hash
{
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept
    {
        return std::hash<std::string_view>()(s);
    }
};

struct literal_equal
{
    using is_transparent = void;
    bool operator()(std::string_view a, std::string_view b) const noexcept { return a == b; }
};

/** The index of an alternative, built on its first run.

    `by_literal` maps each leading literal to the positions of the routes
    that begin with it, ascending; `others` holds the positions of the
    routes that do not begin with a literal; `lengths` the distinct
    lengths of the literals, ascending. A request whose next segment
    decodes to `s` tries the routes under every literal that is a prefix
    of `s` (one look-up per distinct length), merged with `others` in
    order.
*/
struct alternative_index
{
    bool use = false;
    std::vector<std::uint32_t> all;
    std::vector<std::uint32_t> others;
    boost::unordered_flat_map<std::string, std::vector<std::uint32_t>, literal_hash, literal_equal>
        by_literal;
    std::vector<std::size_t> lengths;
    std::size_t literal_routes = 0;
};

} // namespace detail

namespace implementation_defined {

struct alternative::impl
{
    std::vector<route> routes;
    // built once, on first use; reset only while nothing else shares the impl
    mutable std::atomic<const detail::alternative_index*> index{nullptr};
    mutable std::unique_ptr<detail::alternative_index> index_owner;
    mutable std::mutex index_mutex;
};

// The candidates left: several ascending lists of positions; the next is
// the smallest head.
struct alternative::cursor
{
    boost::container::small_vector<std::span<const std::uint32_t>, 4> lists;

    bool next(std::uint32_t& out) noexcept
    {
        std::size_t best = lists.size();
        for (std::size_t k = 0; k < lists.size(); ++k)
            if (!lists[k].empty() && (best == lists.size() || lists[k].front() < lists[best].front()))
                best = k;
        if (best == lists.size())
            return false;
        out = lists[best].front();
        lists[best] = lists[best].subspan(1);
        return true;
    }
};

std::size_t
alternative::size() const noexcept
{
    return impl_ ? impl_->routes.size() : 0;
}

const std::vector<route>&
alternative::routes() const noexcept
{
    static const std::vector<route> none;
    return impl_ ? impl_->routes : none;
}

alternative::impl&
alternative::own()
{
    if (!impl_)
    {
        impl_ = std::make_shared<impl>();
    }
    else if (impl_.use_count() != 1)
    {
        auto copy = std::make_shared<impl>();
        copy->routes = impl_->routes;
        impl_ = std::move(copy);
    }
    else if (impl_->index.load(std::memory_order_relaxed))
    {
        // no one else sees this impl: the index is rebuilt on the next run
        impl_->index.store(nullptr, std::memory_order_relaxed);
        impl_->index_owner.reset();
    }
    return *impl_;
}

void
alternative::push_back(route r)
{
    if (detail::route_access::empty(r))
        return;
    if (detail::route_access::flatten_into(r, *this))
        return;
    own().routes.push_back(std::move(r));
}

void
alternative::append(const alternative& other)
{
    if (!other.impl_ || other.impl_->routes.empty())
        return;
    // copy first: `other` may be this very alternative
    std::vector<route> more = other.impl_->routes;
    auto& rs = own().routes;
    if (rs.empty())
        rs = std::move(more);
    else
        rs.insert(rs.end(), std::make_move_iterator(more.begin()),
                  std::make_move_iterator(more.end()));
}

const detail::alternative_index&
alternative::index() const
{
    if (auto* p = impl_->index.load(std::memory_order_acquire))
        return *p;
    std::lock_guard<std::mutex> lock(impl_->index_mutex);
    if (auto* p = impl_->index.load(std::memory_order_relaxed))
        return *p;
    auto x = std::make_unique<detail::alternative_index>();
    auto const& rs = impl_->routes;
    x->all.resize(rs.size());
    for (std::uint32_t i = 0; i < rs.size(); ++i)
    {
        x->all[i] = i;
        auto lit = rs[i].leading_literal();
        if (!lit || lit->empty())
        {
            x->others.push_back(i);
            continue;
        }
        ++x->literal_routes;
        x->by_literal[std::string(*lit)].push_back(i);
        x->lengths.push_back(lit->size());
    }
    std::sort(x->lengths.begin(), x->lengths.end());
    x->lengths.erase(std::unique(x->lengths.begin(), x->lengths.end()), x->lengths.end());
    x->use = x->literal_routes >= index_threshold;
    impl_->index_owner = std::move(x);
    impl_->index.store(impl_->index_owner.get(), std::memory_order_release);
    return *impl_->index_owner;
}

bool
alternative::indexed() const
{
    return impl_ && index().use;
}

std::string
alternative::describe() const
{
    std::string out = "alternative of " + std::to_string(size()) + " routes";
    if (!impl_)
        return out;
    auto const& x = index();
    if (x.use)
        out += ", indexed: " + std::to_string(x.literal_routes) + " routes under " +
               std::to_string(x.by_literal.size()) + " literals, " +
               std::to_string(x.others.size()) + " tried for every request";
    else
        out += ", not indexed (" + std::to_string(x.literal_routes) +
               " begin with a literal, fewer than " + std::to_string(index_threshold) +
               "): every route is tried in order";
    for (std::size_t i = 0; i < impl_->routes.size(); ++i)
    {
        auto lit = impl_->routes[i].leading_literal();
        out += "\n  " + std::to_string(i) + ": ";
        if (lit && !lit->empty())
            out += "literal \"" + std::string(*lit) + "\"";
        else if (detail::route_access::as_alternative(impl_->routes[i]))
            out += "alternative";
        else
            out += "no literal";
    }
    return out;
}

route_result
alternative::operator()(const request_context& ctx) const
{
    if (!impl_)
        return route_result::rejected();
    auto const& x = index();
    cursor c;
    if (!x.use || detail::linear_dispatch())
    {
        c.lists.push_back(x.all);
        return run_from(ctx, std::move(c), {});
    }
    if (!x.others.empty())
        c.lists.push_back(x.others);
    std::string_view p = ctx.unmatched_path();
    if (!p.empty() && p.front() == '/')
    {
        // the next segment, percent-decoded, up to the longest literal
        std::size_t longest = x.lengths.back();
        boost::container::small_vector<char, 64> buf;
        std::size_t i = 1;
        char ch;
        while (buf.size() < longest && detail::next_segment_char(p, i, ch))
            buf.push_back(ch);
        std::string_view seg(buf.data(), buf.size());
        for (std::size_t len : x.lengths)
        {
            if (len > seg.size())
                break;
            auto it = x.by_literal.find(seg.substr(0, len));
            if (it != x.by_literal.end())
                c.lists.push_back(it->second);
        }
    }
    return run_from(ctx, std::move(c), {});
}

route_result
alternative::run_from(const request_context& ctx, cursor c,
                      route_result::rejected_type acc) const
{
    auto const& rs = impl_->routes;
    std::uint32_t i;
    while (c.next(i))
    {
        route_result r = rs[i](ctx);
        if (r.is_rejected())
        {
            detail::merge_rejections(acc, r);
            continue;
        }
        if (!r.is_pending())
            return r;
        // settle later: the continuation owns a copy of what it needs
        return std::move(r).then(
            [self = *this, ctx, c = std::move(c), acc = std::move(acc)](route_result y) mutable {
                if (!y.is_rejected())
                    return y;
                detail::merge_rejections(acc, y);
                return self.run_from(ctx, std::move(c), std::move(acc));
            });
    }
    return route_result::rejected(std::move(acc.list), acc.cancellations,
                                  std::move(acc.cancelled));
}

} // namespace implementation_defined

namespace detail {

void
take_routes(implementation_defined::alternative& to, route&& r)
{
    if (auto* a = route_access::as_alternative(r); a && to.size() == 0)
    {
        // share the list, then let `r` go: when it was the only owner, the
        // list has one owner again and grows in place
        implementation_defined::alternative held = *a;
        r = route();
        to = std::move(held);
        return;
    }
    to.push_back(std::move(r));
}

} // namespace detail

implementation_defined::alternative
concat(std::vector<route> routes)
{
    implementation_defined::alternative x;
    for (auto& r : routes)
        x.push_back(std::move(r));
    return x;
}

bool
is_indexed(const route& r)
{
    auto* a = detail::route_access::as_alternative(r);
    return a && a->indexed();
}

std::string
describe_dispatch(const route& r)
{
    if (auto* a = detail::route_access::as_alternative(r))
        return a->describe();
    implementation_defined::alternative flat;
    if (detail::route_access::flatten_into(r, flat))
        return "typed alternative of " + std::to_string(flat.size()) +
               " routes: every route is tried in order";
    if (auto lit = r.leading_literal())
        return "not an alternative; begins with the literal \"" + std::string(*lit) + "\"";
    return "not an alternative";
}

} // namespace route

#endif
