//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_PATH_MATCHER_HPP
#define ROUTE_DSL_PATH_MATCHER_HPP

#include <route/config.hpp>
#include <route/core/route.hpp>
#include <route/dsl/detail/short_text.hpp>
#include <boost/mp11/algorithm.hpp>
#include <boost/uuid/uuid.hpp>
#include <boost/mp11/list.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {

/// True for path matchers (`segment`, `long_number`, `lit("x")`, `a / b`, ...).
template <class T>
concept path_matcher = requires { typename std::remove_cvref_t<T>::matcher_tag; };

} // namespace dsl
} // namespace route

// the matchers' details, matcher_literal among them, read the concept above
#include <route/dsl/detail/path_matcher.hpp>

namespace route {
namespace dsl {

namespace implementation_defined {

template <class A, class B>
class matcher_seq;
class slash_matcher;
template <class M>
class optional_matcher;
template <class A, class B>
class matcher_alt;

} // namespace implementation_defined

/** Base of every path matcher.

    `Derived` implements
    `std::optional<std::tuple<Ts...>> match(std::string_view& rest) const`:
    on success it removes what it consumed from the front of `rest` (the
    percent-encoded unmatched path) and returns the extracted values.

    `a / b` matches `a`, a slash, then `b`; `a | b` matches `a`, or else
    `b`; `m.optional()` matches `m` or nothing. A string on either side of
    a matcher is a literal segment prefix.

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

    /** `a | b`: `a`, or else `b` (pekko-http's `|`). Both must extract the
        same types; the values of the one that matched.
    */
    template <path_matcher O>
    friend auto operator|(const Derived& a, O&& b)
    {
        return implementation_defined::matcher_alt<Derived, std::decay_t<O>>(a, std::forward<O>(b));
    }

    /// `m | "x"`: `m`, or else the literal segment prefix `x`.
    template <detail::matcher_literal S>
    friend auto operator|(const Derived& a, S&& b)
    {
        return a | detail::as_matcher(std::forward<S>(b));
    }

    /// `"x" | m`: the literal segment prefix `x`, or else `m`.
    template <detail::matcher_literal S>
    friend auto operator|(S&& a, const Derived& b)
    {
        return detail::as_matcher(std::forward<S>(a)) | b;
    }

    /** This matcher, or nothing (pekko-http's `.?`): always matches. Extracts
        nothing when this matcher extracts nothing, `std::optional<T>` when it
        extracts one `T`, `std::optional<std::tuple<Ts...>>` when more.

        @par Example
        @code auto r = path("items" / int_number.optional())([](std::optional<std::int32_t> n) { return complete(n ? "one" : "all"); }); @endcode
    */
    auto optional() const
    {
        return implementation_defined::optional_matcher<Derived>(static_cast<const Derived&>(*this));
    }
};

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
    std::optional<std::string_view> leading_literal() const noexcept
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

/** A literal prefix of the current path segment (see `lit`), kept in a
    `Text`: a `std::string`, or for a short string literal a
    `detail::short_text` (no pointer, no destructor).
*/
template <class Text>
class literal_matcher : public path_matcher_base<literal_matcher<Text>>
{
public:
    explicit literal_matcher(std::string_view s) : s_(s) {}

    /// Consumes the literal, compared with the percent-decoded segment.
    std::optional<std::tuple<>> match(std::string_view& rest) const
    {
        if (!detail::match_literal(rest, std::string_view(s_)))
            return std::nullopt;
        return std::tuple<>();
    }

    /// The literal.
    std::optional<std::string_view> leading_literal() const noexcept
    {
        return std::string_view(s_);
    }

private:
    Text s_;
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

/** The hexadecimal digits at the front of the current segment, as `T`
    (see `hex_int_number`, `hex_long_number`): upper or lower case, no
    sign, no `0x`; a value that does not fit in `T` does not match.
*/
template <class T>
class hex_number_matcher : public path_matcher_base<hex_number_matcher<T>, T>
{
public:
    /// Consumes the digits.
    std::optional<std::tuple<T>> match(std::string_view& rest) const;
};

/// Segments separated by slashes (see `segments`).
class segments_matcher : public path_matcher_base<segments_matcher, std::vector<std::string>>
{
public:
    /// Consumes the segments and the slashes between them.
    ROUTE_DECL std::optional<std::tuple<std::vector<std::string>>>
    match(std::string_view& rest) const;
};

/// A decimal floating-point number at the front of the segment (see `double_number`).
class double_matcher : public path_matcher_base<double_matcher, double>
{
public:
    /// Consumes the number.
    ROUTE_DECL std::optional<std::tuple<double>> match(std::string_view& rest) const;
};

/// A UUID in its 36-character form at the front of the segment (see `uuid`).
class uuid_matcher : public path_matcher_base<uuid_matcher, boost::uuids::uuid>
{
public:
    /// Consumes the UUID.
    ROUTE_DECL std::optional<std::tuple<boost::uuids::uuid>> match(std::string_view& rest) const;
};

/// A regular expression matching a prefix of the current segment (see `regex`).
class regex_matcher : public path_matcher_base<regex_matcher, std::string>
{
public:
    /// Compiles `pattern`; throws `std::invalid_argument` for more than one group.
    ROUTE_DECL explicit regex_matcher(std::string_view pattern);

    /// Consumes the match; extracts the match, or its group.
    ROUTE_DECL std::optional<std::tuple<std::string>> match(std::string_view& rest) const;

