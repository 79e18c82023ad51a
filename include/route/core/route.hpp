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
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>
#include <concepts>
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

class alternative;
template <class... Rs>
class typed_alternative;

} // namespace implementation_defined

class route;

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

/** Reads the next character of the current path segment at `i` of the
    percent-encoded path `s`, percent-decoded, and moves `i` past it.
    Returns false at the end of the segment (a '/' or the end of `s`) or
    at an escape that is cut short or not hexadecimal. Literal path
    matchers compare with these characters; the alternatives' index too.
*/
inline bool
next_segment_char(std::string_view s, std::size_t& i, char& c) noexcept
{
    if (i >= s.size() || s[i] == '/')
        return false;
    c = s[i];
    if (c != '%')
    {
        ++i;
        return true;
    }
    if (i + 2 >= s.size())
        return false;
    auto hex = [](char h) -> int {
        if (h >= '0' && h <= '9')
            return h - '0';
        if (h >= 'a' && h <= 'f')
            return h - 'a' + 10;
        if (h >= 'A' && h <= 'F')
            return h - 'A' + 10;
        return -1;
    };
    int hi = hex(s[i + 1]);
    int lo = hex(s[i + 2]);
    if (hi < 0 || lo < 0)
        return false;
    c = static_cast<char>(hi * 16 + lo);
    i += 3;
    return true;
}

/** The literal a route expression begins with, or null.

    A route with a leading literal `L` promises: when the unmatched path is
    not a '/' followed by a segment whose percent-decoded characters begin
    with `L`, it rejects with an empty list and no cancellation, and does
    nothing else. Alternatives use it to skip such routes (see
    doc/routes.adoc, "Dispatch at scale"). Route expressions and directives
    declare it with a member
    `std::optional<std::string_view> leading_literal() const noexcept`; the
    view lives as long as the expression.
*/
template <class R>
std::optional<std::string_view>
leading_literal(const R& r) noexcept
{
    if constexpr (requires { { r.leading_literal() } -> std::convertible_to<std::optional<std::string_view>>; })
        return r.leading_literal();
    else
        return std::nullopt;
}

struct route_access;

// How many routes a typed expression counts for in a typed alternative:
// the routes of a typed alternative, 1 for any other typed expression, 0
// for what is erased already (`route::route`, the flat alternative).
template <class T>
inline constexpr std::size_t typed_width = 1;
template <class... Rs>
inline constexpr std::size_t typed_width<implementation_defined::typed_alternative<Rs...>> =
    sizeof...(Rs);
template <>
inline constexpr std::size_t typed_width<implementation_defined::alternative> = 0;
template <>
inline constexpr std::size_t typed_width<route> = 0;

// Up to this many routes, `a | b` of typed expressions stays typed (no
// allocation, inlined); beyond, the routes are erased into a flat list.
inline constexpr std::size_t max_typed_width = 4;

// The typed alternative of the routes of `a` then those of `b`, each
// copied or moved once.
template <class A, class B>
auto join_typed(A&& a, B&& b);

// Appends `r` to the routes of an alternative: the routes of `r` when it
// is an alternative itself (`a | (b | c)` is `a | b | c`), nothing for an
// empty `route::route`, `r` erased otherwise.
template <class R>
[[gnu::noinline]] void append_alternative(implementation_defined::alternative& to, R&& r);

// The alternative of the routes of `a` then those of `b`: out of line, so
// that a long `|` chain is a sequence of calls.
template <class A, class B>
[[gnu::noinline]] implementation_defined::alternative make_alternative(const A& a, B&& b);

/** True on this thread while a `linear_dispatch_scope` lives: alternatives
    then try every route in order instead of consulting their index (the
    reference the index is tested against).
*/
ROUTE_DECL bool& linear_dispatch() noexcept;

/// Makes the alternatives of this thread dispatch linearly while it lives.
class linear_dispatch_scope
{
public:
    linear_dispatch_scope() noexcept : old_(linear_dispatch()) { linear_dispatch() = true; }
    ~linear_dispatch_scope() { linear_dispatch() = old_; }
    linear_dispatch_scope(const linear_dispatch_scope&) = delete;
    linear_dispatch_scope& operator=(const linear_dispatch_scope&) = delete;

private:
    bool old_;
};

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

        The result is one flat list of erased routes: `a | b | c`,
        `concat(a, b, c)` and `a | (b | c)` are the same alternative of three
        routes (see doc/routes.adoc, "Dispatch at scale").
    */
    template <routable R>
    friend auto operator|(const Derived& a, R&& b)
    {
        constexpr std::size_t wa = detail::typed_width<Derived>;
        constexpr std::size_t wb = detail::typed_width<std::remove_cvref_t<R>>;
        if constexpr (wa != 0 && wb != 0 && wa + wb <= detail::max_typed_width)
        {
            return detail::join_typed(a, std::forward<R>(b));
        }
        else
        {
            return detail::make_alternative(a, std::forward<R>(b));
        }
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

struct alternative_index;

} // namespace detail

