//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_IMPL_HTTP_APP_IPP
#define ROUTE_IMPL_HTTP_APP_IPP

#include <route/http_app.hpp>
#include <exception>
#include <iostream>

namespace route {

namespace detail {

inline route_result
run_guarded(const route& r, const request_context& ctx) noexcept
{
    try
    {
        return r(ctx);
    }
    catch (...)
    {
        return route_result::failed(std::current_exception());
    }
}

response
handle_exception(std::exception_ptr e, const request_context& ctx)
{
    std::string what = "unknown exception";
    try
    {
        std::rethrow_exception(e);
    }
    catch (const std::exception& x)
    {
        what = x.what();
    }
    catch (...)
    {
    }
    std::cerr << "route: error while handling " << ctx.method().name() << ' '
              << ctx.request().target() << ": " << what << std::endl;
    return internal_error_response();
}

namespace {

route_result
settle_answer(route_result z, const request_context& ctx)
{
    if (z.is_failed())
        return handle_exception(z.error(), ctx);
    if (z.is_rejected())
        return default_rejection_response(z.effective_rejections());
    return z;
}

route_result
settle(route_result x, const request_context& ctx, const rejection_handler& h,
       bool keep_unmatched)
{
    if (x.is_failed())
        return handle_exception(x.error(), ctx);
    if (!x.is_rejected())
        return x;
    auto list = x.effective_rejections();
    if (list.empty() && keep_unmatched)
        return route_result::rejected();
    std::optional<route> answer;
    try
    {
        answer = h(list);
    }
    catch (...)
    {
        return handle_exception(std::current_exception(), ctx);
    }
    if (!answer)
        return default_rejection_response(list);
    auto y = run_guarded(*answer, ctx);
    if (!y.is_pending())
        return settle_answer(std::move(y), ctx);
    return std::move(y).then(
        [ctx](route_result z) { return settle_answer(std::move(z), ctx); });
}

} // namespace

route_result
finish(route_result r, const request_context& ctx, const rejection_handler& h,
       bool keep_unmatched)
{
    if (!r.is_pending())
        return settle(std::move(r), ctx, h, keep_unmatched);
    return std::move(r).then([ctx, h, keep_unmatched](route_result x) {
        return settle(std::move(x), ctx, h, keep_unmatched);
    });
}

} // namespace detail

route_result
run(const route& r, const request& req)
{
    auto ctx = request_context::make(req);
    if (!ctx)
        return text_response(::route::status::bad_request,
                             "Illegal request-target: " + ctx.error().message());
    return r(*ctx);
}

route_result
http_routes::operator()(const request& req) const
{
    auto ctx = request_context::make(req);
    if (!ctx)
        return text_response(::route::status::bad_request,
                             "Illegal request-target: " + ctx.error().message());
    return detail::finish(detail::run_guarded(r_, *ctx), *ctx, h_, true);
}

http_app
http_routes::or_not_found() const
{
    return http_app(*this);
}

route_result
http_app::operator()(const request& req) const
{
    return routes_(req).then([](route_result x) -> route_result {
        if (x.is_rejected())
            return not_found_response();
        return x;
    });
}

http_routes
to_http_routes(route r)
{
    return http_routes(std::move(r), default_rejection_handler());
}

http_routes
to_http_routes(route r, rejection_handler h)
{
    return http_routes(std::move(r), std::move(h));
}

namespace detail {

class sealed_route : public route_expression<sealed_route>
{
public:
    explicit sealed_route(route r)
        : r_(std::move(r)), h_(default_rejection_handler()) {}

    route_result operator()(const request_context& ctx) const
    {
        return finish(run_guarded(r_, ctx), ctx, h_, false);
    }

private:
    route r_;
    rejection_handler h_;
};

} // namespace detail

route
seal(route r)
{
    return route(detail::sealed_route(std::move(r)));
}

} // namespace route

#endif
