//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_JSON_SRC_HPP
#define ROUTE_JSON_SRC_HPP

// The compiled part of the model layer (naming, codec, schema): include
// this file in exactly one translation unit of a program built with
// ROUTE_SEPARATE_COMPILATION (libs/route_json does). It needs Boost.JSON
// only: no Beast, no Asio.

#ifndef ROUTE_SEPARATE_COMPILATION
#error "route/json/src.hpp is for builds that define ROUTE_SEPARATE_COMPILATION"
#endif

#include <route/json.hpp>

#include <route/json/impl/decode.ipp>
#include <route/json/impl/encode.ipp>
#include <route/json/impl/error.ipp>
#include <route/json/impl/schema.ipp>

#endif