namespace implementation_defined {

/** The route `a | b` and `concat(a, b, ...)` return: a flat list of erased
    routes, tried in order until one does not reject.

    When enough of its routes begin with a literal path matcher
    (`path_prefix("a")`, `path("a" / ...)`), the first run builds an index
    from literal to routes: a request then tries only the routes whose
    literal can match its next path segment and those that do not begin
    with a literal, in their order. The result is the one trying every
    route would give: the routes skipped would have rejected with an empty
    list.
*/
class alternative : public route_expression<alternative>
{
public:
    /// An alternative of no route: rejects with an empty list.
    alternative() = default;

    /// Runs the routes in order; the first that does not reject wins.
    ROUTE_DECL route_result operator()(const request_context& ctx) const;

    /// The number of routes.
    ROUTE_DECL std::size_t size() const noexcept;

    /// The routes, in order.
    ROUTE_DECL const std::vector<route>& routes() const noexcept;

    /// True when the alternative dispatches through its literal index.
    ROUTE_DECL bool indexed() const;

    /// How the alternative dispatches, for a person reading it.
    ROUTE_DECL std::string describe() const;

    /// Appends a route (an empty `route::route` is left out; an alternative
    /// held by a `route::route` is appended route by route).
    ROUTE_DECL void push_back(route r);

    /// Appends the routes of another alternative.
    ROUTE_DECL void append(const alternative& other);

    /** `a | b` on an alternative about to expire: appends `b` to `a` in
        place (without a copy of the list when nothing else shares it) and
        returns `a`. A chain `a | b | c | ...` of any length then holds one
        alternative, not one per `|`.

        The result refers to `a`: keep a chain in a value
        (`auto r = a | b | c | d | e;` or `route::route r = ...`), not in a
        reference, which would outlive the temporary alternative.
    */
    template <routable R>
    friend alternative&& operator|(alternative&& a, R&& b)
    {
        detail::append_alternative(a, std::forward<R>(b));
        return std::move(a);
    }

    /// The minimum number of literal-led routes for an index.
    static constexpr std::size_t index_threshold = 4;

private:
    struct impl;
    struct cursor;

    ROUTE_DECL route_result run_from(const request_context& ctx, cursor c,
                                     route_result::rejected_type acc) const;
    ROUTE_DECL const detail::alternative_index& index() const;
    ROUTE_DECL impl& own();

    std::shared_ptr<impl> impl_;
};

} // namespace implementation_defined

namespace detail {

// One route of a typed alternative, tagged with its place.
template <std::size_t I, class R>
struct typed_slot
{
    R r;
};

// The routes of a typed alternative: a base per route rather than a
// std::tuple, which costs the compiler far more per instantiation (each
// typed alternative of a handler type of its own is one).
template <class Seq, class... Rs>
struct typed_routes;

template <std::size_t... Is, class... Rs>
struct typed_routes<std::index_sequence<Is...>, Rs...> : typed_slot<Is, Rs>...
{
    template <class... As>
    explicit typed_routes(std::in_place_t, As&&... as)
        : typed_slot<Is, Rs>{std::forward<As>(as)}...
    {
    }
};

template <std::size_t I, class R>
const R&
slot(const typed_slot<I, R>& s) noexcept
{
    return s.r;
}

template <std::size_t I, class R>
R&&
slot(typed_slot<I, R>&& s) noexcept
{
    return std::move(s.r);
}

} // namespace detail

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
            return route_result::rejected(std::move(acc.list), acc.cancellations);
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

namespace detail {

// Out of line: a concat or a `|` chain of many routes is then a sequence
// of calls, not one function holding every route's code.
template <class R>
[[gnu::noinline]] void
append_alternative(implementation_defined::alternative& to, R&& r)
{
    using T = std::remove_cvref_t<R>;
    if constexpr (std::is_same_v<T, implementation_defined::alternative>)
        to.append(r);
    else if constexpr (std::is_same_v<T, route>)
        to.push_back(r);
    else if constexpr (typed_width<T> != 1)
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            (to.push_back(route(std::forward<R>(r).template at<Is>())), ...);
        }(std::make_index_sequence<typed_width<T>>());
    else
        to.push_back(route(std::forward<R>(r)));
}

