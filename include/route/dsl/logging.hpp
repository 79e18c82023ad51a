//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_LOGGING_HPP
#define ROUTE_DSL_LOGGING_HPP

// Logging directives (pekko-http's DebuggingDirectives): log_request,
// log_result and log_request_result.

#include <route/config.hpp>
#include <route/core/request.hpp>
#include <route/core/request_context.hpp>
#include <route/core/response.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/logging.hpp>
#include <route/dsl/directive.hpp>
#include <chrono>
#include <cstddef>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

/** What `log_request_result` tells its logger about one request.

    @par Example
    @code
    auto r = log_request_result([](const route::request_log_entry& e) {
        std::clog << e.method << ' ' << e.target << ' ' << e.duration.count() << "us\n";
    })(inner);
    @endcode
*/
struct request_log_entry
{
    /// How the inner route ended.
    enum class kind
    {
        completed, ///< it answered: `status` and `bytes` say how
        rejected,  ///< it rejected: `rejections` names the kinds
        failed,    ///< an exception escaped it: `failure` is its message
    };

    std::string method;               ///< e.g. "GET"
    std::string target;               ///< the request-target, e.g. "/items?page=2"
    kind outcome = kind::completed;   ///< how the inner route ended
    ::route::status status = ::route::status::ok; ///< the response's (when completed)
    std::size_t bytes = 0;            ///< the response body's size (0 unless completed)
    /// the rejection kinds, e.g. "method_rejection" (when rejected; empty: not found)
    std::vector<std::string> rejections;
    std::string failure;              ///< the exception's message (when failed)
    /// from when the directive ran until the result settled
    std::chrono::microseconds duration{0};
    /** The request's header fields, in order, with the values of
        `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie`
        replaced by `***`; filled only when asked for (`log_headers`).
    */
    std::vector<header_field> headers;
};

/** The value `request_log_entry::headers` shows for a field named `name`:
    `***` for `Authorization`, `Proxy-Authorization`, `Cookie` and
    `Set-Cookie` (any case), else `value`.

    @par Example
    @code assert(route::masked_header_value("cookie", "sid=1") == "***"); @endcode
*/
ROUTE_DECL std::string_view masked_header_value(std::string_view name,
                                                std::string_view value) noexcept;

/** One line for an entry, without a line break:

    - `GET /items 200 17B 345us`
    - `GET /nope rejected[method_rejection,missing_header_rejection] 0B 12us`
    - `GET /boom failed(<what>) 0B 80us`

    followed, when the entry has header fields, by ` {Host: a, Cookie: ***}`.

    @par Example
    @code std::string line = route::format_log_line(entry); @endcode
*/
ROUTE_DECL std::string format_log_line(const request_log_entry& e);

/** A logger writing `format_log_line(e)` and a line break to `os` for
    each entry, one whole line at a time (a mutex serialises the server's
    threads). `os` must outlive the logger and every copy of it.

    @par Example
    @code auto r = log_request_result(route::ostream_logger(std::cerr))(inner); @endcode
*/
ROUTE_DECL std::function<void(const request_log_entry&)> ostream_logger(std::ostream& os);

namespace dsl {

/** What `log_request_result` puts in an entry beyond the default.

    @par Example
    @code auto r = log_request_result(route::ostream_logger(std::cerr), log_detail::headers)(inner); @endcode
*/
enum class log_detail
{
    line,    ///< method, target, outcome, bytes, duration
    headers, ///< also the request's header fields (secrets masked)
};

namespace implementation_defined {

/// Logs each request's result (see `log_request_result`).
template <class Logger>
class log_request_result_directive
    : public directive_base<log_request_result_directive<Logger>>
{
public:
    log_request_result_directive(Logger l, log_detail d) : l_(std::move(l)), d_(d) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto start = std::chrono::steady_clock::now();
        auto entry = std::make_shared<request_log_entry>(detail::begin_log_entry(ctx, d_));
        route_result r;
        try
        {
            r = k(ctx);
        }
        catch (...)
        {
            // logged as a failure, then passed on
            r = route_result::failed(std::current_exception());
            log(*entry, r, start, l_);
            throw;
        }
        return std::move(r).then([entry, start, l = l_](route_result x) {
            log(*entry, x, start, l);
            return x;
        });
    }

private:
    static void log(request_log_entry& e, const route_result& r,
                    std::chrono::steady_clock::time_point start, const Logger& l)
    {
        detail::end_log_entry(e, r, start);
        std::invoke(l, static_cast<const request_log_entry&>(e));
    }

