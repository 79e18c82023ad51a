//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// The HTTPS client of the TLS benchmark (bench/run-tls.sh): connections to
// https://127.0.0.1:PORT/items/1 from one thread (an io_context with a
// concurrency hint of 1), boost::asio::ssl::stream<tcp::socket> and
// Beast's HTTP parser. Every connection does a full handshake: the
// client's OpenSSL context keeps no session and asks for no ticket, so
// nothing is offered for resumption, and a handshake the server reports as
// resumed is a failure. The server's certificate is verified against
// CA_FILE and must name 127.0.0.1. TLS 1.2 and 1.3 are offered (the server
// picks; 1.3 when it can).
//
//   tls_handshakes new PORT N SECONDS CA_FILE
//       N loops at once, each: connect, handshake, GET /items/1 with
//       Connection: close, the whole response read (200 and a body, the
//       same in every response), the socket closed; then again. Prints
//       "tls PROTOCOL CIPHER" after the first handshake, "counting" after
//       a warm-up of 1 s, then counts the exchanges completed during
//       SECONDS and prints "handshakes COUNT seconds S per_second R cpu C"
//       (S: the time counted, R: COUNT / S, C: the CPU seconds this
//       process spent meanwhile, user and system), and exits.
//   tls_handshakes idle PORT N CA_FILE
//       Opens N connections (at most 64 being opened at a time), each
//       with its handshake and one keep-alive GET /items/1 answered 200;
//       prints "ready" once they all have, then holds them open and idle
//       (a read pending, so that a close is seen) until a line or the end
//       of the standard input; then closes them. Exits with 1 if a
//       connection was closed while held.
//
// Any other failure ends it at once with status 1 and a message naming the
// address and what failed: a refused connection, a failed handshake or
// verification, a resumed session, a status other than 200, a body that
// differs from the first, or (idle) connections not all ready within 60 s.

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/host_name_verification.hpp>
#include <boost/asio/ssl/stream.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <openssl/ssl.h>
#include <sys/resource.h>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <unistd.h>
#include <vector>

namespace net = boost::asio;
namespace ssl = net::ssl;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;
using error_code = boost::system::error_code;
using clock_type = std::chrono::steady_clock;

namespace {

constexpr std::size_t opening_at_once = 64; // idle
constexpr auto ready_within = std::chrono::seconds(60);
constexpr auto warm_up = std::chrono::seconds(1);

std::string where; // "127.0.0.1:PORT"
tcp::endpoint endpoint;
ssl::context* ctx_p;
net::io_context* ioc_p;
std::string request_close, request_keep_alive;
std::optional<std::string> first_body; // every response must carry it

bool counting = false;  // new: exchanges are counted
bool stopping = false;  // errors are no longer failures
std::uint64_t counted = 0;
std::size_t lost = 0;   // idle: connections that ended while held
bool holding = false;   // idle: all open, held
bool tell_protocol = false; // new: print the protocol of the first handshake

[[noreturn]] void
fail(const std::string& what)
{
    std::cout.flush();
    std::cerr << "tls_handshakes: https://" << where << "/items/1: " << what << std::endl;
    std::exit(1);
}

std::string
request(bool keep_alive)
{
    return "GET /items/1 HTTP/1.1\r\nHost: " + where + "\r\n" +
           (keep_alive ? "" : "Connection: close\r\n") + "\r\n";
}

/* One connection at a time: connect, handshake, one request, its response;
   then `done` is called. `next()` starts it again on a new socket and a
   new TLS session (new), or `hold()` keeps it open (idle). */
class exchange
{
public:
    exchange(std::size_t id, bool keep_alive, std::function<void(exchange&)> done)
        : id_(id), keep_alive_(keep_alive), done_(std::move(done))
    {
    }

    void next()
    {
        stream_.emplace(*ioc_p, *ctx_p);
        buf_.clear();
        res_.emplace();
        stream_->set_verify_callback(ssl::host_name_verification("127.0.0.1"));
        stream_->next_layer().async_connect(endpoint, [this](error_code ec) {
            if (ec)
                return failed("connect", ec);
            stream_->next_layer().set_option(tcp::no_delay(true), ec);
            stream_->async_handshake(ssl::stream_base::client,
                                     [this](error_code ec) { handshaken(ec); });
        });
    }

