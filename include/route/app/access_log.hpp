//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_ACCESS_LOG_HPP
#define ROUTE_APP_ACCESS_LOG_HPP

// The access log: one entry per request answered, whatever carried it, and
// its JSON-lines form.

#include <route/config.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

namespace route {

/// What the access log says of one request.
struct access_log_entry
{
    /// When the request began (its header was received).
    std::chrono::system_clock::time_point time;
    /// The connection's peer address, e.g. "127.0.0.1".
    std::string client_address;
    std::string method;
    /// The request-target as received, e.g. "/items?page=2".
    std::string target;
    /** The template of the path that answered, e.g. `/items/{long_number}`
        ("" when no route completed the request).
    */
    std::string http_route;
    /// `HTTP/1.0`, `HTTP/1.1` or `HTTP/2`.
    std::string protocol;
    unsigned status = 0;
    /// The request body's bytes read, and the response body's bytes sent.
    std::uint64_t bytes_in = 0;
    std::uint64_t bytes_out = 0;
    /// From `time` until the answer was sent.
    std::chrono::microseconds duration{0};
    std::string user_agent;
    std::string request_id;
    std::string trace_id;
    std::string span_id;
};

/** An entry as one line of JSON, without the line break: an object with
    the members `time` (RFC 3339, UTC, milliseconds), `client_address`,
    `method`, `target`, `http_route`, `protocol`, `status`, `bytes_in`,
    `bytes_out`, `duration_us`, `user_agent`, `request_id`, `trace_id` and
    `span_id`. Valid JSON whatever the request held: control characters
    are escaped, and a byte that is not part of valid UTF-8 becomes U+FFFD.
*/
ROUTE_DECL std::string format_json_log_line(const access_log_entry& e);

/** A logger writing `format_json_log_line(e)` and a line break to `os`
    for each entry, one whole line at a time (a mutex serialises the
    server's threads). `os` must outlive the logger and every copy of it.
*/
ROUTE_DECL std::function<void(const access_log_entry&)> json_access_log(std::ostream& os);

namespace detail {

/// `s` with each byte that is not part of valid UTF-8 replaced by U+FFFD.
ROUTE_DECL std::string valid_utf8(std::string_view s);

/// `t` as RFC 3339 in UTC with milliseconds, e.g. `2026-12-07T17:48:00.123Z`.
ROUTE_DECL std::string format_rfc3339_millis(std::chrono::system_clock::time_point t);

} // namespace detail

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/app/impl/access_log.ipp>
#endif

#endif
