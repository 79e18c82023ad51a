//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_DETAIL_WEBSOCKET_HPP
#define ROUTE_TESTKIT_DETAIL_WEBSOCKET_HPP

// The implementation details of <route/testkit/websocket.hpp>.

namespace route {
namespace testkit {
namespace detail {

// What a websocket_probe shares with the connection it watches
// (impl/websocket.ipp).
class probe_state;

} // namespace detail
} // namespace testkit
} // namespace route

#endif
