//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_ROUTE_HPP
#define ROUTE_ROUTE_HPP

// Umbrella header: the route core, the directives (with JSON bodies for
// models), HTTP applications and the model layer.
#include <route/config.hpp>
#include <route/core.hpp>
#include <route/dsl.hpp>
#include <route/app/http_app.hpp>
#include <route/json.hpp>

#endif
