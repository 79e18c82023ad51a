//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// What the transport's tests share: servers, all on 127.0.0.1 and a port the
// system chooses (a route application that echoes requests, and a raw TCP
// or TLS listener whose sessions a test writes as coroutines, to misbehave
// at will), and short ways to write requests and options.

#ifndef DOCGEN_TEST_TRANSPORT_SUPPORT_HPP
#define DOCGEN_TEST_TRANSPORT_SUPPORT_HPP

#include <docgen/transport.hpp>
#include <route/app/async.hpp>
#include <route/route.hpp>
#include <route/server.hpp>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <chrono>
#include <exception>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <thread>

namespace docgen_test {

namespace net = boost::asio;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

inline constexpr auto use_tuple = net::as_tuple(net::use_awaitable);

// A request, without spelling every member.
inline docgen::http_request
request(std::string method, std::string url, std::vector<docgen::header> headers = {},
        std::string body = {})
{
    docgen::http_request r;
    r.method = std::move(method);
    r.url = std::move(url);
    r.headers = std::move(headers);
    r.body = std::move(body);
    return r;
}

// The default options but what a test changes: opts().total(300ms).limit(10)
struct opts : docgen::transport_options
{
    opts& connect(std::chrono::milliseconds d) { connect_timeout = d; return *this; }
    opts& total(std::chrono::milliseconds d) { total_timeout = d; return *this; }
    opts& limit(std::size_t n) { body_limit = n; return *this; }
    opts& ca(std::string file) { ca_file = std::move(file); return *this; }
    opts& no_verify() { verify_peer = false; return *this; }
};

// Answers with what it received: "METHOD target", then the fields a test
// looks at, then an empty line and the body.
struct echo_request : route::route_expression<echo_request>
{
    route::route_result operator()(const route::request_context& ctx) const
    {
        const auto& req = ctx.request();
        std::string s = std::string(req.method().name()) + " " + std::string(req.target()) + "\n";
        for (const char* name : {"Host", "X-Test", "Content-Type", "Content-Length", "Connection"})
            if (auto v = req.header(name))
                s += std::string(name) + ": " + std::string(*v) + "\n";
        s += "\n";
        s += req.body();
        return route::text_response(route::status::ok, std::move(s));
    }
};

// /slow waits 2 s before answering, /big answers 4096 bytes, anything
// else is echoed.
inline route::http_app
echo_app()
{
    using namespace route::dsl;
    route::route r =
        path("slow")(get([]() -> net::awaitable<route::route> {
            net::steady_timer t(co_await net::this_coro::executor, 2s);
            co_await t.async_wait(net::use_awaitable);
            co_return complete("slow");
        })) |
        path("big")(get(complete(std::string(4096, 'x')))) | echo_request{};
    return route::to_http_routes(r).or_not_found();
}

// A route server on 127.0.0.1 that stops at once when the test ends, even
// with a handler still waiting.
struct echo_server
{
    static route::server_options options()
    {
        route::server_options o;
        o.address = "127.0.0.1";
        o.port = 0;
        o.threads = 1;
        o.header_timeout = 200ms; // a short sweep period, so that stop() is quick
        o.shutdown_grace = 0ms;
        return o;
    }

    echo_server() : s(echo_app(), options()) { s.start(); }

    std::string url(const std::string& target) const
    {
        return "http://127.0.0.1:" + std::to_string(s.port()) + target;
    }

    route::server s;
};

// A listener on 127.0.0.1 running `session` for each connection on its own
// thread; the destructor stops everything, whatever the sessions are doing.
class raw_server
{
public:
    using session = std::function<net::awaitable<void>(tcp::socket)>;

    explicit raw_server(session s)
        : acceptor_(ioc_, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0))
    {
        net::co_spawn(ioc_, accept(std::move(s)), net::detached);
        thread_ = std::thread([this] { ioc_.run(); });
    }

    ~raw_server()
    {
        ioc_.stop();
        thread_.join();
    }

    unsigned short port() const { return acceptor_.local_endpoint().port(); }

    std::string url(const std::string& target, const std::string& scheme = "http",
                    const std::string& host = "127.0.0.1") const
    {
        return scheme + "://" + host + ":" + std::to_string(port()) + target;
    }

private:
    net::awaitable<void> accept(session s)
    {
        for (;;)
        {
            auto [e, sock] = co_await acceptor_.async_accept(use_tuple);
            if (e)
                co_return;
            net::co_spawn(ioc_, s(std::move(sock)), net::detached);
        }
    }

    net::io_context ioc_;
    tcp::acceptor acceptor_;
    std::thread thread_;
};

// Reads a request's header block (and drops it).
template <class Stream>
net::awaitable<std::string>
read_header_block(Stream& s)
{
    std::string in;
    auto [e, n] = co_await net::async_read_until(s, net::dynamic_buffer(in), "\r\n\r\n", use_tuple);
    (void)e;
    (void)n;
    co_return in;
}

// A session that reads the request, writes `raw` and closes.
inline raw_server::session
answer_with(std::string raw)
{
    return [raw](tcp::socket sock) -> net::awaitable<void> {
        co_await read_header_block(sock);
        co_await net::async_write(sock, net::buffer(raw), use_tuple);
        boost::system::error_code ignored;
        sock.shutdown(tcp::socket::shutdown_both, ignored);
    };
}

// A session that accepts and then says nothing for `d`.
inline raw_server::session
silent_for(std::chrono::milliseconds d)
{
    return [d](tcp::socket sock) -> net::awaitable<void> {
        net::steady_timer t(sock.get_executor(), d);
        co_await t.async_wait(use_tuple);
    };
}

// A session that reads the request, waits `d`, writes `raw` and closes.
inline raw_server::session
answer_after(std::chrono::milliseconds d, std::string raw)
{
    return [d, raw](tcp::socket sock) -> net::awaitable<void> {
        co_await read_header_block(sock);
        net::steady_timer t(sock.get_executor(), d);
        co_await t.async_wait(use_tuple);
        co_await net::async_write(sock, net::buffer(raw), use_tuple);
        boost::system::error_code ignored;
        sock.shutdown(tcp::socket::shutdown_both, ignored);
    };
}

// Awaits `a` in a coroutine spawned on a fresh io_context that this thread
// runs; returns what it gives or rethrows what it throws.
template <class T>
T
run_awaited(net::awaitable<T> a)
{
    net::io_context ioc;
    std::optional<T> out;
    std::exception_ptr failure;
    net::co_spawn(ioc, std::move(a), [&](std::exception_ptr e, T v) {
        failure = e;
        if (!e)
            out.emplace(std::move(v));
    });
    ioc.run();
    if (failure)
        std::rethrow_exception(failure);
    return std::move(*out);
}

// A port nothing listens on: bound, then closed.
inline unsigned short
closed_port()
{
    net::io_context ioc;
    tcp::acceptor a(ioc, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0));
    unsigned short port = a.local_endpoint().port();
    a.close();
    return port;
}

} // namespace docgen_test

namespace docgen {

// Failed checks of `ec == docgen::error::...` print the expected error.
inline std::ostream&
boost_test_print_type(std::ostream& os, error e)
{
    return os << make_error_code(e);
}

} // namespace docgen

#endif
