//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DOCGEN_HPP
#define DOCGEN_DOCGEN_HPP

// Umbrella header of docgen: the specification DSL with its Boost.Test
// glue, the recorded calls, the formatter interface, the OpenAPI
// post-processors and generation.
#include <docgen/boost_test.hpp>
#include <docgen/format.hpp>
#include <docgen/generate.hpp>
#include <docgen/openapi_post_processor.hpp>
#include <docgen/output.hpp>
#include <docgen/record.hpp>
#include <docgen/spec.hpp>
#include <docgen/view.hpp>

#endif
