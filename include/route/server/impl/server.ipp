//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_IMPL_SERVER_IPP
#define ROUTE_SERVER_IMPL_SERVER_IPP

#include <route/server/server.hpp>
#include <route/server/detail/session.hpp>
#include <route/server/detail/tls_context.hpp>
#include <route/server/detail/tls_session.hpp>
#include <route/server/detail/worker.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <algorithm>
#include <csignal>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <stdexcept>
#include <system_error>
#include <thread>
#include <vector>

namespace route {

struct server::impl
{
    impl(http_app a, server_options o) : app(std::move(a)), opts(std::move(o))
    {
        unsigned n = opts.threads ? opts.threads : std::max(1u, std::thread::hardware_concurrency());
        for (unsigned i = 0; i < n; ++i)
            workers.push_back(std::make_unique<detail::worker>(opts));
        acceptor.emplace(workers[0]->ioc);

        std::string where = opts.address + ":" + std::to_string(opts.port);
        boost::system::error_code ec;
        auto addr = boost::asio::ip::make_address(opts.address, ec);
        if (ec)
            throw std::system_error(ec, "route::server: server_options.address '" +
                                            opts.address + "' is not an IP address");
        boost::asio::ip::tcp::endpoint ep(addr, opts.port);
        acceptor->open(ep.protocol(), ec);
        if (!ec)
            acceptor->set_option(boost::asio::socket_base::reuse_address(true), ec);
        if (!ec)
            acceptor->bind(ep, ec);
        if (!ec)
            acceptor->listen(boost::asio::socket_base::max_listen_connections, ec);
        if (ec)
            throw std::system_error(ec, "route::server: cannot listen on " + where);
        port = acceptor->local_endpoint().port();
        if (opts.tls)
            tls = detail::make_tls_context(*opts.tls, opts.http2);
    }

    // The TLS context new connections get (null: plain HTTP).
    std::shared_ptr<boost::asio::ssl::context> tls_context()
    {
        std::lock_guard<std::mutex> lock(tls_mutex);
        return tls;
    }

    void accept()
    {
        auto& w = *workers[next++ % workers.size()];
        acceptor->async_accept(w.ioc, [this, &w](boost::system::error_code ec,
                                                 boost::asio::ip::tcp::socket sock) {
            if (ec == boost::asio::error::operation_aborted || !acceptor->is_open())
                return;
            if (!ec)
            {
                // the context is taken now: a reload applies to the next ones
                boost::asio::post(w.ioc, [this, &w, s = std::move(sock),
                                          ctx = tls_context()]() mutable {
                    if (w.stopping)
                        return;
                    if (ctx)
                        std::make_shared<detail::tls_handshake>(std::move(s), *ctx, w, app)
                            ->start();
                    else
                        std::make_shared<detail::session>(std::move(s), w, app)->start();
                });
            }
            accept();
        });
    }

