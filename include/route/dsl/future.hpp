//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_FUTURE_HPP
#define ROUTE_DSL_FUTURE_HPP

// pekko-http's FutureDirectives: complete_or_recover_with. A pekko
// `Future` is a boost::asio::awaitable here, which needs
// <route/app/async.hpp> where it is used. onComplete and onSuccess are a
// handler returning boost::asio::awaitable<route::route> that co_awaits
// the operation (see doc/route/directives.adoc).

#include <route/config.hpp>
#include <route/core/handler_result.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/complete.hpp>
#include <route/dsl/directive.hpp>
#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {
namespace implementation_defined {

/// Completes with what an awaitable yields, or passes its failure to the
/// inner route (see `complete_or_recover_with`). `Source` makes the
/// awaitable per request.
template <class Source>
class complete_or_recover_with_directive
    : public directive_base<complete_or_recover_with_directive<Source>, std::exception_ptr>
{
public:
    explicit complete_or_recover_with_directive(Source s) : s_(std::move(s)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        static_assert(detail::is_stored_handler_v<K>,
            "route: complete_or_recover_with cannot be combined with &; give it the "
            "function of the failure directly: complete_or_recover_with(x)("
            "[](std::exception_ptr e) { ... })");
        using A = decltype(s_.make());
        static_assert(::route::detail::is_complete_type<awaited_value<A>>::value,
            "route: complete_or_recover_with takes a boost::asio::awaitable<T> or a "
            "function returning one, and needs <route/app/async.hpp>");
        using T = typename awaited_value<A>::value_type;
        static_assert(!std::is_void_v<T>,
            "route: complete_or_recover_with completes with the awaited value; an "
            "awaitable<void> has none");
        // made at once, as pekko evaluates its future: a throw here fails the
        // request, as a handler's
        auto held = std::make_shared<A>(s_.make());
        // set when the value arrived: a failure after it (completing) is no
        // failure of the awaitable, and the inner route does not see it
        auto arrived = std::make_shared<bool>(false);
        route_result r = awaited_value<A>::invoke(
            ctx, [held]() { return std::move(*held); },
            [arrived](const request_context& c, T v) {
                *arrived = true;
                return detail::negotiated<T>(c, detail::make_response<T>(v));
            });
        return std::move(r).then([k, ctx, arrived](route_result x) -> route_result {
            if (!x.is_failed() || *arrived)
                return x;
            return k(ctx, x.error());
        });
    }

private:
    Source s_;
};

/// A function making the awaitable, called per request.
template <class F>
struct awaitable_maker
{
    F f;
    auto make() const { return std::invoke(f); }
};

/// An awaitable given as it is: awaited once.
template <class A>
struct awaitable_once
{
    struct state
    {
        std::optional<A> a;
        std::atomic<bool> taken{false};
    };
    std::shared_ptr<state> s;

    A make() const
    {
        if (s->taken.exchange(true))
            throw std::logic_error(
                "route: complete_or_recover_with was given an awaitable, which it awaits "
                "once, and the route ran again; give it a function returning the awaitable "
                "to await one per request");
        return std::move(*s->a);
    }
};

} // namespace implementation_defined

/** Completes the request with the value an awaitable yields (marshalled as
    `complete` does), or, when the awaitable fails, runs the inner route
    with its exception, as pekko-http's `completeOrRecoverWith`. The inner
    function is `(std::exception_ptr) -> route`; it is not called when the
    value arrives. Include `<route/app/async.hpp>` where it is used.

    `x` is a function returning `boost::asio::awaitable<T>`, called per
    request (pekko's future is evaluated per request), or an awaitable
    itself, as in a handler that makes the route per request: that one is
    awaited once, and a second request fails with `std::logic_error`. An
    exception the function throws when it is called (rather than while it
    is awaited) fails the request, as a handler's does. The directive
    takes its inner function directly, not in `&`.

    @par Example
    @code
    auto r = path("items" / segment)([&store](std::string id) {
        return complete_or_recover_with(store.fetch(id))([](std::exception_ptr) {
            return complete(route::status::service_unavailable, "the store is away");
        });
    });
    @endcode
*/
template <class X>
auto
complete_or_recover_with(X&& x)
{
    using D = std::decay_t<X>;
    if constexpr (std::is_invocable_v<const D&>)
    {
        using S = implementation_defined::awaitable_maker<D>;
        return implementation_defined::complete_or_recover_with_directive<S>(
            S{std::forward<X>(x)});
    }
    else
    {
        static_assert(!std::is_lvalue_reference_v<X>,
            "route: complete_or_recover_with takes an awaitable by value (std::move it), "
            "or a function returning one");
        using S = implementation_defined::awaitable_once<D>;
        auto st = std::make_shared<typename S::state>();
        st->a.emplace(std::move(x));
        return implementation_defined::complete_or_recover_with_directive<S>(S{std::move(st)});
    }
}

} // namespace dsl
} // namespace route

#endif
