//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_ENTITY_HPP
#define ROUTE_DSL_ENTITY_HPP

#include <route/config.hpp>
#include <route/core/marshal.hpp>
#include <route/dsl/directive.hpp>
#include <route/json/marshal.hpp>
#include <string>
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

namespace detail {

// True when the media type of a Content-Type value is application/json
// (parameters such as charset are allowed).
ROUTE_DECL bool is_json_media_type(std::string_view content_type) noexcept;

} // namespace detail

/** Decodes the request body into a `T` for the inner function.

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
*/
template <class T>
class entity_directive : public directive_base<entity_directive<T>, T>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto const& req = ctx.request();
        if constexpr (json::json_body<T>)
        {
            auto ct = req.header("Content-Type");
            if (!ct || !detail::is_json_media_type(*ct))
                return route_result::rejected(
                    {unsupported_request_content_type_rejection{{"application/json"}}});
            auto v = json::parse<T>(req.body());
            if (!v)
                return route_result::rejected(
                    {malformed_request_content_rejection{v.error().message()}});
            return k(ctx, std::move(*v)).cancel(cancellation::entity);
        }
        else
        {
            static_assert(unmarshallable<T>,
                "route: entity(as<T>) cannot decode this type; use a model "
                "described with BOOST_DESCRIBE_STRUCT, std::string, or "
                "specialise route::unmarshaller");
            std::string message;
            auto v = unmarshaller<T>::read(req.body(), message);
            if (!v)
                return route_result::rejected({malformed_request_content_rejection{message}});
            return k(ctx, std::move(*v)).cancel(cancellation::entity);
        }
    }
};

/** `entity(as<item>)`: extracts the request body decoded as `item`.

    @par Example
    @code
    auto r = post(entity(as<item>)([&](item i) {
        store.add(i);
        return complete(route::status::created, i);
    }));
    @endcode
*/
template <class T>
entity_directive<T> entity(as_type<T>)
{
    return {};
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/entity.ipp>
#endif

#endif
