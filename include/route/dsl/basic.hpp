//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_DSL_BASIC_HPP
#define ROUTE_DSL_BASIC_HPP

// pekko-http's basic directives: extracting from the request and its
// context, transforming the request, its unmatched path and the
// rejections, rejecting and failing; with validate and redirect, and
// pekko's route directives handle and handle_sync. `pass`, `provide` and
// `reject` are declared with the directive machinery
// (<route/dsl/directive.hpp>); the awaitable form of handle needs
// <route/app/async.hpp> where it is used.

#include <route/config.hpp>
#include <route/core/handler_result.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request.hpp>
#include <route/core/response.hpp>
#include <route/dsl/detail/basic.hpp>
#include <route/dsl/detail/map_response.hpp>
#include <route/dsl/directive.hpp>
#include <route/dsl/host.hpp>
#include <boost/url/url.hpp>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {
namespace dsl {
namespace implementation_defined {

/// Extracts the value of a function of the request context (see `extract`).
template <class F>
class extract_directive
    : public directive_base<extract_directive<F>,
                            std::decay_t<std::invoke_result_t<const F&, const request_context&>>>
{
public:
    explicit extract_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx, std::invoke(f_, ctx));
    }

private:
    F f_;
};

/// Extracts one value of the request context, by a fixed function.
template <class T, T (*F)(const request_context&)>
class extract_fixed_directive : public directive_base<extract_fixed_directive<T, F>, T>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx, F(ctx));
    }
};

inline ::route::request
context_request(const request_context& ctx)
{
    return ctx.request();
}

inline ::route::trace_context
context_trace_context(const request_context& ctx)
{
    return ctx.request().trace_context();
}

inline std::string
context_unmatched_path(const request_context& ctx)
{
    return std::string(ctx.unmatched_path());
}

inline std::string
context_matched_path(const request_context& ctx)
{
    auto full = detail::request_path(ctx);
    auto rest = ctx.unmatched_path();
    if (rest.size() > full.size())
        return {};
    return std::string(full.substr(0, full.size() - rest.size()));
}

/// Extracts the effective request URI (see `extract_uri`).
class extract_uri_directive : public directive_base<extract_uri_directive, boost::urls::url>
{
public:
    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        boost::urls::url u;
        if (!detail::effective_uri(ctx, u))
            return route_result::rejected({malformed_request_content_rejection{
                "The request's query string is invalid."}});
        return k(ctx, std::move(u));
    }
};

/// Runs the inner route on the request a function makes (see `map_request`).
template <class F>
class map_request_directive : public directive_base<map_request_directive<F>>
{
public:
    explicit map_request_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto req = std::make_shared<const ::route::request>(std::invoke(f_, ctx.request()));
        route_result r = k(ctx.with_request(*req));
        if (!r.is_pending())
            return r;
        // the inner route may still read the request: keep it
        return std::move(r).then([req](route_result x) { return x; });
    }

private:
    F f_;
};

/// Transforms the header fields of a response (see `map_response_headers`).
template <class F>
struct response_headers_mapper
{
    F f;

    response operator()(response r) const
    {
        r.headers = std::invoke(f, std::move(r.headers));
        return r;
    }
};

/// Transforms the rejections of the inner route (see `map_rejections`).
template <class F>
class map_rejections_directive : public directive_base<map_rejections_directive<F>>
{
public:
    explicit map_rejections_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx).then([f = f_](route_result x) {
            if (x.is_rejected())
            {
                auto& set = x.rejection_set();
                set.list = std::invoke(f, std::move(set.list));
            }
            return x;
        });
    }

private:
    F f_;
};

/// Cancels kinds of rejections in the whole set (see `cancel_rejections`).
class cancel_rejections_directive : public directive_base<cancel_rejections_directive>
{
public:
    constexpr explicit cancel_rejections_directive(cancellation c) noexcept : c_(c) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx).cancel(c_);
    }

private:
    cancellation c_;
};

/// Cancels the rejections equal to a value in the whole set (see `cancel_rejection`).
class cancel_rejection_directive : public directive_base<cancel_rejection_directive>
{
public:
    explicit cancel_rejection_directive(rejection r) : r_(std::move(r)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        return k(ctx).cancel(r_);
    }

private:
    rejection r_;
};

