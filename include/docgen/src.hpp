//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_SRC_HPP
#define DOCGEN_SRC_HPP

// Include this file in exactly one translation unit of a program built
// with DOCGEN_SEPARATE_COMPILATION (libs/docgen does).

#ifndef DOCGEN_SEPARATE_COMPILATION
#error "docgen/src.hpp is for builds that define DOCGEN_SEPARATE_COMPILATION"
#endif

#include <docgen/calls.hpp>
#include <docgen/format.hpp>
#include <docgen/generate.hpp>
#include <docgen/openapi_info.hpp>
#include <docgen/openapi_post_processor.hpp>
#include <docgen/record.hpp>
#include <docgen/spec.hpp>
#include <docgen/typed_client.hpp>
#include <docgen/output.hpp>
#include <docgen/text.hpp>
#include <docgen/view.hpp>

#include <docgen/impl/calls.ipp>
#include <docgen/impl/calls_json.ipp>
#include <docgen/impl/format.ipp>
#include <docgen/impl/generate.ipp>
#include <docgen/impl/openapi_info.ipp>
#include <docgen/impl/openapi_post_processor.ipp>
#include <docgen/impl/record.ipp>
#include <docgen/impl/in_process.ipp>
#include <docgen/impl/multipart.ipp>
#include <docgen/impl/spec.ipp>
#include <docgen/impl/output.ipp>
#include <docgen/impl/text.ipp>
#include <docgen/impl/view.ipp>

#include <docgen/impl/http_message.ipp>
#include <docgen/impl/transport_options.ipp>
#include <docgen/impl/transport.ipp>
#include <docgen/impl/error.ipp>
#include <docgen/impl/typed_client.ipp>

#endif
