//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_PATH_HPP
#define ROUTE_DSL_PATH_HPP

#include <route/config.hpp>
#include <route/dsl/directive.hpp>
#include <boost/mp11/algorithm.hpp>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {

/// True for path matchers (`segment`, `long_number`, `lit("x")`, `a / b`, ...).
template <class T>
concept path_matcher = requires { typename std::remove_cvref_t<T>::matcher_tag; };

namespace detail {

template <class A, class B>
class matcher_seq;
class slash_matcher;

template <class T>
auto as_matcher(T&& t);

} // namespace detail

/** Base of every path matcher.

    `Derived` implements
    `std::optional<std::tuple<Ts...>> match(std::string_view& rest) const`:
    on success it removes what it consumed from the front of `rest` (the
    percent-encoded unmatched path) and returns the extracted values.

    `a / b` matches `a`, a slash, then `b`; a string on either side of a
    matcher is a literal segment prefix.
*/
template <class Derived, class... Ts>
class path_matcher_base
{
public:
    using matcher_tag = void;
    using extracted = boost::mp11::mp_list<Ts...>;

    template <path_matcher O>
    friend auto operator/(const Derived& a, O&& b)
    {
        using S = detail::matcher_seq<detail::slash_matcher, std::decay_t<O>>;
        return detail::matcher_seq<Derived, S>(a, S({}, std::forward<O>(b)));
    }

    friend auto operator/(const Derived& a, std::string_view b)
    {
        return a / detail::as_matcher(b);
    }

    friend auto operator/(std::string_view a, const Derived& b)
    {
        return detail::as_matcher(a) / b;
    }
};

namespace detail {

template <class D, class L>
struct matcher_base_for;

template <class D, class... Ts>
struct matcher_base_for<D, boost::mp11::mp_list<Ts...>>
{
    using type = path_matcher_base<D, Ts...>;
};

template <class A, class B>
class matcher_seq
    : public matcher_base_for<
          matcher_seq<A, B>,
          boost::mp11::mp_append<typename A::extracted, typename B::extracted>>::type
{
public:
    matcher_seq(A a, B b) : a_(std::move(a)), b_(std::move(b)) {}

    using values = boost::mp11::mp_rename<
        boost::mp11::mp_append<typename A::extracted, typename B::extracted>, std::tuple>;

    std::optional<values> match(std::string_view& rest) const
    {
        std::string_view r = rest;
        auto x = a_.match(r);
        if (!x)
            return std::nullopt;
        auto y = b_.match(r);
        if (!y)
            return std::nullopt;
        rest = r;
        return values(std::tuple_cat(std::move(*x), std::move(*y)));
    }

private:
    A a_;
    B b_;
};

// One '/'.
class slash_matcher : public path_matcher_base<slash_matcher>
{
public:
    std::optional<std::tuple<>> match(std::string_view& rest) const
    {
        if (rest.empty() || rest.front() != '/')
            return std::nullopt;
        rest.remove_prefix(1);
        return std::tuple<>();
    }
};

// The end of the path.
class end_matcher : public path_matcher_base<end_matcher>
{
public:
    std::optional<std::tuple<>> match(std::string_view& rest) const
    {
        if (!rest.empty())
            return std::nullopt;
        return std::tuple<>();
    }
};

// Matches when `literal` is a prefix of the current segment, percent-decoded.
ROUTE_DECL bool match_literal(std::string_view& rest, std::string_view literal) noexcept;

// A non-empty segment, percent-decoded.
ROUTE_DECL std::optional<std::string> match_segment(std::string_view& rest);

} // namespace detail

/// A literal prefix of the current path segment.
class literal_matcher : public path_matcher_base<literal_matcher>
{
public:
    explicit literal_matcher(std::string_view s) : s_(s) {}

    std::optional<std::tuple<>> match(std::string_view& rest) const
    {
        if (!detail::match_literal(rest, s_))
            return std::nullopt;
        return std::tuple<>();
    }

private:
    std::string s_;
};

/** A literal path segment prefix, for joining two literals:
    `path(lit("api") / "v1")`. It is compared with the percent-decoded
    segment, so `lit("a b")` matches `/a%20b`.
*/
inline literal_matcher lit(std::string_view s)
{
    return literal_matcher(s);
}

/// Matches a non-empty path segment and extracts it percent-decoded.
class segment_matcher : public path_matcher_base<segment_matcher, std::string>
{
public:
    std::optional<std::tuple<std::string>> match(std::string_view& rest) const
    {
        auto s = detail::match_segment(rest);
        if (!s)
            return std::nullopt;
        return std::tuple<std::string>(std::move(*s));
    }
};

