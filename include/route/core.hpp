//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_HPP
#define ROUTE_CORE_HPP

// The core: requests, responses, methods, rejections, routes and their
// results, the exception and rejection handlers, and the customisation
// points (marshaller, unmarshaller, handler_result).
#include <route/core/entity_stream.hpp>
#include <route/core/error.hpp>
#include <route/core/exception_handler.hpp>
#include <route/core/file_body.hpp>
#include <route/core/handler_result.hpp>
#include <route/core/lfu_cache.hpp>
#include <route/core/marshal.hpp>
#include <route/core/method.hpp>
#include <route/core/rejection.hpp>
#include <route/core/problem_json.hpp>
#include <route/core/rejection_handler.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/request_id.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <route/core/route_result.hpp>
#include <route/core/timeout_access.hpp>
#include <route/core/trace_context.hpp>

#endif
