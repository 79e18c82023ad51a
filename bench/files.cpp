//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// Serving one file: get_from_file through route::server, or the baseline,
// a hand-written Beast keep-alive server answering every GET with the file
// through http::file_body (as Beast's http_server examples do). One thread
// each, no timeouts in the baseline.
//
//   files route PORT FILE
//   files beast PORT FILE

#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/file_body.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

namespace net = boost::asio;
namespace http = boost::beast::http;
using tcp = net::ip::tcp;

namespace {

std::string file_path;

class session : public std::enable_shared_from_this<session>
{
public:
    explicit session(tcp::socket s) : sock_(std::move(s)) {}

    void start() { read(); }

private:
    void read()
    {
        req_ = {};
        http::async_read(sock_, buf_, req_,
                         [self = shared_from_this()](boost::system::error_code ec, std::size_t) {
                             if (ec)
                                 return;
                             self->answer();
                         });
    }

    void answer()
    {
        boost::beast::error_code ec;
        http::file_body::value_type body;
        body.open(file_path.c_str(), boost::beast::file_mode::scan, ec);
        if (ec)
        {
            std::cerr << "files: cannot open " << file_path << ": " << ec.message() << '\n';
            std::exit(1);
        }
        auto size = body.size();
        res_.emplace(std::piecewise_construct, std::make_tuple(std::move(body)),
                     std::make_tuple(http::status::ok, req_.version()));
        res_->set(http::field::content_type, "application/octet-stream");
        res_->content_length(size);
        res_->keep_alive(req_.keep_alive());
        http::async_write(sock_, *res_,
                          [self = shared_from_this()](boost::system::error_code ec, std::size_t) {
                              bool again = !ec && self->res_->keep_alive();
                              self->res_.reset();
                              if (again)
                                  self->read();
                          });
    }

    tcp::socket sock_;
    boost::beast::flat_buffer buf_;
    http::request<http::empty_body> req_;
    std::optional<http::response<http::file_body>> res_;
};

void
accept(tcp::acceptor& a)
{
    a.async_accept([&a](boost::system::error_code ec, tcp::socket s) {
        if (!ec)
            std::make_shared<session>(std::move(s))->start();
        accept(a);
    });
}

int
run_beast(unsigned short port)
{
    net::io_context ioc(1);
    tcp::acceptor a(ioc, {net::ip::make_address("127.0.0.1"), port});
    accept(a);
    ioc.run();
    return 0;
}

int
run_route(unsigned short port)
{
    using namespace route::dsl;
    route::server_options o;
    o.address = "127.0.0.1";
    o.port = port;
    o.threads = 1;
    route::server s(route::to_http_routes(route::route(get_from_file(file_path))).or_not_found(),
                    o);
    s.start();
    s.wait_for_signal();
    return 0;
}

} // namespace

int
main(int argc, char** argv)
{
    if (argc != 4)
    {
        std::cerr << "usage: files route|beast PORT FILE\n";
        return 2;
    }
    std::string kind = argv[1];
    auto port = static_cast<unsigned short>(std::atoi(argv[2]));
    file_path = argv[3];
    if (kind == "route")
        return run_route(port);
    if (kind == "beast")
        return run_beast(port);
    std::cerr << "files: route or beast, not " << kind << '\n';
    return 2;
}
