//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_CLIENT_HPP
#define DOCGEN_CLIENT_HPP

// The network client: docgen's only sockets. It sends one declared request
// to the documented service, over HTTP/1.1 or HTTPS, and reads the whole
// answer into memory, synchronously or awaited in a coroutine. Beast, the
// Asio I/O objects and OpenSSL stay in impl/client.ipp and the detail/
// headers it includes.

#include <docgen/config.hpp>
#include <docgen/error.hpp>
#include <docgen/header.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/assert/source_location.hpp>
#include <boost/system/error_code.hpp>
#include <chrono>
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace docgen {

/** A request for `docgen::client::send`.

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
    /// client's `Connection: close`; `Content-Length` and
    /// `Transfer-Encoding` are the client's business and are not sent.
    std::vector<header> headers;

    /// The body; sent with its `Content-Length` when not empty, and always
    /// for POST, PUT and PATCH.
    std::string body;
};

/** A complete response, read whole into memory.

    Any status is a response: 404 and 500 are answers, not errors.

    @par Example
    @code
    auto r = docgen::client().send({"GET", "http://127.0.0.1:8080/items"});
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

/** How a `docgen::client` connects, waits and verifies.

    @par Example
    @code
    auto o = docgen::client_options::from_env();   // DOCGEN_CA_FILE
    o.total_timeout = std::chrono::seconds(5);
    docgen::client c(o);
    @endcode
*/
struct client_options
{
    /// The time allowed for resolving the host, connecting and, for https,
    /// the TLS handshake; counted from the start of `send`.
    std::chrono::milliseconds connect_timeout = std::chrono::seconds(30);

    /// The time allowed for the whole exchange, from the start of `send`
    /// to the last byte of the response.
    std::chrono::milliseconds total_timeout = std::chrono::seconds(30);

    /// The largest response body accepted, in bytes; a larger one fails
    /// the request with `error::body_too_large`.
    std::size_t body_limit = 8 * 1024 * 1024;

    /// A PEM file of extra trusted certificates, used besides the system's
    /// default store. Empty: the system store only.
    std::string ca_file;

    /// Verify the server's certificate chain and host name (https). Turn
    /// off only against test servers.
    bool verify_peer = true;

    /** The defaults, with what the environment sets: `DOCGEN_CA_FILE`
        (when set and not empty) gives `ca_file`.
    */
    DOCGEN_DECL static client_options from_env();
};

/** What went wrong, for people.

    The message always names the method and the URL, then the cause:
    `GET http://127.0.0.1:9/x: connection refused by 127.0.0.1:9`, with
    the TLS details (host, OpenSSL's verification reason), the deadline or
    the limit that was passed. Empty after a successful `send`.

    @par Example
    @code
    if (ec) BOOST_TEST_MESSAGE(diag.message);
    @endcode
*/
struct diagnostics
{
    /// The explanation, one line.
    std::string message;
};

/** Thrown by the throwing `client::send`: the error code and the
    diagnostics message.

    @par Example
    @code
    try { c.send(req); }
    catch (const docgen::transport_error& e)
    {
        if (e.code() == docgen::error::timeout) std::cerr << e.what() << '\n';
    }
    @endcode
*/
class transport_error : public std::runtime_error
{
public:
    /// Constructs the exception; `what()` returns `message`.
    DOCGEN_DECL transport_error(boost::system::error_code ec, const std::string& message);

    /// The `docgen::error` that happened.
    const boost::system::error_code& code() const noexcept { return code_; }

private:
    boost::system::error_code code_;
};

/** Sends requests to a remote HTTP(S) service, one fresh connection each.

    Each `send` resolves the host, connects, for `https` performs the TLS
    handshake (SNI, the system's trusted certificates plus
    `client_options::ca_file`, host name verification), writes one
    HTTP/1.1 request with `Connection: close`, and reads the whole
    response. Redirects are not followed: a 301 is an answer like any
    other. `async_send` runs the exchange on the executor of the coroutine
    that awaits it, so that one thread can wait for many; `send` runs the
    same exchange on a private `io_context` and is synchronous from the
    caller's view. Both may be used from several threads at once. Copies
    share the TLS context.

    @par Example
    @code
    docgen::client c(docgen::client_options::from_env());
    boost::system::error_code ec;
    docgen::diagnostics diag;
    docgen::http_response r = c.send(
        {"GET", "https://api.github.com/users/octocat", {{"User-Agent", "docgen"}}}, ec, diag);
    if (ec)
        std::cerr << diag.message << '\n';
    @endcode

    @see docgen::error, docgen::client_options
*/
class client
{
public:
    /** Makes a client. Its TLS context (the system store and `ca_file`)
        is made on its first `https` request and shared by its copies; a CA
        file that cannot be read fails each `https` request with
        `error::tls_failed`, naming the file.
    */
    DOCGEN_DECL explicit client(client_options o = {});

    /** Sends `req` and reads the whole response.

        @param req the request
        @param ec set to a `docgen::error` on failure, cleared on success
        @param diag set to the explanation on failure, cleared on success
        @return the response; a default `http_response` on failure
    */
    DOCGEN_DECL http_response send(const http_request& req, boost::system::error_code& ec,
                                   diagnostics& diag);

    /** Sends `req` and reads the whole response.

        @throws docgen::transport_error on failure; its `what()` is the
        diagnostics message
    */
    DOCGEN_DECL http_response send(const http_request& req);

    /** Sends `req` and reads the whole response, awaited in a coroutine.

        The exchange runs on the executor of the awaiting coroutine
        (`co_await boost::asio::this_coro::executor`) and blocks no thread:
        while it waits, that executor runs other work. Deadlines, TLS,
        limits and messages are those of `send`. The deadline timer and the
        socket share that executor, so on an `io_context` run by several
        threads, await from a strand. The client, `ec` and `diag` must
        outlive the `co_await`.

        @par Example
        @code
        boost::asio::awaitable<void> show(docgen::client& c, std::string url)
        {
            boost::system::error_code ec;
            docgen::diagnostics diag;
            auto r = co_await c.async_send({"GET", url}, ec, diag);
            std::cout << (ec ? diag.message : r.body) << '\n';
        }
        @endcode

        @param req the request
        @param ec set to a `docgen::error` on failure, cleared on success
        @param diag set to the explanation on failure, cleared on success
        @return the response; a default `http_response` on failure
    */
    DOCGEN_DECL boost::asio::awaitable<http_response>
    async_send(http_request req, boost::system::error_code& ec, diagnostics& diag);

    /** Sends `req` and reads the whole response, awaited in a coroutine.

        @throws docgen::transport_error on failure; its `what()` is the
        diagnostics message
    */
    DOCGEN_DECL boost::asio::awaitable<http_response> async_send(http_request req);

    /// The options this client was made with.
    DOCGEN_DECL const client_options& options() const noexcept;

    struct impl;

private:
    std::shared_ptr<const impl> impl_;
};

} // namespace docgen

#include <docgen/detail/client.hpp>

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/client.ipp>
#endif

#endif
