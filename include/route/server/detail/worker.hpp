//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_WORKER_HPP
#define ROUTE_SERVER_DETAIL_WORKER_HPP

#include <route/config.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <cstddef>
#include <ctime>
#include <string>
#include <string_view>
#include <thread>

namespace route {

struct server_options;

namespace detail {

namespace net = boost::asio;
using tcp = net::ip::tcp;
using clock_type = std::chrono::steady_clock;

class session_base;

// One thread, its io_context, and the connections it serves. Sessions are
// touched only from this thread, so the list needs no lock.
struct worker
{
    ROUTE_DECL explicit worker(const server_options& o);

    // sessions still held by abandoned handlers die with the io_context
    ROUTE_DECL ~worker();

    worker(const worker&) = delete;
    worker& operator=(const worker&) = delete;

    bool destroying = false; // declared first: outlives ioc
    net::io_context ioc;
    net::steady_timer sweep;
    const server_options& opts;
    std::chrono::milliseconds period;
    session_base* head = nullptr;
    std::size_t count = 0;
    bool stopping = false;
    clock_type::time_point hard_stop = clock_type::time_point::max();
    std::thread thread;

    // the Date header, formatted once a second
    std::time_t date_second = 0;
    std::string date;

    ROUTE_DECL std::string_view http_date();
    ROUTE_DECL void add(session_base* s);
    ROUTE_DECL void remove(session_base* s) noexcept;
    ROUTE_DECL void arm_sweep();
    ROUTE_DECL void on_sweep();
    ROUTE_DECL void begin_stop(std::chrono::milliseconds grace);
};

} // namespace detail
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/server/detail/impl/worker.ipp>
#endif

#endif
