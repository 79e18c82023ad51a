//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_REQUEST_ID_HPP
#define ROUTE_CORE_REQUEST_ID_HPP

// A request's id (`X-Request-Id`), as a proxy or the client set it, or made
// here.

#include <route/config.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace route {

/// The longest `X-Request-Id` kept as the client sent it, in bytes.
inline constexpr std::size_t max_request_id_length = 128;

/** True when `id` is kept as a request's id: 1 to 128 bytes of printable
    ASCII (space to `~`), not starting or ending with a space.
*/
ROUTE_DECL bool acceptable_request_id(std::string_view id) noexcept;

/** The id of a request whose `X-Request-Id` is `given` (none: absent):
    `given` when acceptable, else a new random one (32 lower-case
    hexadecimal digits).
*/
ROUTE_DECL std::string request_id_for(std::optional<std::string_view> given);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/request_id.ipp>
#endif

#endif
