//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_PROCESS_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_PROCESS_IPP

// Running the route: the request view, pending results and their timeout.

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <route/app/async.hpp>
#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/co_spawn.hpp>
#include <exception>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace route {
namespace detail {

template <class Stream>
void
basic_session<Stream>::process()
{
    namespace http = boost::beast::http;
    state_ = state::processing;
    deadline_ = clock_type::time_point::max();
    auto const& msg = header();
    keep_alive_ = sreq_ ? sreq_->parser.keep_alive() : parser_->keep_alive();
    version_ = msg.version();
    head_ = msg.method() == http::verb::head;
    auto target = msg.target();
    // the one check of the target: the routes split it without checking again
    if (auto ec = ::route::detail::check_target(std::string_view(target.data(), target.size())))
        return write(text_response(::route::status::bad_request,
                                   "Illegal request-target: " + ec.message()));
    if constexpr (std::is_same_v<Stream, boost::asio::ip::tcp::socket>)
    {
        // Upgrade: h2c: this request becomes stream 1 of an HTTP/2 connection
        if (auto settings = h2c_settings())
            return hand_over_h2c(std::move(*settings));
    }
    ::route::method m = msg.method() == http::verb::unknown
                            ? ::route::method(std::string_view(msg.method_string().data(),
                                                               msg.method_string().size()))
                            : ::route::method(msg.method());
    fields_.reset(msg);
    request_ = std::make_unique<::route::request>(
        std::move(m), std::string_view(target.data(), target.size()), fields_,
        sreq_ ? std::string_view() : std::string_view(parser_->get().body()));
    request_->with_peer(peer_)
        .with_scheme(session_stream<Stream>::scheme)
        .with_body_limit(w_.opts.body_limit)
        .with_version(version_)
        .with_checked_target();
    if (sreq_)
        request_->with_streamed_entity(*sreq_->body);
    reruns_ = 0;
    run_app();
}

// Runs the application on the request; again when a directive needed the
// whole streamed body, which is then read (see route::settle).
template <class Stream>
void
basic_session<Stream>::run_app()
{
    timeout_.reset();
    request_->with_timeout_access(timeout_);
    route_result r;
    try
    {
        r = app_(*request_);
    }
    catch (...)
    {
        r = route_result::failed(std::current_exception());
    }
    if (!r.is_pending())
        return respond(std::move(r));
    await_result(std::move(r));
}

// Awaits a pending result under the request's timeout (route::timeout_access,
// set by the timeout directives, also while the result is pending). When the
// timeout passes first, the timeout's answer is written at once and the
// route's coroutine is cancelled; the request (which the coroutine may still
// read) stays alive until it has unwound, and its late result is dropped.
template <class Stream>
void
basic_session<Stream>::await_result(route_result r)
{
    if (!awaiting_)
        awaiting_ = std::make_unique<awaiting>(sock_.get_executor());
    auto generation = ++generation_;
    // the session outlives the route's coroutine, whose completion holds it
    timeout_.on_change([this, generation] { arm_route_timeout(generation); });
    arm_route_timeout(generation);
    boost::asio::co_spawn(sock_.get_executor(), ::route::settle(std::move(r)),
                          boost::asio::bind_cancellation_slot(
                              awaiting_->cancel.slot(),
                              [self = this->shared_from_this()](std::exception_ptr e,
                                                                route_result x) {
                                  self->on_settled(e, std::move(x));
                              }));
}

template <class Stream>
void
basic_session<Stream>::arm_route_timeout(std::uint64_t generation)
{
    if (generation != generation_ || state_ != state::processing || abandoned_)
        return;
    if (!timeout_.enabled())
    {
        awaiting_->timer.cancel();
        return;
    }
    awaiting_->timer.expires_at(timeout_.deadline());
    awaiting_->timer.async_wait(
        [self = this->shared_from_this(), generation](boost::system::error_code ec) {
            if (!ec)
                self->on_route_timeout(generation);
        });
}

template <class Stream>
void
basic_session<Stream>::on_route_timeout(std::uint64_t generation)
{
    if (generation != generation_ || state_ != state::processing || abandoned_)
        return;
    abandoned_ = true;
    timeout_.on_change(nullptr);
    ::route::response res;
    try
    {
        res = timeout_.timeout_response(*request_);
    }
    catch (...)
    {
        res = internal_error_response();
    }
    awaiting_->cancel.emit(boost::asio::cancellation_type::terminal);
    write(std::move(res));
}

template <class Stream>
void
basic_session<Stream>::on_settled(std::exception_ptr e, route_result r)
{
    awaiting_->timer.cancel();
    if (abandoned_)
    {
        // answered by the timeout: this result is dropped
        abandoned_ = false;
        if (write_done_)
        {
            write_done_ = false;
            after_write(write_ec_);
        }
        return;
    }
    timeout_.on_change(nullptr);
    if (e)
        r = route_result::failed(e);
    else if (is_retry(r))
    {
        // the body a directive needed is read: run the route again (twice
        // at most: a second run finds the body read)
        if (++reruns_ <= 2)
            return run_app();
        r = route_result::failed(std::make_exception_ptr(std::logic_error(
            "route: a directive asked for the request body after it was read")));
    }
    respond(std::move(r));
}

// An application's settled result is completed; anything else would be a
// broken application, answered 500.
template <class Stream>
void
basic_session<Stream>::respond(route_result r)
{
    if (r.is_completed())
        return write(std::move(r.response()));
    write(internal_error_response());
}

} // namespace detail
} // namespace route

#endif
