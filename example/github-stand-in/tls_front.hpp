//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// A small HTTPS front for a route::http_app, for the GitHub stand-in's
// --https mode: one coroutine per TLS connection, on its own threads.
// route::server serves plain HTTP only; this is example code, not a
// library feature.

#ifndef ROUTE_EXAMPLE_GITHUB_STAND_IN_TLS_FRONT_HPP
#define ROUTE_EXAMPLE_GITHUB_STAND_IN_TLS_FRONT_HPP

#include <route/app/async.hpp>
#include <route/app/http_app.hpp>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace github_stand_in {

/// Where a `tls_front` listens, its threads, limits and timeouts.
struct tls_front_options
{
    std::string address = "127.0.0.1"; ///< the IP address to bind
    unsigned short port = 0;           ///< the TCP port; 0: any free port
    unsigned threads = 1;              ///< threads serving connections; 0: one per core
    std::chrono::seconds handshake_timeout{10}; ///< for the TLS handshake
    std::chrono::seconds timeout{30};           ///< for each request (idle time too), each answer
    std::uint32_t header_limit = 16 * 1024;     ///< request line and fields, in bytes
    std::uint64_t body_limit = 1024 * 1024;     ///< request body, in bytes
};

/** Serves a `route::http_app` over HTTPS, as `route::server` serves one over HTTP.

    Pending results are settled with `route::settle`; answers carry
    `Content-Length` and `Date`, and HEAD gets the length without the body.
    `stop` closes the listener, lets requests in flight finish and closes
    idle connections.

    @par Example
    @code github_stand_in::tls_front front(app, ctx, {}); front.start(); @endcode
*/
class tls_front
{
    using tcp = boost::asio::ip::tcp;
    using request_message = boost::beast::http::request<boost::beast::http::string_body>;

    // Routes see Beast's header fields through this adapter.
    struct fields_view final : route::header_source
    {
        explicit fields_view(const boost::beast::http::fields& f) : f(f) {}
        std::optional<std::string_view> find(std::string_view name) const override
        {
            auto it = f.find(name);
            return it == f.end() ? std::nullopt : std::optional(std::string_view(it->value()));
        }
        const boost::beast::http::fields& f;
    };

    // One connection; `idle` while it waits for the handshake or a request.
    struct connection
    {
        connection(tcp::socket s, boost::asio::ssl::context& ctx) : s(std::move(s), ctx) {}
        boost::beast::ssl_stream<boost::beast::tcp_stream> s;
        bool idle = true;
    };

public:
    /** Listens on `o.address`, `o.port`; `ctx` must outlive the front.

        @throws boost::system::system_error naming the address and port when
        the address is not an IP address or cannot be bound
    */
    tls_front(route::http_app app, boost::asio::ssl::context& ctx, tls_front_options o)
        : app_(std::move(app)), ctx_(ctx), o_(std::move(o)),
          acceptor_(boost::asio::make_strand(ioc_))
    {
        try
        {
            acceptor_ = tcp::acceptor(acceptor_.get_executor(),
                                      {boost::asio::ip::make_address(o_.address), o_.port});
        }
        catch (const boost::system::system_error& e)
        {
            throw boost::system::system_error(
                e.code(), "cannot listen on " + o_.address + ":" + std::to_string(o_.port));
        }
    }

    ~tls_front() { stop(); }

    unsigned short port() const { return acceptor_.local_endpoint().port(); } ///< the port bound

    /// Starts accepting, on the threads asked for.
    void start()
    {
        boost::asio::co_spawn(acceptor_.get_executor(), accept(), boost::asio::detached);
        auto n = o_.threads ? o_.threads : std::max(1u, std::thread::hardware_concurrency());
        for (unsigned i = 0; i < n; ++i)
            threads_.emplace_back([this] { ioc_.run(); });
    }

    /// Stops accepting, and returns once the requests in flight are answered.
    void stop()
    {
        if (stopping_.exchange(true))
            return;
        boost::asio::post(acceptor_.get_executor(), [this] { acceptor_.close(); });
        {
            std::lock_guard lock(mutex_);
            for (auto& w : connections_)
                if (auto c = w.lock())
                    boost::asio::post(c->s.get_executor(), [c] {
                        if (c->idle)
                            boost::beast::get_lowest_layer(c->s).cancel();
                    });
        }
        for (auto& t : threads_)
            t.join();
    }

private:
    boost::asio::awaitable<void> accept()
    {
        using boost::asio::as_tuple, boost::asio::use_awaitable;
        while (acceptor_.is_open())
        {
            auto [ec, sock] = co_await acceptor_.async_accept(boost::asio::make_strand(ioc_),
                                                              as_tuple(use_awaitable));
            if (ec)
                continue; // closed by stop (the loop ends), or a failed accept
            auto c = std::make_shared<connection>(std::move(sock), ctx_);
            {
                std::lock_guard lock(mutex_);
                std::erase_if(connections_, [](auto& w) { return w.expired(); });
                connections_.push_back(c);
            }
            boost::asio::co_spawn(c->s.get_executor(), serve(c), boost::asio::detached);
        }
    }

