//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_ERROR_HPP
#define ROUTE_CORE_ERROR_HPP

#include <route/config.hpp>
#include <route/core/detail/error.hpp>
#include <route/json/error.hpp>
#include <boost/assert/source_location.hpp>
#include <boost/system/error_category.hpp>
#include <boost/system/error_code.hpp>
#include <boost/system/system_error.hpp>
#include <string>
#include <type_traits>

namespace route {

/** The error of every "text to T" conversion: parameters
    (`route::from_param`), bodies (`route::unmarshaller`) and the JSON
    codec. Conversions return `boost::system::result<T, decode_error>`.
*/
using json::decode_error;

/** Real failures of the library (not rejections: a request that does not
    match is not an error).
*/
enum class error
{
    /// `server_options::address` is not an IP address.
    invalid_address = 1,

    /// A pending route result of a kind no runtime knows how to await.
    unknown_pending_result,

    /// A pending route result whose handler waits for work nothing runs.
    never_settled,

    /// A request body is larger than the size limit in force (413).
    entity_too_large,

    /// A request body ended before its end: the client closed the
    /// connection, or its chunked framing broke (400).
    entity_truncated,

    /// A request body stalled longer than the server's `body_timeout`, or
    /// did not arrive within `to_strict_entity`'s timeout (408).
    entity_timeout,

    /// A request body was read as a stream, then asked for whole, or
    /// read from two places at once.
    entity_consumed,

    /// The request is over: its body can no longer be read, or its
    /// streamed response no longer written (the connection is gone).
    connection_closed,

    /// A request body read as a stream is not what its Content-Type
    /// says, e.g. a broken multipart/form-data body (400).
    entity_malformed,

    /// A request body does not decode by its Content-Encoding: corrupt or
    /// truncated compressed data (400, `The request's encoding is
    /// corrupt`, as pekko-http's IllegalRequestException).
    entity_corrupt,
};

/// The category of `route::error`.
ROUTE_DECL const boost::system::error_category& error_category() noexcept;

/// Makes an `error_code` from a `route::error`.
inline boost::system::error_code
make_error_code(error e) noexcept
{
    return {static_cast<int>(e), error_category()};
}

/** The failure of reading a request body (`route::error::entity_too_large`,
    `entity_truncated`, `entity_timeout`, `entity_malformed`,
    `entity_consumed`, `entity_corrupt`): a `boost::system::system_error`
    that keeps the text the default exception handler answers with (413,
    400, 408, 400, 500, 400).
*/
class entity_error : public boost::system::system_error
{
public:
    entity_error(error e, std::string text)
        : boost::system::system_error(make_error_code(e), text), text_(std::move(text)) {}

    /** With details that the answer leaves out and the log keeps (the
        decoder's message for `error::entity_corrupt`); `what()` has both.
    */
    entity_error(error e, std::string text, std::string detail)
        : boost::system::system_error(make_error_code(e),
                                      detail.empty() ? text : text + ": " + detail),
          text_(std::move(text)), detail_(std::move(detail))
    {
    }

    /// The answer's text, e.g. `Request entity exceeds the configured limit of 8 bytes`.
    const std::string& text() const noexcept { return text_; }

    /// What the answer leaves out; empty when nothing.
    const std::string& detail() const noexcept { return detail_; }

private:
    std::string text_;
    std::string detail_;
};

} // namespace route

template <>
struct boost::system::is_error_code_enum<::route::error> : std::true_type
{
};

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/error.ipp>
#endif

#endif
