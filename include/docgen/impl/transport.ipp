//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_TRANSPORT_IPP
#define DOCGEN_IMPL_TRANSPORT_IPP

#include <docgen/transport.hpp>
#include <docgen/detail/transport_io.hpp>
#include <docgen/detail/transport_exchange.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/assert/source_location.hpp>
#include <boost/throw_exception.hpp>
#include <openssl/ssl.h>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

namespace docgen {
namespace detail {

/** Throws `docgen::transport_error` for `ec` with `message`, recording
    where it was thrown.
*/
[[noreturn]] DOCGEN_DECL void
throw_transport_error(const boost::system::error_code& ec, const std::string& message,
                      const boost::source_location& loc = BOOST_CURRENT_LOCATION)
{
    boost::throw_exception(transport_error(ec, message), loc);
}

// Reports a failed send: sets `ec`, and `diag` to the method, the URL and
// the cause.
inline http_response
send_failed(const http_request& req, boost::system::error_code e, const std::string& cause,
            boost::system::error_code& ec, diagnostics& diag)
{
    ec = e;
    diag.message = req.method + " " + req.url + ": " + cause;
    return {};
}

} // namespace detail

struct transport::impl
{
    using ssl_context = boost::asio::ssl::context;

    explicit impl(transport_options o) : options(std::move(o)) {}

    // The TLS context, made on the first https request (loading the system
    // store takes a while), then shared by the sends of all copies;
    // OpenSSL makes its use from several threads safe.
    ssl_context& tls() const
    {
        std::call_once(tls_once, [this] {
            tls_context.emplace(ssl_context::tls_client);
            SSL_CTX_set_min_proto_version(tls_context->native_handle(), TLS1_2_VERSION);
            boost::system::error_code ec;
            tls_context->set_default_verify_paths(ec);
            if (!options.ca_file.empty())
            {
                tls_context->load_verify_file(options.ca_file, ec);
                if (ec)
                    tls_problem =
                        "cannot load the CA file " + options.ca_file + " (" + ec.message() + ")";
            }
        });
        return *tls_context;
    }

    transport_options options;
    mutable std::once_flag tls_once;
    mutable std::optional<ssl_context> tls_context;
    mutable std::string tls_problem; // set once, with the context
};

transport_error::transport_error(boost::system::error_code ec, const std::string& message)
    : std::runtime_error(message), code_(ec)
{
}

transport::transport(transport_options o) : impl_(std::make_shared<const impl>(std::move(o))) {}

const transport_options&
transport::options() const noexcept
{
    return impl_->options;
}

boost::asio::awaitable<http_response>
transport::async_send(http_request req, boost::system::error_code& ec, diagnostics& diag)
{
    namespace io = detail::transport_io;
    ec = {};
    diag.message.clear();

    io::target t;
    if (auto why = io::parse_target(req.url, t); !why.empty())
        co_return detail::send_failed(req, error::invalid_url, why, ec, diag);
    io::http::request<io::http::string_body> m;
    if (auto why = io::build_request(req, t, m); !why.empty())
        co_return detail::send_failed(req, error::invalid_request, why, ec, diag);

    std::shared_ptr<const impl> keep = impl_; // the transport may go while this waits
    auto* tls = t.tls ? &keep->tls() : nullptr;
    auto x = std::make_shared<io::exchange>(co_await boost::asio::this_coro::executor,
                                            keep->options, tls, keep->tls_problem, std::move(m),
                                            std::move(t));
    boost::system::error_code e;
    std::string cause;
    http_response r = co_await x->run(e, cause);
    if (e)
        co_return detail::send_failed(req, e, cause, ec, diag);
    co_return r;
}

boost::asio::awaitable<http_response>
transport::async_send(http_request req)
{
    boost::system::error_code ec;
    diagnostics diag;
    http_response r = co_await async_send(std::move(req), ec, diag);
    if (ec)
        detail::throw_transport_error(ec, diag.message);
    co_return r;
}

http_response
transport::send(const http_request& req, boost::system::error_code& ec, diagnostics& diag)
{
    // the same exchange as async_send, on a private io_context
    boost::asio::io_context ioc(1);
    http_response r;
    std::exception_ptr failure;
    boost::asio::co_spawn(ioc, async_send(req, ec, diag),
                          [&](std::exception_ptr e, http_response out) {
                              failure = e;
                              r = std::move(out);
                          });
    ioc.run();
    if (failure)
        std::rethrow_exception(failure);
    return r;
}

http_response
transport::send(const http_request& req)
{
    boost::system::error_code ec;
    diagnostics diag;
    http_response r = send(req, ec, diag);
    if (ec)
        detail::throw_transport_error(ec, diag.message);
    return r;
}

} // namespace docgen

#endif

