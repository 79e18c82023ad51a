//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_TLS_SESSION_HPP
#define ROUTE_SERVER_DETAIL_TLS_SESSION_HPP

// Connections over TLS: the session and the WebSocket session run over an
// ssl::stream, once tls_handshake has done the server's handshake.

#include <route/config.hpp>
#include <route/app/http_app.hpp>
#include <route/server/detail/session.hpp>
#include <route/server/detail/h2_session.hpp>
#include <route/server/detail/worker.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/error.hpp>
#include <boost/asio/ssl/stream.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <route/core/client_certificate.hpp>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <chrono>
#include <ctime>
#include <memory>
#include <string>
#include <string_view>

namespace route {
namespace detail {

using tls_stream = boost::asio::ssl::stream<boost::asio::ip::tcp::socket>;

template <>
struct session_stream<tls_stream>
{
    using tcp_stream = session_stream<boost::asio::ip::tcp::socket>;

    static constexpr std::string_view scheme = "https";

    static void open(tls_stream&) {} // set up before the handshake

    // The end of the output: TCP's, without a TLS close_notify, which
    // HTTP/1.1 does not need (its messages are framed) and whose answer
    // would have to be awaited.
    static bool shutdown_send(tls_stream& s) { return tcp_stream::shutdown_send(s.next_layer()); }

    // Only what OpenSSL has decrypted already: bytes on the socket may be
    // the start of a record, and a read of them would wait for the rest.
    static std::size_t available(tls_stream& s)
    {
        return static_cast<std::size_t>(SSL_pending(s.native_handle()));
    }

    static void cancel(tls_stream& s) { tcp_stream::cancel(s.next_layer()); }

    static void close(tls_stream& s) { tcp_stream::close(s.next_layer()); }

    static std::string remote_address(const tls_stream& s)
    {
        return tcp_stream::remote_address(s.next_layer());
    }
};

// The certificate `x`, as routes see it.
inline std::shared_ptr<const client_certificate>
to_client_certificate(X509* x)
{
    auto bio_text = [](auto&& write) {
        std::unique_ptr<BIO, decltype(&BIO_free)> b(BIO_new(BIO_s_mem()), &BIO_free);
        if (!b)
            return std::string();
        write(b.get());
        char* data = nullptr;
        long n = BIO_get_mem_data(b.get(), &data);
        return n > 0 ? std::string(data, static_cast<std::size_t>(n)) : std::string();
    };
    auto name = [&](X509_NAME* n) {
        return bio_text([n](BIO* b) { X509_NAME_print_ex(b, n, 0, XN_FLAG_RFC2253); });
    };
    auto time = [](const ASN1_TIME* t) {
        std::tm tm{};
        if (!t || ASN1_TIME_to_tm(t, &tm) != 1)
            return std::chrono::system_clock::time_point();
        return std::chrono::system_clock::from_time_t(timegm(&tm));
    };
    std::string serial;
    if (BIGNUM* bn = ASN1_INTEGER_to_BN(X509_get0_serialNumber(x), nullptr))
    {
        if (char* hex = BN_bn2hex(bn))
        {
            serial = hex;
            OPENSSL_free(hex);
        }
        BN_free(bn);
    }
    return std::make_shared<const client_certificate>(
        name(X509_get_subject_name(x)), name(X509_get_issuer_name(x)), std::move(serial),
        time(X509_get0_notBefore(x)), time(X509_get0_notAfter(x)),
        bio_text([x](BIO* b) { PEM_write_bio_X509(b, x); }));
}

// The peer of a TLS connection: its address, and the certificate it
// presented when the server verified it (read once, when a route asks).
template <>
class stream_peer<tls_stream> final : public peer_source
{
public:
    explicit stream_peer(const tls_stream& s) noexcept : s_(s) {}

    std::string remote_address() const override
    {
        return session_stream<tls_stream>::remote_address(s_);
    }