    // A connection, on its own strand; an exception (a timeout, a reset) ends it.
    boost::asio::awaitable<void> serve(std::shared_ptr<connection> c)
    {
        namespace http = boost::beast::http;
        using boost::asio::as_tuple, boost::asio::use_awaitable;
        auto& tcp_layer = boost::beast::get_lowest_layer(c->s);
        tcp_layer.expires_after(o_.handshake_timeout);
        co_await c->s.async_handshake(boost::asio::ssl::stream_base::server, use_awaitable);
        boost::beast::flat_buffer buffer;
        for (bool keep_alive = true; keep_alive && !stopping_;)
        {
            http::request_parser<http::string_body> parser;
            parser.header_limit(o_.header_limit);
            parser.body_limit(o_.body_limit);
            tcp_layer.expires_after(o_.timeout);
            c->idle = true;
            auto [ec, n] = co_await http::async_read(c->s, buffer, parser, as_tuple(use_awaitable));
            c->idle = false;
            route::response res;
            if (!ec)
                res = co_await answer(parser.get());
            else if (ec == http::error::end_of_stream ||
                     ec.category() != make_error_code(http::error::bad_target).category())
                break; // closed, reset, timed out, or idle at stop
            else // a request that cannot be read: 431, 413 or 400, then close
                res = route::text_response(
                    ec == http::error::header_limit ? route::status::request_header_fields_too_large
                    : ec == http::error::body_limit ? route::status::payload_too_large
                                                    : route::status::bad_request,
                    "The request cannot be read: " + ec.message());
            keep_alive = !ec && parser.get().keep_alive() && !stopping_;
            tcp_layer.expires_after(o_.timeout);
            co_await write(*c, std::move(res), parser.get(), keep_alive);
        }
        // close_notify; then what the client still sends is read and dropped
        // for a moment, lest closing with unread input reset the last answer away
        tcp_layer.expires_after(std::chrono::seconds(1));
        co_await c->s.async_shutdown(as_tuple(use_awaitable));
        tcp_layer.socket().shutdown(tcp::socket::shutdown_send);
        for (char junk[4096];;)
            if (std::get<0>(co_await tcp_layer.async_read_some(boost::asio::buffer(junk),
                                                                as_tuple(use_awaitable))))
                co_return;
    }

    // The application's answer to a request read whole.
    boost::asio::awaitable<route::response> answer(const request_message& msg)
    {
        fields_view fields(msg.base());
        route::request req(route::method(std::string_view(msg.method_string())), msg.target(),
                           fields, msg.body());
        req.with_scheme("https");
        // the application answers a handler's exception (500); failed: anything else
        route::route_result r = co_await route::settle(app_(req));
        co_return r.is_completed() ? std::move(r.response()) : route::internal_error_response();
    }

    static boost::asio::awaitable<void> write(connection& c, route::response r,
                                              const request_message& req, bool keep_alive)
    {
        namespace http = boost::beast::http;
        http::response<http::string_body> res(r.status, req.version() == 10 ? 10 : 11);
        for (auto& f : r.headers)
            res.insert(f.name, f.value);
        char date[64];
        std::time_t now = std::time(nullptr);
        std::tm tm{};
        auto n = std::strftime(date, sizeof date, "%a, %d %b %Y %H:%M:%S GMT", gmtime_r(&now, &tm));
        res.set(http::field::date, std::string_view(date, n));
        res.keep_alive(keep_alive);
        if (!route::status_allows_body(r.status))
            res.erase(http::field::content_length);
        else if (req.method() == http::verb::head)
            res.content_length(r.body.size()); // the length the body would have had
        else
        {
            res.body() = std::move(r.body);
            res.prepare_payload();
        }
        co_await http::async_write(c.s, res, boost::asio::use_awaitable);
    }

    route::http_app app_;
    boost::asio::ssl::context& ctx_;
    tls_front_options o_;
    boost::asio::io_context ioc_;
    tcp::acceptor acceptor_;
    std::vector<std::thread> threads_;
    std::atomic<bool> stopping_{false};
    std::mutex mutex_;
    std::vector<std::weak_ptr<connection>> connections_;
};

} // namespace github_stand_in

#endif
