//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_DETAIL_WEBSOCKET_HPP
#define ROUTE_APP_DETAIL_WEBSOCKET_HPP

// The implementation details of <route/app/websocket.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace route {

namespace detail {

/** The WebSocket handshake of `req`, when it is one: a GET with
    `Upgrade: websocket`, `Connection: upgrade` (tokens, ignoring case), a
    `Sec-WebSocket-Key` of 16 bytes in base64 and `Sec-WebSocket-Version: 13`.
*/
ROUTE_DECL std::optional<websocket_upgrade> websocket_upgrade_of(const ::route::request& req);

/// The 101 response handing the connection to `h`.
ROUTE_DECL response upgrade_response(std::shared_ptr<const upgrade_handler> h);

/// True when `offered` holds `protocol`, ignoring case.
ROUTE_DECL bool offers_protocol(const std::vector<std::string>& offered,
                                std::string_view protocol) noexcept;

} // namespace detail

} // namespace route

#endif
