//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_DETAIL_PATH_HPP
#define ROUTE_DSL_DETAIL_PATH_HPP

// The implementation details of <route/dsl/path.hpp>.

#include <route/config.hpp>
#include <route/core/response.hpp>
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
namespace detail {

template <class T>
using matcher_t = decltype(as_matcher(std::declval<T>()));

/** The percent-encoded path `p` with its elements (segments and slashes)
    in reverse order, as pekko-http's `Uri.Path.reverse`: `/a/b` is `b/a/`.
*/
ROUTE_DECL std::string reverse_path(std::string_view p);

/** The redirection `redirect_to_trailing_slash_if_missing` (`add`) or
    `redirect_to_no_trailing_slash_if_present` (`!add`) makes for the
    request, or nothing when its path is as wanted.
*/
ROUTE_DECL std::optional<response>
trailing_slash_redirect(const request_context& ctx, bool add, ::route::status s);

/// Throws `std::invalid_argument` unless `s` is 301, 302, 303, 307 or 308.
ROUTE_DECL void check_redirection(::route::status s);

// Runs `k` (a directive's inner part) on `ctx` with the unmatched path
// `*p`, which must live until the result settles.
template <class K, class... A>
route_result
run_with_path(const request_context& ctx, std::shared_ptr<const std::string> p, const K& k,
              A&&... a)
{
    route_result r = k(ctx.with_unmatched_path(*p), std::forward<A>(a)...);
    if (!r.is_pending())
        return r;
    return std::move(r).then([p](route_result x) { return x; });
}

// Rejected with an empty list once cancellations apply (what pekko-http's
// rejection handlers call "not found").
inline bool
rejected_empty(const route_result& r)
{
    if (!r.is_rejected())
        return false;
    auto const& set = r.rejection_set();
    return set.list.empty() || r.effective_rejections().empty();
}

// True for the inner part of a directive applied directly to a route or
// a function: it owns what it runs, so a continuation may keep a copy.
template <class K>
inline constexpr bool owning_handler = false;
template <class R>
inline constexpr bool owning_handler<route_handler<R>> = true;
template <class F>
inline constexpr bool owning_handler<function_handler<F>> = true;

} // namespace detail
} // namespace dsl
} // namespace route

#endif
