//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_TRANSPORT_HPP
#define DOCGEN_TRANSPORT_HPP

// The transport to a remote service: docgen's only sockets. It sends one
// declared request to the documented service, over HTTP/1.1 or HTTPS, and
// reads the whole answer into memory, synchronously or awaited in a
// coroutine. Beast, the Asio I/O objects and OpenSSL stay in
// impl/transport.ipp and the detail/transport_*.hpp headers it includes.

#include <docgen/config.hpp>
#include <docgen/error.hpp>
#include <docgen/http_message.hpp>
#include <docgen/transport_options.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/system/error_code.hpp>
#include <memory>
#include <stdexcept>
#include <string>

namespace docgen {

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

/** Thrown by the throwing `transport::send`: the error code and the
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
    `transport_options::ca_file`, host name verification), writes one
    HTTP/1.1 request with `Connection: close`, and reads the whole
    response. Redirects are not followed: a 301 is an answer like any
    other. `async_send` runs the exchange on the executor of the coroutine
    that awaits it, so that one thread can wait for many; `send` runs the
    same exchange on a private `io_context` and is synchronous from the
    caller's view. Both may be used from several threads at once. Copies
    share the TLS context.

    @par Example
    @code
    docgen::transport c(docgen::transport_options::from_env());
    boost::system::error_code ec;
    docgen::diagnostics diag;
    docgen::http_response r = c.send(
        {"GET", "https://api.github.com/users/octocat", {{"User-Agent", "docgen"}}}, ec, diag);
    if (ec)
        std::cerr << diag.message << '\n';
    @endcode

    @see docgen::error, docgen::transport_options
*/
class transport
{
public:
    /** Makes a transport. Its TLS context (the system store and `ca_file`)
        is made on its first `https` request and shared by its copies; a CA
        file that cannot be read fails each `https` request with
        `error::tls_failed`, naming the file.
    */
    DOCGEN_DECL explicit transport(transport_options o = {});

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
        threads, await from a strand. The transport, `ec` and `diag` must
        outlive the `co_await`.

        @par Example
        @code
        boost::asio::awaitable<void> show(docgen::transport& c, std::string url)
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

    /// The options this transport was made with.
    DOCGEN_DECL const transport_options& options() const noexcept;

    struct impl;

private:
    std::shared_ptr<const impl> impl_;
};

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/transport.ipp>
#endif

#endif
