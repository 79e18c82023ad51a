//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TESTKIT_RESULT_HPP
#define ROUTE_TESTKIT_RESULT_HPP

#include <route/config.hpp>
#include <route/core/marshal.hpp>
#include <route/core/rejection.hpp>
#include <route/core/response.hpp>
#include <route/core/route.hpp>
#include <route/app/event_stream.hpp>
#include <route/app/http_app.hpp>
#include <route/testkit/request.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <typeinfo>
#include <utility>
#include <vector>

namespace boost {
namespace asio {
class io_context;
} // namespace asio
} // namespace boost

namespace route {
namespace testkit {

/** How the runner reports a failed expectation (asking a rejected result
    for its status, a body that does not decode, ...). It must not return
    normally; the default throws `std::logic_error`. The Boost.Test fixture
    `route_test` installs one that fails the current test case.
*/
using failure_handler = void (*)(const std::string& message);

/// Installs `h` and returns the previous handler.
ROUTE_DECL failure_handler set_failure_handler(failure_handler h) noexcept;

/** Sets the `io_context` that settles the results of asynchronous handlers
    (null: a fresh one per request) and returns the previous one. The
    Boost.Test fixture `route_test` installs its own.
*/
ROUTE_DECL boost::asio::io_context* set_runtime(boost::asio::io_context* io) noexcept;

/// Reports a failure through the installed handler; does not return.
[[noreturn]] ROUTE_DECL void fail(const std::string& message);

/** What a route made of a test request: a response (handled), or the
    list of rejections (cancellations applied, duplicates removed).
*/
class result
{
public:
    explicit result(::route::response r) : response_(std::move(r)) {}
    result(::route::response r, std::vector<std::string> chunks, std::string stream_error)
        : response_(std::move(r)), chunks_(std::move(chunks)),
          stream_error_(std::move(stream_error)) {}
    explicit result(std::vector<::route::rejection> r) : rejections_(std::move(r)) {}

    /// True when the route completed the request.
    bool handled() const noexcept { return response_.has_value(); }

    /// The response status; fails the test when the request was rejected.
    ::route::status status() const { return checked().status; }

    /** The response body; fails the test when the request was rejected.
        A body streamed from a file (`response::file()`) is read whole.
    */
    ROUTE_DECL std::string body() const;

    /** The chunks of a response produced while sent (`route::chunked`,
        `route::event_stream`), as the producer wrote them; empty for any
        other response. `body()` joins them.
    */
    const std::vector<std::string>& chunks() const
    {
        checked();
        return chunks_;
    }

    /** The events of an event stream (`route::event_stream`), read from
        the body as a browser's `EventSource` reads them.
    */
    ROUTE_DECL std::vector<received_event> events() const;

    /** What ended a produced response early (the producer's exception),
        or "" when it ended normally.
    */
    const std::string& stream_error() const noexcept { return stream_error_; }

    /** True when the route accepted a WebSocket handshake: status 101,
        `Upgrade: websocket` and a handler (`response::upgrade()`). A
        `WS(uri, probe)` request's probe is then connected to the handler.
    */
    ROUTE_DECL bool is_websocket_upgrade() const;

    /// The value of a response header ("" when absent; case-insensitive).
    std::string header(std::string_view name) const
    {
        return std::string(checked().header(name));
    }

    /// True when the response has a header of that name.
    bool has_header(std::string_view name) const { return checked().has_header(name); }

    /// All response header fields, in order.
    const std::vector<header_field>& headers() const { return checked().headers; }

    /// The whole response; fails the test when the request was rejected.
    const ::route::response& response() const { return checked(); }

    /// The rejections; fails the test when the request was handled.
    ROUTE_DECL const std::vector<::route::rejection>& rejections() const;

    /// The only rejection; fails the test unless there is exactly one.
    ROUTE_DECL const ::route::rejection& rejection() const;

    /** The body decoded as `T` (`std::string`, or a model with
        `<route/dsl/json_support.hpp>`); fails the test when it does not decode.
    */
    template <class T>
    T response_as() const
    {
        static_assert(unmarshallable<T>,
            "route::testkit: response_as<T>() cannot decode this type; include "
            "<route/route.hpp> (or <route/dsl/json_support.hpp>) for models, or "
            "specialise route::unmarshaller");
        auto text = body();
        auto v = unmarshaller<T>::read(text);
        if (!v)
            fail("The response body could not be decoded as " +
                 std::string(typeid(T).name()) + ": " + v.error().message() +
                 "\nbody: " + text);
        return std::move(*v);
    }

private:
    ROUTE_DECL const ::route::response& checked() const;

    std::optional<::route::response> response_;
    std::vector<::route::rejection> rejections_;
    std::vector<std::string> chunks_;
    std::string stream_error_;
};

/// Runs a route on a test request, in process. Rejections are not sealed;
/// an exception escaping a handler becomes 500, as in a server.
ROUTE_DECL result run(const test_request& req, const ::route::route& r);

/// Runs routes with their rejection handler; an unmatched request is
/// rejected with an empty list.
ROUTE_DECL result run(const test_request& req, const http_routes& r);

/// Runs an application: always a response.
ROUTE_DECL result run(const test_request& req, const http_app& app);

/// `Get("/x") >> my_route`: runs the route (or routes, or app) in process.
template <class R>
    requires(routable<R> || std::is_same_v<std::remove_cvref_t<R>, http_routes> ||
             std::is_same_v<std::remove_cvref_t<R>, http_app>)
result operator>>(const test_request& req, const R& r)
{
    if constexpr (routable<R> && !std::is_same_v<std::remove_cvref_t<R>, ::route::route>)
        return run(req, ::route::route(r));
    else
        return run(req, r);
}

/// The checks given to `check(...)`.
template <class F>
struct checker
{
    F f;
};

/** `req >> route >> check([](const result& r) { ... })`: runs the checks
    on the result.
*/
template <class F>
checker<F> check(F f)
{
    return checker<F>{std::move(f)};
}

template <class F>
const result& operator>>(const result& r, const checker<F>& c)
{
    c.f(r);
    return r;
}

} // namespace testkit
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/testkit/impl/result.ipp>
#endif

#endif
