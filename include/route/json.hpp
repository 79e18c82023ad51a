//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_HPP
#define ROUTE_JSON_HPP

// Models: one naming policy for the JSON codec and the JSON Schema.
#include <route/json/conversion.hpp>
#include <route/json/decode.hpp>
#include <route/json/encode.hpp>
#include <route/json/error.hpp>
#include <route/json/model.hpp>
#include <route/json/naming.hpp>
#include <route/json/schema.hpp>

#endif
