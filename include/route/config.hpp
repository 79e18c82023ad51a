//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CONFIG_HPP
#define ROUTE_CONFIG_HPP

// Marks what an expression of many routes calls once per route (the
// destructors of the DSL's route expressions): kept out of line, the
// function building the routes is a few calls per route, not their bodies.
// Not used for what runs per request (complete(), its completion).
#define ROUTE_OUT_OF_LINE [[gnu::noinline]]

// The library is header-only by default. Define ROUTE_SEPARATE_COMPILATION
// and link libs/route (or include <route/src.hpp> in one translation unit)
// to compile its non-template parts once.
#ifdef ROUTE_SEPARATE_COMPILATION
#define ROUTE_DECL
#else
#define ROUTE_HEADER_ONLY 1
#define ROUTE_DECL inline
#endif

// Boost.Beast 1.81's status and verb headers print through std::ostream
// without including <ostream> themselves.
#include <ostream>

#endif
