//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_REJECTION_HPP
#define ROUTE_DSL_REJECTION_HPP

#include <route/config.hpp>
#include <route/core/rejection_handler.hpp>
#include <route/dsl/directive.hpp>

namespace route {
namespace dsl {

/// Answers the inner route's rejections with a handler.
class handle_rejections_directive : public directive_base<handle_rejections_directive>
{
public:
    handle_rejections_directive(std::in_place_t, rejection_handler h) : h_(std::move(h)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        route_result r = k(ctx);
        if (!r.is_pending())
            return handle(std::move(r), ctx, h_);
        return std::move(r).then([ctx, h = h_](route_result x) {
            return handle(std::move(x), ctx, h);
        });
    }

private:
    static route_result handle(route_result r, const request_context& ctx,
                               const rejection_handler& h)
    {
        if (!r.is_rejected())
            return r;
        auto list = r.effective_rejections();
        if (auto answer = h(list))
            return (*answer)(ctx);
        return route_result::rejected(std::move(list));
    }

    rejection_handler h_;
};

/** Runs the inner route and answers its rejections with `h`; when `h`
    declines, the rejections (cancellations applied) travel on.

    @par Example
    @code
    auto r = handle_rejections(route::default_rejection_handler())(
        path("items")(get(complete("items"))));
    @endcode
*/
inline handle_rejections_directive handle_rejections(rejection_handler h)
{
    return handle_rejections_directive(std::in_place, std::move(h));
}

} // namespace dsl
} // namespace route

#endif
