//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_MISC_HPP
#define ROUTE_DSL_MISC_HPP

// pekko-http's MiscDirectives that have no other home: whether the
// request has a body (request_entity_empty, request_entity_present),
// rejecting an empty response (reject_empty_response) and choosing a
// language (select_preferred_language). with_size_limit is in
// <route/dsl/size_limit.hpp>, validate in <route/dsl/basic.hpp>.

#include <route/config.hpp>
#include <route/core/entity_stream.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/misc.hpp>
#include <route/dsl/directive.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace route {
namespace dsl {

namespace implementation_defined {

/// Passes requests with (`Present`) or without a body (see `request_entity_empty`).
template <bool Present>
class request_entity_directive : public directive_base<request_entity_directive<Present>>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        if (detail::request_entity_known_empty(ctx) == Present)
        {
            if constexpr (Present)
                return route_result::rejected({request_entity_expected_rejection{}});
            else
                return route_result::rejected();
        }
        return k(ctx);
    }
};

/// Turns an empty completed response into an empty rejection (see `reject_empty_response`).
class reject_empty_response_directive : public directive_base<reject_empty_response_directive>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        route_result r = k(ctx);
        if (r.is_pending())
            return std::move(r).then([](route_result x) { return check(std::move(x)); });
        return check(std::move(r));
    }

private:
    static route_result check(route_result r)
    {
        if (r.is_completed() && detail::response_known_empty(r.response()))
            return route_result::rejected();
        return r;
    }
};

/// Extracts the preferred language (see `select_preferred_language`).
class select_preferred_language_directive
    : public directive_base<select_preferred_language_directive, std::string>
{
public:
    explicit select_preferred_language_directive(std::vector<std::string> alternatives)
        : alternatives_(std::move(alternatives))
    {
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx, detail::preferred_language(ctx.request(), alternatives_));
    }

private:
    std::vector<std::string> alternatives_;
};

} // namespace implementation_defined

/** Extracts the language, among `first` and `more`, that the request's
    `Accept-Language` prefers, as pekko-http's `selectPreferredLanguage`:
    the one with the highest q-value above 0, the first given among equals,
    where a range matches a language with its tags (`en` matches `en-US`,
    `*` any), the most specific range deciding. Every parameter of a range
    is read, the weight from `q`; a field with a range or a parameter that
    does not parse is ignored as a whole. Without the field, or when none
    is acceptable, `first`. Never rejects.

    @par Example
    @code
    auto r = select_preferred_language("en", "de", "fr")([](std::string lang) {
        return complete(lang == "de" ? "Hallo" : lang == "fr" ? "Bonjour" : "Hello");
    });
    @endcode
*/
template <class... More>
implementation_defined::select_preferred_language_directive
select_preferred_language(std::string first, More&&... more)
{
    return implementation_defined::select_preferred_language_directive(
        std::vector<std::string>{std::move(first), std::string(std::forward<More>(more))...});
}

/** Passes requests without a body (an empty one, or a streamed one that
    declares `Content-Length: 0`) and rejects the others with an empty
    list, as pekko-http's `requestEntityEmpty`.

    @par Example
    @code
    auto r = request_entity_empty(complete("no body")) |
             request_entity_present(complete("a body"));
    @endcode

    @see request_entity_present
*/
inline constexpr implementation_defined::request_entity_directive<false> request_entity_empty{};

/** Passes requests with a body (a chunked one counts, whatever it turns
    out to hold) and rejects the others with
    `request_entity_expected_rejection` (400 `Request entity expected but
    not supplied` once sealed), as pekko-http's `requestEntityPresent`.

    @par Example
    @code
    auto r = post(request_entity_present(entity(as<std::string>)([](std::string body) {
        return complete(body);
    })));
    @endcode

    @see request_entity_empty
*/
inline constexpr implementation_defined::request_entity_directive<true> request_entity_present{};

/** Turns a response of the inner route without a body (no text, file,
    stream or upgrade) into an empty rejection, so that the next
    alternative is tried or the request ends as not found, as pekko-http's
    `rejectEmptyResponse`. Other results pass unchanged.

    @par Example
    @code
    // an item the lookup did not find: 404 instead of an empty 200
    auto r = path("items" / segment)([](std::string id) {
        return reject_empty_response(complete(find_item(id))); // "" when none
    });
    @endcode
*/
inline constexpr implementation_defined::reject_empty_response_directive reject_empty_response{};

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/misc.ipp>
#endif

#endif