/// Runs the inner route on the unmatched path a function makes (see `map_unmatched_path`).
template <class F>
class map_unmatched_path_directive : public directive_base<map_unmatched_path_directive<F>>
{
public:
    explicit map_unmatched_path_directive(F f) : f_(std::move(f)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        auto p = std::make_shared<const std::string>(
            std::invoke(f_, std::string(ctx.unmatched_path())));
        detail::check_unmatched_path(*p);
        route_result r = k(ctx.with_unmatched_path(*p));
        if (!r.is_pending())
            return r;
        // the inner route may still read the path: keep it
        return std::move(r).then([p](route_result x) { return x; });
    }

private:
    F f_;
};

template <class T>
struct is_optional : std::false_type
{
};
template <class T>
struct is_optional<std::optional<T>> : std::true_type
{
};

/// The response a function of the request makes (see `handle_sync`).
template <class F>
class handle_sync_route : public route_expression<handle_sync_route<F>>
{
public:
    explicit handle_sync_route(F f) : f_(std::move(f)) {}

    route_result operator()(const request_context& ctx) const
    {
        try
        {
            return route_result(std::invoke(f_, ctx.request()));
        }
        catch (...)
        {
            return route_result::failed(std::current_exception());
        }
    }

private:
    F f_;
};

/// The response a partial function of the request makes, where it is defined
/// (see `handle_sync`).
template <class F>
class handle_sync_partial_route : public route_expression<handle_sync_partial_route<F>>
{
public:
    handle_sync_partial_route(F f, std::vector<rejection> rejections)
        : f_(std::move(f)), rejections_(std::move(rejections))
    {
    }

    route_result operator()(const request_context& ctx) const
    {
        std::optional<response> r;
        try
        {
            r = std::invoke(f_, ctx.request());
        }
        catch (...)
        {
            return route_result::failed(std::current_exception());
        }
        if (!r)
            return route_result::rejected(rejections_);
        return route_result(std::move(*r));
    }

private:
    F f_;
    std::vector<rejection> rejections_;
};

// Awaits the awaitable `f` made of `ctx`'s request for the response; `fc`
// (a copy of `f`) lives until then, for a coroutine that refers to it.
template <class A, class F>
route_result
await_response(const request_context& ctx, std::shared_ptr<const F> fc, A a)
{
    static_assert(::route::detail::is_complete_type<awaited_value<A>>::value,
        "route: handle(f) with f returning boost::asio::awaitable<route::response> "
        "needs <route/app/async.hpp>");
    static_assert(std::is_same_v<typename awaited_value<A>::value_type, response>,
        "route: the function given to handle must return "
        "boost::asio::awaitable<route::response> (or a std::optional of one)");
    auto held = std::make_shared<A>(std::move(a));
    return awaited_value<A>::invoke(
        ctx, [held, fc]() { return std::move(*held); },
        [](const request_context&, response r) { return route_result(std::move(r)); });
}

/// The response a function of the request makes, awaited (see `handle`).
template <class F>
class handle_route : public route_expression<handle_route<F>>
{
public:
    explicit handle_route(F f) : f_(std::move(f)) {}

    route_result operator()(const request_context& ctx) const
    {
        using A = std::decay_t<std::invoke_result_t<const F&, const ::route::request&>>;
        // the copy the awaitable may refer to (a coroutine lambda's captures)
        auto fc = std::make_shared<const F>(f_);
        std::optional<A> a;
        try
        {
            a.emplace(std::invoke(*fc, ctx.request()));
        }
        catch (...)
        {
            return route_result::failed(std::current_exception());
        }
        return await_response<A>(ctx, std::move(fc), std::move(*a));
    }

private:
    F f_;
};

/// The response a partial function of the request makes, awaited, where it
/// is defined (see `handle`).
template <class F>
class handle_partial_route : public route_expression<handle_partial_route<F>>
{
public:
    handle_partial_route(F f, std::vector<rejection> rejections)
        : f_(std::move(f)), rejections_(std::move(rejections))
    {
    }

    route_result operator()(const request_context& ctx) const
    {
        using O = std::decay_t<std::invoke_result_t<const F&, const ::route::request&>>;
        using A = typename O::value_type;
        auto fc = std::make_shared<const F>(f_);
        std::optional<O> a;
        try
        {
            a.emplace(std::invoke(*fc, ctx.request()));
        }
        catch (...)
        {
            return route_result::failed(std::current_exception());
        }
        if (!*a)
            return route_result::rejected(rejections_);
        return await_response<A>(ctx, std::move(fc), std::move(**a));
    }

private:
    F f_;
    std::vector<rejection> rejections_;
};

