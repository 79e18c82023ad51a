//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_TRACE_CONTEXT_HPP
#define ROUTE_CORE_TRACE_CONTEXT_HPP

// W3C Trace Context (https://www.w3.org/TR/trace-context/): the trace a
// request belongs to, read from its `traceparent` and `tracestate` fields,
// and the span the server's handling of it is.

#include <route/config.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace route {

/** A request's place in a distributed trace.

    `trace_id` and `parent_id` come from the request's `traceparent` when
    it is valid (version `00`, or a later version read as `00`); otherwise
    a new trace begins: `trace_id` is new and `parent_id` empty. Every
    request gets a new `span_id`. The ids are lower-case hexadecimal
    (32 digits for a trace, 16 for a span).
*/
struct trace_context
{
    std::string trace_id;
    /// The caller's span ("" when the trace begins here).
    std::string parent_id;
    /// This request's span.
    std::string span_id;
    /// The caller asked for the trace to be recorded (flag `01`).
    bool sampled = false;
    /** The request's `tracestate`, as received ("" when none, or when
        `traceparent` was invalid: the recommendation discards it then).
    */
    std::string tracestate;

    /** The `traceparent` field for a call this request makes: this trace,
        this span as the parent, the sampled flag.
    */
    ROUTE_DECL std::string traceparent() const;
};

/// What a valid `traceparent` field says.
struct traceparent_fields
{
    std::string trace_id;
    std::string parent_id;
    std::uint8_t flags = 0;
};

/** Parses a `traceparent` field value, or gives nothing when it is invalid
    and must be ignored: not `version-trace_id-parent_id-flags` in
    lower-case hexadecimal of 2, 32, 16 and 2 digits, version `ff`, an
    all-zero id, or a version `00` value with more after the flags (a later
    version may add fields after a `-`, on one line). One white-space
    character before and one after are allowed, as OpenTelemetry's
    propagators allow them.
*/
ROUTE_DECL std::optional<traceparent_fields> parse_traceparent(std::string_view value) noexcept;

/** The trace context of a request that carried these fields (none when
    absent): its trace continued with a new span, or a new trace.
*/
ROUTE_DECL trace_context make_trace_context(std::optional<std::string_view> traceparent,
                                            std::optional<std::string_view> tracestate);

namespace detail {

/// `n` random bytes as 2n lower-case hexadecimal digits, never all zero.
ROUTE_DECL std::string random_hex_id(std::size_t n);

/** Where a request's trace context is kept once made, so that every route
    and the access log see the same span: the transport's, for as long as
    the request lasts (see `request::trace_context()`).
*/
class trace_slot
{
public:
    bool has_value() const noexcept { return value_.has_value(); }
    const trace_context& value() const noexcept { return *value_; }
    const trace_context& emplace(trace_context c) const
    {
        return value_.emplace(std::move(c));
    }
    void reset() noexcept { value_.reset(); }

private:
    mutable std::optional<trace_context> value_;
};

} // namespace detail

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/trace_context.ipp>
#endif

#endif
