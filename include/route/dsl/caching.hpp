//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_CACHING_HPP
#define ROUTE_DSL_CACHING_HPP

// pekko-http-caching's directives: cache, always_cache, caching_prohibited,
// and route_cache, the cache of completed responses they share.

#include <route/config.hpp>
#include <route/core/lfu_cache.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/caching.hpp>
#include <route/dsl/directive.hpp>
#include <concepts>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

namespace route {
namespace dsl {

/** A cache of completed responses by key, for `cache` and `always_cache`:
    pekko-http-caching's `routeCache`.

    Create it once, outside the route, and give it to every route that
    shares it; the route holds the `std::shared_ptr`, so that route tables
    stay copyable.

    @par Example
    @code
    auto c = route_cache<std::string>({.max_capacity = 50, .time_to_live = std::chrono::seconds(20)});
    auto r = cache(c, get_uri_keyer)(complete("expensive"));
    @endcode

    @throws std::invalid_argument for settings `lfu_cache` refuses.
*/
template <class K>
std::shared_ptr<lfu_cache<K, response>>
route_cache(lfu_cache_settings s = {})
{
    return std::make_shared<lfu_cache<K, response>>(std::move(s));
}

namespace implementation_defined {

/// The key function of pekko-http-caching's examples (see `get_uri_keyer`).
struct get_uri_keyer_type
{
    ROUTE_DECL std::optional<std::string> operator()(const request_context& ctx) const;
};

/// Serves and stores responses in a cache (see `cache`, `always_cache`).
template <class K, class KeyFn, bool Always>
class cache_directive : public directive_base<cache_directive<K, KeyFn, Always>>
{
public:
    cache_directive(std::shared_ptr<lfu_cache<K, response>> c, KeyFn f)
        : cache_(std::move(c)), key_(std::move(f))
    {
    }

    template <class Kont>
    route_result apply(const request_context& ctx, const Kont& k) const
    {
        if constexpr (!Always)
            if (detail::caching_prohibited(ctx.request()))
                return k(ctx);
        std::optional<K> key = std::invoke(key_, ctx);
        if (!key)
            return k(ctx);
        if (std::optional<response> hit = cache_->get(*key))
            return route_result(std::move(*hit));
        return k(ctx).then([c = cache_, key = std::move(*key)](route_result r) {
            if (r.is_completed() && detail::response_cacheable(r.response()))
                c->put(key, r.response());
            return r;
        });
    }

private:
    std::shared_ptr<lfu_cache<K, response>> cache_;
    KeyFn key_;
};

/// Passes requests that forbid cached answers (see `caching_prohibited`).
class caching_prohibited_directive : public directive_base<caching_prohibited_directive>
{
public:
    template <class Kont>
    route_result apply(const request_context& ctx, const Kont& k) const
    {
        if (!detail::caching_prohibited(ctx.request()))
            return route_result::rejected();
        return k(ctx);
    }
};

template <class F, class K>
concept key_function = std::invocable<const F&, const request_context&> &&
    std::convertible_to<std::invoke_result_t<const F&, const request_context&>, std::optional<K>>;

} // namespace implementation_defined

/** The key function of pekko-http-caching's examples: a GET request's
    effective URI (scheme, host and target: the text `extract_uri` parses,
    e.g. `http://example.com/a?b=c`, or the target itself when it is in
    absolute form); `std::nullopt`, not cacheable, for every other method.

    @par Example
    @code auto r = cache(route_cache<std::string>(), get_uri_keyer)(complete("x")); @endcode
*/
inline constexpr implementation_defined::get_uri_keyer_type get_uri_keyer{};

/** Answers from the cache `c` when it holds a response for the request's
    key, and otherwise runs the inner route and stores the response it
    completes with; as pekko-http's `cache`, i.e. `caching_prohibited |
    always_cache(c, key_fn)`.

    `key_fn(const route::request_context&)` returns a `std::optional<K>`:
    `std::nullopt` passes the request to the inner route without looking
    at the cache (pekko's keyer is a partial function). A request whose
    `Cache-Control` says `no-cache` or `max-age=0` runs the inner route,
    and its response is neither looked up nor stored.

    Only completed responses are stored, whatever their status, and only
    those whose body is in memory; rejections and exceptions pass through
    and are not stored. Requests for a missing key that arrive while the
    first one runs the inner route each run it too; the last response
    stored stays.

    @par Example
    @code
    auto c = route_cache<std::string>();
    auto r = path("report")(cache(c, get_uri_keyer)(complete([] { return build_report(); })));
    @endcode

    @param c the cache, shared with every copy of the route
    @param key_fn the request's key, or `std::nullopt` for a request not to cache
    @see always_cache, caching_prohibited, route_cache
*/
template <class K, implementation_defined::key_function<K> KeyFn>
auto
cache(std::shared_ptr<lfu_cache<K, response>> c, KeyFn key_fn)
{
    return implementation_defined::cache_directive<K, KeyFn, false>(std::move(c), std::move(key_fn));
}

/** As `cache`, but the request's `Cache-Control` is not read: a request
    with `no-cache` is answered from the cache too (pekko-http's
    `alwaysCache`).

    @par Example
    @code auto r = always_cache(route_cache<std::string>(), get_uri_keyer)(complete("x")); @endcode

    @see cache
*/
template <class K, implementation_defined::key_function<K> KeyFn>
auto
always_cache(std::shared_ptr<lfu_cache<K, response>> c, KeyFn key_fn)
{
    return implementation_defined::cache_directive<K, KeyFn, true>(std::move(c), std::move(key_fn));
}

/** Passes only requests whose `Cache-Control` forbids a cached answer
    (`no-cache`, or `max-age=0`) and rejects the others with an empty list
    (pekko-http's `cachingProhibited`).

    @par Example
    @code auto r = caching_prohibited(complete("fresh")) | complete("maybe cached"); @endcode
*/
inline constexpr implementation_defined::caching_prohibited_directive caching_prohibited{};

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/caching.ipp>
#endif

#endif
