//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_CANCELLATION_HPP
#define ROUTE_CORE_CANCELLATION_HPP

// What a directive that passed cancels among the rejections of the other
// alternatives.

#include <route/config.hpp>
#include <route/core/detail/cancellation.hpp>
#include <route/core/rejection.hpp>
#include <cstdint>
#include <vector>

namespace route {

/** Rejection kinds that a directive which passed cancels in the whole set
    of alternatives (as pekko-http's `TransformationRejection`).

    A method directive that matched cancels every `method_rejection`; an
    entity directive that decoded the body cancels the entity rejections
    (an unsupported content type, malformed content, an expected entity,
    as pekko-http's `entity`); an authentication directive that accepted
    credentials cancels every `authentication_failed_rejection`;
    `cancel_rejections<R...>()` cancels the kinds it names
    (`cancellation_of<R>()`).
*/
enum class cancellation : std::uint64_t
{
    none = 0,
    method = 1,
    entity = 2,
};

constexpr cancellation operator|(cancellation a, cancellation b) noexcept
{
    return static_cast<cancellation>(static_cast<std::uint64_t>(a) |
                                     static_cast<std::uint64_t>(b));
}

constexpr bool has(cancellation set, cancellation c) noexcept
{
    return (static_cast<std::uint64_t>(set) & static_cast<std::uint64_t>(c)) != 0;
}

/// The cancellation of every rejection of type `R`.
template <class R>
constexpr cancellation cancellation_of() noexcept
{
    return detail::cancellation_bit(detail::rejection_index<R, rejection>::value);
}

/** Applies cancellations to a list and removes duplicates, keeping the
    first occurrence: the kinds `c` and every rejection equal to one of
    `cancelled`. This is what rejection handlers and the test kit see.
*/
ROUTE_DECL std::vector<rejection>
apply_cancellations(std::vector<rejection> list, cancellation c,
                    const std::vector<rejection>& cancelled = {});

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/cancellation.ipp>
#endif

#endif