/// Passes when a condition holds, else rejects (see `validate`).
template <class P>
class validate_directive : public directive_base<validate_directive<P>>
{
public:
    validate_directive(P p, std::string message) : p_(std::move(p)), message_(std::move(message))
    {
    }

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        bool ok;
        if constexpr (std::is_same_v<P, bool>)
            ok = p_;
        else
            ok = std::invoke(p_);
        if (!ok)
            return route_result::rejected({validation_rejection{message_}});
        return k(ctx);
    }

private:
    P p_;
    std::string message_;
};

/// A route failing with an exception (see `fail_with`).
class fail_with_route : public route_expression<fail_with_route>
{
public:
    explicit fail_with_route(std::exception_ptr e) : e_(std::move(e)) {}

    route_result operator()(const request_context&) const { return route_result::failed(e_); }

private:
    std::exception_ptr e_;
};

/// A route completing with a fixed response (see `redirect`).
class fixed_response_route : public route_expression<fixed_response_route>
{
public:
    explicit fixed_response_route(response r) : r_(std::move(r)) {}

    route_result operator()(const request_context&) const { return r_; }

private:
    response r_;
};

} // namespace implementation_defined

/** Extracts the value `f` computes from the request context, per request:
    `f` is `(const route::request_context&) -> V`. Never rejects.

    @par Example
    @code
    auto r = extract([](const route::request_context& ctx) { return ctx.request().body().size(); })(
        [](std::size_t n) { return complete(std::to_string(n)); });
    @endcode
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, const request_context&>
implementation_defined::extract_directive<std::decay_t<F>>
extract(F&& f)
{
    return implementation_defined::extract_directive<std::decay_t<F>>(std::forward<F>(f));
}

/** Extracts the request, a `route::request` (a view, valid while the
    request is being answered). Never rejects.

    @par Example
    @code auto r = extract_request([](route::request req) { return complete(std::string(req.target())); }); @endcode
*/
inline constexpr implementation_defined::extract_fixed_directive<
    ::route::request, &implementation_defined::context_request>
    extract_request{};

/** Extracts the effective request URI, a `boost::urls::url`: scheme, host
    (from the `Host` header; the test kit's `example.com`) and the
    request-target, or the target itself when it is in absolute form.

    @par Example
    @code auto r = extract_uri([](boost::urls::url u) { return complete(std::string(u.buffer())); }); @endcode
*/
inline constexpr implementation_defined::extract_uri_directive extract_uri{};

/** Extracts the part of the request's path that no path directive has
    matched yet, percent-encoded, as a `std::string`.

    @par Example
    @code
    // GET /files/a/b answers "/a/b"
    auto r = path_prefix("files")(extract_unmatched_path([](std::string p) { return complete(p); }));
    @endcode
*/
inline constexpr implementation_defined::extract_fixed_directive<
    std::string, &implementation_defined::context_unmatched_path>
    extract_unmatched_path{};

/** Extracts the part of the request's path that path directives have
    matched so far, percent-encoded, as a `std::string`.

    @par Example
    @code
    // GET /files/a/b answers "/files"
    auto r = path_prefix("files")(extract_matched_path([](std::string p) { return complete(p); }));
    @endcode
*/
inline constexpr implementation_defined::extract_fixed_directive<
    std::string, &implementation_defined::context_matched_path>
    extract_matched_path{};

/** Extracts the client's IP address, a `std::string`: the first address
    of `X-Forwarded-For`, else `X-Real-IP`, else the connection's peer
    address, else `"unknown"`. The headers are whatever the client (or a
    proxy) sent: trust them only behind a proxy that sets them.

    @par Example
    @code auto r = extract_client_ip([](std::string ip) { return complete(ip); }); @endcode
*/
inline constexpr implementation_defined::extract_fixed_directive<std::string, &detail::client_ip>
    extract_client_ip{};

/** Extracts the request's W3C trace context, a `route::trace_context`:
    the trace its `traceparent` names continued (or a new one when that is
    absent or invalid), with this request's own span id, the same for
    every route of the request and in the access log. Call another
    service with `traceparent()` as the `traceparent` field to make it a
    child of this span.

    @par Example
    @code
    auto r = extract_trace_context([](route::trace_context t) { return complete(t.trace_id); });
    @endcode
*/
inline constexpr implementation_defined::extract_fixed_directive<
    ::route::trace_context, &implementation_defined::context_trace_context>
    extract_trace_context{};

