//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_HPP
#define ROUTE_SERVER_HPP

// Serving an application over HTTP/1.1 with Boost.Beast. The only part of
// the library that opens sockets.

#include <route/config.hpp>
#include <route/app/async.hpp>
#include <route/app/http_app.hpp>
#include <route/server/server.hpp>

#endif
