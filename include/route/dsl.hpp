//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_HPP
#define ROUTE_DSL_HPP

// The directives, in namespace route::dsl.
#include <route/dsl/attribute.hpp>
#include <route/dsl/basic.hpp>
#include <route/dsl/caching.hpp>
#include <route/dsl/coding.hpp>
#include <route/dsl/complete.hpp>
#include <route/dsl/cookie.hpp>
#include <route/dsl/cors.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/entity.hpp>
#include <route/dsl/execution.hpp>
#include <route/dsl/file.hpp>
#include <route/dsl/form_field.hpp>
#include <route/dsl/from_param.hpp>
#include <route/dsl/future.hpp>
#include <route/dsl/header.hpp>
#include <route/dsl/host.hpp>
#include <route/dsl/json_support.hpp>
#include <route/dsl/logging.hpp>
#include <route/dsl/method.hpp>
#include <route/dsl/misc.hpp>
#include <route/dsl/parameter.hpp>
#include <route/dsl/path.hpp>
#include <route/dsl/path_matcher.hpp>
#include <route/dsl/security.hpp>
#include <route/dsl/timeout.hpp>
#include <route/dsl/result.hpp>
#include <route/dsl/size_limit.hpp>

#endif
