//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_HOST_HPP
#define ROUTE_DSL_HOST_HPP

// pekko-http's host and scheme directives: extract_host, host,
// extract_scheme, scheme; host(regex("...")) extracts from the host.

#include <route/config.hpp>
#include <route/core/rejection.hpp>
#include <route/dsl/detail/host.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/path_matcher.hpp>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace implementation_defined {

/// Extracts the request's host (see `extract_host`).
class extract_host_directive : public directive_base<extract_host_directive, std::string>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx, detail::request_host(ctx));
    }
};

/// Passes requests whose host satisfies a predicate (see `host`).
template <class P>
class host_directive : public directive_base<host_directive<P>>
{
public:
    explicit host_directive(P p) : p_(std::move(p)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        if (!p_(std::string_view(detail::request_host(ctx))))
            return route_result::rejected();
        return k(ctx);
    }

private:
    P p_;
};

/// Extracts from the host what a regular expression matches (see `host`).
class host_regex_directive : public directive_base<host_regex_directive, std::string>
{
public:
    explicit host_regex_directive(regex_matcher re) : re_(std::move(re)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        std::size_t n = 0;
        auto v = re_.match_prefix(detail::request_host(ctx), n);
        if (!v)
            return route_result::rejected();
        return k(ctx, std::move(*v));
    }

private:
    regex_matcher re_;
};

/// A host predicate: one of a list of names, compared case-insensitively.
struct host_names
{
    std::vector<std::string> names;
    ROUTE_DECL bool operator()(std::string_view host) const noexcept;
};

/// Extracts the request's URI scheme (see `extract_scheme`).
class extract_scheme_directive : public directive_base<extract_scheme_directive, std::string>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx, detail::request_scheme(ctx));
    }
};

/// Passes requests of one URI scheme (see `scheme`).
class scheme_directive : public directive_base<scheme_directive>
{
public:
    ROUTE_DECL explicit scheme_directive(std::string scheme);

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        if (detail::request_scheme(ctx) != scheme_)
            return route_result::rejected({scheme_rejection{scheme_}});
        // as pekko's: passing cancels the scheme rejections of the others
        return k(ctx).cancel(cancellation_of<scheme_rejection>());
    }

private:
    std::string scheme_;
};

} // namespace implementation_defined

/** Extracts the host the request is for, as a lower-cased `std::string`
    without the port: the host of an absolute-form request-target, else
    that of the `Host` header field (the test kit assumes `example.com`
    when there is none, as pekko-http's does). Never rejects.

    @par Example
    @code auto r = extract_host([](std::string h) { return complete("host: " + h); }); @endcode
*/
inline constexpr implementation_defined::extract_host_directive extract_host{};

/** Passes requests for one of the given hosts (compared without the port,
    case-insensitively); others are rejected with an empty list, as a path
    that does not match.

    @par Example
    @code auto r = host("api.example.com", "example.com")(complete("api")); @endcode
*/
template <class... Names>
    requires(sizeof...(Names) > 0 && (std::is_convertible_v<const Names&, std::string_view> && ...))
implementation_defined::host_directive<implementation_defined::host_names>
host(const Names&... names)
{
    return implementation_defined::host_directive<implementation_defined::host_names>(
        implementation_defined::host_names{{std::string(std::string_view(names))...}});
}

/** Passes requests whose host (lower-cased, without the port) satisfies
    `p`, a `bool(std::string_view)` predicate; others are rejected with an
    empty list.

    @par Example
    @code
    auto r = host([](std::string_view h) { return h.ends_with(".example.com"); })(complete("sub"));
    @endcode
*/
template <class P>
    requires(std::is_invocable_r_v<bool, const P&, std::string_view> &&
             !std::is_convertible_v<const P&, std::string_view>)
implementation_defined::host_directive<std::decay_t<P>>
host(P&& p)
{
    return implementation_defined::host_directive<std::decay_t<P>>(std::forward<P>(p));
}

/** Passes requests whose host (lower-cased, without the port) begins
    with a match of the regular expression `re` (made with `regex`, as for
    paths), as pekko-http's `host(regex)`: extracts the match when `re`
    has no capture group, the group when it has one (a `std::string`).
    Others are rejected with an empty list.

    @par Example
    @code auto r = host(regex("([a-z]+)\\.example\\.com"))([](std::string tenant) { return complete(tenant); }); @endcode
*/
inline implementation_defined::host_regex_directive
host(implementation_defined::regex_matcher re)
{
    return implementation_defined::host_regex_directive(std::move(re));
}

/** Extracts the request's URI scheme (`"http"`, `"https"`), lower-cased.
    The server serves plain HTTP, so its requests are `http` unless their
    target is in absolute form; the test kit sets it with `with_scheme`.

    @par Example
    @code auto r = extract_scheme([](std::string s) { return complete(s); }); @endcode
*/
inline constexpr implementation_defined::extract_scheme_directive extract_scheme{};

/** Passes requests of URI scheme `s` (case-insensitive); rejects others
    with `scheme_rejection{s}` (400 `Uri scheme not allowed, supported
    schemes: https`).

    @par Example
    @code auto r = scheme("https")(complete("secure")); @endcode
*/
inline implementation_defined::scheme_directive
scheme(std::string s)
{
    return implementation_defined::scheme_directive(std::move(s));
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/host.ipp>
#endif

#endif