template <class A, class B>
[[gnu::noinline]] implementation_defined::alternative
make_alternative(const A& a, B&& b)
{
    implementation_defined::alternative x;
    append_alternative(x, a);
    append_alternative(x, std::forward<B>(b));
    return x;
}

// The route at `I` of a typed expression: of a typed alternative, its
// route `I`; of any other, the expression itself (`I` is 0).
template <std::size_t I, class R>
decltype(auto)
typed_route_at(R&& r) noexcept
{
    if constexpr (typed_width<std::remove_cvref_t<R>> != 1)
        return std::forward<R>(r).template at<I>();
    else
        return std::forward<R>(r);
}

template <class T>
struct typed_routes_of
{
    using type = std::tuple<T>;
};
template <class... Rs>
    requires(sizeof...(Rs) != 1) // as typed_width: one route is a route
struct typed_routes_of<implementation_defined::typed_alternative<Rs...>>
{
    using type = std::tuple<Rs...>;
};

template <class A, class B>
struct joined_alternative;
template <class... As, class... Bs>
struct joined_alternative<std::tuple<As...>, std::tuple<Bs...>>
{
    using type = implementation_defined::typed_alternative<As..., Bs...>;
};

template <class A, class B>
auto
join_typed(A&& a, B&& b)
{
    using TA = std::remove_cvref_t<A>;
    using TB = std::remove_cvref_t<B>;
    using result = typename joined_alternative<typename typed_routes_of<TA>::type,
                                               typename typed_routes_of<TB>::type>::type;
    return [&]<std::size_t... Is, std::size_t... Js>(std::index_sequence<Is...>,
                                                     std::index_sequence<Js...>) {
        return result(std::in_place, typed_route_at<Is>(std::forward<A>(a))...,
                      typed_route_at<Js>(std::forward<B>(b))...);
    }(std::make_index_sequence<typed_width<TA>>(), std::make_index_sequence<typed_width<TB>>());
}

} // namespace detail

/** Concatenation: `concat(a, b, c)` is `a | b | c`.

    With no routes it rejects every request with an empty rejection list.
    The routes are erased one by one into a flat list (see
    `implementation_defined::alternative`), each by a call of its own:
    no template is instantiated with the whole list of route types. The
    optimizer still spends more than linear time on one function holding
    hundreds of routes: doc/routes.adoc, "Compile cost", has the figures
    and the remedy (a function per few dozen routes).
*/
template <routable... Rs>
auto
concat(Rs&&... rs)
{
    if constexpr (sizeof...(Rs) != 0 && sizeof...(Rs) <= detail::max_typed_width &&
                  ((detail::typed_width<std::remove_cvref_t<Rs>> == 1) && ...))
    {
        return implementation_defined::typed_alternative<std::remove_cvref_t<Rs>...>(
            std::in_place, std::forward<Rs>(rs)...);
    }
    else
    {
        implementation_defined::alternative x;
        int unused[] = {0, (detail::append_alternative(x, std::forward<Rs>(rs)), 0)...};
        (void)unused;
        return x;
    }
}

namespace detail {

// Moves the routes of `r` into the empty alternative `to`: when `r` holds
// the only reference to an alternative, `to` takes its list without a copy.
ROUTE_DECL void take_routes(implementation_defined::alternative& to, route&& r);

} // namespace detail

/** `a | b` on a `route::route` about to expire: as `a | b` on a copy, but
    when `a` holds an alternative that nothing else shares, `b` is
    appended to its list in place. A loop `acc = std::move(acc) | r` then
    costs a constant amortised time per route (`acc = acc | r` copies the
    list of `acc` each time: it is shared with `acc` until the assignment).

    @par Example
    @code
    route::route acc;
    for (auto& r : routes)
        acc = std::move(acc) | r;
    @endcode
*/
template <class L, routable R>
    requires std::same_as<L, route>
implementation_defined::alternative
operator|(L&& a, R&& b)
{
    implementation_defined::alternative x;
    detail::take_routes(x, std::move(a));
    detail::append_alternative(x, std::forward<R>(b));
    return x;
}

/** Concatenation of a list built at run time: the alternative of the
    routes in order (as `routes[0] | routes[1] | ...`, without a copy of
    the list per route).
*/
ROUTE_DECL implementation_defined::alternative concat(std::vector<route> routes);

/// True when `r` is an alternative dispatching through a literal index.
ROUTE_DECL bool is_indexed(const route& r);

/** How `r` dispatches: for an alternative, its number of routes, whether
    it is indexed, and the literal of each route (or that it is tried for
    every request); for any other route, that it is not an alternative.
*/
ROUTE_DECL std::string describe_dispatch(const route& r);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/route.ipp>
#endif

#endif
