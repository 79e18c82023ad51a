//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_DETAIL_EXCHANGE_HPP
#define ROUTE_APP_DETAIL_EXCHANGE_HPP

// One request and its answer, whatever carries them: the lifecycle every
// transport (HTTP/1.1, HTTP/2, the test kit, docgen's in-process runs)
// drives, written once. It reads and writes nothing itself: the transport
// hands it the request as received and sends what it answers.

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/core/timeout_access.hpp>
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/steady_timer.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

namespace route {
namespace detail {

/// What an exchange tells the transport that carries it.
class exchange_sink
{
public:
    /** The answer, once per exchange: the route's settled result
        (completed, rejected or failed; never pending), or, when the
        request's timeout passed while the route was pending, the
        timeout's answer (`exchange::abandoned()` is then true: the
        route's coroutine was cancelled and still unwinds).
    */
    virtual void answer(route_result r) = 0;

    /** The route's coroutine, abandoned at its timeout, has unwound: what
        it read of the request may go now.
    */
    virtual void unwound() {}

    /** What the exchange holds while a pending result is awaited: it must
        keep the exchange and this sink alive (asked only then).
    */
    virtual std::shared_ptr<void> hold() = 0;

protected:
    ~exchange_sink() = default;
};

/** What runs a request: the application of a server (`http_app`), the
    route or routes a test runs. Not owned: it outlives the exchange.
*/
class exchange_target
{
public:
    template <class F>
    exchange_target(const F& f) noexcept // NOLINT: a view of any such callable
        : obj_(&f), call_([](const void* o, const request& r) -> route_result {
              return (*static_cast<const F*>(o))(r);
          })
    {
    }

    route_result operator()(const request& r) const { return call_(obj_, r); }

private:
    const void* obj_;
    route_result (*call_)(const void*, const request&);
};

/** One request's exchange: the request (built from what the transport
    received, its target checked once), its timeout (the timeout
    directives'), the route run on it, a pending result awaited under
    that timeout, and the run again, at most twice, when a directive
    needed a streamed body whole (see `route::settle`).

    A transport makes one per request (or reuses one: `begin` starts
    over), calls `begin` or `adopt`, then `run`; the answer comes to its
    `exchange_sink`, at once when the route completes at once.
*/
class exchange
{
public:
    exchange() = default;
    exchange(const exchange&) = delete;
    exchange& operator=(const exchange&) = delete;

    /** A request as received: its target checked (the one check; the
        routes split it without checking again). A bad target is
        answered here: the 400 `Illegal request-target: <reason>` to send
        is returned, and there is no request to run.
    */
    ROUTE_DECL std::optional<response> begin(::route::method m, std::string_view target,
                                             const header_source& fields, std::string_view body);

    /** A request built elsewhere (the test kit's), run as it is. */
    ROUTE_DECL void adopt(const request& r);

    /// The request (after `begin` or `adopt`).
    request& req() noexcept { return *req_; }
    const request& req() const noexcept { return *req_; }
    bool has_request() const noexcept { return req_.has_value(); }

    /** Runs `target` on the request. A result that is not pending is
        answered before this returns; a pending one is awaited on `ex`,
        under the request's timeout, and answered when it settles or
        the timeout passes; what waits holds `sink.hold()`.
    */
    ROUTE_DECL void run(exchange_target target, exchange_sink& sink,
                        const boost::asio::any_io_executor& ex);

    /// The route's result is awaited (the answer did not come yet).
    bool pending() const noexcept { return pending_; }

    /** Answered by the timeout while the route's coroutine unwinds
        (`exchange_sink::unwound` follows).
    */
    bool abandoned() const noexcept { return abandoned_; }

    /** The transport's end (the connection or the stream went): a
        pending route is cancelled, and nothing is answered.
    */
    ROUTE_DECL void cancel() noexcept;

private:
    struct awaiting
    {
        explicit awaiting(const boost::asio::any_io_executor& ex) : timer(ex) {}
        boost::asio::steady_timer timer;
        boost::asio::cancellation_signal cancel;
    };

    ROUTE_DECL void start(route_result r);
    ROUTE_DECL void arm_timeout(std::uint64_t generation);
    ROUTE_DECL void on_timeout(std::uint64_t generation);
    ROUTE_DECL void on_settled(std::exception_ptr e, route_result r);

    std::optional<request> req_;
    // the request's trace context, once a route or the log asked for it
    trace_slot trace_;
    timeout_access timeout_;
    std::optional<exchange_target> target_;
    exchange_sink* sink_ = nullptr;
    boost::asio::any_io_executor ex_;
    // what the sink holds while a result is awaited: held by the handlers
    // that wait only, so that handlers dropped unrun (a stopped runtime)
    // leave no cycle
    std::weak_ptr<void> keep_;
    // made for the first pending result, kept for the next
    std::unique_ptr<awaiting> awaiting_;
    // counts pending results, so that a late timer knows it is stale
    std::uint64_t generation_ = 0;
    unsigned reruns_ = 0;
    bool pending_ = false;
    bool abandoned_ = false;
    bool cancelled_ = false;
};

/** How a response goes on the wire, the same for every transport: what
    its status and the request's method allow, and its length.
*/
struct response_wire
{
    /// What follows the header.
    enum class body_kind
    {
        none,     // nothing: the status allows no body, or HEAD
        text,     // `response::body`'s text
        file,     // `response::body`'s file pieces
        produced, // `response::body`'s produced body, of unknown length
    };

    body_kind body = body_kind::none;
    /// The status allows a body (not 1xx, 204, 304: RFC 9110 6.4.1).
    bool status_allows_body = true;
    /** The length to declare (`Content-Length`): the body's, also for
        HEAD (RFC 9110 9.3.2); none for a produced body or a status
        that allows no body.
    */
    std::optional<std::uint64_t> length;
};

/// How `r` is sent in answer to a request of method HEAD (`head`) or not.
ROUTE_DECL response_wire wire_of(const response& r, bool head) noexcept;

/** The fields a transport writes itself, never from a response's
    headers: `Content-Length`, `Transfer-Encoding`, `Date` and those of
    HTTP/1.1's connection management (`Connection`, `Keep-Alive`,
    `Proxy-Connection`). Compared without case. (`Upgrade` is a route's
    to send in HTTP/1.1, on a 101, a 426 or to advertise; HTTP/2 drops it
    with every connection-specific field.)
*/
ROUTE_DECL bool framing_field(std::string_view name) noexcept;

} // namespace detail
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/app/impl/exchange.ipp>
#endif

#endif
