//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_WORKER_IPP
#define ROUTE_SERVER_DETAIL_IMPL_WORKER_IPP

#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <route/server/detail/session.hpp>
#include <route/core/detail/http_grammar.hpp>
#include <algorithm>

namespace route {
namespace detail {

// The sweep's period: a quarter of the shortest timeout it watches.
inline std::chrono::milliseconds
sweep_period(const server_options& o)
{
    auto shortest = std::min({o.idle_timeout, o.header_timeout, o.request_timeout});
    for (auto t : {o.websocket_ping_interval, o.websocket_idle_timeout})
        if (t.count() > 0)
            shortest = std::min(shortest, t);
    return std::clamp<std::chrono::milliseconds>(shortest / 4, std::chrono::milliseconds(5),
                                                 std::chrono::milliseconds(1000));
}

worker::worker(const server_options& o) : ioc(1), sweep(ioc), opts(o), period(sweep_period(o)) {}

worker::~worker()
{
    destroying = true;
}

std::string_view
worker::http_date()
{
    std::time_t now = std::time(nullptr);
    if (now != date_second)
    {
        date_second = now;
        // English names whatever the locale (RFC 9110 5.6.7): no strftime
        date = format_http_date(std::chrono::system_clock::from_time_t(now));
    }
    return date;
}

void
worker::add(session_base* s)
{
    s->next = head;
    if (head)
        head->prev = s;
    head = s;
    ++count;
    if (count == 1)
        arm_sweep();
}

void
worker::remove(session_base* s) noexcept
{
    if (destroying)
        return;
    if (s->prev)
        s->prev->next = s->next;
    else if (head == s)
        head = s->next;
    if (s->next)
        s->next->prev = s->prev;
    s->prev = s->next = nullptr;
    --count;
    if (count == 0)
        sweep.cancel();
}

void
worker::arm_sweep()
{
    sweep.expires_after(period);
    sweep.async_wait([this](boost::system::error_code ec) {
        if (!ec)
            on_sweep();
    });
}

void
worker::on_sweep()
{
    auto now = clock_type::now();
    if (stopping && now >= hard_stop + period)
    {
        // the grace period is over and handlers still run: abandon them
        ioc.stop();
        return;
    }
    for (session_base* s = head; s;)
    {
        session_base* n = s->next;
        s->sweep(now);
        s = n;
    }
    if (count > 0)
        arm_sweep();
}

void
worker::begin_stop(std::chrono::milliseconds grace)
{
    stopping = true;
    hard_stop = clock_type::now() + grace;
    on_sweep();
}

} // namespace detail
} // namespace route

#endif