/** Runs the inner route on the request `f` makes of the request:
    `f` is `(route::request) -> route::request`. The unmatched path stays;
    a changed method replaces the context's. A request is a view: what
    the new one refers to (a `header_list`, a target) must outlive the
    request, e.g. be owned by `f`.

    @par Example
    @code
    // answer HEAD as GET
    auto r = map_request([](route::request req) {
        return route::request(route::method::get, req.target(), req.headers(), req.body());
    })(get(complete("x")));
    @endcode
*/
template <class F>
    requires std::is_invocable_r_v<::route::request, const std::decay_t<F>&, ::route::request>
implementation_defined::map_request_directive<std::decay_t<F>>
map_request(F&& f)
{
    return implementation_defined::map_request_directive<std::decay_t<F>>(std::forward<F>(f));
}

/** Transforms the response of the inner route, when it completes:
    `f` is `(route::response) -> route::response`. Rejections and
    exceptions pass unchanged, so a response that a rejection or exception
    handler makes outside is not transformed (as pekko-http's
    `mapResponse`).

    @par Example
    @code
    // every answer of the inner route becomes 202 Accepted
    auto r = map_response([](route::response res) {
        res.status = route::status::accepted;
        return res;
    })(complete("queued"));
    @endcode

    @see map_response_headers, respond_with_header
*/
template <class F>
    requires std::is_invocable_r_v<response, const std::decay_t<F>&, response>
implementation_defined::map_response_directive<std::decay_t<F>>
map_response(F&& f)
{
    return implementation_defined::map_response_directive<std::decay_t<F>>(std::forward<F>(f));
}

/** Transforms the header fields of the response of the inner route, when
    it completes: `f` is
    `(std::vector<route::header_field>) -> std::vector<route::header_field>`.

    @par Example
    @code
    // drop the fields the inner route added for internal use
    auto r = map_response_headers([](std::vector<route::header_field> fields) {
        std::erase_if(fields, [](const route::header_field& f) { return f.name.starts_with("X-Internal-"); });
        return fields;
    })(respond_with_header("X-Internal-Node", "7")(complete("x")));
    @endcode

    @see map_response
*/
template <class F>
    requires std::is_invocable_r_v<std::vector<header_field>, const std::decay_t<F>&,
                                   std::vector<header_field>>
implementation_defined::map_response_directive<
    implementation_defined::response_headers_mapper<std::decay_t<F>>>
map_response_headers(F&& f)
{
    using mapper = implementation_defined::response_headers_mapper<std::decay_t<F>>;
    return implementation_defined::map_response_directive<mapper>(mapper{std::forward<F>(f)});
}

/** Transforms the rejections of the inner route, when it rejects:
    `f` is `(std::vector<route::rejection>) -> std::vector<route::rejection>`.
    Cancellations made inside still apply afterwards.

    @par Example
    @code
    // report a missing parameter as a validation failure
    auto r = map_rejections([](std::vector<route::rejection> list) {
        for (auto& x : list)
            if (std::holds_alternative<route::missing_query_param_rejection>(x))
                x = route::validation_rejection{"incomplete"};
        return list;
    })(parameter("q")([](std::string q) { return complete(q); }));
    @endcode
*/
template <class F>
    requires std::is_invocable_r_v<std::vector<rejection>, const std::decay_t<F>&,
                                   std::vector<rejection>>
implementation_defined::map_rejections_directive<std::decay_t<F>>
map_rejections(F&& f)
{
    return implementation_defined::map_rejections_directive<std::decay_t<F>>(std::forward<F>(f));
}

/** When the inner route rejects, cancels every rejection of the types
    `R...` in the whole set of alternatives, as pekko-http's
    `cancelRejections` (its rejections and those of the sibling branches
    tried before and after).

    @par Example
    @code
    auto r = cancel_rejections<route::method_rejection>()(post(complete("posted"))) |
             path("x")(complete("x"));
    @endcode
*/
template <class... R>
constexpr implementation_defined::cancel_rejections_directive
cancel_rejections() noexcept
{
    return implementation_defined::cancel_rejections_directive(
        (cancellation::none | ... | cancellation_of<R>()));
}

