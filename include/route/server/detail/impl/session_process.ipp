//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_SERVER_DETAIL_IMPL_SESSION_PROCESS_IPP
#define ROUTE_SERVER_DETAIL_IMPL_SESSION_PROCESS_IPP

// Running the route: the request handed to its exchange, which runs it.

#include <route/server/detail/session.hpp>
#include <route/server/detail/worker.hpp>
#include <route/server/server.hpp>
#include <route/app/async.hpp>
#include <route/core/detail/target.hpp>
#include <boost/asio/post.hpp>
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
    if constexpr (std::is_same_v<Stream, boost::asio::ip::tcp::socket>)
    {
        // Upgrade: h2c: this request becomes stream 1 of an HTTP/2 connection
        if (auto settings = h2c_settings())
        {
            if (auto ec = ::route::detail::check_target(
                    std::string_view(target.data(), target.size())))
                return write(text_response(::route::status::bad_request,
                                           "Illegal request-target: " + ec.message()));
            return hand_over_h2c(std::move(*settings));
        }
    }
    ::route::method m = msg.method() == http::verb::unknown
                            ? ::route::method(std::string_view(msg.method_string().data(),
                                                               msg.method_string().size()))
                            : ::route::method(msg.method());
    fields_.reset(msg);
    if (!ex_)
        ex_ = std::make_unique<exchange>();
    if (auto bad = ex_->begin(std::move(m), std::string_view(target.data(), target.size()),
                              fields_,
                              sreq_ ? std::string_view() : std::string_view(parser_->get().body())))
        return write(std::move(*bad));
    auto& req = ex_->req();
    req.with_peer(peer_)
        .with_scheme(session_stream<Stream>::scheme)
        .with_body_limit(w_.opts.body_limit)
        .with_version(version_);
    if (sreq_)
        req.with_streamed_entity(*sreq_->body);
    ex_->run(app_, *this, sock_.get_executor());
}

// The exchange's answer: a settled result, which an application always
// completes (anything else would be a broken application, answered 500),
// or the answer of the request's timeout.
template <class Stream>
void
basic_session<Stream>::answer(route_result r)
{
    if (r.is_completed())
        return write(std::move(r.response()));
    write(internal_error_response());
}

// What a pending result holds: the session, and with it the exchange.
template <class Stream>
std::shared_ptr<void>
basic_session<Stream>::hold()
{
    return this->shared_from_this();
}

// The route abandoned at its timeout has unwound: when its answer is
// written, the session goes on (after the exchange's handler has returned:
// the exchange ends with the request).
template <class Stream>
void
basic_session<Stream>::unwound()
{
    if (!written_)
        return;
    auto ec = *written_;
    written_.reset();
    boost::asio::post(sock_.get_executor(), [self = this->shared_from_this(), ec] {
        self->after_write(ec);
    });
}

} // namespace detail
} // namespace route

#endif
