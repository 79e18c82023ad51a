//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The load of the WebSocket benchmark (bench/run-websocket.sh): N
// WebSocket connections to ws://127.0.0.1:PORT/ws from one thread, Beast's
// websocket::stream as the client. No extension is offered (so no
// permessage-deflate), and the masks of the frames come from Beast's fast
// generator (secure_prng off). At most 256 connections are being opened
// (connect and handshake) at a time.
//
//   ws_clients echo PORT N SECONDS
//       Once every connection is upgraded, prints "ready"; each connection
//       then keeps one 64-byte text message in flight: sends it, waits for
//       its echo, checks that it came back as text with the same bytes, and
//       sends the next (each message differs from the last). After a
//       warm-up of 1 s it prints "counting", counts the echoes received
//       during SECONDS and prints "messages COUNT seconds S per_second R"
//       (S: the time counted, R: COUNT / S). It then stops sending and
//       keeps the connections open until the standard input ends it (see
//       below): the caller reads the server between "counting" and the
//       count.
//   ws_clients idle PORT N
//       Opens N connections, each upgraded and having had one 64-byte text
//       message echoed, prints "ready" once they all have, and holds them
//       open and idle (reading, so that a ping or a close would be
//       answered) until the standard input ends it; then closes them. Exits
//       with 1 if a connection was closed or lost while held.
//
// The standard input ends it with a line or its end, once the count is
// printed or the connections are all held, whichever comes first (a line
// sent earlier ends it at that point); so do SIGINT and SIGTERM, which
// before that point are a failure. When the standard input is neither a
// pipe nor a terminal (a file, /dev/null) it is read to its end at that
// point.
//
// Any other failure ends it at once with status 1 and a message naming the
// address and what failed: a refused connection, an upgrade answered with
// something else than 101 (the status and the start of the body shown), an
// extension the server selected although none was offered, an echo that
// differs from the message, a connection that ends early, or connections
// not all ready within 30 s.

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket/error.hpp>
#include <boost/beast/websocket/option.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <array>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using error_code = boost::system::error_code;
using clock_type = std::chrono::steady_clock;

namespace {

constexpr std::size_t message_size = 64;
constexpr std::size_t opening_at_once = 256;
constexpr auto ready_within = std::chrono::seconds(30);
constexpr auto warm_up = std::chrono::seconds(1);

enum class mode
{
    echo,
    idle
};

mode the_mode;
std::string where; // "127.0.0.1:PORT", for the messages and the Host field
tcp::endpoint endpoint;
net::io_context* ioc_p;

enum class phase
{
    opening,  // connections being opened
    warming,  // echo: all open, not counted yet
    counting, // echo: echoes counted
    holding,  // idle: all open, held
    done      // stopping: errors are no longer failures
};
phase the_phase = phase::opening;
std::uint64_t counted = 0; // echoes received while counting
std::size_t lost = 0;      // idle: connections that ended while held
bool finished = false;     // echo: counted; idle: all held
bool input_ended = false;  // a line or the end arrived on stdin
bool watching_stdin = false;

[[noreturn]] void
fail(const std::string& what)
{
    std::cout.flush();
    std::cerr << "ws_clients: ws://" << where << "/ws: " << what << std::endl;
    std::exit(1);
}

void connection_ready();

class connection
{
public:
    connection(net::io_context& ioc, std::size_t id) : ws_(ioc), id_(id) {}

    void open()
    {
        websocket::permessage_deflate pmd;
        pmd.client_enable = false; // the default, said here: nothing compressed
        ws_.set_option(pmd);
        ws_.secure_prng(false);
        ws_.next_layer().async_connect(endpoint, [this](error_code ec) {
            if (ec)
                return failed("connect", ec);
            ws_.next_layer().set_option(tcp::no_delay(true), ec);
            handshake();
        });
    }

    void start_echoing() { send(); }

