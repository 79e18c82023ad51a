//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_CLIENT_IPP
#define DOCGEN_IMPL_CLIENT_IPP

#include <docgen/client.hpp>
#include <docgen/detail/client_io.hpp>
#include <docgen/detail/client_exchange.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/throw_exception.hpp>
#include <openssl/ssl.h>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>

namespace docgen {
namespace detail {

void
throw_transport_error(const boost::system::error_code& ec, const std::string& message,
                      const boost::source_location& loc)
{
    boost::throw_exception(transport_error(ec, message), loc);
}

} // namespace detail

struct client::impl
{
    using ssl_context = boost::asio::ssl::context;

    explicit impl(client_options o) : options(std::move(o)) {}

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

    client_options options;
    mutable std::once_flag tls_once;
    mutable std::optional<ssl_context> tls_context;
    mutable std::string tls_problem; // set once, with the context
};

std::string_view
http_response::header_value(std::string_view name) const noexcept
{
    for (const auto& h : headers)
        if (detail::client_io::iequals(h.name, name))
            return h.value;
    return {};
}

bool
http_response::has_header(std::string_view name) const noexcept
{
    return std::any_of(headers.begin(), headers.end(), [&](const header& h) {
        return detail::client_io::iequals(h.name, name);
    });
}

client_options
client_options::from_env()
{
    client_options o;
    if (const char* ca = std::getenv("DOCGEN_CA_FILE"); ca && *ca)
        o.ca_file = ca;
    return o;
}

transport_error::transport_error(boost::system::error_code ec, const std::string& message)
    : std::runtime_error(message), code_(ec)
{
}

client::client(client_options o) : impl_(std::make_shared<const impl>(std::move(o))) {}

const client_options&
client::options() const noexcept
{
    return impl_->options;
}

boost::asio::awaitable<http_response>
client::async_send(http_request req, boost::system::error_code& ec, diagnostics& diag)
{
    namespace io = detail::client_io;
    ec = {};
    diag.message.clear();

    io::target t;
    if (auto why = io::parse_target(req.url, t); !why.empty())
        co_return io::failed(req, error::invalid_url, why, ec, diag);
    io::http::request<io::http::string_body> m;
    if (auto why = io::build_request(req, t, m); !why.empty())
        co_return io::failed(req, error::invalid_request, why, ec, diag);

    std::shared_ptr<const impl> keep = impl_; // the client may go while this waits
    auto* tls = t.tls ? &keep->tls() : nullptr;
    auto x = std::make_shared<io::exchange>(co_await boost::asio::this_coro::executor,
                                            keep->options, tls, keep->tls_problem, std::move(m),
                                            std::move(t));
    boost::system::error_code e;
    std::string cause;
    http_response r = co_await x->run(e, cause);
    if (e)
        co_return io::failed(req, e, cause, ec, diag);
    co_return r;
}

boost::asio::awaitable<http_response>
client::async_send(http_request req)
{
    boost::system::error_code ec;
    diagnostics diag;
    http_response r = co_await async_send(std::move(req), ec, diag);
    if (ec)
        detail::throw_transport_error(ec, diag.message);
    co_return r;
}

http_response
client::send(const http_request& req, boost::system::error_code& ec, diagnostics& diag)
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
client::send(const http_request& req)
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

