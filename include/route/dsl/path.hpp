//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_PATH_HPP
#define ROUTE_DSL_PATH_HPP

#include <route/config.hpp>
#include <route/core/response.hpp>
#include <route/dsl/detail/path.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/path_matcher.hpp>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {

namespace implementation_defined {

/** Matches `M` against the unmatched path: after a leading slash when
    `Slash`, and up to the end of the path when `End`; passes what is left
    to the inner route when `Consume`, the path as it was otherwise (see
    `path_prefix`, `raw_path_prefix`, `path`, `path_prefix_test`,
    `raw_path_prefix_test`). Extracts the values of `M`.
*/
template <class M, bool Slash, bool End, bool Consume = true>
class path_directive
    : public detail::directive_base_for<path_directive<M, Slash, End, Consume>,
                                        typename M::extracted>
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
        if constexpr (Consume)
        {
            auto inner = ctx.with_unmatched_path(rest);
            return std::apply(
                [&](auto&&... xs) { return k(inner, std::move(xs)...); }, std::move(*v));
        }
        else
        {
            return std::apply(
                [&](auto&&... xs) { return k(ctx, std::move(xs)...); }, std::move(*v));
        }
    }

    /** The literal the matcher begins with, when a slash comes first: the
        directive rejects with an empty list unless the next path segment
        begins with it (the alternatives' index relies on it).
    */
    std::optional<std::string_view> leading_literal() const noexcept
    {
        if constexpr (Slash)
            return ::route::detail::leading_literal(m_);
        else
            return std::nullopt;
    }

private:
    M m_;
};

/** Matches `M` against the unmatched path with its elements reversed,
    and passes what is left, reversed back, to the inner route when
    `Consume`, the path as it was otherwise (see `path_suffix`,
    `path_suffix_test`).
*/
template <class M, bool Consume = true>
class path_suffix_directive
    : public detail::directive_base_for<path_suffix_directive<M, Consume>, typename M::extracted>
{
public:
    explicit path_suffix_directive(M m) : m_(std::move(m)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        std::string reversed = detail::reverse_path(ctx.unmatched_path());
        std::string_view rest = reversed;
        auto v = m_.match(rest);
        if (!v)
            return route_result::rejected();
        if constexpr (Consume)
        {
            auto left = std::make_shared<const std::string>(detail::reverse_path(rest));
            return std::apply(
                [&](auto&&... xs) { return detail::run_with_path(ctx, left, k, std::move(xs)...); },
                std::move(*v));
        }
        else
        {
            return std::apply(
                [&](auto&&... xs) { return k(ctx, std::move(xs)...); }, std::move(*v));
        }
    }

private:
    M m_;
};

/// Retries the inner route with the trailing slash flipped (see `ignore_trailing_slash`).
class ignore_trailing_slash_directive : public directive_base<ignore_trailing_slash_directive>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        route_result r = k(ctx);
        if (r.is_pending())
        {
            if constexpr (detail::owning_handler<K>)
                return std::move(r).then([ctx, k](route_result x) {
                    return detail::rejected_empty(x) ? retry(ctx, k) : std::move(x);
                });
            else
                return r;
        }
        if (!detail::rejected_empty(r))
            return r;
        return retry(ctx, k);
    }

private:
    template <class K>
    static route_result retry(const request_context& ctx, const K& k)
    {
        // as pekko-http: a lone "/" gets a second slash rather than losing it
        std::string_view p = ctx.unmatched_path();
        if (!p.empty() && p.back() == '/' && p != "/")
            return k(ctx.with_unmatched_path(p.substr(0, p.size() - 1)));
        auto flipped = std::make_shared<const std::string>(std::string(p) + '/');
        return detail::run_with_path(ctx, std::move(flipped), k);
    }
};

