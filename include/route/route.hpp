//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_ROUTE_HPP
#define ROUTE_ROUTE_HPP

// Umbrella header: the route core, the directives and HTTP applications.
#include <route/config.hpp>
#include <route/core/method.hpp>
#include <route/core/rejection.hpp>
#include <route/core/rejection_handler.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl.hpp>
#include <route/app/http_app.hpp>
#include <route/json.hpp>

#endif
