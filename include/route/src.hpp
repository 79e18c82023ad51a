//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SRC_HPP
#define ROUTE_SRC_HPP

// Include this file in exactly one translation unit of a program built
// with ROUTE_SEPARATE_COMPILATION (libs/route does), together with
// <route/json/src.hpp> (libs/route_json), the compiled model layer.

#ifndef ROUTE_SEPARATE_COMPILATION
#error "route/src.hpp is for builds that define ROUTE_SEPARATE_COMPILATION"
#endif

#include <route/route.hpp>
#include <route/server.hpp>
#include <route/testkit/result.hpp>

#include <route/core/impl/alternative.ipp>
#include <route/core/impl/error.ipp>
#include <route/core/impl/exception_handler.ipp>
#include <route/core/impl/file_body.ipp>
#include <route/core/impl/http_grammar.ipp>
#include <route/core/impl/method.ipp>
#include <route/core/impl/problem_json.ipp>
#include <route/core/impl/rejection.ipp>
#include <route/core/impl/cancellation.ipp>
#include <route/core/impl/credentials.ipp>
#include <route/core/impl/rejection_handler.ipp>
#include <route/core/impl/request.ipp>
#include <route/core/impl/request_context.ipp>
#include <route/core/impl/request_id.ipp>
#include <route/core/impl/response.ipp>
#include <route/core/impl/strict_entity.ipp>
#include <route/core/impl/target.ipp>
#include <route/core/impl/trace_context.ipp>
#include <route/dsl/impl/basic.ipp>
#include <route/dsl/impl/caching.ipp>
#include <route/dsl/impl/coding.ipp>
#include <route/dsl/impl/conditional.ipp>
#include <route/dsl/impl/content_negotiation.ipp>
#include <route/dsl/impl/cookie.ipp>
#include <route/dsl/impl/cors.ipp>
#include <route/dsl/impl/entity.ipp>
#include <route/dsl/impl/execution.ipp>
#include <route/dsl/impl/file.ipp>
#include <route/dsl/impl/form_field.ipp>
#include <route/dsl/impl/header.ipp>
#include <route/dsl/impl/from_param.ipp>
#include <route/dsl/impl/host.ipp>
#include <route/dsl/impl/logging.ipp>
#include <route/dsl/impl/media_type.ipp>
#include <route/dsl/impl/method.ipp>
#include <route/dsl/impl/misc.ipp>
#include <route/dsl/impl/multipart.ipp>
#include <route/dsl/impl/path.ipp>
#include <route/dsl/impl/path_matcher.ipp>
#include <route/dsl/impl/query.ipp>
#include <route/dsl/impl/range.ipp>
#include <route/dsl/impl/security.ipp>
#include <route/dsl/impl/timeout.ipp>
#include <route/dsl/impl/validators.ipp>
#include <route/app/impl/access_log.ipp>
#include <route/app/impl/request_entity.ipp>
#include <route/app/impl/exchange.ipp>
#include <route/app/impl/health.ipp>
#include <route/app/impl/event_stream.ipp>
#include <route/app/impl/upload.ipp>
#include <route/app/impl/http_app.ipp>
#include <route/app/impl/websocket.ipp>
#include <route/testkit/impl/result.ipp>
#include <route/testkit/impl/websocket.ipp>
#include <route/server/detail/impl/session.ipp>
#include <route/server/detail/impl/tls_context.ipp>
#include <route/server/detail/impl/worker.ipp>
#include <route/server/impl/server.ipp>

#endif
