//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The hand-written Beast HTTPS server bench/run-tls.sh measures the items
// sample against: HTTP/1.1 over boost::asio::ssl::stream<tcp::socket>, one
// thread (an io_context with a concurrency hint of 1), callbacks as in
// Beast's http_server_async_ssl example, 127.0.0.1 only, keep-alive, no
// timeouts.
//
//   tls_baseline --cert FILE --key FILE [--port N]
//       FILE: PEM; N: the TCP port, 0 (the default): one the system
//       chooses; prints "tls_baseline: listening on 127.0.0.1:PORT" once
//       it listens
//
// GET /items/1 is answered as the items sample seeded with --seed 1
// answers it: 200, Content-Type application/json, the item serialised by
// Boost.JSON each time ({"id":1,"name":"item 1"}); every other request
// 404 with an empty body.
//
// TLS: TLS 1.2 and 1.3 (OpenSSL's default suites and groups); OpenSSL's
// server session cache and session tickets, both on by default, so that a
// returning client could resume (the benchmark's clients do not). A
// response that ends the connection (the request said Connection: close)
// is followed by the end of TCP's output, without a TLS close_notify, as
// route's server does: HTTP/1.1 frames its messages, and waiting for the
// peer's close_notify would only add a read.

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/stream.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <openssl/ssl.h>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

namespace net = boost::asio;
namespace ssl = net::ssl;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;
using error_code = boost::system::error_code;

namespace {

// the one item the sample holds with --seed 1
struct item
{
    std::int64_t id;
    std::string name;
};
const item the_item{1, "item 1"};

http::response<http::string_body>
handle(const http::request<http::string_body>& req)
{
    http::response<http::string_body> res;
    res.version(req.version());
    res.keep_alive(req.keep_alive());
    if (req.method() == http::verb::get && req.target() == "/items/1")
    {
        res.result(http::status::ok);
        res.set(http::field::content_type, "application/json");
        res.body() = boost::json::serialize(
            boost::json::value{{"id", the_item.id}, {"name", the_item.name}});
    }
    else
        res.result(http::status::not_found);
    res.prepare_payload();
    return res;
}

class session : public std::enable_shared_from_this<session>
{
public:
    session(tcp::socket s, ssl::context& ctx) : stream_(std::move(s), ctx) {}

    void start()
    {
        error_code ec;
        stream_.next_layer().set_option(tcp::no_delay(true), ec);
        stream_.async_handshake(ssl::stream_base::server,
                                [self = shared_from_this()](error_code ec) {
                                    if (!ec)
                                        self->read();
                                });
    }

private:
    void read()
    {
        req_ = {};
        http::async_read(stream_, buf_, req_,
                         [self = shared_from_this()](error_code ec, std::size_t) {
                             if (!ec)
                                 self->write();
                         });
    }

    void write()
    {
        res_ = handle(req_);
        http::async_write(stream_, res_, [self = shared_from_this()](error_code ec, std::size_t) {
            if (ec)
                return;
            if (self->res_.keep_alive())
                return self->read();
            self->stream_.next_layer().shutdown(tcp::socket::shutdown_send, ec);
        });
    }

    ssl::stream<tcp::socket> stream_;
    beast::flat_buffer buf_;
    http::request<http::string_body> req_;
    http::response<http::string_body> res_;
};

void
accept(tcp::acceptor& a, ssl::context& ctx)
{
    a.async_accept([&a, &ctx](error_code ec, tcp::socket s) {
        if (!ec)
            std::make_shared<session>(std::move(s), ctx)->start();
        accept(a, ctx);
    });
}

[[noreturn]] void
usage()
{
    std::cerr << "usage: tls_baseline --cert FILE --key FILE [--port N]\n";
    std::exit(2);
}

} // namespace

int
main(int argc, char** argv)
{
    std::string cert, key;
    unsigned long port = 0;
    for (int i = 1; i + 1 < argc; i += 2)
    {
        std::string_view a(argv[i]);
        if (a == "--cert")
            cert = argv[i + 1];
        else if (a == "--key")
            key = argv[i + 1];
        else if (a == "--port")
            port = std::strtoul(argv[i + 1], nullptr, 10);
        else
            usage();
    }
    if (argc % 2 == 0 || cert.empty() || key.empty() || port > 65535)
        usage();

    ssl::context ctx(ssl::context::tls_server);
    ctx.set_options(ssl::context::default_workarounds | ssl::context::no_compression);
    SSL_CTX_set_min_proto_version(ctx.native_handle(), TLS1_2_VERSION);
    try
    {
        ctx.use_certificate_chain_file(cert);
        ctx.use_private_key_file(key, ssl::context::pem);
    }
    catch (const std::exception& e)
    {
        std::cerr << "tls_baseline: " << cert << ", " << key << ": " << e.what() << "\n";
        return 1;
    }

    net::io_context ioc(1);
    tcp::acceptor a(ioc);
    tcp::endpoint ep(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port));
    a.open(ep.protocol());
    a.set_option(net::socket_base::reuse_address(true));
    a.bind(ep);
    a.listen(net::socket_base::max_listen_connections);
    accept(a, ctx);
    std::cout << "tls_baseline: listening on 127.0.0.1:" << a.local_endpoint().port() << std::endl;
    ioc.run();
}
