//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_STRICT_ENTITY_IPP
#define ROUTE_CORE_IMPL_STRICT_ENTITY_IPP

#include <route/core/detail/strict_entity.hpp>
#include <route/core/entity_stream.hpp>
#include <route/core/error.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request_context.hpp>
#include <boost/system/system_error.hpp>
#include <memory>

namespace route {
namespace detail {

std::exception_ptr
entity_failure(const entity_stream& s)
{
    using fk = entity_stream::failure_kind;
    error e = error::entity_truncated;
    std::string what = "The request body ended before its end";
    switch (s.failure())
    {
    case fk::too_large:
        e = error::entity_too_large;
        what = s.content_length()
                   ? "Request Content-Length of " + std::to_string(*s.content_length()) +
                         " bytes exceeds the configured limit of " +
                         std::to_string(s.failed_limit()) + " bytes"
                   : "Request entity exceeds the configured limit of " +
                         std::to_string(s.failed_limit()) + " bytes";
        break;
    case fk::timeout:
        e = error::entity_timeout;
        what = "The request body was not received in time";
        break;
    case fk::consumed:
        e = error::entity_consumed;
        what = "The request body was already read as a stream";
        break;
    default:
        break;
    }
    if (!s.failure_text().empty())
        what = s.failure_text();
    return std::make_exception_ptr(entity_error(e, std::move(what)));
}

std::optional<route_result>
require_strict_entity(const request_context& ctx, std::optional<std::chrono::milliseconds> timeout)
{
    // the body in memory: the limit in force applies when it is read
    auto strict_over_limit = [&]() -> std::optional<route_result> {
        auto n = ctx.request().body().size();
        if (n <= ctx.size_limit())
            return std::nullopt;
        return route_result::rejected({request_entity_too_large_rejection(n, ctx.size_limit())});
    };
    auto* s = ctx.request().streamed_entity();
    if (!s)
        return strict_over_limit();
    using st = entity_stream::state;
    switch (s->current())
    {
    case st::strict:
        return strict_over_limit();
    case st::failed:
        if (s->failure() == entity_stream::failure_kind::too_large)
            return route_result::rejected({request_entity_too_large_rejection(
                s->content_length(), s->failed_limit())});
        return route_result::failed(entity_failure(*s));
    case st::streaming:
        s->set_failed(entity_stream::failure_kind::consumed);
        return route_result::failed(entity_failure(*s));
    case st::unread:
        break;
    }
    // a declared length over the limit is refused without reading a byte
    if (auto n = s->content_length(); n && *n > ctx.size_limit())
        return route_result::rejected(
            {request_entity_too_large_rejection(*n, ctx.size_limit())});
    return route_result::pending(
        std::make_unique<strict_entity_needed>(*s, ctx.size_limit(), timeout));
}

} // namespace detail
} // namespace route

#endif