    void close()
    {
        error_code ec;
        ws_.next_layer().close(ec);
    }

private:
    void handshake()
    {
        res_.emplace();
        ws_.async_handshake(*res_, where, "/ws", [this](error_code ec) {
            if (ec == websocket::error::upgrade_declined)
            {
                std::string body = res_->body().substr(0, 200);
                fail("connection " + std::to_string(id_) + ": the upgrade was answered " +
                     std::to_string(res_->result_int()) + " " + std::string(res_->reason()) +
                     ", not 101 Switching Protocols" +
                     (body.empty() ? std::string() : " (\"" + body + "\")"));
            }
            if (ec)
                return failed("handshake", ec);
            auto ext = (*res_)[http::field::sec_websocket_extensions];
            if (!ext.empty())
                fail("connection " + std::to_string(id_) + ": the server selected the extension '" +
                     std::string(ext) + "', none was offered");
            res_.reset();
            // one message echoed, then ready
            send();
        });
    }

    // the message numbered seq_ of this connection, message_size bytes of text
    void make_message()
    {
        int n = std::snprintf(out_.data(), out_.size(), "connection %zu message %llu ", id_,
                              static_cast<unsigned long long>(seq_++));
        std::memset(out_.data() + n, '.', out_.size() - static_cast<std::size_t>(n));
    }

    void send()
    {
        make_message();
        ws_.text(true);
        ws_.async_write(net::buffer(out_), [this](error_code ec, std::size_t) {
            if (ec)
                return failed("write", ec);
            ws_.async_read(in_, [this](error_code ec, std::size_t) {
                if (ec)
                    return failed("read", ec);
                check_echo();
            });
        });
    }

    void check_echo()
    {
        auto got = in_.cdata();
        if (!ws_.got_text() || got.size() != out_.size() ||
            std::memcmp(got.data(), out_.data(), out_.size()) != 0)
            fail("connection " + std::to_string(id_) + ": the echo of '" +
                 std::string(out_.data(), out_.size()) + "' came back as " +
                 (ws_.got_text() ? "text" : "binary") + " '" +
                 std::string(static_cast<const char*>(got.data()), got.size()) + "'");
        in_.consume(in_.size());
        switch (the_phase)
        {
        case phase::opening:
            if (!ready_)
            {
                ready_ = true;
                connection_ready();
            }
            // idle: hold it, reading; echo: wait for the others
            if (the_mode == mode::idle)
                hold();
            break;
        case phase::counting:
            ++counted;
            send();
            break;
        case phase::warming:
            send();
            break;
        case phase::holding:
            hold();
            break;
        case phase::done:
            break;
        }
    }

    // idle: a read pending, so that a ping or a close is answered
    void hold()
    {
        ws_.async_read(in_, [this](error_code ec, std::size_t) {
            if (ec)
                return failed("read", ec);
            in_.consume(in_.size()); // not expected; dropped
            hold();
        });
    }

    void failed(const char* what, error_code ec)
    {
        if (the_phase == phase::done)
            return;
        if (the_phase == phase::holding)
        {
            std::cerr << "ws_clients: ws://" << where << "/ws: connection " << id_
                      << ": closed while idle: " << ec.message() << std::endl;
            ++lost;
            return;
        }
        fail("connection " + std::to_string(id_) + ": " + what + ": " + ec.message());
    }