/** When the inner route rejects, cancels every rejection equal to `r` in
    the whole set of alternatives, as pekko-http's `cancelRejection` (its
    rejections and those of the sibling branches tried before and after);
    rejections of the same type with other values stay.

    @par Example
    @code
    // a missing X-Debug header is no reason to report; a missing X-Token is
    auto r = cancel_rejection(route::missing_header_rejection{"X-Debug"})(
        header_value_by_name("X-Debug")([](std::string) { return complete("debug"); }) |
        header_value_by_name("X-Token")([](std::string t) { return complete(t); }));
    @endcode

    @see cancel_rejections
*/
inline implementation_defined::cancel_rejection_directive
cancel_rejection(rejection r)
{
    return implementation_defined::cancel_rejection_directive(std::move(r));
}

/** Runs the inner route with the unmatched path `f` makes of it, as
    pekko-http's `mapUnmatchedPath`: `f` is `(std::string) -> std::string`,
    and both paths are percent-encoded. The path directives inside match
    the new path; `extract_matched_path` reads the matched part as the
    request's path without the unmatched one, so a new path that is no
    suffix of the request's makes it meaningless there.

    @par Example
    @code
    // GET /abc is answered as if it were GET /abc/def
    auto r = map_unmatched_path([](std::string p) { return p + "/def"; })(
        path(lit("abc") / "def")(complete("ok")));
    @endcode

    @throws std::invalid_argument (when a request is answered: a 500 through
            the exception handler) when what `f` returns is not a
            percent-encoded path
*/
template <class F>
    requires std::is_invocable_r_v<std::string, const std::decay_t<F>&, std::string>
implementation_defined::map_unmatched_path_directive<std::decay_t<F>>
map_unmatched_path(F&& f)
{
    return implementation_defined::map_unmatched_path_directive<std::decay_t<F>>(
        std::forward<F>(f));
}

/** A route that completes every request with the response `f` makes of
    it, as pekko-http's `handleSync`: `f` is
    `(const route::request&) -> route::response`. An exception `f` throws
    fails the request (500 through the exception handler), and `a | b`
    then does not try `b`.

    `f` may also be partial, as pekko's `PartialFunction` form:
    `(const route::request&) -> std::optional<route::response>`;
    `std::nullopt` rejects with `rejections` (none: an empty list).

    @par Example
    @code
    auto r = handle_sync([](const route::request& req) {
        return route::text_response(route::status::ok, std::string(req.target()));
    });
    auto s = handle_sync([](const route::request& req) -> std::optional<route::response> {
        if (req.target() == "/value")
            return route::text_response(route::status::ok, "23");
        return std::nullopt;
    }, {route::method_rejection{route::method::post}});
    @endcode

    @see handle
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, const ::route::request&>
auto
handle_sync(F&& f)
{
    using D = std::decay_t<F>;
    using R = std::decay_t<std::invoke_result_t<const D&, const ::route::request&>>;
    if constexpr (implementation_defined::is_optional<R>::value)
    {
        static_assert(std::is_same_v<typename R::value_type, response>,
            "route: handle_sync takes a function returning route::response or "
            "std::optional<route::response>");
        return implementation_defined::handle_sync_partial_route<D>(std::forward<F>(f), {});
    }
    else
    {
        static_assert(std::is_same_v<R, response>,
            "route: handle_sync takes a function returning route::response or "
            "std::optional<route::response>; for an awaitable, use handle");
        return implementation_defined::handle_sync_route<D>(std::forward<F>(f));
    }
}

/// `handle_sync(f)` with a partial `f`, rejecting with `rejections` where it gives no response.
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, const ::route::request&>
implementation_defined::handle_sync_partial_route<std::decay_t<F>>
handle_sync(F&& f, std::vector<rejection> rejections)
{
    using D = std::decay_t<F>;
    using R = std::decay_t<std::invoke_result_t<const D&, const ::route::request&>>;
    static_assert(std::is_same_v<R, std::optional<response>>,
        "route: handle_sync(f, rejections) takes a partial function, returning "
        "std::optional<route::response>");
    return implementation_defined::handle_sync_partial_route<D>(std::forward<F>(f),
                                                                std::move(rejections));
}

/** A route that completes every request with the response `f` makes of
    it, awaited, as pekko-http's `handle`: `f` is
    `(const route::request&) -> boost::asio::awaitable<route::response>`
    (include `<route/app/async.hpp>`), so that it can await I/O. `f` is
    called with the request when it arrives; an exception it throws then,
    or while it is awaited, fails the request (500 through the exception
    handler), and `a | b` then does not try `b`. The request is a view,
    valid until the response is made; the route keeps `f` alive while it
    is awaited.

    `f` may also be partial, as pekko's `PartialFunction` form:
    `(const route::request&) ->
    std::optional<boost::asio::awaitable<route::response>>`; `std::nullopt`
    rejects with `rejections` (none: an empty list).

    @par Example
    @code
    auto r = handle([&db](const route::request& req) -> boost::asio::awaitable<route::response> {
        auto rows = co_await db.count(std::string(req.target()));
        co_return route::text_response(route::status::ok, std::to_string(rows));
    });
    @endcode

    @see handle_sync
*/
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, const ::route::request&>
auto
handle(F&& f)
{
    using D = std::decay_t<F>;
    using R = std::decay_t<std::invoke_result_t<const D&, const ::route::request&>>;
    static_assert(!std::is_same_v<R, response> && !std::is_same_v<R, std::optional<response>>,
        "route: handle takes a function returning boost::asio::awaitable<route::response>; "
        "for a function returning the response itself, use handle_sync");
    if constexpr (implementation_defined::is_optional<R>::value)
        return implementation_defined::handle_partial_route<D>(std::forward<F>(f), {});
    else
        return implementation_defined::handle_route<D>(std::forward<F>(f));
}

