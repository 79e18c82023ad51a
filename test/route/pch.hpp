//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What nearly every test of route includes, compiled once per build into a
// precompiled header (test/route/Jamfile): a test file still includes what
// it uses, and those includes then cost nothing.
#ifndef ROUTE_TEST_PCH_HPP
#define ROUTE_TEST_PCH_HPP

#include <route/route.hpp>
#include <route/server.hpp>
#include <route/testkit.hpp>
#include <boost/test/unit_test.hpp>

#endif
