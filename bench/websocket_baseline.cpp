//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The hand-written Beast WebSocket server bench/run-websocket.sh measures
// bench/websocket.cpp against: an echo server on one thread (an
// io_context with a concurrency hint of 1), callbacks as in Beast's
// websocket_server_async example, 127.0.0.1 only.
//
//   websocket_baseline [--port N]   N: the TCP port, 0 (the default): one
//                                   the system chooses; prints
//                                   "websocket_baseline: listening on
//                                   127.0.0.1:PORT" once it listens
//
// Each connection's request is read with http::async_read; a WebSocket
// upgrade of "/ws" is accepted with websocket::stream::async_accept, every
// other request answered 404 and its connection closed. Every message is
// then sent back whole, text as text and binary as binary, before the next
// is read. Beast's default options: no timeouts, no permessage-deflate
// (Beast offers it only when told to), auto-fragmenting writes. TCP_NODELAY
// is set on every connection, as route's server does. The buffer that held
// the HTTP request is released once the connection is upgraded (Beast's
// example does the same by handing the socket to a new session with a
// buffer of its own).

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using error_code = boost::system::error_code;

namespace {

class session : public std::enable_shared_from_this<session>
{
public:
    explicit session(tcp::socket s) : ws_(std::move(s)) {}

    void start()
    {
        error_code ec;
        ws_.next_layer().set_option(tcp::no_delay(true), ec);
        req_.emplace();
        http::async_read(ws_.next_layer(), buf_, *req_,
                         [self = shared_from_this()](error_code ec, std::size_t) {
                             if (!ec)
                                 self->upgrade();
                         });
    }

private:
    void upgrade()
    {
        if (!websocket::is_upgrade(*req_) || req_->target() != "/ws")
            return not_found();
        ws_.async_accept(*req_, [self = shared_from_this()](error_code ec) {
            self->req_.reset();
            if (ec)
                return;
            self->buf_.clear();
            self->buf_.shrink_to_fit();
            self->read();
        });
    }

    void not_found()
    {
        auto res = std::make_shared<http::response<http::string_body>>(http::status::not_found,
                                                                       req_->version());
        res->set(http::field::content_type, "text/plain; charset=utf-8");
        res->body() = "The requested resource could not be found.";
        res->keep_alive(false);
        res->prepare_payload();
        http::async_write(ws_.next_layer(), *res,
                          [self = shared_from_this(), res](error_code, std::size_t) {
                              error_code ec;
                              self->ws_.next_layer().shutdown(tcp::socket::shutdown_send, ec);
                          });
    }

    void read()
    {
        ws_.async_read(buf_, [self = shared_from_this()](error_code ec, std::size_t) {
            if (ec)
                return; // closed (the close is answered by the stream) or lost
            self->echo();
        });
    }

    void echo()
    {
        ws_.text(ws_.got_text());
        ws_.async_write(buf_.data(), [self = shared_from_this()](error_code ec, std::size_t) {
            if (ec)
                return;
            self->buf_.consume(self->buf_.size());
            self->read();
        });
    }

    websocket::stream<tcp::socket> ws_;
    beast::flat_buffer buf_;
    std::optional<http::request<http::empty_body>> req_;
};

void
accept(tcp::acceptor& a)
{
    a.async_accept([&a](error_code ec, tcp::socket s) {
        if (!ec)
            std::make_shared<session>(std::move(s))->start();
        accept(a);
    });
}

int
usage()
{
    std::cerr << "usage: websocket_baseline [--port N]\n";
    return 2;
}

} // namespace

int
main(int argc, char** argv)
{
    unsigned long port = 0;
    for (int i = 1; i < argc; i += 2)
    {
        if (std::string_view(argv[i]) != "--port" || i + 1 == argc)
            return usage();
        char* end = nullptr;
        port = std::strtoul(argv[i + 1], &end, 10);
        if (*argv[i + 1] == '\0' || *end != '\0' || port > 65535)
            return usage();
    }

    net::io_context ioc(1);
    tcp::acceptor a(ioc);
    tcp::endpoint ep(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port));
    try
    {
        a.open(ep.protocol());
        a.set_option(net::socket_base::reuse_address(true));
        a.bind(ep);
        a.listen(net::socket_base::max_listen_connections);
    }
    catch (const boost::system::system_error& e)
    {
        std::cerr << "websocket_baseline: cannot listen on 127.0.0.1:" << port << ": "
                  << e.code().message() << '\n';
        return 1;
    }
    std::cout << "websocket_baseline: listening on 127.0.0.1:" << a.local_endpoint().port()
              << std::endl;
    accept(a);
    ioc.run();
    return 0;
}
