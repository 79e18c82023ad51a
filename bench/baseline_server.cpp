//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The benchmark's baseline: a minimal hand-written Beast HTTP/1.1
// keep-alive server, one thread, no router, no timeouts, doing the same
// work as the items sample for GET /items/{id} and POST /items: find the
// item in a 100-item list and serialise it; parse, validate, store at the
// front, serialise, 201.
//
//   baseline_server PORT

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <boost/json/value_from.hpp>
#include <boost/json/value_to.hpp>
#include <charconv>
#include <cstdint>
#include <iostream>
#include <deque>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

namespace net = boost::asio;
namespace http = boost::beast::http;
using tcp = net::ip::tcp;

struct item
{
    std::int64_t id;
    std::string name;
};

void
tag_invoke(boost::json::value_from_tag, boost::json::value& v, const item& i)
{
    v = {{"id", i.id}, {"name", i.name}};
}

item
tag_invoke(boost::json::value_to_tag<item>, const boost::json::value& v)
{
    auto const& o = v.as_object();
    return item{o.at("id").to_number<std::int64_t>(), std::string(o.at("name").as_string())};
}

// the same store as the sample's: new items go to the front
std::deque<item> items;
std::shared_mutex items_mutex;

http::response<http::string_body>
handle(http::request<http::string_body>& req)
{
    http::response<http::string_body> res;
    res.version(req.version());
    res.keep_alive(req.keep_alive());
    std::string_view target(req.target().data(), req.target().size());
    constexpr std::string_view prefix = "/items/";
    if (req.method() == http::verb::get && target.starts_with(prefix))
    {
        std::int64_t id = 0;
        auto s = target.substr(prefix.size());
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), id);
        if (ec == std::errc() && p == s.data() + s.size())
        {
            std::shared_lock lock(items_mutex);
            for (auto const& i : items)
            {
                if (i.id == id)
                {
                    res.result(http::status::ok);
                    res.set(http::field::content_type, "application/json");
                    res.body() = boost::json::serialize(boost::json::value_from(i));
                    res.prepare_payload();
                    return res;
                }
            }
        }
        res.result(http::status::not_found);
        res.set(http::field::content_type, "text/plain; charset=utf-8");
        res.body() = "no item";
        res.prepare_payload();
        return res;
    }
    if (req.method() == http::verb::post && target == "/items")
    {
        boost::system::error_code ec;
        auto v = boost::json::parse(req.body(), ec);
        if (!ec && v.is_object() && v.as_object().contains("id") &&
            v.as_object().at("id").is_int64() && v.as_object().contains("name") &&
            v.as_object().at("name").is_string())
        {
            item i = boost::json::value_to<item>(v);
            {
                std::unique_lock lock(items_mutex);
                items.push_front(i);
            }
            res.result(http::status::created);
            res.set(http::field::content_type, "application/json");
            res.body() = boost::json::serialize(boost::json::value_from(i));
            res.prepare_payload();
            return res;
        }
        res.result(http::status::bad_request);
        res.body() = "bad item";
        res.prepare_payload();
        return res;
    }
    res.result(http::status::not_found);
    res.prepare_payload();
    return res;
}

class session : public std::enable_shared_from_this<session>
{
public:
    explicit session(tcp::socket s) : sock_(std::move(s)) {}

    void start()
    {
        sock_.set_option(tcp::no_delay(true));
        read();
    }

private:
    void read()
    {
        req_ = {};
        http::async_read(sock_, buf_, req_,
                         [self = shared_from_this()](boost::system::error_code ec, std::size_t) {
                             if (ec)
                                 return;
                             self->res_ = handle(self->req_);
                             http::async_write(self->sock_, self->res_,
                                               [self](boost::system::error_code ec, std::size_t) {
                                                   if (ec || !self->res_.keep_alive())
                                                       return;
                                                   self->read();
                                               });
                         });
    }

    tcp::socket sock_;
    boost::beast::flat_buffer buf_;
    http::request<http::string_body> req_;
    http::response<http::string_body> res_;
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
main(int argc, char** argv)
{
    unsigned short port = argc > 1 ? static_cast<unsigned short>(std::stoi(argv[1])) : 8081;
    for (std::int64_t i = 1; i <= 100; ++i)
        items.push_back({i, "item " + std::to_string(i)});
    net::io_context ioc(1);
    tcp::acceptor a(ioc);
    tcp::endpoint ep(net::ip::make_address("127.0.0.1"), port);
    a.open(ep.protocol());
    a.set_option(net::socket_base::reuse_address(true));
    a.bind(ep);
    a.listen();
    accept(a);
    std::cout << "baseline listening on 127.0.0.1:" << port << std::endl;
    ioc.run();
}