    http_app app;
    server_options opts;
    std::vector<std::unique_ptr<detail::worker>> workers;
    std::optional<boost::asio::ip::tcp::acceptor> acceptor;
    std::vector<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> guards;
    unsigned short port = 0;
    // replaced by reload_tls; a connection's SSL keeps the context it began with
    std::shared_ptr<boost::asio::ssl::context> tls;
    std::mutex tls_mutex;
    std::size_t next = 0;
    bool running = false;
    // stop() has begun: not ready, and waiting out the drain delay
    bool draining = false;
    std::mutex mutex;
};

server::server(http_app app, server_options options)
    : impl_(std::make_unique<impl>(std::move(app), std::move(options)))
{
}

server::~server()
{
    stop();
}

unsigned short
server::port() const noexcept
{
    return impl_->port;
}

void
server::start()
{
    std::lock_guard<std::mutex> lock(impl_->mutex);
    if (impl_->running)
        return;
    impl_->running = true;
    impl_->draining = false;
    if (impl_->opts.health)
        impl_->opts.health->set_draining(false);
    impl_->accept();
    for (auto& w : impl_->workers)
    {
        impl_->guards.push_back(boost::asio::make_work_guard(w->ioc));
        w->thread = std::thread([&ioc = w->ioc] {
            for (;;)
            {
                try
                {
                    ioc.run();
                    return;
                }
                catch (const std::exception& e)
                {
                    std::cerr << "route::server: " << e.what() << std::endl;
                }
            }
        });
    }
}

void
server::stop()
{
    {
        // first not ready, and serving on while balancers notice
        std::unique_lock<std::mutex> lock(impl_->mutex);
        if (impl_->running && !impl_->draining)
        {
            impl_->draining = true;
            if (impl_->opts.health)
                impl_->opts.health->set_draining(true);
            auto delay = impl_->opts.drain_delay;
            lock.unlock();
            if (delay.count() > 0)
                std::this_thread::sleep_for(delay);
        }
    }
    std::lock_guard<std::mutex> lock(impl_->mutex);
    if (!impl_->running)
    {
        if (impl_->acceptor && impl_->acceptor->is_open())
        {
            boost::system::error_code ec;
            impl_->acceptor->close(ec);
        }
        return;
    }
    impl_->running = false;
    auto& a = impl_->acceptor;
    boost::asio::post(impl_->workers[0]->ioc, [&a] {
        boost::system::error_code ec;
        a->close(ec);
    });
    for (auto& w : impl_->workers)
        boost::asio::post(w->ioc, [w = w.get(), grace = impl_->opts.shutdown_grace] {
            w->begin_stop(grace);
        });
    impl_->guards.clear();
    for (auto& w : impl_->workers)
        if (w->thread.joinable())
            w->thread.join();
}

void
server::wait_for_signal()
{
    boost::asio::io_context ioc(1);
    boost::asio::signal_set signals(ioc, SIGINT, SIGTERM);
    signals.async_wait([](boost::system::error_code, int) {});
    ioc.run();
    stop();
}

void
server::reload_tls()
{
    if (!impl_->opts.tls)
        throw std::logic_error("route::server::reload_tls: the server has no server_options.tls");
    auto ctx = detail::make_tls_context(*impl_->opts.tls, impl_->opts.http2);
    std::lock_guard<std::mutex> lock(impl_->tls_mutex);
    impl_->tls = std::move(ctx);
}

namespace detail {

// Waits for SIGINT or SIGTERM; SIGHUP reloads the TLS files meanwhile.
inline void
wait_reloading(server& s, boost::asio::signal_set& signals)
{
    signals.async_wait([&s, &signals](boost::system::error_code ec, int signal) {
        if (ec || signal != SIGHUP)
            return;
        try
        {
            s.reload_tls();
            std::cout << "route: TLS certificate and key loaded again" << std::endl;
        }
        catch (const std::exception& e)
        {
            std::cerr << e.what() << " (the previous certificate stays in use)" << std::endl;
        }
        wait_reloading(s, signals);
    });
}

} // namespace detail

void
serve(http_app app, server_options options)
{
    std::string address = options.address;
    bool tls = options.tls.has_value();
    auto drain = options.drain_delay;
    server s(std::move(app), std::move(options));
    boost::asio::io_context ioc(1);
    boost::asio::signal_set signals(ioc, SIGINT, SIGTERM);
    if (tls)
        signals.add(SIGHUP);
    detail::wait_reloading(s, signals);
    s.start();
    std::cout << "route: listening on " << address << ":" << s.port()
              << (tls ? " (HTTPS; SIGHUP reloads the certificate; SIGINT or SIGTERM stops)"
                      : " (SIGINT or SIGTERM stops)")
              << std::endl;
    ioc.run();
    if (drain.count() > 0)
        std::cout << "route: draining for " << drain.count()
                  << " ms (not ready, still serving), then stopping" << std::endl;
    else
        std::cout << "route: stopping" << std::endl;
    s.stop();
}

} // namespace route

#endif
