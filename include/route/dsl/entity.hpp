//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_ENTITY_HPP
#define ROUTE_DSL_ENTITY_HPP

#include <route/config.hpp>
#include <route/core/detail/strict_entity.hpp>
#include <route/core/marshal.hpp>
#include <route/core/handler_result.hpp>
#include <route/core/route.hpp>
#include <route/dsl/complete.hpp>
#include <route/dsl/detail/entity.hpp>
#include <route/dsl/directive.hpp>
#include <string>
#include <type_traits>
#include <utility>
#include <string_view>

namespace route {
namespace dsl {

/// The type tag of `entity(as<T>)`.
template <class T>
struct as_type
{
};

/// `as<T>`: names the type `entity` decodes the body into.
template <class T>
inline constexpr as_type<T> as{};

namespace implementation_defined {

/// The directive `entity(as<T>)` returns.
template <class T>
class entity_directive : public directive_base<entity_directive<T>, T>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        static_assert(unmarshallable<T>,
            "route: entity(as<T>) cannot decode this type; use a model "
            "described with BOOST_DESCRIBE_STRUCT (with <route/route.hpp> or "
            "<route/dsl/json_support.hpp>), std::string, or specialise "
            "route::unmarshaller");
        auto const& req = ctx.request();
        if constexpr (detail::declares_media_type<T>)
        {
            constexpr std::string_view media = unmarshaller<T>::media_type;
            auto ct = req.header("Content-Type");
            if (!ct || !detail::has_media_type(*ct, media))
                return route_result::rejected(
                    {unsupported_request_content_type_rejection{{std::string(media)}}});
        }
        // a streamed body is read whole first, within the size limit
        if (auto r = ::route::detail::require_strict_entity(ctx))
            return std::move(*r);
        auto v = unmarshaller<T>::read(req.body());
        if (!v)
            return route_result::rejected(
                {malformed_request_content_rejection{v.error().message()}});
        return k(ctx, std::move(*v)).cancel(cancellation::entity);
    }
};

} // namespace implementation_defined

/** `entity(as<item>)`: extracts the request body decoded as `item`,
    with `route::unmarshaller<item>`.

    For models (and containers of them) the request must say
    `Content-Type: application/json`, with or without parameters such as
    `charset`; another type rejects with
    `unsupported_request_content_type_rejection{{"application/json"}}`
    (415). An empty body, text that is not JSON, or JSON that does not
    decode (a missing member, a wrong type) rejects with
    `malformed_request_content_rejection` whose message names the member
    (400). `as<std::string>` takes the body as it is, whatever its type.

    When it passes and the inner route rejects, the entity rejections of
    the other alternatives are cancelled: a body that one branch decoded
    is not reported as malformed by another.

    @par Example
    @code
    auto r = post(entity(as<item>)([&](item i) {
        store.add(i);
        return complete(route::status::created, i);
    }));
    @endcode
*/
template <class T>
implementation_defined::entity_directive<T> entity(as_type<T>)
{
    return {};
}

/** Decodes the request body as `A` and completes with what `f` makes of
    it, as pekko-http's `handleWith`: `entity(as<A>)` with the inner route
    `complete(f(a))`. `f` may return a value (marshalled as `complete`
    does: models as JSON), or a `boost::asio::awaitable` of one, which is
    awaited (include `<route/app/async.hpp>`). Rejects as `entity`.

    @par Example
    @code
    auto r = path("double")(post(handle_with(as<int>, [](int n) { return n * 2; })));
    auto s = path("items")(post(handle_with(as<item>, [&store](item i) {
        return store.add(std::move(i)); // the stored item, with its id
    })));
    @endcode
*/
template <class A, class F>
auto
handle_with(as_type<A>, F f)
{
    using R = std::remove_cvref_t<std::invoke_result_t<const F&, A&&>>;
    if constexpr (::route::detail::is_complete_type<::route::awaited_value<R>>::value)
        return entity(as<A>)([f = std::move(f)](A a) -> typename detail::route_awaitable<R>::type {
            co_return ::route::route(complete(co_await f(std::move(a))));
        });
    else
        return entity(as<A>)([f = std::move(f)](A a) { return complete(f(std::move(a))); });
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/entity.ipp>
#endif

#endif
