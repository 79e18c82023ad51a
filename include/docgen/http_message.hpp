//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_HTTP_MESSAGE_HPP
#define DOCGEN_HTTP_MESSAGE_HPP

// The request docgen sends and the response it reads, whole: what the
// transport (<docgen/transport.hpp>) and a route application run in
// process exchange, and what typed requests are made of.

#include <docgen/config.hpp>
#include <docgen/header.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {

/** A request for `docgen::transport::send`.

    The URL is absolute, `http` or `https`, and may carry a path prefix and
    a query; both are sent as given (the caller percent-encodes them). A
    fragment is not sent.

    @par Example
    @code
    docgen::http_request req{"POST", "http://127.0.0.1:8080/api/items?dry=1",
                             {{"Content-Type", "application/json"}}, R"({"id":1})"};
    @endcode
*/
struct http_request
{
    /// The method, an HTTP token: "GET", "POST", ...
    std::string method;

    /// The absolute URL: `http://127.0.0.1:8080/users/octocat`,
    /// `https://host/prefix/x?q=1`.
    std::string url;

    /// The header fields, sent in this order after `Host`. A `Host` field
    /// replaces the one made from the URL and a `Connection` field the
    /// transport's `Connection: close`; `Content-Length` and
    /// `Transfer-Encoding` are the transport's business and are not sent.
    std::vector<header> headers;

    /// The body; sent with its `Content-Length` when not empty, and always
    /// for POST, PUT and PATCH.
    std::string body;
};

/** A complete response, read whole into memory.

    Any status is a response: 404 and 500 are answers, not errors.

    @par Example
    @code
    auto r = docgen::transport().send({"GET", "http://127.0.0.1:8080/items"});
    if (r.status == 200 && r.header_value("content-type") == "application/json")
        std::cout << r.body;
    @endcode
*/
struct http_response
{
    /// The status code, e.g. 200.
    unsigned status = 0;

    /// The header fields, in the order received.
    std::vector<header> headers;

    /// The body (empty for HEAD requests and bodiless statuses).
    std::string body;

    /** The value of the first field named `name` (case-insensitive).

        @return the value, or "" when no such field was received (see
        `has_header` to tell an empty value from an absent field)
    */
    DOCGEN_DECL std::string_view header_value(std::string_view name) const noexcept;

    /// True when a field named `name` (case-insensitive) was received.
    DOCGEN_DECL bool has_header(std::string_view name) const noexcept;
};

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/http_message.ipp>
#endif

#endif
