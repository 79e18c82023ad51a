//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_RESPONSE_HPP
#define ROUTE_CORE_RESPONSE_HPP

#include <route/config.hpp>
#include <route/core/file_body.hpp>
#include <boost/beast/http/status.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace route {

/// HTTP status codes (Beast's).
using status = boost::beast::http::status;

class streamed_body;
class upgrade_handler;

/** Compresses one produced body piece by piece (see `piece_coding`). */
class piece_encoder
{
public:
    virtual ~piece_encoder() = default;

    /// The encoded bytes for `piece`, flushed so that a client can decode
    /// everything sent so far ("" when there is nothing to send yet).
    virtual std::string put(std::string_view piece) = 0;

    /// The bytes that end the encoded body.
    virtual std::string finish() = 0;
};

/** A content coding applied to a body produced while it is sent
    (`produced_body::coding`, set by `encode_response`): each transport
    passes every piece the producer writes through an encoder from
    `start`, and sends its `finish` at the end.
*/
class piece_coding
{
public:
    virtual ~piece_coding() = default;

    /// An encoder for one body.
    virtual std::unique_ptr<piece_encoder> start() const = 0;
};

/** A body produced while it is sent, of unknown length: `route::chunked`,
    `route::event_stream` (`<route/app/chunked.hpp>`). The server sends it
    chunked; the test kit collects its chunks.
*/
struct produced_body
{
    /// What writes the body's pieces (never null).
    std::shared_ptr<const streamed_body> source;

    /** The content coding of the pieces, when `encode_response` chose one
        (its `Content-Encoding` field is set): they are compressed as they
        are sent (null: sent as they are).
    */
    std::shared_ptr<const piece_coding> coding;
};

/// One header field of a response.
struct header_field
{
    std::string name;
    std::string value;
};

/** The response a route completes with.

    A plain value: the server writes it with Beast, the test kit inspects
    it. `Content-Length` and `Date` are the server's business and are not
    stored here.

    What follows the header is `body`, one of:

    - text (`std::string`, the default: `r.body = "text"`);
    - the pieces of an open file (`route::file_body`), which the server
      streams; the test kit's `result::body()` reads it whole;
    - a body produced while it is sent (`route::produced_body`);
    - the connection's next protocol when the route answers with an
      upgrade: a WebSocket handler and the subprotocol it selected, what
      `handle_websocket_messages` and
      `route::websocket_upgrade::handle_messages` answer with
      (`<route/app/websocket.hpp>`). Such a response has status 101 and
      the fields `Upgrade: websocket`, `Connection: Upgrade` and
      `Sec-WebSocket-Protocol` when a subprotocol was selected; the server
      adds `Sec-WebSocket-Accept` and runs the handler on the connection,
      the test kit runs it against a `ws_probe`.

    A directive that replaces the body with text assigns it, which drops
    any other; the pointers held are never null.
*/
struct response
{
    /// What follows the header: text, a file, a produced body or an upgrade.
    using body_type = std::variant<std::string, std::shared_ptr<const file_body>, produced_body,
                                   std::shared_ptr<const upgrade_handler>>;

    ::route::status status = ::route::status::ok;
    std::vector<header_field> headers;
    body_type body;

    /** The body's media type is gzip-compressed in itself, as pekko-http's
        media types of `Gzipped` compressibility (`image/svgz`: an SVG
        image stored gzipped, `Content-Type: image/svg+xml`).
        `with_precompressed_media_type_support` adds `Content-Encoding:
        gzip` to such a response, and `encode_response` never compresses
        its body again. `get_from_file` and `get_from_directory` set it,
        and `Content-Encoding: gzip` with it, for `.svgz` files and files
        such as `app.js.gz`.
    */
    bool gzipped_media_type = false;

    /// The body's text, or null when the body is not text.
    std::string* text() noexcept { return std::get_if<std::string>(&body); }

    /// The body's text, or null when the body is not text.
    const std::string* text() const noexcept { return std::get_if<std::string>(&body); }

    /// The file the body is sent from, or null when it is not a file body.
    const file_body* file() const noexcept
    {
        auto p = std::get_if<std::shared_ptr<const file_body>>(&body);
        return p ? p->get() : nullptr;
    }

    /// The produced body, or null when the body is not produced.
    produced_body* produced() noexcept { return std::get_if<produced_body>(&body); }

    /// The produced body, or null when the body is not produced.
    const produced_body* produced() const noexcept { return std::get_if<produced_body>(&body); }

    /// The upgrade's handler, or null when the response is not an upgrade.
    const upgrade_handler* upgrade() const noexcept
    {
        auto p = std::get_if<std::shared_ptr<const upgrade_handler>>(&body);
        return p ? p->get() : nullptr;
    }

    /** The number of bytes of the body: the text's, the file body's; 0 for
        a produced body (of unknown length) or an upgrade.
    */
    std::uint64_t body_size() const noexcept
    {
        if (auto t = text())
            return t->size();
        if (auto f = file())
            return f->size();
        return 0;
    }

    /// The value of the first field named `name` (case-insensitive), or "".
    ROUTE_DECL std::string_view header(std::string_view name) const noexcept;

    /// True when a field named `name` is present (case-insensitive).
    ROUTE_DECL bool has_header(std::string_view name) const noexcept;

    /// Replaces every field named `name` by one with `value`.
    ROUTE_DECL void set_header(std::string_view name, std::string value);
};

/// The media type of plain text responses.
inline constexpr std::string_view text_plain_utf8 = "text/plain; charset=utf-8";

/// A response with a `text/plain; charset=utf-8` body.
ROUTE_DECL response text_response(::route::status s, std::string body);

/** True when responses with this status may carry a body (not 1xx, 204, 304).
*/
constexpr bool status_allows_body(::route::status s) noexcept
{
    auto code = static_cast<unsigned>(s);
    return !(code < 200 || code == 204 || code == 304);
}

/** The response for a bare status: no body where the status allows none,
    otherwise its reason phrase as plain text.
*/
ROUTE_DECL response status_response(::route::status s);

} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/core/impl/response.ipp>
#endif

#endif
