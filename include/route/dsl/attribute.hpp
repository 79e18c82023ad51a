//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_ATTRIBUTE_HPP
#define ROUTE_DSL_ATTRIBUTE_HPP

// pekko-http's AttributeDirectives: the attributes an outer route attached
// to the request (`route::request::with_attribute`), read by inner ones.

#include <route/core/attribute.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/directive.hpp>
#include <optional>
#include <string>

namespace route {
namespace dsl {

namespace implementation_defined {

/// The directive `attribute` returns.
template <class T>
class attribute_directive : public directive_base<attribute_directive<T>, T>
{
public:
    constexpr explicit attribute_directive(attribute_key<T> key) noexcept : key_(key) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        const T* v = ctx.request().attribute(key_);
        if (!v)
            return route_result::rejected({missing_attribute_rejection{std::string(key_.name())}});
        return k(ctx, T(*v));
    }

private:
    attribute_key<T> key_;
};

/// The directive `optional_attribute` returns.
template <class T>
class optional_attribute_directive
    : public directive_base<optional_attribute_directive<T>, std::optional<T>>
{
public:
    constexpr explicit optional_attribute_directive(attribute_key<T> key) noexcept : key_(key) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        const T* v = ctx.request().attribute(key_);
        return k(ctx, v ? std::optional<T>(*v) : std::optional<T>());
    }

private:
    attribute_key<T> key_;
};

} // namespace implementation_defined

/** Extracts the value of the request attribute `key` (pekko-http's
    `attribute`), which an outer route attached with
    `route::request::with_attribute` (through `map_request`). Without it
    the request is rejected with `missing_attribute_rejection` (500 once
    sealed: reading an attribute nothing attached is the service's bug).

    @par Example
    @code
    inline constexpr route::attribute_key<std::string> tenant{"tenant"};
    auto r = map_request([](route::request req) { return req.with_attribute(tenant, std::string("acme")); })(
        attribute(tenant)([](std::string t) { return complete("tenant " + t); }));
    @endcode
*/
template <class T>
constexpr implementation_defined::attribute_directive<T>
attribute(const attribute_key<T>& key) noexcept
{
    return implementation_defined::attribute_directive<T>(key);
}

/** Extracts the value of the request attribute `key` as a
    `std::optional<T>`, empty when no outer route attached it (pekko-http's
    `optionalAttribute`); never rejects.

    @par Example
    @code
    auto r = optional_attribute(tenant)([](std::optional<std::string> t) {
        return complete(t.value_or("no tenant"));
    });
    @endcode
*/
template <class T>
constexpr implementation_defined::optional_attribute_directive<T>
optional_attribute(const attribute_key<T>& key) noexcept
{
    return implementation_defined::optional_attribute_directive<T>(key);
}

} // namespace dsl
} // namespace route

#endif