    // idle: a read pending, so that a close by the server is seen
    void hold()
    {
        stream_->async_read_some(net::buffer(in_byte_), [this](error_code ec, std::size_t) {
            if (stopping)
                return;
            if (!ec)
                return hold(); // not expected; dropped
            std::cerr << "tls_handshakes: https://" << where << ": connection " << id_
                      << ": closed while idle: " << ec.message() << std::endl;
            ++lost;
        });
    }

    void close()
    {
        error_code ec;
        if (stream_)
            stream_->next_layer().close(ec);
    }

private:
    void handshaken(error_code ec)
    {
        if (ec)
            return failed("handshake", ec);
        SSL* h = stream_->native_handle();
        if (SSL_session_reused(h))
            fail("connection " + std::to_string(id_) + ": the session was resumed");
        if (tell_protocol)
        {
            tell_protocol = false;
            std::cout << "tls " << SSL_get_version(h) << " " << SSL_get_cipher_name(h) << std::endl;
        }
        auto const& text = keep_alive_ ? request_keep_alive : request_close;
        net::async_write(*stream_, net::buffer(text), [this](error_code ec, std::size_t) {
            if (ec)
                return failed("write", ec);
            http::async_read(*stream_, buf_, *res_,
                             [this](error_code ec, std::size_t) { answered(ec); });
        });
    }

    void answered(error_code ec)
    {
        if (ec)
            return failed("read", ec);
        if (res_->result() != http::status::ok)
            fail("connection " + std::to_string(id_) + ": answered " +
                 std::to_string(res_->result_int()) + " " + std::string(res_->reason()) +
                 ", not 200");
        if (!first_body)
            first_body = res_->body();
        else if (res_->body() != *first_body)
            fail("connection " + std::to_string(id_) + ": the body '" + res_->body() +
                 "' differs from the first, '" + *first_body + "'");
        done_(*this);
    }

    void failed(const char* what, error_code ec)
    {
        if (stopping)
            return;
        fail("connection " + std::to_string(id_) + ": " + what + ": " + ec.message());
    }

