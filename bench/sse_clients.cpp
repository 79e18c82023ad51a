//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The load of the Server-Sent Events benchmark (bench/run-streaming.sh):
// N connections to 127.0.0.1:PORT from one thread, each sending one
// GET /events and counting the "data:" lines of the stream it receives.
//
//   sse_clients PORT N SECONDS
//
// Once every connection has answered 200 and received its first event it
// prints "ready"; it then counts the events received during SECONDS and
// prints "events COUNT errors ERRORS" (ERRORS: connections that failed or
// ended during the count), keeps the connections open until a line (or
// the end) arrives on its standard input, and exits: the caller measures
// the server between the two lines, with every client connected. Exits
// with 1 when the connections are not all ready within 30 s.

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace net = boost::asio;
using tcp = net::ip::tcp;
using error_code = boost::system::error_code;

namespace {

std::uint64_t events = 0;  // data lines received, all connections
std::size_t ready = 0;     // connections that answered 200 and sent an event
std::size_t errors = 0;    // connections failed or ended
bool counting = false;     // between "ready" and the end of the count
std::size_t clients = 0;
std::string request;
void all_ready();

class client
{
public:
    explicit client(net::io_context& ioc) : sock_(ioc) {}

    void start(const tcp::endpoint& ep)
    {
        sock_.async_connect(ep, [this](error_code ec) {
            if (ec)
                return fail("connect", ec);
            net::async_write(sock_, net::buffer(request), [this](error_code ec, std::size_t) {
                if (ec)
                    return fail("write", ec);
                read();
            });
        });
    }

private:
    void read()
    {
        sock_.async_read_some(net::buffer(buf_), [this](error_code ec, std::size_t n) {
            if (ec)
                return fail("read", ec);
            scan(std::string_view(buf_.data(), n));
            read();
        });
    }

    // counts the lines that begin with "data:", whatever the reads' sizes
    void scan(std::string_view in)
    {
        static constexpr std::string_view status = "HTTP/1.1 200 ";
        static constexpr std::string_view data = "data:";
        std::size_t i = 0;
        for (; checked_ < status.size() && i < in.size(); ++i, ++checked_)
            if (in[i] != status[checked_])
            {
                std::cerr << "sse_clients: the answer is not 200: "
                          << in.substr(0, in.find('\r')) << '\n';
                std::exit(1);
            }
        for (; i < in.size(); ++i)
        {
            char c = in[i];
            if (c == '\n')
                matched_ = 0;
            else if (matched_ >= 0)
            {
                if (c != data[static_cast<std::size_t>(matched_)])
                    matched_ = -1;
                else if (++matched_ == static_cast<int>(data.size()))
                {
                    matched_ = -1;
                    event();
                }
            }
        }
    }

    void event()
    {
        if (counting)
            ++events;
        if (!seen_)
        {
            seen_ = true;
            if (++ready == clients)
                all_ready();
        }
    }

    void fail(const char* what, error_code ec)
    {
        if (counting)
            ++errors;
        else if (!seen_)
        {
            std::cerr << "sse_clients: " << what << ": " << ec.message() << '\n';
            std::exit(1);
        }
    }

    tcp::socket sock_;
    std::array<char, 4096> buf_;
    std::size_t checked_ = 0; // bytes of the status line checked
    int matched_ = -1;        // bytes of "data:" matched on this line, -1: not a data line
    bool seen_ = false;
};

net::io_context* ioc_p;
net::steady_timer* timer_p;
std::chrono::seconds duration;

void
all_ready()
{
    std::cout << "ready" << std::endl;
    counting = true;
    timer_p->expires_after(duration);
    timer_p->async_wait([](error_code) {
        counting = false;
        std::cout << "events " << events << " errors " << errors << std::endl;
        ioc_p->stop();
    });
}

} // namespace

int
main(int argc, char** argv)
{
    if (argc != 4)
    {
        std::cerr << "usage: sse_clients PORT N SECONDS\n";
        return 2;
    }
    auto port = static_cast<unsigned short>(std::atoi(argv[1]));
    clients = std::strtoul(argv[2], nullptr, 10);
    duration = std::chrono::seconds(std::atoi(argv[3]));
    request = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:" + std::string(argv[1]) +
              "\r\nAccept: text/event-stream\r\n\r\n";

    net::io_context ioc(1);
    net::steady_timer timer(ioc);
    ioc_p = &ioc;
    timer_p = &timer;
    tcp::endpoint ep(net::ip::make_address("127.0.0.1"), port);
    std::vector<std::unique_ptr<client>> all;
    all.reserve(clients);
    for (std::size_t i = 0; i < clients; ++i)
    {
        all.push_back(std::make_unique<client>(ioc));
        all.back()->start(ep);
    }
    timer.expires_after(std::chrono::seconds(30));
    timer.async_wait([](error_code ec) {
        if (ec)
            return;
        std::cerr << "sse_clients: " << ready << " of " << clients
                  << " connections ready after 30 s\n";
        std::exit(1);
    });
    ioc.run();
    // the connections stay open until the caller has measured the server
    std::string line;
    std::getline(std::cin, line);
    return 0;
}