    std::shared_ptr<const client_certificate> peer_certificate() const override
    {
        if (!read_)
        {
            read_ = true;
            SSL* ssl = const_cast<tls_stream&>(s_).native_handle();
            X509* x = SSL_get0_peer_certificate(ssl);
            if (x && SSL_get_verify_result(ssl) == X509_V_OK)
                cert_ = to_client_certificate(x);
        }
        return cert_;
    }

private:
    const tls_stream& s_;
    mutable std::shared_ptr<const client_certificate> cert_;
    mutable bool read_ = false;
};

/// The connection of the server over TLS.
using tls_session = basic_session<tls_stream>;

/* The server's TLS handshake on a new connection; then the connection goes
   to a tls_session. In the worker's list meanwhile: a client that does
   not finish its handshake within header_timeout is cut, and so is every
   handshake under way when the server stops. A client that speaks plain
   HTTP to the port is answered 400, as nginx does, and closed.
*/
class tls_handshake final : public session_base, public std::enable_shared_from_this<tls_handshake>
{
public:
    using clock_type = std::chrono::steady_clock;

    tls_handshake(boost::asio::ip::tcp::socket s, boost::asio::ssl::context& ctx, worker& w,
                  const http_app& app)
        : stream_(std::move(s), ctx), w_(w), app_(app)
    {
    }

    ~tls_handshake() { w_.remove(this); }

    void start()
    {
        w_.add(this);
        session_stream<boost::asio::ip::tcp::socket>::open(stream_.next_layer());
        deadline_ = clock_type::now() + w_.opts.header_timeout;
        stream_.async_handshake(boost::asio::ssl::stream_base::server,
                                [self = shared_from_this()](boost::system::error_code ec) {
                                    self->on_handshake(ec);
                                });
    }

    void sweep(clock_type::time_point now) override
    {
        if (!done_ && (w_.stopping || now >= deadline_))
            cut();
    }

    // The text a plain HTTP request to the TLS port is answered with.
    static constexpr std::string_view plain_http_answer =
        "HTTP/1.1 400 Bad Request\r\n"
        "Content-Type: text/plain; charset=UTF-8\r\n"
        "Content-Length: 46\r\n"
        "Connection: close\r\n"
        "\r\n"
        "The plain HTTP request was sent to HTTPS port\n";

private:
    void cut()
    {
        done_ = true;
        session_stream<tls_stream>::close(stream_);
    }

    void on_handshake(boost::system::error_code ec)
    {
        if (done_)
            return; // cut meanwhile
        done_ = true;
        if (!ec)
        {
            // ALPN selected h2 (offered when server_options::http2 is on)
            const unsigned char* alpn = nullptr;
            unsigned int alpn_size = 0;
            SSL_get0_alpn_selected(stream_.native_handle(), &alpn, &alpn_size);
            if (alpn_size == 2 && alpn[0] == 'h' && alpn[1] == '2')
                std::make_shared<h2_session<tls_stream>>(std::move(stream_), w_, app_)
                    ->start(boost::asio::const_buffer());
            else
                std::make_shared<tls_session>(std::move(stream_), w_, app_)->start();
            return;
        }
        if (ec.category() == boost::asio::error::get_ssl_category() &&
            ERR_GET_REASON(static_cast<unsigned long>(ec.value())) == SSL_R_HTTP_REQUEST)
        {
            // plain HTTP: say so in plain HTTP, then close
            boost::asio::async_write(
                stream_.next_layer(),
                boost::asio::buffer(plain_http_answer.data(), plain_http_answer.size()),
                [self = shared_from_this()](boost::system::error_code, std::size_t) {
                    session_stream<tls_stream>::close(self->stream_);
                });
            return;
        }
        session_stream<tls_stream>::close(stream_);
    }

    tls_stream stream_;
    worker& w_;
    const http_app& app_;
    clock_type::time_point deadline_;
    bool done_ = false;
};

} // namespace detail
} // namespace route

#endif