    std::size_t id_;
    bool keep_alive_;
    std::function<void(exchange&)> done_;
    std::optional<ssl::stream<tcp::socket>> stream_;
    beast::flat_buffer buf_;
    std::optional<http::response<http::string_body>> res_;
    char in_byte_[1];
};

std::vector<std::unique_ptr<exchange>> all;

// the CPU seconds this process has spent, user and system
double
cpu_seconds()
{
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    auto s = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
    return s(u.ru_utime) + s(u.ru_stime);
}

void
stop()
{
    stopping = true;
    for (auto& e : all)
        e->close();
    ioc_p->stop();
}

int
run_new(std::size_t n, std::chrono::seconds duration)
{
    net::steady_timer timer(*ioc_p);
    clock_type::time_point start;
    double cpu_start = 0;
    for (std::size_t i = 0; i < n; ++i)
        all.push_back(std::make_unique<exchange>(i, false, [](exchange& e) {
            if (stopping)
                return;
            if (counting)
                ++counted;
            // again, once the handler that called this has returned
            e.close();
            net::post(*ioc_p, [&e] { e.next(); });
        }));
    for (auto& e : all)
        e->next();
    timer.expires_after(warm_up);
    timer.async_wait([&](error_code ec) {
        if (ec)
            return;
        counting = true;
        start = clock_type::now();
        cpu_start = cpu_seconds();
        std::cout << "counting" << std::endl;
        timer.expires_after(duration);
        timer.async_wait([&](error_code ec) {
            if (ec)
                return;
            double secs = std::chrono::duration<double>(clock_type::now() - start).count();
            std::printf("handshakes %llu seconds %.3f per_second %.1f cpu %.3f\n",
                        static_cast<unsigned long long>(counted), secs,
                        static_cast<double>(counted) / secs, cpu_seconds() - cpu_start);
            std::fflush(stdout);
            stop();
        });
    });
    ioc_p->run();
    // the handlers of the closed connections run and return
    ioc_p->restart();
    ioc_p->poll();
    return 0;
}

int
run_idle(std::size_t n)
{
    net::steady_timer timer(*ioc_p);
    std::size_t next_to_open = 0, ready = 0;
    bool input_ended = false;
    auto open_next = [&] {
        if (next_to_open < all.size())
            all[next_to_open++]->next();
    };
    for (std::size_t i = 0; i < n; ++i)
        all.push_back(std::make_unique<exchange>(i, true, [&](exchange& e) {
            e.hold();
            open_next();
            if (++ready < all.size())
                return;
            timer.cancel();
            holding = true;
            std::cout << "ready" << std::endl;
            if (input_ended)
                stop();
        }));

    // the end of holding: a line or the end of stdin (a pipe or a
    // terminal; anything else, /dev/null or a file, ends it once all are
    // held)
    net::posix::stream_descriptor in(*ioc_p);
    char in_byte;
    error_code in_ec;
    in.assign(::dup(0), in_ec);
    if (!in_ec)
        in.async_read_some(net::buffer(&in_byte, 1), [&](error_code, std::size_t) {
            input_ended = true;
            if (holding)
                stop();
        });
    else
        input_ended = true;

    for (std::size_t i = 0; i < opening_at_once; ++i)
        open_next();
    timer.expires_after(ready_within);
    timer.async_wait([&](error_code ec) {
        if (ec)
            return;
        fail(std::to_string(ready) + " of " + std::to_string(n) + " connections ready after " +
             std::to_string(ready_within.count()) + " s");
    });
    ioc_p->run();
    // the handlers of the closed connections and of stdin run and return
    in.close();
    timer.cancel();
    ioc_p->restart();
    ioc_p->poll();
    if (lost > 0)
    {
        std::cerr << "tls_handshakes: https://" << where << ": " << lost << " of " << n
                  << " connections closed while idle" << std::endl;
        return 1;
    }
    return 0;
}

int
usage()
{
    std::cerr << "usage: tls_handshakes new PORT N SECONDS CA_FILE\n"
                 "       tls_handshakes idle PORT N CA_FILE\n";
    return 2;
}

} // namespace

int
main(int argc, char** argv)
{
    if (argc < 5)
        return usage();
    std::string kind = argv[1];
    bool is_new = kind == "new" && argc == 6;
    if (!is_new && !(kind == "idle" && argc == 5))
        return usage();
    auto port = std::strtoul(argv[2], nullptr, 10);
    auto n = std::strtoul(argv[3], nullptr, 10);
    long seconds = is_new ? std::atol(argv[4]) : 0;
    std::string ca = argv[is_new ? 5 : 4];
    if (port == 0 || port > 65535 || n == 0 || (is_new && seconds <= 0))
        return usage();
    where = "127.0.0.1:" + std::to_string(port);
    endpoint = tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port));
    request_close = request(false);
    request_keep_alive = request(true);

    // full handshakes only: no session kept, no ticket asked for
    ssl::context ctx(ssl::context::tls_client);
    SSL_CTX_set_min_proto_version(ctx.native_handle(), TLS1_2_VERSION);
    SSL_CTX_set_session_cache_mode(ctx.native_handle(), SSL_SESS_CACHE_OFF);
    ctx.set_options(ssl::context::no_compression | SSL_OP_NO_TICKET);
    ctx.set_verify_mode(ssl::verify_peer);
    try
    {
        ctx.load_verify_file(ca);
    }
    catch (const std::exception& e)
    {
        std::cerr << "tls_handshakes: " << ca << ": " << e.what() << "\n";
        return 1;
    }
    ctx_p = &ctx;

    net::io_context ioc(1);
    ioc_p = &ioc;
    all.reserve(n);
    tell_protocol = is_new;
    int status = is_new ? run_new(n, std::chrono::seconds(seconds)) : run_idle(n);
    all.clear(); // while the io_context they use lives
    return status;
}
