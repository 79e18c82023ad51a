//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_TYPED_ALTERNATIVE_HPP
#define ROUTE_CORE_TYPED_ALTERNATIVE_HPP

// The alternative `a | b` makes of a few typed expressions: typed,
// without allocation.

#include <route/core/detail/merge_rejections.hpp>
#include <route/core/detail/typed_alternative.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route.hpp>
#include <route/core/route_expression.hpp>
#include <route/core/route_result.hpp>
#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

namespace route {

namespace implementation_defined {

/** The route `a | b` returns for a few typed expressions (up to
    `detail::max_typed_width` routes): as the flat `alternative`, but
    typed, without allocation. A `|` that would make it longer erases its
    routes into a flat `alternative`.
*/
template <class... Rs>
class typed_alternative : public route_expression<typed_alternative<Rs...>>
{
public:
    template <class... As>
    explicit typed_alternative(std::in_place_t, As&&... as)
        : rs_(std::in_place, std::forward<As>(as)...)
    {
    }

    route_result operator()(const request_context& ctx) const
    {
        return run_from<0>(ctx, {});
    }

    /// The route at `I`.
    template <std::size_t I>
    decltype(auto) at() const& noexcept
    {
        return detail::slot<I>(rs_);
    }
    template <std::size_t I>
    decltype(auto) at() && noexcept
    {
        return detail::slot<I>(std::move(rs_));
    }

private:
    template <std::size_t I>
    route_result run_from(const request_context& ctx,
                          route_result::rejected_type acc) const
    {
        if constexpr (I == sizeof...(Rs))
        {
            return route_result::rejected(std::move(acc.list), acc.cancellations,
                                          std::move(acc.cancelled));
        }
        else
        {
            route_result r = detail::slot<I>(rs_)(ctx);
            if (r.is_rejected())
            {
                detail::merge_rejections(acc, r);
                return run_from<I + 1>(ctx, std::move(acc));
            }
            if (!r.is_pending())
                return r;
            return settle_later(std::move(r), ctx, std::move(acc), I + 1);
        }
    }

    // One continuation per alternative (not per route), out of the common
    // path: the continuation owns a copy of what it needs.
    [[gnu::noinline]] route_result settle_later(route_result r, const request_context& ctx,
                                                route_result::rejected_type acc,
                                                std::size_t next) const
    {
        return std::move(r).then(
            [self = *this, ctx, acc = std::move(acc), next](route_result x) mutable {
                if (!x.is_rejected())
                    return x;
                detail::merge_rejections(acc, x);
                return self.run_at(next, ctx, std::move(acc));
            });
    }

    route_result run_at(std::size_t i, const request_context& ctx,
                        route_result::rejected_type acc) const
    {
        return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            using step = route_result (typed_alternative::*)(
                const request_context&, route_result::rejected_type) const;
            static constexpr step steps[] = {&typed_alternative::run_from<Is>...};
            return (this->*steps[i])(ctx, std::move(acc));
        }(std::make_index_sequence<sizeof...(Rs) + 1>());
    }

    detail::typed_routes<std::index_sequence_for<Rs...>, Rs...> rs_;
};

} // namespace implementation_defined

} // namespace route

#endif
