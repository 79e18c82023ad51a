//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_MAP_RESPONSE_HPP
#define ROUTE_DSL_DETAIL_MAP_RESPONSE_HPP

#include <route/config.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/directive.hpp>
#include <functional>
#include <utility>

namespace route {
namespace dsl {
namespace implementation_defined {

/** Transforms the response of the inner route, when it completes, with
    `F`: `(route::response) -> route::response` (see `map_response`).
    Rejections and failures pass unchanged.
*/
template <class F>
class map_response_directive : public directive_base<map_response_directive<F>>
{
public:
    constexpr explicit map_response_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        route_result r = k(ctx);
        if (r.is_completed())
        {
            r.response() = std::invoke(f_, std::move(r.response()));
            return r;
        }
        if (!r.is_pending())
            return r;
        return std::move(r).then([f = f_](route_result x) {
            if (x.is_completed())
                x.response() = std::invoke(f, std::move(x.response()));
            return x;
        });
    }

private:
    F f_;
};

} // namespace implementation_defined
} // namespace dsl
} // namespace route

#endif
