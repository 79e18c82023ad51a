//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_HPP
#define ROUTE_APP_HPP

// Applications: seal, to_http_routes, http_app; and handlers that await
// (boost::asio::awaitable<route::route>), settled with route::settle;
// WebSocket routes.
#include <route/app/access_log.hpp>
#include <route/app/async.hpp>
#include <route/app/chunked.hpp>
#include <route/app/complete_with.hpp>
#include <route/app/request_entity.hpp>
#include <route/app/event_stream.hpp>
#include <route/app/health.hpp>
#include <route/app/http_app.hpp>
#include <route/app/upload.hpp>
#include <route/app/websocket.hpp>

#endif