    websocket::stream<tcp::socket> ws_;
    std::size_t id_;
    std::uint64_t seq_ = 0;
    std::array<char, message_size> out_;
    beast::flat_buffer in_;
    std::optional<websocket::response_type> res_;
    bool ready_ = false;
};

std::vector<std::unique_ptr<connection>> all;
std::size_t next_to_open = 0;
std::size_t ready_count = 0;
net::steady_timer* timer_p;
std::chrono::seconds duration;
clock_type::time_point count_start;

void
open_next()
{
    if (next_to_open < all.size())
        all[next_to_open++]->open();
}

void
stop()
{
    the_phase = phase::done;
    timer_p->cancel();
    for (auto& c : all)
        c->close();
    ioc_p->stop();
}

// the count is printed, or all connections are held: waits for stdin
void
finish()
{
    finished = true;
    if (!watching_stdin)
    {
        // a file or /dev/null: its end is not far
        std::string line;
        while (std::getline(std::cin, line))
            ;
        input_ended = true;
    }
    if (input_ended)
        stop();
}

void
count()
{
    the_phase = phase::counting;
    count_start = clock_type::now();
    std::cout << "counting" << std::endl;
    timer_p->expires_after(duration);
    timer_p->async_wait([](error_code ec) {
        if (ec)
            return;
        double secs = std::chrono::duration<double>(clock_type::now() - count_start).count();
        the_phase = phase::done; // no more sends; the echoes in flight are not counted
        std::printf("messages %llu seconds %.3f per_second %.1f\n",
                    static_cast<unsigned long long>(counted), secs,
                    static_cast<double>(counted) / secs);
        std::fflush(stdout);
        finish();
    });
}

void
connection_ready()
{
    open_next();
    if (++ready_count < all.size())
        return;
    timer_p->cancel();
    std::cout << "ready" << std::endl;
    if (the_mode == mode::idle)
    {
        the_phase = phase::holding;
        return finish();
    }
    the_phase = phase::warming;
    for (auto& c : all)
        c->start_echoing();
    timer_p->expires_after(warm_up);
    timer_p->async_wait([](error_code ec) {
        if (!ec)
            count();
    });
}

int
usage()
{
    std::cerr << "usage: ws_clients echo PORT N SECONDS\n"
                 "       ws_clients idle PORT N\n";
    return 2;
}

} // namespace

int
main(int argc, char** argv)
{
    if (argc < 4)
        return usage();
    std::string kind = argv[1];
    if (kind == "echo" && argc == 5)
        the_mode = mode::echo;
    else if (kind == "idle" && argc == 4)
        the_mode = mode::idle;
    else
        return usage();
    auto port = std::strtoul(argv[2], nullptr, 10);
    auto n = std::strtoul(argv[3], nullptr, 10);
    if (port == 0 || port > 65535 || n == 0)
        return usage();
    if (the_mode == mode::echo)
    {
        duration = std::chrono::seconds(std::atoi(argv[4]));
        if (duration.count() <= 0)
            return usage();
    }
    where = "127.0.0.1:" + std::to_string(port);
    endpoint = tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port));

    net::io_context ioc(1);
    ioc_p = &ioc;
    net::steady_timer timer(ioc);
    timer_p = &timer;

    net::signal_set signals(ioc, SIGINT, SIGTERM);
    signals.async_wait([](error_code ec, int sig) {
        if (ec)
            return;
        if (!finished)
            fail(std::string(sig == SIGINT ? "SIGINT" : "SIGTERM") + " before the end");
        stop();
    });

    // the end of holding: a line or the end on stdin (a pipe or a terminal;
    // anything else is read to its end once finished)
    net::posix::stream_descriptor in(ioc);
    char in_byte;
    error_code in_ec;
    in.assign(::dup(0), in_ec);
    watching_stdin = !in_ec;
    if (watching_stdin)
        in.async_read_some(net::buffer(&in_byte, 1), [](error_code, std::size_t) {
            input_ended = true;
            if (finished)
                stop();
        });

    all.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
        all.push_back(std::make_unique<connection>(ioc, i));
    for (std::size_t i = 0; i < opening_at_once; ++i)
        open_next();
    timer.expires_after(ready_within);
    timer.async_wait([n](error_code ec) {
        if (ec)
            return;
        fail(std::to_string(ready_count) + " of " + std::to_string(n) +
             " connections ready after " + std::to_string(ready_within.count()) + " s");
    });

    ioc.run();
    // the handlers of the closed connections run and return
    ioc.restart();
    in.close();
    signals.cancel();
    ioc.poll();
    all.clear(); // while the io_context they use lives
    if (lost > 0)
    {
        std::cerr << "ws_clients: ws://" << where << "/ws: " << lost << " of " << n
                  << " connections closed while idle" << std::endl;
        return 1;
    }
    return 0;
}
