//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ROUTE_HPP
#define ROUTE_CORE_ROUTE_HPP

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <cstddef>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>

namespace route {

/** True for the types a route can be built from: `route::route` and the
    typed expressions the DSL returns (`complete(...)`, `get(inner)`,
    `a | b`, ...).
*/
template <class T>
concept routable = requires { typename std::remove_cvref_t<T>::route_tag; };

namespace implementation_defined {

template <class... Rs>
class alternative;

} // namespace implementation_defined

namespace detail {

inline void
merge_rejections(route_result::rejected_type& acc, route_result& r)
{
    auto& more = r.rejection_set();
    if (acc.list.empty())
        acc.list = std::move(more.list);
    else
        acc.list.insert(acc.list.end(),
                        std::make_move_iterator(more.list.begin()),
                        std::make_move_iterator(more.list.end()));
    acc.cancellations = acc.cancellations | more.cancellations;
}

} // namespace detail

/** Base of every route expression: marks it routable and gives it `|`.
*/
template <class Derived>
class route_expression
{
public:
    using route_tag = void;

    /** `a | b`: tries `a`; when it rejects, tries `b`. The first branch that
        completes wins; the rejections of all branches tried are collected,
        left first.
    */
    template <routable R>
    friend auto operator|(const Derived& a, R&& b)
    {
        return implementation_defined::alternative<Derived, std::decay_t<R>>(
            std::in_place, a, std::forward<R>(b));
    }
};

/** A route: given a request context, it completes, rejects, or (when a
    handler awaits I/O) yields a pending result.

    A cheap-to-copy immutable value: copies share one implementation. Any
    route expression of the DSL converts to it; the conversion is where
    the typed expression is erased.

    @par Example
    @code
    using namespace route::dsl;
    route::route r = path("hello")(get(complete("Hello")));
    @endcode
*/
class route : public route_expression<route>
{
    struct concept_type
    {
        virtual ~concept_type() = default;
        virtual route_result run(const request_context& ctx) const = 0;
    };

    template <class R>
    struct model final : concept_type
    {
        template <class A>
        explicit model(A&& a) : r(std::forward<A>(a)) {}
        route_result run(const request_context& ctx) const override { return r(ctx); }
        R r;
    };

public:
    /// A route that rejects every request with an empty rejection list.
    route() noexcept = default;

    /// Erases a route expression.
    template <routable R>
        requires(!std::is_same_v<std::remove_cvref_t<R>, route>)
    route(R&& r)
        : impl_(std::make_shared<const model<std::decay_t<R>>>(std::forward<R>(r)))
    {
    }

    /// Runs the route.
    route_result operator()(const request_context& ctx) const
    {
        if (!impl_)
            return route_result::rejected();
        return impl_->run(ctx);
    }

private:
    std::shared_ptr<const concept_type> impl_;
};

namespace implementation_defined {

/// The route `a | b` and `concat(a, b, ...)` return.
template <class... Rs>
class alternative : public route_expression<alternative<Rs...>>
{
public:
    template <class... As>
    explicit alternative(std::in_place_t, As&&... as) : rs_(std::forward<As>(as)...) {}

    route_result operator()(const request_context& ctx) const
    {
        return run_from<0>(ctx, {});
    }

private:
    template <std::size_t I>
    route_result run_from(const request_context& ctx,
                          route_result::rejected_type acc) const
    {
        if constexpr (I == sizeof...(Rs))
        {
            return route_result::rejected(std::move(acc.list), acc.cancellations);
        }
        else
        {
            route_result r = std::get<I>(rs_)(ctx);
            if (r.is_rejected())
            {
                detail::merge_rejections(acc, r);
                return run_from<I + 1>(ctx, std::move(acc));
            }
            if (!r.is_pending())
                return r;
            // settle later: the continuation owns a copy of what it needs
            return std::move(r).then(
                [self = *this, ctx, acc = std::move(acc)](route_result x) mutable {
                    if (!x.is_rejected())
                        return x;
                    detail::merge_rejections(acc, x);
                    return self.template run_from<I + 1>(ctx, std::move(acc));
                });
        }
    }

    std::tuple<Rs...> rs_;
};

} // namespace implementation_defined

/** Concatenation: `concat(a, b, c)` is `a | b | c`.

    With no routes it rejects every request with an empty rejection list.
*/
template <routable... Rs>
auto concat(Rs&&... rs)
{
    return implementation_defined::alternative<std::decay_t<Rs>...>(std::in_place, std::forward<Rs>(rs)...);
}

} // namespace route

#endif