/// Redirects when the request's path lacks or has a trailing slash
/// (see `redirect_to_trailing_slash_if_missing`).
class trailing_slash_redirect_directive : public directive_base<trailing_slash_redirect_directive>
{
public:
    trailing_slash_redirect_directive(bool add, ::route::status s) : add_(add), status_(s)
    {
        detail::check_redirection(s);
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        if (auto r = detail::trailing_slash_redirect(ctx, add_, status_))
            return route_result(std::move(*r));
        return k(ctx);
    }

private:
    bool add_;
    ::route::status status_;
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

/** Passes when exactly "/" is left of the path; rejects with an empty
    list otherwise.

    @par Example
    @code auto r = path_prefix("items")(path_single_slash(complete("the list"))); @endcode
*/
inline constexpr implementation_defined::path_end_directive path_single_slash{false, true};

/** Matches a leading slash and then `m` at the front of the unmatched
    path, as `path_prefix`, but consumes nothing: the inner route sees the
    same unmatched path. Extracts the values of `m`; rejects with an empty
    list when it does not match.

    @par Example
    @code auto r = path_prefix_test(lit("api") | "internal")(path_prefix(segment)([](std::string s) { return complete(s); })); @endcode
*/
template <class M>
implementation_defined::path_directive<detail::matcher_t<M>, true, false, false>
path_prefix_test(M&& m)
{
    return implementation_defined::path_directive<detail::matcher_t<M>, true, false, false>(
        detail::as_matcher(std::forward<M>(m)));
}

/** As `path_prefix_test`, without the leading slash: matches `m` at the
    very front of the unmatched path and consumes nothing.

    @par Example
    @code auto r = path_prefix("foo")(raw_path_prefix_test("bar")(complete("foobar..."))); @endcode
*/
template <class M>
implementation_defined::path_directive<detail::matcher_t<M>, false, false, false>
raw_path_prefix_test(M&& m)
{
    return implementation_defined::path_directive<detail::matcher_t<M>, false, false, false>(
        detail::as_matcher(std::forward<M>(m)));
}

/** Matches `m` at the end of the unmatched path and passes what is before
    it to the inner route, as pekko-http's `pathSuffix`: `m` reads the path
    with its segments in reverse order (but each segment as it is), so
    `path_suffix("b" / "a")` matches `/x/a/b` and leaves `/x/`. No slash is
    implied. Extracts the values of `m`; rejects with an empty list when it
    does not match.

    @par Example
    @code auto r = path_suffix("json" / segment)([](std::string name) { return complete(name); }); @endcode
*/
template <class M>
implementation_defined::path_suffix_directive<detail::matcher_t<M>>
path_suffix(M&& m)
{
    return implementation_defined::path_suffix_directive<detail::matcher_t<M>>(
        detail::as_matcher(std::forward<M>(m)));
}

/** As `path_suffix`, without consuming: passes the unmatched path as it
    is, with the values of `m`, as pekko-http's `pathSuffixTest`.

    @par Example
    @code auto r = path_suffix_test(slash)(complete("a folder")); @endcode
*/
template <class M>
implementation_defined::path_suffix_directive<detail::matcher_t<M>, false>
path_suffix_test(M&& m)
{
    return implementation_defined::path_suffix_directive<detail::matcher_t<M>, false>(
        detail::as_matcher(std::forward<M>(m)));
}

/** Runs the inner route; when it rejects with an empty list, runs it once
    more with the trailing slash of the unmatched path flipped (removed
    when there is one, added when not, so a lone "/" becomes "//"), as
    pekko-http's `ignoreTrailingSlash`. "Empty" is after cancellations. A
    request the inner route does not handle runs it twice.

    When the first run is pending and the directive is combined with
    another one by `&`, the first result is final (no second run); applied
    to its route directly, it retries once the first run settles.

    @par Example
    @code auto r = ignore_trailing_slash(path("items")(complete("items"))); @endcode
*/
inline constexpr implementation_defined::ignore_trailing_slash_directive ignore_trailing_slash{};

/** Passes requests whose path ends with a slash; redirects the others to
    the same URI (query kept) with a slash appended: `Location` is the
    absolute effective URI, the body pekko-http's short HTML text for
    `status` (see `redirect`).

    @par Example
    @code auto r = redirect_to_trailing_slash_if_missing(route::status::moved_permanently)(path_prefix("docs")(path_single_slash(complete("docs")))); @endcode

    @throws std::invalid_argument unless `status` is 301, 302, 303, 307 or 308
*/
inline implementation_defined::trailing_slash_redirect_directive
redirect_to_trailing_slash_if_missing(::route::status status)
{
    return implementation_defined::trailing_slash_redirect_directive(true, status);
}

/** Passes requests whose path does not end with a slash; redirects the
    others to the same URI (query kept) without it, as
    `redirect_to_trailing_slash_if_missing` does. As pekko-http, a path of
    just "/" passes (an empty path would be redirected to "/" again).

    @par Example
    @code auto r = redirect_to_no_trailing_slash_if_present(route::status::moved_permanently)(path("docs")(complete("docs"))); @endcode

    @throws std::invalid_argument unless `status` is 301, 302, 303, 307 or 308
*/
inline implementation_defined::trailing_slash_redirect_directive
redirect_to_no_trailing_slash_if_present(::route::status status)
{
    return implementation_defined::trailing_slash_redirect_directive(false, status);
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/path.ipp>
#endif

#endif
