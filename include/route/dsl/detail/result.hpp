//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_RESULT_HPP
#define ROUTE_DSL_DETAIL_RESULT_HPP

// The implementation details of <route/dsl/result.hpp>.

#include <route/core/handler_result.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/directive.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace detail {

// A route that runs a directive's continuation, which the directive's
// applied route owns (see `map_inner_route`).
template <class K>
class continuation_route : public route_expression<continuation_route<K>>
{
public:
    explicit continuation_route(const K& k) noexcept : k_(&k) {}

    route_result operator()(const request_context& ctx) const { return (*k_)(ctx); }

private:
    const K* k_;
};

template <class K>
inline constexpr bool is_route_continuation_v = false;

template <class I>
inline constexpr bool is_route_continuation_v<route_handler<I>> = true;

// Awaits the awaitable `make()` returns, per request, for its route result.
template <class R, class Make>
route_result
await_route_result(const request_context& ctx, Make make)
{
    static_assert(is_complete_type<awaited_value<R>>::value,
        "route: a function returning boost::asio::awaitable<route_result> needs "
        "<route/app/async.hpp>");
    return awaited_value<R>::invoke(ctx, std::move(make),
                                    [](const request_context&, route_result r) { return r; });
}

} // namespace detail
} // namespace dsl
} // namespace route

#endif
