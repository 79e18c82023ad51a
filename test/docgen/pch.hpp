//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What docgen's tests include most, compiled once per build into a
// precompiled header (test/docgen/Jamfile): a test file still includes what
// it uses, and those includes then cost nothing.
#ifndef DOCGEN_TEST_PCH_HPP
#define DOCGEN_TEST_PCH_HPP

#include <docgen/docgen.hpp>
#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/test/unit_test.hpp>

#endif
