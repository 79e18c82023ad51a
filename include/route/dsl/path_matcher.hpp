//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_PATH_MATCHER_HPP
#define ROUTE_DSL_PATH_MATCHER_HPP

#include <route/config.hpp>
#include <route/core/route.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>
#include <cstdint>
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

namespace implementation_defined {

template <class A, class B>
class matcher_seq;
class slash_matcher;

} // namespace implementation_defined

namespace detail {

// A matcher as is; a string as a literal_matcher.
template <class T>
auto as_matcher(T&& t);

// True for what `/` takes as a literal segment prefix beside a matcher.
template <class T>
concept matcher_literal = !path_matcher<T> && std::is_convertible_v<T, std::string_view>;

} // namespace detail

/** Base of every path matcher.

    `Derived` implements
    `std::optional<std::tuple<Ts...>> match(std::string_view& rest) const`:
    on success it removes what it consumed from the front of `rest` (the
    percent-encoded unmatched path) and returns the extracted values.

    `a / b` matches `a`, a slash, then `b`; a string on either side of a
    matcher is a literal segment prefix.

    @par Example
    @code
    // a matcher of its own: "me" extracts the fixed user id 0
    struct me_matcher : route::dsl::path_matcher_base<me_matcher, std::int64_t>
    {
        std::optional<std::tuple<std::int64_t>> match(std::string_view& rest) const
        {
            if (!rest.starts_with("me"))
                return std::nullopt;
            rest.remove_prefix(2);
            return std::tuple<std::int64_t>(0);
        }
    };
    auto r = path("users" / me_matcher{})([](std::int64_t id) { return complete(std::to_string(id)); });
    @endcode
*/
template <class Derived, class... Ts>
class path_matcher_base
{
public:
    using matcher_tag = void;

    /// The types of the values this matcher extracts, as an mp11 list.
    using extracted = boost::mp11::mp_list<Ts...>;

    /// `a / b`: `a`, a slash, then `b`; the values of `a` then those of `b`.
    template <path_matcher O>
    friend auto operator/(const Derived& a, O&& b)
    {
        using S = implementation_defined::matcher_seq<implementation_defined::slash_matcher,
                                                      std::decay_t<O>>;
        return implementation_defined::matcher_seq<Derived, S>(a, S({}, std::forward<O>(b)));
    }

    /// `m / "x"`: `m`, a slash, then the literal segment prefix `x`.
    template <detail::matcher_literal S>
    friend auto operator/(const Derived& a, S&& b)
    {
        return a / detail::as_matcher(std::forward<S>(b));
    }

    /// `"x" / m`: the literal segment prefix `x`, a slash, then `m`.
    template <detail::matcher_literal S>
    friend auto operator/(S&& a, const Derived& b)
    {
        return detail::as_matcher(std::forward<S>(a)) / b;
    }
};

namespace detail {

// The base of a matcher `D` extracting the types of the mp11 list `L`.
template <class D, class L>
using matcher_base_for = boost::mp11::mp_apply<path_matcher_base, boost::mp11::mp_push_front<L, D>>;

// Matches when `literal` is a prefix of the current segment, percent-decoded.
ROUTE_DECL bool match_literal(std::string_view& rest, std::string_view literal) noexcept;

// A non-empty segment, percent-decoded.
ROUTE_DECL std::optional<std::string> match_segment(std::string_view& rest);

} // namespace detail

namespace implementation_defined {

/// `a / b` without the slash: `a`, then `b` (see `path_matcher_base`).
template <class A, class B>
class matcher_seq
    : public detail::matcher_base_for<
          matcher_seq<A, B>, boost::mp11::mp_append<typename A::extracted, typename B::extracted>>
{
public:
    matcher_seq(A a, B b) : a_(std::move(a)), b_(std::move(b)) {}

    /// The values of `a` then those of `b`.
    using values = boost::mp11::mp_rename<
        boost::mp11::mp_append<typename A::extracted, typename B::extracted>, std::tuple>;

    /// Matches `a` then `b`; consumes nothing unless both match.
    std::optional<values> match(std::string_view& rest) const;

    /// The literal `a` begins with, if any.
    const std::string* leading_literal() const noexcept
    {
        return ::route::detail::leading_literal(a_);
    }

private:
    A a_;
    B b_;
};

/// One '/'.
class slash_matcher : public path_matcher_base<slash_matcher>
{
public:
    /// Consumes one leading slash.
    ROUTE_DECL std::optional<std::tuple<>> match(std::string_view& rest) const;
};

/// A literal prefix of the current path segment (see `lit`).
class literal_matcher : public path_matcher_base<literal_matcher>
{
public:
    explicit literal_matcher(std::string_view s) : s_(s) {}

    /// Consumes the literal, compared with the percent-decoded segment.
    ROUTE_DECL std::optional<std::tuple<>> match(std::string_view& rest) const;

    /// The literal.
    const std::string* leading_literal() const noexcept { return &s_; }

private:
    std::string s_;
};

/// A non-empty path segment, percent-decoded (see `segment`).
class segment_matcher : public path_matcher_base<segment_matcher, std::string>
{
public:
    /// Consumes the segment up to the next slash.
    ROUTE_DECL std::optional<std::tuple<std::string>> match(std::string_view& rest) const;
};

/** The decimal digits at the front of the current segment, as `T` (see
    `int_number`, `long_number`). No sign is accepted; a value that does
    not fit in `T` does not match.
*/
template <class T>
class number_matcher : public path_matcher_base<number_matcher<T>, T>
{
public:
    /// Consumes the digits.
    std::optional<std::tuple<T>> match(std::string_view& rest) const;
};

/// The whole unmatched path, percent-encoded (see `remaining`).
class remaining_matcher : public path_matcher_base<remaining_matcher, std::string>
{
public:
    /// Consumes everything.
    ROUTE_DECL std::optional<std::tuple<std::string>> match(std::string_view& rest) const;
};

} // namespace implementation_defined

/** A literal path segment prefix, for joining two literals.

    It is compared with the percent-decoded segment, so `lit("a b")`
    matches `/a%20b`.

    @par Example
    @code auto r = path(lit("api") / "v1")(complete("v1")); @endcode
*/
inline implementation_defined::literal_matcher
lit(std::string_view s)
{
    return implementation_defined::literal_matcher(s);
}

/** Extracts one non-empty, percent-decoded path segment (`std::string`).
    @par Example
    @code auto r = path("files" / segment)([](std::string name) { return complete(name); }); @endcode
*/
inline constexpr implementation_defined::segment_matcher segment{};

/// Extracts a non-negative decimal `std::int32_t`; a larger value does not match.
inline constexpr implementation_defined::number_matcher<std::int32_t> int_number{};

/** Extracts a non-negative decimal `std::int64_t`; a larger value does not match.
    @par Example
    @code auto r = path("items" / long_number)([](std::int64_t id) { return complete(std::to_string(id)); }); @endcode
*/
inline constexpr implementation_defined::number_matcher<std::int64_t> long_number{};

/** Extracts the rest of the path as it appears in the request,
    percent-encoded (`std::string`), as pekko-http's `Remaining`.
*/
inline constexpr implementation_defined::remaining_matcher remaining{};

} // namespace dsl
} // namespace route

#include <route/dsl/impl/path_matcher.hpp>
#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/path_matcher.ipp>
#endif

#endif
