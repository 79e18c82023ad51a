//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_IMPL_EXCHANGE_IPP
#define ROUTE_APP_IMPL_EXCHANGE_IPP

#include <route/app/detail/exchange.hpp>
#include <route/app/async.hpp>
#include <route/core/detail/strict_entity.hpp>
#include <route/core/detail/target.hpp>
#include <route/core/exception_handler.hpp>
#include <route/detail/iequals.hpp>
#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/co_spawn.hpp>
#include <array>
#include <exception>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <variant>

namespace route {
namespace detail {

std::optional<response>
exchange::begin(::route::method m, std::string_view target, const header_source& fields,
                std::string_view body)
{
    req_.reset();
    trace_.reset();
    target_parts parts;
    if (auto ec = parse_target(target, parts))
        return text_response(::route::status::bad_request,
                             "Illegal request-target: " + ec.message());
    req_.emplace(std::move(m), target, fields, body);
    req_->with_parsed_target(parts);
    req_->with_trace_slot(trace_);
    return std::nullopt;
}

void
exchange::adopt(const request& r)
{
    req_.emplace(r);
    trace_.reset();
    req_->with_trace_slot(trace_);
}

void
exchange::run(exchange_target target, exchange_sink& sink, const boost::asio::any_io_executor& ex)
{
    target_.emplace(target);
    sink_ = &sink;
    ex_ = ex;
    reruns_ = 0;
    pending_ = false;
    abandoned_ = false;
    cancelled_ = false;
    req_->with_timeout_access(timeout_);
    timeout_.reset();
    route_result r;
    try
    {
        r = (*target_)(*req_);
    }
    catch (...)
    {
        r = route_result::failed(std::current_exception());
    }
    start(std::move(r));
}

// The result of a run: answered now, or awaited under the timeout.
void
exchange::start(route_result r)
{
    if (!r.is_pending())
    {
        keep_.reset();
        return sink_->answer(std::move(r));
    }
    pending_ = true;
    auto keep = keep_.lock();
    if (!keep)
    {
        keep = sink_->hold();
        keep_ = keep;
    }
    if (!awaiting_)
        awaiting_ = std::make_unique<awaiting>(ex_);
    auto generation = ++generation_;
    timeout_.on_change([this, generation] { arm_timeout(generation); });
    arm_timeout(generation);
    // the completion holds `keep`, and with it this exchange
    boost::asio::co_spawn(ex_, ::route::settle(std::move(r)),
                          boost::asio::bind_cancellation_slot(
                              awaiting_->cancel.slot(),
                              [this, keep](std::exception_ptr e, route_result x) {
                                  on_settled(e, std::move(x));
                              }));
}

void
exchange::arm_timeout(std::uint64_t generation)
{
    if (generation != generation_ || !pending_ || abandoned_ || cancelled_)
        return;
    if (!timeout_.enabled())
    {
        awaiting_->timer.cancel();
        return;
    }
    auto keep = keep_.lock();
    if (!keep)
        return;
    awaiting_->timer.expires_at(timeout_.deadline());
    awaiting_->timer.async_wait([this, keep, generation](boost::system::error_code ec) {
        if (!ec)
            on_timeout(generation);
    });
}

// The timeout passed first: its answer now, the route cancelled; the
// request stays until the route's coroutine has unwound.
void
exchange::on_timeout(std::uint64_t generation)
{
    if (generation != generation_ || !pending_ || abandoned_ || cancelled_)
        return;
    abandoned_ = true;
    timeout_.on_change(nullptr);
    response res;
    try
    {
        res = timeout_.timeout_response(*req_);
    }
    catch (...)
    {
        res = internal_error_response();
    }
    awaiting_->cancel.emit(boost::asio::cancellation_type::terminal);
    sink_->answer(route_result(std::move(res)));
}

void
exchange::on_settled(std::exception_ptr e, route_result r)
{
    awaiting_->timer.cancel();
    pending_ = false;
    if (cancelled_)
    {
        keep_.reset();
        return;
    }
    if (abandoned_)
    {
        // answered by the timeout: this result is dropped
        abandoned_ = false;
        keep_.reset();
        return sink_->unwound();
    }
    timeout_.on_change(nullptr);
    if (e)
        r = route_result::failed(e);
    else if (is_retry(r))
    {
        // the body a directive needed is read: run the route again (twice
        // at most: a second run finds the body read)
        if (++reruns_ <= 2)
        {
            timeout_.reset();
            route_result again;
            try
            {
                again = (*target_)(*req_);
            }
            catch (...)
            {
                again = route_result::failed(std::current_exception());
            }
            return start(std::move(again));
        }
        r = route_result::failed(std::make_exception_ptr(std::logic_error(
            "route: a directive asked for the request body after it was read")));
    }
    keep_.reset();
    sink_->answer(std::move(r));
}

void
exchange::cancel() noexcept
{
    if (!pending_ || cancelled_)
        return;
    cancelled_ = true;
    timeout_.on_change(nullptr);
    awaiting_->timer.cancel();
    awaiting_->cancel.emit(boost::asio::cancellation_type::terminal);
}

response_wire
wire_of(const response& r, bool head) noexcept
{
    response_wire w;
    w.status_allows_body = ::route::status_allows_body(r.status);
    if (!w.status_allows_body)
        return w;
    using body_kind = response_wire::body_kind;
    auto [kind, length] = std::visit(
        []<class Body>(const Body& b) -> std::pair<body_kind, std::optional<std::uint64_t>> {
            if constexpr (std::is_same_v<Body, std::string>)
                return {b.empty() ? body_kind::none : body_kind::text, b.size()};
            else if constexpr (std::is_same_v<Body, std::shared_ptr<const file_body>>)
            {
                auto n = b->size();
                return {n > 0 ? body_kind::file : body_kind::none, n};
            }
            else if constexpr (std::is_same_v<Body, produced_body>)
                return {body_kind::produced, std::nullopt};
            else // an upgrade: nothing follows the header
                return {body_kind::none, 0};
        },
        r.body);
    w.length = length;
    if (!head)
        w.body = kind;
    return w;
}

bool
framing_field(std::string_view name) noexcept
{
    static constexpr std::array<std::string_view, 6> fields = {
        "Content-Length", "Transfer-Encoding", "Date",
        "Connection",     "Keep-Alive",        "Proxy-Connection"};
    for (auto f : fields)
        if (iequals(name, f))
            return true;
    return false;
}

} // namespace detail
} // namespace route

#endif
