//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_HPP
#define ROUTE_TESTKIT_HPP

// The test kit: run routes in process, without a server, and check what
// they answer. Request builders (Get, Post, ...), `req >> route`,
// `>> check(...)`, the Boost.Test fixture `route_test`, and WebSocket
// probes (ws_probe, WS).
#include <route/testkit/boost_test.hpp>
#include <route/testkit/request.hpp>
#include <route/testkit/result.hpp>
#include <route/testkit/websocket.hpp>

#endif
