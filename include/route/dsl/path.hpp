//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_PATH_HPP
#define ROUTE_DSL_PATH_HPP

#include <route/config.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/path_matcher.hpp>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {

namespace detail {

template <class T>
using matcher_t = decltype(as_matcher(std::declval<T>()));

} // namespace detail

namespace implementation_defined {

/** Matches `M` against the unmatched path: after a leading slash when
    `Slash`, and up to the end of the path when `End` (see `path_prefix`,
    `raw_path_prefix`, `path`). Extracts the values of `M`.
*/
template <class M, bool Slash, bool End>
class path_directive
    : public detail::directive_base_for<path_directive<M, Slash, End>, typename M::extracted>
{
public:
    explicit path_directive(M m) : m_(std::move(m)) {}
    path_directive(const path_directive&) = default;
    path_directive(path_directive&&) = default;
    path_directive& operator=(const path_directive&) = default;
    path_directive& operator=(path_directive&&) = default;
    ROUTE_OUT_OF_LINE ~path_directive() = default;

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

    /** The literal the matcher begins with, when a slash comes first: the
        directive rejects with an empty list unless the next path segment
        begins with it (the alternatives' index relies on it).
    */
    const std::string* leading_literal() const noexcept
    {
        if constexpr (Slash)
            return ::route::detail::leading_literal(m_);
        else
            return nullptr;
    }

private:
    M m_;
};

/** Passes when the unmatched path is one of the accepted forms (see
    `path_end`, `path_end_or_single_slash`, `path_single_slash`); the
    inner route sees an empty unmatched path.
*/
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

} // namespace implementation_defined

/** Matches a leading slash and then `m` at the front of the unmatched path,
    and passes the rest of the path to the inner route.

    A string is a literal: `path_prefix("foo")` matches `/foo`, `/foo/x`
    and `/foobar` (leaving `bar`). Extracts the values of `m`; rejects with
    an empty list when it does not match.

    @par Example
    @code auto r = path_prefix("items")(path_end(complete("all items"))); @endcode
*/
template <class M>
implementation_defined::path_directive<detail::matcher_t<M>, true, false>
path_prefix(M&& m)
{
    return implementation_defined::path_directive<detail::matcher_t<M>, true, false>(
        detail::as_matcher(std::forward<M>(m)));
}

/** As `path_prefix`, but without the leading slash: matches `m` at the very
    front of the unmatched path.

    @par Example
    @code auto r = path_prefix("foo")(raw_path_prefix("bar")(complete("foobar"))); @endcode
*/
template <class M>
implementation_defined::path_directive<detail::matcher_t<M>, false, false>
raw_path_prefix(M&& m)
{
    return implementation_defined::path_directive<detail::matcher_t<M>, false, false>(
        detail::as_matcher(std::forward<M>(m)));
}

/** Matches a leading slash and `m`, which must consume the whole
    unmatched path. Extracts the values of `m`; rejects with an empty list
    when it does not match.

    @par Example
    @code auto r = path("items" / long_number)([](std::int64_t id) { return complete(std::to_string(id)); }); @endcode
*/
template <class M>
implementation_defined::path_directive<detail::matcher_t<M>, true, true>
path(M&& m)
{
    return implementation_defined::path_directive<detail::matcher_t<M>, true, true>(
        detail::as_matcher(std::forward<M>(m)));
}

/** Passes only when the whole path has been matched; rejects with an
    empty list otherwise.

    @par Example
    @code auto r = path_prefix("items")(path_end(complete("all items"))); @endcode
*/
inline constexpr implementation_defined::path_end_directive path_end{false, false};

/** Passes when the whole path has been matched, or only "/" is left.
    @par Example
    @code auto r = path_prefix("items")(path_end_or_single_slash(complete("all items"))); @endcode
*/
inline constexpr implementation_defined::path_end_directive path_end_or_single_slash{true, false};

/// Passes when exactly "/" is left of the path.
inline constexpr implementation_defined::path_end_directive path_single_slash{false, true};

} // namespace dsl
} // namespace route

#endif
