//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ROUTE_HPP
#define ROUTE_CORE_ROUTE_HPP

// The erased route, `route::route`. Every route expression converts to
// it; the alternatives `a | b` makes come with it (at the end).

#include <route/config.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_expression.hpp>
#include <route/core/route_result.hpp>
#include <atomic>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

namespace route {

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
        virtual std::optional<std::string_view> leading_literal() const noexcept = 0;
        virtual const implementation_defined::alternative* as_alternative() const noexcept = 0;
        virtual bool flatten_into(implementation_defined::alternative& to) const = 0;

        mutable std::atomic<std::size_t> refs{1};
    };

    // A counted pointer to the model, the count in the model: one
    // allocation per erased route, and no control block type per route
    // type (std::make_shared makes one, which a REST tree of handlers of
    // their own pays for in compile time and memory).
    class handle
    {
    public:
        handle() noexcept = default;
        explicit handle(const concept_type* p) noexcept : p_(p) {}
        handle(const handle& o) noexcept : p_(o.p_)
        {
            if (p_)
                p_->refs.fetch_add(1, std::memory_order_relaxed);
        }
        handle(handle&& o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
        handle& operator=(handle o) noexcept
        {
            std::swap(p_, o.p_);
            return *this;
        }
        ~handle()
        {
            if (p_ && p_->refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
                delete p_;
        }
        const concept_type* operator->() const noexcept { return p_; }
        explicit operator bool() const noexcept { return p_ != nullptr; }

    private:
        const concept_type* p_ = nullptr;
    };

    template <class R>
    struct model final : concept_type
    {
        template <class A>
        explicit model(A&& a) : r(std::forward<A>(a)) {}
        route_result run(const request_context& ctx) const override { return r(ctx); }
        std::optional<std::string_view> leading_literal() const noexcept override
        {
            return detail::leading_literal(r);
        }
        const implementation_defined::alternative* as_alternative() const noexcept override
        {
            if constexpr (std::is_same_v<R, implementation_defined::alternative>)
                return &r;
            else
                return nullptr;
        }
        bool flatten_into(implementation_defined::alternative& to) const override
        {
            if constexpr (detail::typed_width<R> == 1)
                return false;
            else
                return detail::append_alternative(to, r), true;
        }
        R r;
    };

    friend struct detail::route_access;

public:
    /// A route that rejects every request with an empty rejection list.
    route() noexcept = default;

    /// Erases a route expression.
    template <routable R>
        requires(!std::is_same_v<std::remove_cvref_t<R>, route>)
    route(R&& r)
        : impl_(new model<std::decay_t<R>>(std::forward<R>(r)))
    {
    }

    /// Runs the route.
    route_result operator()(const request_context& ctx) const
    {
        if (!impl_)
            return route_result::rejected();
        return impl_->run(ctx);
    }

    /// The literal the route begins with, if any (see `detail::leading_literal`).
    std::optional<std::string_view> leading_literal() const noexcept
    {
        if (!impl_)
            return std::nullopt;
        return impl_->leading_literal();
    }

private:
    handle impl_;
};

namespace detail {

// What the alternatives read of an erased route.
struct route_access
{
    static bool empty(const route& r) noexcept { return !r.impl_; }
    static const implementation_defined::alternative* as_alternative(const route& r) noexcept
    {
        return r.impl_ ? r.impl_->as_alternative() : nullptr;
    }
    static bool flatten_into(const route& r, implementation_defined::alternative& to)
    {
        return r.impl_ && r.impl_->flatten_into(to);
    }
};

} // namespace detail

} // namespace route

// `a | b` gives one of these; both need `route` complete.
#include <route/core/alternative.hpp>
#include <route/core/typed_alternative.hpp>

#endif
