//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The one Boost.Test entry point shared by every test binary.
#define BOOST_TEST_MODULE route
#include <boost/test/unit_test.hpp>