/** Matches the decimal digits at the front of the current segment and
    extracts them as `T`. No sign is accepted; a value that does not fit in
    `T` does not match.
*/
template <class T>
class number_matcher : public path_matcher_base<number_matcher<T>, T>
{
public:
    std::optional<std::tuple<T>> match(std::string_view& rest) const
    {
        std::size_t i = 0;
        T v = 0;
        constexpr T max = (std::numeric_limits<T>::max)();
        while (i < rest.size() && rest[i] >= '0' && rest[i] <= '9')
        {
            T d = static_cast<T>(rest[i] - '0');
            if (v > (max - d) / 10)
                return std::nullopt;
            v = static_cast<T>(v * 10 + d);
            ++i;
        }
        if (i == 0)
            return std::nullopt;
        rest.remove_prefix(i);
        return std::tuple<T>(v);
    }
};

/** Matches the whole unmatched path and extracts it as it appears in the
    request, percent-encoded (as pekko-http's `Remaining`).
*/
class remaining_matcher : public path_matcher_base<remaining_matcher, std::string>
{
public:
    std::optional<std::tuple<std::string>> match(std::string_view& rest) const
    {
        std::string s(rest);
        rest = {};
        return std::tuple<std::string>(std::move(s));
    }
};

/// Extracts one non-empty, percent-decoded path segment (`std::string`).
inline constexpr segment_matcher segment{};
/// Extracts a non-negative decimal `std::int32_t`.
inline constexpr number_matcher<std::int32_t> int_number{};
/// Extracts a non-negative decimal `std::int64_t`.
inline constexpr number_matcher<std::int64_t> long_number{};
/// Extracts the rest of the path, percent-encoded (`std::string`).
inline constexpr remaining_matcher remaining{};

namespace detail {

template <class T>
auto as_matcher(T&& t)
{
    if constexpr (path_matcher<T>)
        return std::decay_t<T>(std::forward<T>(t));
    else
        return literal_matcher(std::string_view(t));
}

template <class T>
using matcher_t = decltype(as_matcher(std::declval<T>()));

template <class M, bool Slash, bool End>
class path_directive;

template <class M, bool Slash, bool End>
using path_directive_base = typename boost::mp11::mp_apply<
    directive_base,
    boost::mp11::mp_push_front<typename M::extracted, path_directive<M, Slash, End>>>;

// Matches `M` against the unmatched path: after a leading slash when
// `Slash`, and up to the end of the path when `End`.
template <class M, bool Slash, bool End>
class path_directive : public path_directive_base<M, Slash, End>
{
public:
    explicit path_directive(M m) : m_(std::move(m)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        std::string_view rest = ctx.unmatched_path();
        if constexpr (Slash)
        {
            if (rest.empty() || rest.front() != '/')
                return route_result::rejected();
            rest.remove_prefix(1);
        }
        auto v = m_.match(rest);
        if (!v || (End && !rest.empty()))
            return route_result::rejected();
        auto inner = ctx.with_unmatched_path(rest);
        return std::apply(
            [&](auto&&... xs) { return k(inner, std::move(xs)...); }, std::move(*v));
    }

private:
    M m_;
};

// Passes when the unmatched path is one of the accepted forms.
class path_end_directive : public directive_base<path_end_directive>
{
public:
    constexpr explicit path_end_directive(bool allow_slash, bool require_slash) noexcept
        : allow_slash_(allow_slash), require_slash_(require_slash) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        std::string_view p = ctx.unmatched_path();
        bool ok = require_slash_ ? p == "/" : (p.empty() || (allow_slash_ && p == "/"));
        if (!ok)
            return route_result::rejected();
        return k(ctx.with_unmatched_path({}));
    }

private:
    bool allow_slash_;
    bool require_slash_;
};

} // namespace detail

/** Matches a leading slash and then `m` at the front of the unmatched path,
    and passes the rest of the path to the inner route. A string is a
    literal: `path_prefix("foo")` matches `/foo`, `/foo/x` and `/foobar`
    (leaving `bar`). Rejects with an empty list when it does not match.

    @par Example
    @code auto r = path_prefix("items")(path_end(complete("all items"))); @endcode
*/
template <class M>
auto path_prefix(M&& m)
{
    return detail::path_directive<detail::matcher_t<M>, true, false>(
        detail::as_matcher(std::forward<M>(m)));
}

/** As `path_prefix`, but without the leading slash: matches `m` at the very
    front of the unmatched path.
*/
template <class M>
auto raw_path_prefix(M&& m)
{
    return detail::path_directive<detail::matcher_t<M>, false, false>(
        detail::as_matcher(std::forward<M>(m)));
}

/** Matches a leading slash and `m`, which must consume the whole
    unmatched path. Rejects with an empty list when it does not match.

    @par Example
    @code auto r = path("items" / long_number)([](std::int64_t id) { return complete(std::to_string(id)); }); @endcode
*/
template <class M>
auto path(M&& m)
{
    return detail::path_directive<detail::matcher_t<M>, true, true>(
        detail::as_matcher(std::forward<M>(m)));
}

/// Passes only when the whole path has been matched.
inline constexpr detail::path_end_directive path_end{false, false};

/// Passes when the whole path has been matched, or only "/" is left.
inline constexpr detail::path_end_directive path_end_or_single_slash{true, false};

/// Passes when exactly "/" is left of the path.
inline constexpr detail::path_end_directive path_single_slash{false, true};

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/path.ipp>
#endif

#endif