    Logger l_;
    log_detail d_;
};

/// Calls a function of the request before the inner route runs (see `log_request`).
template <class F>
class log_request_directive : public directive_base<log_request_directive<F>>
{
public:
    explicit log_request_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        std::invoke(f_, ctx.request());
        return k(ctx);
    }

private:
    F f_;
};

/// Calls a function of the settled result of the inner route (see `log_result`).
template <class F>
class log_result_directive : public directive_base<log_result_directive<F>>
{
public:
    explicit log_result_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        route_result r;
        try
        {
            r = k(ctx);
        }
        catch (...)
        {
            // shown as a failure, then passed on
            std::invoke(f_, static_cast<const route_result&>(
                                route_result::failed(std::current_exception())));
            throw;
        }
        return std::move(r).then([f = f_](route_result x) {
            std::invoke(f, static_cast<const route_result&>(x));
            return x;
        });
    }

private:
    F f_;
};

} // namespace implementation_defined

/** Calls `logger(entry)` once per request, when the inner route's result
    has settled (also a pending one, when its handler has finished
    awaiting), with the request's method and target, how the route ended
    (status and body bytes; or `rejected` with the rejection kinds, as
    pekko-http logs rejections; or `failed` with the exception's message)
    and the time in microseconds from when this directive ran.

    The result passes unchanged: a rejection is still handled by the
    rejection handler above, an exception still reaches the exception
    handler (so a failure is logged before it becomes a 500; put the
    directive outside `handle_exceptions` to log the 500 instead). With
    `log_detail::headers` the entry also carries the request's header
    fields, with the secrets masked (see `masked_header_value`).

    A logger that throws fails the request as a handler that throws.

    Extracts nothing, rejects nothing.

    @par Example
    @code
    auto r = log_request_result(route::ostream_logger(std::cerr))(
        path("items")(get(complete("[]"))));
    // GET /items 200 2B 31us
    @endcode

    @param logger callable as `void(const route::request_log_entry&)`
    @param detail what an entry holds beyond the line (default: nothing)
    @see route::format_log_line, route::ostream_logger
*/
template <class Logger>
implementation_defined::log_request_result_directive<std::decay_t<Logger>>
log_request_result(Logger&& logger, log_detail detail = log_detail::line)
{
    static_assert(std::is_invocable_v<const std::decay_t<Logger>&, const request_log_entry&>,
                  "a logger is called as void(const route::request_log_entry&)");
    return implementation_defined::log_request_result_directive<std::decay_t<Logger>>(
        std::forward<Logger>(logger), detail);
}

/** Calls `f(request)` for each request before the inner route runs, as
    pekko-http's `logRequest` with a function: `f` is
    `void(const route::request&)` and decides what to write where (the
    request's header fields include its secrets: see
    `route::masked_header_value`). Extracts nothing, rejects nothing; an
    exception `f` throws fails the request.

    @par Example
    @code
    auto r = log_request([](const route::request& req) {
        std::clog << req.method().name() << ' ' << req.target() << '\n';
    })(inner);
    @endcode

    @see log_result, log_request_result
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, const ::route::request&>
implementation_defined::log_request_directive<std::decay_t<F>>
log_request(F&& f)
{
    return implementation_defined::log_request_directive<std::decay_t<F>>(std::forward<F>(f));
}

/** Calls `f(result)` once per request when the inner route's result has
    settled (a pending one too, when its handler has finished awaiting),
    as pekko-http's `logResult` with a function: `f` is
    `void(const route_result&)` and sees a completed, a rejected or a
    failed result (an exception of the inner route, which then goes on to
    the exception handler). The result passes unchanged.

    @par Example
    @code
    auto r = log_result([](const route_result& x) {
        if (x.is_rejected())
            std::clog << x.effective_rejections().size() << " rejections\n";
    })(inner);
    @endcode

    @see log_request, log_request_result
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, const route_result&>
implementation_defined::log_result_directive<std::decay_t<F>>
log_result(F&& f)
{
    return implementation_defined::log_result_directive<std::decay_t<F>>(std::forward<F>(f));
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/logging.ipp>
#endif

#endif