    /** Matches a prefix of `text`: the match, or its group; nothing when
        the expression does not match at the front of `text` (see `host`).
        Sets `length` to the length of the match.
    */
    ROUTE_DECL std::optional<std::string> match_prefix(std::string_view text,
                                                       std::size_t& length) const;

private:
    struct impl;
    std::shared_ptr<const impl> impl_;
};

/// `m.optional()`: `m`, or nothing (see `path_matcher_base::optional`).
template <class M>
class optional_matcher
    : public detail::matcher_base_for<
          optional_matcher<M>,
          boost::mp11::mp_eval_if_c<
              boost::mp11::mp_size<typename M::extracted>::value == 0, boost::mp11::mp_list<>,
              detail::optional_values_list, typename M::extracted>>
{
public:
    explicit optional_matcher(M m) : m_(std::move(m)) {}

    /// Matches `m` when it can; else consumes nothing. Never fails.
    auto match(std::string_view& rest) const;

private:
    M m_;
};

/// `a | b`: `a`, or else `b` (see `path_matcher_base`).
template <class A, class B>
class matcher_alt : public detail::matcher_base_for<matcher_alt<A, B>, typename A::extracted>
{
    static_assert(std::is_same_v<typename A::extracted, typename B::extracted>,
                  "route: both sides of a path matcher's `|` must extract the same types");

public:
    matcher_alt(A a, B b) : a_(std::move(a)), b_(std::move(b)) {}

    /// Matches `a`, or else `b`.
    auto match(std::string_view& rest) const
    {
        auto x = a_.match(rest);
        if (x)
            return x;
        return decltype(x)(b_.match(rest));
    }

private:
    A a_;
    B b_;
};

} // namespace implementation_defined

/** A literal path segment prefix, for joining two literals.

    It is compared with the percent-decoded segment, so `lit("a b")`
    matches `/a%20b`.

    @par Example
    @code auto r = path(lit("api") / "v1")(complete("v1")); @endcode
*/
inline implementation_defined::literal_matcher<std::string>
lit(std::string_view s)
{
    return implementation_defined::literal_matcher<std::string>(s);
}

/// As above, for a string literal (kept inside the matcher when short).
template <std::size_t N>
auto
lit(const char (&s)[N])
{
    return implementation_defined::literal_matcher<detail::text_for_t<const char (&)[N]>>(
        std::string_view(s));
}

/** Extracts one non-empty, percent-decoded path segment (`std::string`).
    @par Example
    @code auto r = path("files" / segment)([](std::string name) { return complete(name); }); @endcode
*/
inline constexpr implementation_defined::segment_matcher segment{};

/** Matches one slash and extracts nothing, as pekko-http's `Slash`: for
    the directives that imply none (`raw_path_prefix`, `path_suffix`,
    `path_suffix_test`).
    @par Example
    @code auto r = path_suffix_test(slash)(complete("a folder")); @endcode
*/
inline constexpr implementation_defined::slash_matcher slash{};

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

/** Extracts the segments left, percent-decoded, as a
    `std::vector<std::string>`: zero or more (at most 128) non-empty
    segments separated by slashes, as pekko-http's `Segments`. A trailing
    slash is left unmatched.

    @par Example
    @code auto r = path("files" / segments)([](std::vector<std::string> parts) { return complete(std::to_string(parts.size())); }); @endcode
*/
inline constexpr implementation_defined::segments_matcher segments{};

/** Extracts a non-negative hexadecimal `std::int32_t` (digits in either
    case); a larger value does not match.

    @par Example
    @code auto r = path("colors" / hex_int_number)([](std::int32_t rgb) { return complete(std::to_string(rgb)); }); @endcode
*/
inline constexpr implementation_defined::hex_number_matcher<std::int32_t> hex_int_number{};

/// Extracts a non-negative hexadecimal `std::int64_t`; a larger value does not match.
inline constexpr implementation_defined::hex_number_matcher<std::int64_t> hex_long_number{};

/** Extracts a `double`: an optional sign, digits, an optional point and
    digits (pekko-http's `DoubleNumber`; no exponent). At least one digit.

    @par Example
    @code auto r = path("scale" / double_number)([](double f) { return complete(std::to_string(f)); }); @endcode
*/
inline constexpr implementation_defined::double_matcher double_number{};

/** Extracts a `boost::uuids::uuid` from its 36-character form
    (`xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`, hexadecimal digits in either
    case), as pekko-http's `JavaUUID`.

    @par Example
    @code auto r = path("orders" / uuid)([](boost::uuids::uuid id) { return complete(boost::uuids::to_string(id)); }); @endcode
*/
inline constexpr implementation_defined::uuid_matcher uuid{};

/** A matcher of the ECMAScript regular expression `pattern` (`std::regex`),
    matched against a prefix of the current path segment, percent-decoded:
    extracts the whole match when `pattern` has no capture group, the group
    when it has one.

    @throws std::invalid_argument when `pattern` has more than one capture
    group; `std::regex_error` when it is not a regular expression.

    @par Example
    @code auto r = path("v" / regex("[0-9]+"))([](std::string v) { return complete("version " + v); }); @endcode
*/
inline implementation_defined::regex_matcher
regex(std::string_view pattern)
{
    return implementation_defined::regex_matcher(pattern);
}

} // namespace dsl
} // namespace route

#include <route/dsl/impl/path_matcher.hpp>
#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/path_matcher.ipp>
#endif

#endif