/// `handle(f)` with a partial `f`, rejecting with `rejections` where it gives no awaitable.
template <class F>
    requires std::is_invocable_v<const std::decay_t<F>&, const ::route::request&>
implementation_defined::handle_partial_route<std::decay_t<F>>
handle(F&& f, std::vector<rejection> rejections)
{
    using D = std::decay_t<F>;
    using R = std::decay_t<std::invoke_result_t<const D&, const ::route::request&>>;
    static_assert(implementation_defined::is_optional<R>::value,
        "route: handle(f, rejections) takes a partial function, returning "
        "std::optional<boost::asio::awaitable<route::response>>");
    return implementation_defined::handle_partial_route<D>(std::forward<F>(f),
                                                           std::move(rejections));
}

/** A route that fails with the exception `e`, as a handler that throws:
    answered by `handle_exceptions` (500 by default), never by a
    rejection handler. Also takes an exception object.

    @par Example
    @code auto r = fail_with(std::make_exception_ptr(std::runtime_error("broken"))); @endcode
*/
inline implementation_defined::fail_with_route
fail_with(std::exception_ptr e)
{
    return implementation_defined::fail_with_route(std::move(e));
}

/// `fail_with(std::make_exception_ptr(e))`.
template <class E>
    requires(!std::is_same_v<std::decay_t<E>, std::exception_ptr>)
implementation_defined::fail_with_route
fail_with(E&& e)
{
    return implementation_defined::fail_with_route(std::make_exception_ptr(std::forward<E>(e)));
}

/** Passes when `ok` holds; otherwise rejects with
    `validation_rejection{message}` (400 `<message>`). `ok` is a `bool`
    (usually inside a handler, where the route is made per request) or a
    `bool()` callable, evaluated per request.

    @par Example
    @code
    auto r = parameter(param("age").as<int>())([](int age) {
        return validate(age >= 0, "age must not be negative")(complete(std::to_string(age)));
    });
    @endcode
*/
template <class P>
    requires(std::is_same_v<std::decay_t<P>, bool> || std::is_invocable_r_v<bool, const std::decay_t<P>&>)
implementation_defined::validate_directive<std::decay_t<P>>
validate(P&& ok, std::string message)
{
    return implementation_defined::validate_directive<std::decay_t<P>>(std::forward<P>(ok),
                                                                       std::move(message));
}

/** Completes with a redirection to `uri`: `status` is one of 301, 302,
    303, 307, 308; the response has `Location: uri` and pekko-http's short
    HTML body for that status.

    @par Example
    @code auto r = path("old")(redirect("/new", route::status::moved_permanently)); @endcode

    @throws std::invalid_argument when `status` is not one of those
*/
inline implementation_defined::fixed_response_route
redirect(std::string_view uri, ::route::status status)
{
    return implementation_defined::fixed_response_route(detail::redirect_response(uri, status));
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/dsl/impl/basic.ipp>
#endif

#endif
